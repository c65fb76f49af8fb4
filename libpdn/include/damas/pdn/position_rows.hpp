// Games as positions (`pdn convert --to positions`): the positions of the games' main lines, for building position
// databases. Tab-separated, a header line `game ply move fen`, then one line per legal move of
// each game's main line: the game's number in the output (1 = the first game written), the ply
// (1 = the first move of the main line), the move as the PDN output writes it, and the FEN of
// the position after it (for a game of another variant of the family, its FEN on that variant's
// board: numbered as its PDN numbers squares, algebraic when asked or when its PDN is).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/rules/square.hpp"

namespace damas::pdn {

std::string positions_header();

// The lines of a replayed game without their first column (the game number is known only when
// the game is written, see numbered_rows): "ply\tmove\tfen\n" for each legal main-line move.
std::string position_rows(const Game& game, const ReplayedGame& replayed,
                          rules::SquareNotation fen_squares);

// Appends `rows` to `out`, each line preceded by the game number and a tab.
void append_numbered_rows(std::string& out, std::size_t game, std::string_view rows);

}  // namespace damas::pdn
