// A small text board of a position, printed under an illegal move in `pdn validate` reports.
#pragma once

#include <string>

#include "damas/rules/position.hpp"

namespace damas::cli {

// Eight lines of the board from White's side (rank 8 first), two-space indented, then the
// side to move: `w`/`b` men, `W`/`B` kings, `.` empty dark squares, blanks for light squares.
std::string indent_board(const rules::Position& pos);

}  // namespace damas::cli
