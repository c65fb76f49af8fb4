// The depths perft accepts, checked once at each public entry rather than at every node.
#pragma once

#include <stdexcept>
#include <string>

namespace damas::rules::detail {

// perft's recursion stops at depth 1 (0 at the root), so a smaller depth would never end:
// throws std::invalid_argument naming `function` for a depth below `least`.
inline void check_perft_depth(int depth, int least, const char* function) {
  if (depth < least) {
    throw std::invalid_argument(std::string(function) + ": depth " + std::to_string(depth) +
                                " is below " + std::to_string(least));
  }
}

}  // namespace damas::rules::detail
