// The replay behind replay.hpp: a whole game from its model (run), or the main line of a game
// given move by move as it is read (start, play, finish), for the reader to replay a plain game
// without building its moves (PlainGameBuilder; see GameBuilder::replay_plain_games).
#pragma once

#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/positions.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/pdn/variant_guess.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/notation.hpp"
#include "family_board.hpp"
#include "repair_search.hpp"
#include "written_move.hpp"

namespace damas::pdn {
struct LineTrail;
}

namespace damas::pdn::detail {

// Whether `tag` is named `name`: when the caller's `name` is a constant, the comparison of the
// bytes has a constant length, which the compiler makes a load or two instead of a call.
[[gnu::always_inline]] inline bool is_named(const Tag& tag, std::string_view name) {
  return tag.name.size() == name.size() &&
         std::memcmp(tag.name.data(), name.data(), name.size()) == 0;
}

// The setup command (PDN 3.0's /FEN "..."/) before the move of the node `at` of `line`, in its
// remarks or in those after the move before it; nullptr when there is none.
const Setup* setup_before(const Line& line, std::size_t at);
// The FEN a setup command gives (the text between its quotes), or "" for none.
std::string_view setup_fen(const Setup& setup);

// "the game was already over after ply 40 (1-0, no-moves)": a move-after-end's message.
std::string over_message(const rules::Outcome& outcome);

class Replayer {
 public:
  // `game` gives the tags, position and result (and, for run, the moves); it and `options`
  // must outlive the replayer. `trail`, if any, records a line (run only).
  Replayer(const Game& game, const ReplayOptions& options, LineTrail* trail);

  // The whole game: every line of game.moves.
  ReplayedGame run();

  // The main line given move by move: start once every tag is read, with the first move (or
  // nullptr when there is none); then play each move in turn, the first one included; finish
  // once the result is read, with the number of moves played. No variations, no trail, and no
  // ReplayOptions::record_moves (it needs the moves' nodes).
  void start(const WrittenMove* first);
  void play(const WrittenMove& move);
  ReplayedGame finish(int plies);

 private:
  void add(Severity severity, DiagnosticCode code, SourcePosition at, std::string message);
  void report_read_warnings();
  void check_tags();
  const Tag* find_tag(std::string_view name) const;
  bool set_up(const WrittenMove* first);
  std::string_view chosen_variant(bool& known);
  bool set_up_family(const rules::family::Variant& variant, const WrittenMove* first);
  bool check_first_number(const WrittenMove* first, bool first_player_to_move,
                          std::string_view first_player, std::string_view second_player,
                          bool from_initial);
  bool over_at_setup(bool over, const rules::Outcome& outcome, const WrittenMove* first);
  void check_number(const WrittenMove& move, int ply);
  bool replay_line(const Line& line, rules::Adjudicator& board, bool record);
  bool on_trail(int ply) const;
  bool setup_inside(const Line& line, std::size_t at, const rules::Adjudicator& board);
  bool family_setup_inside(const Line& line, std::size_t at, const FamilyBoard& board);
  void report_setup_inside(const Setup& setup);
  rules::MoveMatch resolve_move(const WrittenMove& move, int ply, const rules::Adjudicator& board);
  bool can_play(const WrittenMove& move, int ply, const rules::Adjudicator& board);
  rules::MoveMatch check_match(const WrittenMove& move, int ply, const rules::Adjudicator& board);
  void report_match(const rules::MoveMatch& match, const WrittenMove& move, int ply,
                    const rules::Adjudicator& board);
  void report_colon_capture(const rules::MoveMatch& match, const WrittenMove& move, int ply,
                            const rules::Adjudicator& board);
  void play_family(const WrittenMove& move);
  bool replay_family_line(const Line& line, FamilyBoard& board, bool record);
  std::optional<rules::family::Move> resolve_family(const WrittenMove& move, int ply,
                                                    const FamilyBoard& board);
  Diagnostic& add_about_move(Severity severity, DiagnosticCode code, const WrittenMove& move,
                             int ply, std::string message);
  void add_move_diagnostic(DiagnosticCode code, const WrittenMove& move, int ply,
                           const rules::Position& before, std::string message,
                           std::optional<rules::IllegalReason> reason = std::nullopt,
                           Severity severity = Severity::error);
  void note_unplayed(const WrittenMove& move);
  void report_other_variant();
  void confirm(VariantGuess& guess) const;
  void check_result();
  bool agreement_allowed() const;
  bool international_result() const;
  std::optional<RepairSearch> repair_search(const WrittenMove& move,
                                            const rules::Adjudicator& board);
  void suggest_repair(const Line& line, std::size_t at, const rules::Adjudicator& board);
  void suggest(const RepairSearch& search, Diagnostic& d, bool variation);

  const Game& game_;
  const ReplayOptions& options_;
  ReplayedGame out_;
  std::optional<rules::Adjudicator> board_;  // of the main line, once set up
  // Of the main line of a game of another variant of the family, once set up (board_ is then
  // never set), and whether every move of it so far was replayed.
  std::optional<FamilyBoard> family_;
  bool family_variant_ = false;  // the game is of another variant of the family
  bool family_complete_ = false;
  rules::ParsedMoveText text_;                // the move being resolved (see board_text)
  LineTrail* trail_;                          // the line to record, if any
  std::vector<VariationStep> path_;           // of the line being replayed
  bool main_complete_ = false;                // every move of the main line so far replayed
  // Given move by move (play): the search for what the main line's illegal move was meant as,
  // and the index of its diagnostic.
  std::optional<RepairSearch> repair_;
  std::size_t repair_diagnostic_ = 0;
  int plies_given_ = 0;                       // moves given to play() so far
  VariantEvidence evidence_;                  // of another variant (see report_other_variant)
  // Captures written with ':': reported once per game, at the first (its diagnostic), with
  // their count.
  struct CountedForm {
    int times = 0;
    std::size_t diagnostic = 0;
  };
  CountedForm colon_captures_;
};

// Inlined, so that `name` is a constant (see is_named).
[[gnu::always_inline]] inline const Tag* Replayer::find_tag(std::string_view name) const {
  for (const Tag& tag : game_.tags) {
    if (is_named(tag, name)) return &tag;
  }
  return nullptr;
}

}  // namespace damas::pdn::detail
