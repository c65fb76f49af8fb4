// One table entry as a byte: 0 is a draw (and, while a table is being built, a position not
// decided yet); otherwise the distance in plies plus one, whose parity tells the result (wins
// are odd distances, so their bytes are even; losses are even distances, odd bytes).
#pragma once

#include <cstdint>

#include "damas/engine/egtb.hpp"

namespace damas::engine::egtb {

inline constexpr int kMaxPlies = 254;  // the longest distance a byte holds

constexpr std::uint8_t encode_decided(int plies) { return static_cast<std::uint8_t>(plies + 1); }

constexpr TableValue decode(std::uint8_t byte) {
  if (byte == 0) return {};
  const int plies = byte - 1;
  return {plies % 2 == 1 ? TableResult::win : TableResult::loss, plies};
}

}  // namespace damas::engine::egtb
