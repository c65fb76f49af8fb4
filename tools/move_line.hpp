// The PDN texts of a line of moves (an engine's principal variation, a game's moves), each
// written as it must be in its own position: a capture gets its full path only where the short
// form would name another legal move there.
#pragma once

#include <string>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"

namespace damas::cli {

std::vector<std::string> line_texts(rules::Position pos, const std::vector<rules::Move>& line);

// The same line as PDN movetext (a game's moves, a variation).
pdn::Line pdn_line(const rules::Position& pos, const std::vector<rules::Move>& line);

}  // namespace damas::cli
