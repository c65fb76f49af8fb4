// The Elo difference of a match score and its 95% interval. Expected figures are worked out by
// hand from the formulas (elo.hpp): Elo(s) = -400 log10(1 / s - 1), the normal interval
// s +- 1.96 sqrt(var / n), and the exact bound p = 0.025^(1/n) when every game ended alike.
#include "damas/analysis/elo.hpp"

#include <gtest/gtest.h>

namespace damas::analysis {
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

TEST(Elo, EveryGameDrawnStillHasAnInterval) {
  // No spread to measure, yet two draws say little: a draw chance of at least sqrt(0.025) =
  // 0.158 leaves the score between 0.079 and 0.921, -426.5 to +426.5 Elo.
  const EloEstimate e = estimate_elo({0, 2, 0});
  EXPECT_DOUBLE_EQ(*e.elo, 0.0);
  EXPECT_NEAR(*e.lower, -426.5, 0.05);
  EXPECT_NEAR(*e.upper, 426.5, 0.05);
  // 98 draws: 0.025^(1/98) = 0.9630, the score within 0.4815 and 0.5185, +-12.8 Elo.
  EXPECT_NEAR(*estimate_elo({0, 98, 0}).upper, 12.84, 0.01);
}

TEST(Elo, TheTextGivesTheEstimateAndItsInterval) {
  // 6 wins, 14 draws: 65%, +107.5 Elo; var = (6 * 0.35^2 + 14 * 0.15^2) / 20 = 0.0525, the
  // score within 0.65 -+ 0.1004: 54.96% (+34.6) to 75.04% (+191.2).
  EXPECT_EQ(elo_text({6, 14, 0}), "Elo +108 (95%: +35 to +191)");
  // 3 wins, 1 draw: 87.5%, +338.0; the interval's top, 0.875 + 0.212, is past 100%.
  EXPECT_EQ(elo_text({3, 1, 0}), "Elo +338 (95%: at least +117)");
  EXPECT_EQ(elo_text({0, 1, 3}), "Elo -338 (95%: at most -117)");
  // One win, one loss: 50% -+ 69%, nothing excluded.
  EXPECT_EQ(elo_text({1, 0, 1}), "Elo +0 (95%: unbounded)");
  EXPECT_EQ(elo_text({0, 2, 0}), "Elo +0 (95%: -427 to +427)");
}

TEST(Elo, AScoreOf100Or0PercentIsSaidToHaveNoFiniteEstimate) {
  // 4 straight losses: 0.025^(1/4) = 0.3976, so the score is at most 60.24%, +72.1 Elo (what
  // was printed as "Elo inf (95%: inf to +72)").
  EXPECT_EQ(elo_text({0, 0, 4}), "no finite Elo (every game lost; 95%: at most +72)");
  EXPECT_EQ(elo_text({4, 0, 0}), "no finite Elo (every game won; 95%: at least -72)");
  // 2 straight wins: at least sqrt(0.025) = 15.81%, -290.5 Elo.
  EXPECT_EQ(elo_text({2, 0, 0}), "no finite Elo (every game won; 95%: at least -291)");
  EXPECT_EQ(elo_text({98, 0, 0}), "no finite Elo (every game won; 95%: at least +566)");
}

}  // namespace
}  // namespace damas::analysis
