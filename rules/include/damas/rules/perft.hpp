// Perft: the number of move sequences of a given length from a position, counting each move
// once per identity (from, to, captured set), the convention of the published tables.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"

namespace damas::rules {

// Leaves at `depth` plies (depth 0 = 1). The last ply is counted, not played ("bulk counting").
// Both perfts throw std::invalid_argument for a negative depth.
std::uint64_t perft(const Position& pos, int depth);

// The same count, given up once `stop` is set (from another thread: a user's Ctrl-C): nullopt
// then. The flag is read before each subtree of more than a few plies, so that a stop takes
// effect within milliseconds while the leaves are counted as fast as perft counts them.
std::optional<std::uint64_t> perft(const Position& pos, int depth, const std::atomic<bool>& stop);

struct DivideEntry {
  Move move;
  std::uint64_t nodes;
};
// perft(depth - 1) below each legal move of the root, in generation order. Throws
// std::invalid_argument for a depth below 1.
std::vector<DivideEntry> perft_divide(const Position& pos, int depth);

}  // namespace damas::rules
