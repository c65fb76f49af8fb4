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
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/notation.hpp"
#include "emitter.hpp"

namespace damas::pdn {
struct LineTrail;
}

namespace damas::pdn::detail {

// A move as written, as the replay reads it: a Node's move, or one the scan of a plain game has
// just recognised (nothing of it is kept after the call it is given to).
struct WrittenMove {
  const std::optional<MoveNumber>& number;
  std::string_view text;
  std::span<const Square> squares;
  Separator separator;
  // Where the move is written: `known`, or, for a move of the text `lines` is reading, found
  // there only when a report needs it (finding it for every move took a fiftieth of validating).
  SourcePosition known;
  Emitter* lines = nullptr;

  SourcePosition position() const {
    return lines != nullptr ? lines->position_at(text.data()) : known;
  }
};

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
  bool rules_text(const WrittenMove& move, std::string& problem);
  rules::MoveMatch match_written(const WrittenMove& move, const rules::Adjudicator& board);
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
  void check_result();
  bool agreement_allowed() const;

  const Game& game_;
  const ReplayOptions& options_;
  ReplayedGame out_;
  std::optional<rules::Adjudicator> board_;  // of the main line, once set up
  rules::ParsedMoveText text_;                // the move being resolved (see rules_text)
  LineTrail* trail_;                          // the line to record, if any
  std::vector<VariationStep> path_;           // of the line being replayed
  bool main_complete_ = false;                // every move of the main line so far replayed
  // Captures written with ':': reported once per game, at the first (its diagnostic), with
  // their count.
  struct CountedForm {
    int times = 0;
    std::size_t diagnostic = 0;
  };
  CountedForm colon_captures_;
};

}  // namespace damas::pdn::detail
