// The replay behind replay.hpp: a whole game from its model (run), or the main line of a game
// given move by move as it is read (start, play, finish), for the reader to replay a plain game
// without building its moves (PlainGameBuilder; see GameBuilder::replay_plain_games).
#pragma once

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
#include "repair_search.hpp"
#include "written_move.hpp"

namespace damas::pdn {
struct LineTrail;
}

namespace damas::pdn::detail {

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
  bool check_first_number(const WrittenMove* first, rules::Color to_move, bool from_initial);
  void check_number(const WrittenMove& move, int ply);
  bool replay_line(const Line& line, rules::Adjudicator& board, bool record);
  bool on_trail(int ply) const;
  bool setup_inside(const Node& node);
  rules::MoveMatch resolve_move(const WrittenMove& move, int ply, const rules::Adjudicator& board);
  bool can_play(const WrittenMove& move, int ply, const rules::Adjudicator& board);
  rules::MoveMatch check_match(const WrittenMove& move, int ply, const rules::Adjudicator& board);
  void report_match(const rules::MoveMatch& match, const WrittenMove& move, int ply,
                    const rules::Adjudicator& board);
  void report_colon_capture(const rules::MoveMatch& match, const WrittenMove& move, int ply,
                            const rules::Adjudicator& board);
  void add_move_diagnostic(DiagnosticCode code, const WrittenMove& move, int ply,
                           const rules::Position& before, std::string message,
                           std::optional<rules::IllegalReason> reason = std::nullopt,
                           Severity severity = Severity::error);
  void note_unplayed(const WrittenMove& move);
  void report_other_variant();
  void check_result();
  bool agreement_allowed() const;
  std::optional<RepairSearch> repair_search(const WrittenMove& move,
                                            const rules::Adjudicator& board);
  void suggest_repair(const Line& line, std::size_t at, const rules::Adjudicator& board);
  void suggest(const RepairSearch& search, Diagnostic& d, bool variation);

  const Game& game_;
  const ReplayOptions& options_;
  ReplayedGame out_;
  std::optional<rules::Adjudicator> board_;  // of the main line, once set up
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

}  // namespace damas::pdn::detail
