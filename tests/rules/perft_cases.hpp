// The perft counts of docs/rules.md, shared by perft_test.cpp and perft_long_test.cpp.
#pragma once

#include <array>
#include <cstdint>

namespace damas::rules::testing {

// Published unique-move counts of the start position, index = depth (rhalbersma/dctl).
inline constexpr std::array<std::uint64_t, 12> kStartCounts{
    1, 7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860866, 17743464, 81383200};

struct PerftCase {
  const char* fen;
  std::array<std::uint64_t, 8> nodes;  // index = depth; 0 = not given
};

// Cross-check positions of docs/rules.md (computed independently, not published).
inline constexpr std::array<PerftCase, 6> kCrossChecks{{
    {"W:WK14:B18,K19", {1, 3, 6, 36, 51, 321, 311, 0}},
    {"W:WK14:B18,19,26,27", {1, 7, 0, 0, 0, 0, 0, 0}},
    {"W:WK1,K5,K10:BK29", {1, 11, 73, 881, 6584, 85051, 591460, 0}},
    {"W:W1,4,9,16,18,K31:BK6,10,24,25,26,28,32", {1, 9, 50, 272, 1361, 7719, 42548, 228687}},
    {"W:W6,8,20,24,26,K29:BK1,9,18,28,31,32", {1, 6, 42, 216, 1296, 6663, 35620, 208797}},
    {"W:W2,6,7,12,K16,19:BK1,9,13,24,28", {1, 11, 28, 122, 544, 3127, 15052, 92643}},
}};

}  // namespace damas::rules::testing
