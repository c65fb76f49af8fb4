// Rewriting how a replayed game writes its moves (`pdn convert --squares`, `--captures`,
// `--mirrored`): each move the replay resolved is written again from the legal move it names,
// so a capture always has 'x', a quiet move '-', and squares and capture paths take the form
// asked for. Moves the replay did not reach (after an illegal one) stay as written.
#pragma once

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/rules/square.hpp"

namespace damas::pdn {

enum class SquareStyle {
  as_written,  // numbers stay numbers, algebraic names stay names (on the standard board)
  numeric,     // FPD numbers
  algebraic,   // a1..h8 on the standard board (a1 = White's near left corner)
};

enum class CaptureStyle {
  as_written,  // the full path where one was written, else the short form as in `short_form`
  short_form,  // `fromxto`, the full path only where that names two moves (PDN 3.0's rule)
  full_path,   // every landing square of every capture
};

struct NotationStyle {
  SquareStyle squares = SquareStyle::as_written;
  CaptureStyle captures = CaptureStyle::as_written;
  // The board the input's algebraic squares were read on: a FEN tag written on the mirrored
  // board is rewritten onto the standard one.
  rules::Board input_board = rules::Board::standard;
};

// Rewrites the moves of `game` that `replayed` resolved (ReplayOptions::record_moves, the same
// game). Its FEN tag is written again from the setup, canonically, when a square style is asked
// for or when it was read on the mirrored board. A game that was not replayed is left as it is.
// A game of another variant of the family (ReplayedGame::family) is written on its own board:
// its numbers or its algebraic names (a1 its own corner; boards of 10 and 12 ranks keep their
// numbers, as "a10" is no PDN square name), captures with 'x' as the writer writes them all.
void rewrite_notation(Game& game, const ReplayedGame& replayed, const NotationStyle& style);

}  // namespace damas::pdn
