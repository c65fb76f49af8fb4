// The Elo difference of a match score and its 95% interval.
#include "elo.hpp"

#include <gtest/gtest.h>

namespace damas::cli {
namespace {

TEST(Elo, AnEvenScoreIsNoDifference) {
  const EloEstimate e = estimate_elo({10, 0, 10});
  EXPECT_DOUBLE_EQ(*e.elo, 0.0);
  EXPECT_NEAR(*e.lower, -*e.upper, 1e-9);
  EXPECT_NEAR(*e.upper, 163.3, 0.1);  // 50% + 1.96 * 0.5 / sqrt(20) = 71.9%
}

TEST(Elo, DrawsNarrowTheInterval) {
  const EloEstimate decisive = estimate_elo({10, 0, 10});
  const EloEstimate drawn = estimate_elo({5, 10, 5});
  EXPECT_LT(*drawn.upper, *decisive.upper);
}

TEST(Elo, EveryGameWonStillBoundsTheDifferenceFromBelow) {
  // 98 wins: 0.025^(1/98) = 96.3%, that is +566 Elo at least.
  const EloEstimate e = estimate_elo({98, 0, 0});
  EXPECT_FALSE(e.elo);
  EXPECT_NEAR(*e.lower, 566.5, 0.5);
  EXPECT_FALSE(e.upper);
  const EloEstimate lost = estimate_elo({0, 0, 98});
  EXPECT_FALSE(lost.lower);
  EXPECT_NEAR(*lost.upper, -566.5, 0.5);
}

}  // namespace
}  // namespace damas::cli
