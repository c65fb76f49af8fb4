// Positions and moves as the Hub protocol writes them (Scan's protocol.txt, version 2):
// - a position is one character for the side to move ('W' or 'B') and one per square in
//   square-number order: 'w'/'b' men, 'W'/'B' kings, 'e' empty (33 characters on 8x8);
// - a quiet move is "from-to"; a capture is "fromxto" followed by "x" and each captured square
//   (in any order; written ascending here), e.g. "7x30x11x18x26".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"

namespace damas::engine {

std::optional<rules::Position> parse_hub_position(std::string_view text);
std::string hub_position(const rules::Position& pos);

std::string hub_move(const rules::Move& move);
// The legal move of `pos` that `text` names, if any.
std::optional<rules::Move> parse_hub_move(const rules::Position& pos, std::string_view text);

}  // namespace damas::engine
