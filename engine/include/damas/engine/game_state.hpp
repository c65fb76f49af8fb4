// The draw-rule state of a game as the search carries it: the counters of the 20-move rule and
// of the Forcada, and the positions that can still repeat. The counting follows the Adjudicator
// (rules/adjudicator.hpp) exactly, so that the search never calls a position won that the
// arbiter would declare drawn, nor drawn one it would let go on; a test replays random games
// through both and compares them ply by ply.
//
// The Adjudicator keeps a whole game for reports; the search needs the same counts made cheap:
// RuleCounters is a few bytes updated per move, and repetition is decided on Zobrist keys.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "damas/rules/adjudicator.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::engine {

struct RuleCounters {
  // Plies counted towards the 20-move rule (0 when its condition does not hold).
  std::int16_t twenty_move = 0;
  // Moves of the strong side counted towards the Forcada, or -1 when no count is running.
  std::int16_t forcada = -1;

  friend bool operator==(const RuleCounters&, const RuleCounters&) = default;
};

// The counters of a game set up at `pos` (ply 0).
RuleCounters counters_at_setup(const rules::Position& pos, const rules::DrawRules& rules);

// The counters after `move` took `before` to `after`.
RuleCounters counters_after(const RuleCounters& counters, const rules::Position& before,
                            const rules::Move& move, const rules::Position& after,
                            const rules::DrawRules& rules);

// Whether a move resets repetition: a capture or a man move can never be undone.
bool is_irreversible(const rules::Position& before, const rules::Move& move);

// The draw a rule other than repetition declares in `pos` (king against king, Forcada, 20-move
// rule), if any. A side without a move loses even then: callers check that first or after.
std::optional<rules::EndReason> counted_draw(const rules::Position& pos,
                                             const RuleCounters& counters,
                                             const rules::DrawRules& rules);

// A game from a setup: the current position with everything the rules need to judge what
// follows. Under RepetitionRule::claim a repeated position does not end the game, but the search
// still scores it as a draw, since either player may claim it.
class GameState {
 public:
  GameState(const rules::Position& start, const rules::DrawRules& rules);

  // Plays a legal move of the current position (also after the game ended: callers decide).
  void play(const rules::Move& move);

  const rules::Position& position() const { return position_; }
  const RuleCounters& counters() const { return counters_; }
  const rules::DrawRules& rules() const { return rules_; }
  int ply() const { return ply_; }
  // Keys of the positions since the last capture or man move, the current one last.
  std::span<const std::uint64_t> reversible_keys() const { return reversible_keys_; }

  // How the game stands now, judged as the Adjudicator judges it (result ongoing when it goes on).
  rules::Outcome outcome() const;

 private:
  rules::DrawRules rules_;
  rules::Position position_;
  RuleCounters counters_;
  int ply_ = 0;
  std::vector<std::uint64_t> reversible_keys_;
};

}  // namespace damas::engine
