// A large PDN archive of legal Portuguese games for the throughput benchmarks: random legal play
// through the rules core from the initial position (fixed seed, so every run measures the same
// text), each game with the seven standard tags, GameType, a comment now and then, and the
// result reached on the board (or `*` when a game is cut at 200 plies).
#pragma once

#include <cstddef>
#include <string>

namespace damas::bench {

struct Archive {
  std::string text;
  std::size_t games = 0;
  std::size_t plies = 0;
};

// The benchmarks' seed.
inline constexpr unsigned kDefaultSeed = 20261130;

// Games are added until the text holds at least `min_bytes`.
Archive random_archive(std::size_t min_bytes, unsigned seed = kDefaultSeed);

}  // namespace damas::bench
