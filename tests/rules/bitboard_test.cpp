// Board geometry on square sets: whole-set steps and jumps against the square-by-square tables.
#include "damas/rules/bitboard.hpp"

#include <gtest/gtest.h>

namespace damas::rules {
namespace {

// The square two steps from `sq` in direction d, or kNoSquare.
Square two_steps(Square sq, Direction d) {
  const Square next = neighbour(sq, d);
  return next == kNoSquare ? kNoSquare : neighbour(next, d);
}

TEST(Bitboard, ShiftMovesEachSquareOneStep) {
  for (Direction d : kDirections) {
    for (Square sq = 0; sq < kSquareCount; ++sq) {
      const Square next = neighbour(sq, d);
      EXPECT_EQ(shift(bit(sq), d), next == kNoSquare ? 0U : bit(next)) << sq << " " << d;
    }
  }
}

TEST(Bitboard, JumpShiftMovesEachSquareTwoSteps) {
  int jumps = 0;
  for (Direction d : kDirections) {
    Bitboard all_landings = 0;
    for (Square sq = 0; sq < kSquareCount; ++sq) {
      const Square land = two_steps(sq, d);
      EXPECT_EQ(jump_shift(bit(sq), d), land == kNoSquare ? 0U : bit(land)) << sq << " " << d;
      EXPECT_EQ(jump_shift(bit(sq), d), jump_land(sq, d)) << sq << " " << d;
      if (land != kNoSquare) all_landings |= bit(land);
      jumps += land != kNoSquare;
    }
    // A whole set moves as its squares do.
    EXPECT_EQ(jump_shift(~Bitboard{0}, d), all_landings) << d;
  }
  EXPECT_EQ(jumps, 4 * 18);  // 18 squares lie two steps from the edge in each direction
}

}  // namespace
}  // namespace damas::rules
