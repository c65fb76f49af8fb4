// Zobrist keys: one random 64-bit word per (piece kind, square) and one for Black to move.
// Fixed at compile time (splitmix64 from a constant seed) so hashes are the same in every run,
// which the engine's reproducible searches and the tests rely on.
#pragma once

#include <array>
#include <cstdint>

#include "damas/rules/position.hpp"

namespace damas::rules::zobrist {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

struct Keys {
  // piece[kind][sq], kind = static_cast<int>(Piece) - 1.
  std::array<std::array<std::uint64_t, kSquareCount>, 4> piece{};
  std::uint64_t black_to_move = 0;
};

constexpr Keys make_keys() {
  Keys keys;
  std::uint64_t state = 0x44616D6173504E44ULL;  // "DamasPND"
  for (auto& kind : keys.piece) {
    for (auto& key : kind) key = splitmix64(state);
  }
  keys.black_to_move = splitmix64(state);
  return keys;
}

inline constexpr Keys kKeys = make_keys();

constexpr std::uint64_t key(Piece p, Square sq) {
  return kKeys.piece[static_cast<int>(p) - 1][sq];
}

}  // namespace damas::rules::zobrist
