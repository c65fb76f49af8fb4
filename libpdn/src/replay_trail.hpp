// The moves of one line of a game, recorded while replay goes through the whole game. Walking
// to the positions of a variation (positions.cpp) rides on the replay that validates games, so
// that both resolve moves, and stop at a broken one, in the same way.
#pragma once

#include <optional>
#include <vector>

#include "damas/pdn/positions.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::pdn {

struct LineTrail {
  VariationPath target;                     // the line to record (empty: the main line)
  std::vector<rules::Move> moves;           // its legal moves from the game start
  std::vector<rules::Position> positions;   // the position after each of them
  // The same for a game of another variant of the family (ReplayedGame::family).
  std::vector<rules::family::Move> family_moves;
  std::vector<rules::family::Position> family_positions;
  std::optional<Diagnostic> stop;           // why the legal moves end early, if they do
};

// replay(), recording the line `trail.target` into `trail` on the way.
ReplayedGame replay_recording(const Game& game, const ReplayOptions& options, LineTrail& trail);

}  // namespace damas::pdn
