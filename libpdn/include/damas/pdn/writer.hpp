// Writing clean PDN 3.0.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/game.hpp"

namespace damas::pdn {

// Appends the game in canonical PDN 3.0 form, UTF-8, LF line ends, ending with a blank line:
//   - the seven standard tags first in their standard order, then the others in their order;
//   - a FEN tag rewritten canonically when the game is Portuguese or Spanish (GameType 28 or
//     24) and the FEN reads as one, otherwise kept as is;
//   - move numbers on every move of the first player, and on a second player's move that
//     follows a comment or variation ("12..."); numbering starts at the first move's written
//     number, else at 1 (second player first when the FEN says so);
//   - moves in PDN 3.0 form (captures with 'x'), strengths, NAGs, comments, escape lines and
//     setups, variations in parentheses;
//   - the terminator; for a game that had none, the Result tag's value when it is a
//     terminator (`1-0`, `0-1`, `1/2-1/2`, `2-0`, `0-2`, `1-1`, `0-0`), else `*`;
//   - lines of at most 80 columns, except where one comment alone is longer: comments are
//     written as they were read, never re-flowed;
//   - a comment whose text holds '}' (possible only when read from "(...)" or ";") is written
//     as a ';' comment when on one line; across lines (LF or CR) its '}' become ')', the one
//     loss.
void write_game(const Game& game, std::string& out);
std::string write_game(const Game& game);

// The movetext of `line` alone, without a terminator, as write_game writes it: its first move
// is ply `first_ply` + 1 of the game (0 = the first player's first move). For a part of a game
// kept in a comment (`pdn convert --keep-broken`).
std::string write_movetext(const Line& line, int first_ply);

// The terminator `write_game` writes for the game (see above).
std::string written_terminator(const Game& game);

// The tags in the order `write_game` writes them.
std::vector<const Tag*> ordered_tags(const Game& game);

// The canonical form `write_game` gives a FEN tag value in `game` (unchanged when not rewritten).
std::string canonical_fen(const Game& game, std::string_view fen);

}  // namespace damas::pdn
