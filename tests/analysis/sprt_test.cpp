// The SPRT of pdn match: the LLR and bounds against values worked out apart from the code.
#include "damas/analysis/sprt.hpp"

#include <gtest/gtest.h>

namespace damas::analysis {
namespace {

Pentanomial pairs_of(std::array<int, 5> counts) { return Pentanomial{counts}; }

TEST(Sprt, BoundsAreWalds) {
  // log(0.05 / 0.95) and log(0.95 / 0.05); with beta 0.1: log(0.1 / 0.95) and log(0.9 / 0.05).
  const SprtBounds b = sprt_bounds({.elo0 = 0, .elo1 = 5, .alpha = 0.05, .beta = 0.05});
  EXPECT_NEAR(b.lower, -2.944439, 1e-6);
  EXPECT_NEAR(b.upper, 2.944439, 1e-6);
  const SprtBounds c = sprt_bounds({.elo0 = 0, .elo1 = 5, .alpha = 0.05, .beta = 0.1});
  EXPECT_NEAR(c.lower, -2.251292, 1e-6);
  EXPECT_NEAR(c.upper, 2.890372, 1e-6);
}

// The expected values come from this Python computation (the definition of sprt.hpp, written
// apart from the code: the most likely distribution of each mean by bisection on its Lagrange
// multiplier; an outcome never seen counted as 0.001 of a pair):
//   s = lambda e: 1 / (1 + 10 ** (-e / 400))
//   xs = [0, .25, .5, .75, 1]
//   def nearest(q, m):
//       lo, hi = -1 / (1 - m) + 1e-15, 1 / m - 1e-15
//       for _ in range(200):
//           t = (lo + hi) / 2
//           if sum(p * (a - m) / (1 + t * (a - m)) for p, a in zip(q, xs)) > 0: lo = t
//           else: hi = t
//       return [p / (1 + t * (a - m)) for p, a in zip(q, xs)]
//   def llr(c, e0, e1):
//       c = [x if x > 0 else 1e-3 for x in c]; q = [x / sum(c) for x in c]
//       p0, p1 = nearest(q, s(e0)), nearest(q, s(e1))
//       return sum(x * math.log(b / a) for x, a, b in zip(c, p0, p1))
// The first is near the normal approximation n (s1 - s0) (2 x - s0 - s1) / (2 v), worked by
// hand: 20 pairs, mean 10.75 / 20 = 0.5375, variance 0.05796875, s0 = 0.5, s1 = 0.5071951:
// 0.08416; with many pairs of some spread the two come close (the same counts a hundred times:
// 8.27 against 8.42).
TEST(Sprt, LlrOfThePentanomialCounts) {
  const SprtSettings elo_0_5{.elo0 = 0, .elo1 = 5, .alpha = 0.05, .beta = 0.05};
  EXPECT_NEAR(sprt_llr(pairs_of({1, 3, 10, 4, 2}), elo_0_5), 0.082733, 1e-5);
  EXPECT_NEAR(sprt_llr(pairs_of({100, 300, 1000, 400, 200}), elo_0_5), 8.273312, 1e-5);
  const SprtSettings elo_0_10{.elo0 = 0, .elo1 = 10, .alpha = 0.05, .beta = 0.05};
  EXPECT_NEAR(sprt_llr(pairs_of({0, 2, 60, 30, 8}), elo_0_10), 2.836579, 1e-5);
  EXPECT_NEAR(sprt_llr(pairs_of({10, 30, 60, 2, 0}), elo_0_10), -2.977860, 1e-5);
}

// Pairs that all score alike are weak evidence, growing with their number, never a verdict
// after a handful of pairs (the normal approximation, whose variance is then near zero, gave
// -5.97 for three drawn pairs at --sprt 0,20 and accepted H0). Another GSPRT's published test
// gives 0.02 for three pairs won twice at -1.75,0.25.
TEST(Sprt, PairsThatAllScoreAlike) {
  const SprtSettings settings;
  EXPECT_EQ(sprt_llr(pairs_of({0, 0, 0, 0, 0}), settings), 0.0);
  EXPECT_NEAR(sprt_llr(pairs_of({0, 0, 0, 0, 7}), settings), 0.100042, 1e-5);
  EXPECT_NEAR(sprt_llr(pairs_of({5, 0, 0, 0, 0}), settings), -0.072503, 1e-5);
  EXPECT_NEAR(sprt_llr(pairs_of({0, 0, 5, 0, 0}), settings), -0.067648, 1e-5);
  const SprtSettings elo_0_20{.elo0 = 0, .elo1 = 20, .alpha = 0.05, .beta = 0.05};
  EXPECT_NEAR(sprt_llr(pairs_of({0, 0, 3, 0, 0}), elo_0_20), -0.172094, 1e-5);
  EXPECT_NEAR(sprt_llr(pairs_of({0, 0, 30, 0, 0}), elo_0_20), -1.768747, 1e-5);
  const SprtSettings near_zero{.elo0 = -1.75, .elo1 = 0.25, .alpha = 0.05, .beta = 0.05};
  EXPECT_NEAR(sprt_llr(pairs_of({0, 0, 0, 0, 3}), near_zero), 0.02, 0.005);
  // Symmetric results: about no evidence either way.
  EXPECT_NEAR(sprt_llr(pairs_of({10, 5, 2, 5, 10}), near_zero), 0.0, 0.005);
}

TEST(Sprt, TheVerdictIsTakenAtTheBounds) {
  const SprtBounds b{-2.94, 2.94};
  EXPECT_EQ(sprt_verdict(5.30, b), SprtVerdict::h1);
  EXPECT_EQ(sprt_verdict(2.94, b), SprtVerdict::h1);
  EXPECT_EQ(sprt_verdict(-6.05, b), SprtVerdict::h0);
  EXPECT_EQ(sprt_verdict(0.08, b), SprtVerdict::none);
  EXPECT_EQ(sprt_status(0.0841595, sprt_bounds(SprtSettings{})), "LLR 0.08 (-2.94, 2.94)");
}

}  // namespace
}  // namespace damas::analysis
