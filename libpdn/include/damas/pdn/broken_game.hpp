// Games with errors: what the replay found wrong, said in one line, and the mending that keeps a
// game up to its last legal move instead of leaving it out (`pdn convert --keep-broken`).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::pdn {

struct GameError {
  std::string why;  // "ply 17: illegal move 14-23 (not-a-move)", "result mismatch: ..."
  SourcePosition position;
  // For a move: what validate says of it (the legal moves, the capture required, a suggested
  // repair), to follow `why` in reports.
  std::string hint;
};

// The first error of a replayed game; nullopt when it has none. Games of another GameType than
// Portuguese or Spanish are not judged (a warning): they are not broken.
std::optional<GameError> first_error(const ReplayedGame& replayed);

// Moves the main line from node `cut` (0 = the first move) on into remarks after the last move
// kept, numbered as in the game and opened by `preamble`, so that nothing is lost: one comment,
// or escape lines when the moves cut hold comments of their own (line_as_remarks).
void comment_out_main_line(Game& game, const ReplayedGame& replayed, std::size_t cut,
                           std::string_view preamble);

// Keeps `game` up to the move before the first error of its main line (no move at all when its
// setup is bad): the rest of the main line goes into remarks after the last kept move
// (comment_out_main_line), so that nothing is lost, and a [Broken "..."] tag says why (`why`,
// from first_error), replacing one the game had.
void keep_legal_part(Game& game, const ReplayedGame& replayed, const std::string& why);

}  // namespace damas::pdn
