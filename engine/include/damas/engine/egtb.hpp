// Endgame tables: the exact value of every position of at most four pieces (men and kings, both
// colours, either side to move), or five when asked for, found by retrograde analysis over the
// rules core's move generator, and probed by the search.
//
// What is stored. For each material (counts of white men, white kings, black men, black kings)
// one byte per position: a draw, or a win or loss for the side to move with its distance in
// PLIES to the end of the game (the ply on which the losing side is left without a piece or a
// move), both sides playing the shortest win and the longest loss. Positions are indexed per
// material by placing each group of pieces independently (see egtb_layout.hpp); a material and
// its colour-reversed mirror share one table, which holds both sides to move. All 41 materials
// of 2 to 4 pieces take 8.6 MB (for one king against king rule) and are built in seconds, on
// demand; the 63 materials of 2 to 5 pieces take 188 MB and minutes, and are built only when
// asked for (`pdn egtb build --pieces 5`).
//
// What the values mean. They are game-theoretic values under the move rules and under the king
// against king rule, which is why a set of tables belongs to one KingVsKingRule: under `draw`
// one king against one king is a draw at once (so are all lines that must pass through it),
// under `play` it is played on. Repetition never changes them: a win is always won on a line
// whose distance falls at every move, which cannot repeat. The 20-move and Forcada counts
// depend on the path, not on the position: probe() below applies them.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "damas/engine/game_state.hpp"
#include "damas/engine/score.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::engine {

// The most pieces a table holds, and the most of the tables built on demand.
inline constexpr int kMaxTablePieces = 5;
inline constexpr int kTablePieces = 4;

enum class TableResult : std::int8_t { loss = -1, draw = 0, win = 1 };

// A value from the side to move's point of view. `plies` counts to the end of the game: odd for
// a win (the winner moves last), even for a loss (0: lost already), 0 for a draw.
struct TableValue {
  TableResult result = TableResult::draw;
  int plies = 0;

  friend bool operator==(const TableValue&, const TableValue&) = default;
};

// Material counts, the key of a table.
struct Material {
  int white_men = 0;
  int white_kings = 0;
  int black_men = 0;
  int black_kings = 0;

  static Material of(const rules::Position& pos);
  int pieces() const { return white_men + white_kings + black_men + black_kings; }
  friend bool operator==(const Material&, const Material&) = default;
};

// The Forcada material as stored (its canonical form: one white king, three black kings).
inline constexpr Material kForcadaMaterial{0, 1, 0, 3};

// Told before each table is built: its material, how many tables of this run are done, and how
// many it builds in all.
using BuildProgress = std::function<void(const Material& material, int built, int total)>;

// Tables never change once made (every member function is const and writes nothing): any
// number of threads may use the same tables at once, as the engines of `pdn annotate -j N` share
// one set (shared_tables).
class EndgameTables {
 public:
  // Tables for every material of 2 to `pieces` pieces (at most kMaxTablePieces).
  static std::shared_ptr<const EndgameTables> build(rules::KingVsKingRule king_vs_king,
                                                    int pieces = kTablePieces,
                                                    const BuildProgress& progress = {});
  // These tables and those of every material that a game from `material` can reach (what a
  // search from there may probe; `material` has at most kMaxTablePieces pieces), built in
  // dependency order; the tables already here are shared, not copied.
  std::shared_ptr<const EndgameTables> extended(const Material& material,
                                                const BuildProgress& progress = {}) const;
  // No table yet.
  explicit EndgameTables(rules::KingVsKingRule king_vs_king);

  rules::KingVsKingRule king_vs_king() const { return king_vs_king_; }
  // Whether the table of every material of 2 to `pieces` pieces is here.
  bool complete(int pieces = kTablePieces) const;
  // The most pieces of a material whose table is here (0 without any): positions with more
  // are never in these tables.
  int most_pieces() const { return most_pieces_; }
  std::size_t bytes() const;

  // The value of `pos` with the side to move, ignoring the 20-move and Forcada counts; nullopt
  // when its table is not here (more pieces than most_pieces(), or a material not built). A
  // side to move with no piece has lost (0 plies); one whose opponent has none wins by any
  // move (1 ply), or has lost without one (0 plies): these need no table.
  std::optional<TableValue> lookup(const rules::Position& pos) const;
  // For three kings against one king: the value with the distance to the capture that ends the
  // material (see Table::to_capture); nullopt for other materials or when not built.
  std::optional<TableValue> lookup_to_capture(const rules::Position& pos) const;

  // The binary form of the cache file (a header naming the format and the king against king
  // rule, then the tables, each compressed with zlib), and back: read() gives nullptr with
  // `error` set on a file that is not a complete set of tables of this format.
  void write(std::ostream& out) const;
  static std::shared_ptr<const EndgameTables> read(std::istream& in, std::string& error);

  // One material's values: [side to move][index], see egtb_layout.hpp.
  using Values = std::array<std::vector<std::uint8_t>, 2>;
  struct Table {
    Values values;
    // Only for the Forcada material: the same results with the distance to the capture that
    // ends the material (or to the end, if no capture comes first), both sides playing for
    // the shortest win and the longest loss of that distance. The Forcada count runs only
    // while the material lasts, so this distance, not the whole one, must fit in it. A capture
    // by the losing side counts as two plies (one more than its own), so that a distance keeps
    // the parity of its result and the count check of probe() stays the same for both.
    Values to_capture;
  };

 private:
  // A material's place in tables_: its four counts as the digits of a number in base
  // kMaxTablePieces + 1.
  static int slot_of(const Material& m);
  static Material material_of_slot(int slot);
  static constexpr int kSlots =
      (kMaxTablePieces + 1) * (kMaxTablePieces + 1) * (kMaxTablePieces + 1) * (kMaxTablePieces + 1);
  void add(const Material& m, std::shared_ptr<const Table> table);
  // A copy of these tables with those of the canonical materials `missing` built.
  std::shared_ptr<const EndgameTables> with(std::vector<Material> missing,
                                            const BuildProgress& progress) const;
  std::optional<TableValue> find(const rules::Position& pos, const Values Table::*values) const;
  rules::KingVsKingRule king_vs_king_;
  int most_pieces_ = 0;
  // By slot_of(canonical material); null when not built.
  std::array<std::shared_ptr<const Table>, kSlots> tables_{};
};

// The value of `pos` in a game whose draw-rule state is `counters` under `rules`, or nullopt when
// the tables cannot say (more pieces than the tables hold, material not built, or tables made for
// another king against king rule). A draw in the tables is a draw. A win (or loss) is kept only
// when it fits in what is left of the 20-move and Forcada counts even if every ply until the
// end were counted (and the Forcada count, if it has not started, started at once); otherwise
// it is reported as a draw. That check is exact for a draw and for a win it keeps, and errs
// only towards a draw: a win whose shortest line is too long for the count may still be won by
// a longer line that resets the 20-move count (a man move or a capture) or that starts the
// Forcada count late, and the probe calls it a draw (likewise a loss that the loser could not
// actually save). It never claims a win that the rules forbid.
std::optional<TableValue> probe(const EndgameTables& tables, const rules::Position& pos,
                                const RuleCounters& counters, const rules::DrawRules& rules);

// As probe(), for a search, which follows the counts move by move itself: a win or loss that
// only the 20-move count might cut short is nullopt (search the position) instead of a draw.
// That check errs towards a draw, since any man move or capture on the way starts the count
// again; a search from there finds the win, or the draw the count really brings. The Forcada
// check still gives a draw: for that material it is measured on the distance to the capture
// that ends it, which is what the Forcada count limits.
std::optional<TableValue> probe_in_search(const EndgameTables& tables, const rules::Position& pos,
                                          const RuleCounters& counters,
                                          const rules::DrawRules& rules);

// A value found `ply` plies from the root as a search score: a forced result at its distance, or
// a draw.
Score table_score(const TableValue& value, int ply);

// The best line from `pos` by the tables (shortest win, longest loss, a drawing move in a draw)
// under the counts of `counters`, at most `max_plies` moves; empty when the tables cannot say
// or the game is over.
std::vector<rules::Move> table_line(const EndgameTables& tables, const rules::Position& pos,
                                    const RuleCounters& counters, const rules::DrawRules& rules,
                                    int max_plies);

}  // namespace damas::engine
