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

// The expected values come from this Python computation (the formula of sprt.hpp, written apart;
// an outcome never seen counted as 0.001 of a pair):
//   s = lambda e: 1 / (1 + 10 ** (-e / 400))
//   def llr(p, e0, e1):
//       p = [c if c > 0 else 1e-3 for c in p]
//       n = sum(p); xs = [0, .25, .5, .75, 1]
//       m = sum(c * x for c, x in zip(p, xs)) / n
//       v = sum(c * (x - m) ** 2 for c, x in zip(p, xs)) / n
//       return n * (s(e1) - s(e0)) * (2 * m - s(e0) - s(e1)) / (2 * v)
// By hand for the first: 20 pairs, mean 10.75 / 20 = 0.5375, variance 0.05796875, s0 = 0.5,
// s1 = 0.5071951: 20 * 0.0071951 * (1.075 - 1.0071951) / (2 * 0.05796875) = 0.08416.
TEST(Sprt, LlrOfThePentanomialCounts) {
  const SprtSettings elo_0_5{.elo0 = 0, .elo1 = 5, .alpha = 0.05, .beta = 0.05};
  EXPECT_NEAR(sprt_llr(pairs_of({1, 3, 10, 4, 2}), elo_0_5), 0.0841595, 1e-6);
  const SprtSettings elo_0_10{.elo0 = 0, .elo1 = 10, .alpha = 0.05, .beta = 0.05};
  EXPECT_NEAR(sprt_llr(pairs_of({0, 2, 60, 30, 8}), elo_0_10), 5.300499, 1e-6);
  EXPECT_NEAR(sprt_llr(pairs_of({10, 30, 60, 2, 0}), elo_0_10), -6.050003, 1e-6);
}

// Pairs that all score alike are evidence too, growing with their number: seven pairs won
// twice accept H1 (elo 0..5), five drawn twice lean to H0; no pair is none.
TEST(Sprt, PairsThatAllScoreAlike) {
  const SprtSettings settings;
  EXPECT_EQ(sprt_llr(pairs_of({0, 0, 0, 0, 0}), settings), 0.0);
  EXPECT_NEAR(sprt_llr(pairs_of({0, 0, 0, 0, 7}), settings), 93.423257, 1e-5);
  EXPECT_NEAR(sprt_llr(pairs_of({5, 0, 0, 0, 0}), settings), -48.373888, 1e-5);
  EXPECT_NEAR(sprt_llr(pairs_of({0, 0, 5, 0, 0}), settings), -1.037041, 1e-6);
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
