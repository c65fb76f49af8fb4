// The bench: a fixed-depth search of a fixed set of positions, each with a fresh engine. Its
// total node count is the engine's signature (as in Stockfish): any change to the search, the
// evaluation, move ordering or the draw-rule handling changes it, and a change meant to be
// neutral (a refactoring, a speed-up) must leave it as it was. The time gives nodes per second.
#pragma once

#include <cstdint>
#include <span>

#include "damas/engine/search.hpp"

namespace damas::engine {

inline constexpr int kBenchDepth = 13;

// The positions (FEN): the start, middle games, golpes, endings with kings, a Forcada.
std::span<const char* const> bench_positions();

struct BenchResult {
  std::uint64_t nodes = 0;
  double seconds = 0;      // wall-clock time of the searches
  double cpu_seconds = 0;  // processor time: the speed measure that other work on a shared
                           // machine disturbs least
  double nps() const { return cpu_seconds > 0 ? static_cast<double>(nodes) / cpu_seconds : 0.0; }
};

// Searches every bench position to `depth` under the Portuguese rules; `hash_megabytes` per
// engine. With a source of endgame tables, the engines probe them; the source is asked for
// every position once before the timing starts, so that loading or building them is not timed.
BenchResult run_bench(int depth = kBenchDepth, std::size_t hash_megabytes = 16,
                      const TableSource& tables = {});

}  // namespace damas::engine
