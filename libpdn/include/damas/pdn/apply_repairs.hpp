// Repairing games (`pdn convert --repair`): the illegal moves the replay found one suggestion for, after which the
// rest of their line replays (Suggestion, see damas/pdn/repair.hpp), are written as that
// suggestion, each marked by a comment after it: `16x7 {repaired: written 12x07}`.
#pragma once

#include <string>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::pdn {

// One move repaired: where it was written, its ply, what was written and what it became.
struct Repair {
  SourcePosition position;
  int ply = 0;
  std::string written;
  std::string move;
};

// Repairs `game` (as `replayed` judged it: main line and variations, one repair per line at
// most, since a line stops at its first illegal move) and returns the repairs made; the game
// must then be replayed again. Suggestions that do not replay, and illegal moves with several
// plausible repairs (no suggestion), are left as written. The repairs come in the order the
// game's lines are visited.
std::vector<Repair> apply_repairs(Game& game, const ReplayedGame& replayed);

}  // namespace damas::pdn
