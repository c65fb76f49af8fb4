// A line of moves as PDN writes it (an engine's principal variation, a game's moves played out
// by a program): each move written as it must be in its own position, a capture getting its full
// path only where the short form `fromxto` would name another legal move there.
#pragma once

#include <string>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"

namespace damas::pdn {

// The texts of `line`, played from `pos` ("11-15", "22x13", "6x13x22" where needed). Every move
// must be legal where it is played.
std::vector<std::string> line_texts(rules::Position pos, const std::vector<rules::Move>& line);

// The same line as PDN movetext, ready for the writer (a game's moves, a variation).
Line pdn_line(const rules::Position& pos, const std::vector<rules::Move>& line);

}  // namespace damas::pdn
