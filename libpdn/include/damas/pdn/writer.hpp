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
//   - what PDN 3.0 cannot hold (a tag name that is not a PDN name, a move it cannot write, a
//     comment holding '}', an empty variation) in the nearest form it can, the original kept
//     (pdn30_form.hpp): whatever it writes, the strict reader reads back without an error, as
//     the game that writing it again writes alike.
void write_game(const Game& game, std::string& out);
std::string write_game(const Game& game);

// The movetext of `line` alone, without a terminator, as write_game writes it but with its moves
// and comments as they are (not in PDN 3.0 form): a move PDN 3.0 cannot write as read (`-`,
// `gf4`), a comment holding '}' as ';' comments, one per line of its text. Its first move is
// ply `first_ply` + 1 of the game (0 = the first player's first move). For a part of a game
// kept in remarks (pdn30_form.hpp, line_as_remarks).
std::string write_movetext(const Line& line, int first_ply);

// The ply before the first move as write_game numbers it: from the first move's number when it
// has one, else 0 (1 when the FEN says the second player starts).
int first_written_ply(const Game& game);

// Appends `[name "value"]`, the value's '"' and '\' escaped, as write_game writes a tag.
void append_tag(std::string& out, std::string_view name, std::string_view value);

// The terminator `write_game` writes for the game (see above).
std::string written_terminator(const Game& game);

// The tags in the order `write_game` writes them.
std::vector<const Tag*> ordered_tags(const Game& game);

// The canonical form `write_game` gives a FEN tag value in `game` (unchanged when not rewritten).
std::string canonical_fen(const Game& game, std::string_view fen);

}  // namespace damas::pdn
