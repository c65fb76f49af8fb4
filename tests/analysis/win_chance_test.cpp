// Winning chances of a score and the marks a loss of them earns. Expected figures are worked out
// by hand from W(s) = 1 / (1 + exp(-s / 150)), s in hundredths of a man.
#include "damas/analysis/win_chance.hpp"

#include <gtest/gtest.h>

namespace damas::analysis {
namespace {

TEST(WinChance, FollowsTheLogisticCurve) {
  EXPECT_DOUBLE_EQ(win_chance(0), 0.5);
  // One man up: 1 / (1 + exp(-2/3)) = 1 / (1 + 0.5134) = 0.6608.
  EXPECT_NEAR(win_chance(100), 0.6608, 0.0001);
  EXPECT_NEAR(win_chance(-100), 1 - 0.6608, 0.0001);
  // A king (3.25 men): 1 / (1 + exp(-2.1667)) = 1 / (1 + 0.1146) = 0.8972.
  EXPECT_NEAR(win_chance(325), 0.8972, 0.0001);
}

TEST(WinChance, AForcedResultIsCertain) {
  EXPECT_EQ(win_chance(engine::win_at(7)), 1.0);
  EXPECT_EQ(win_chance(engine::loss_at(4)), 0.0);
}

TEST(WinChance, MarksFromTheThresholdsUp) {
  const MarkThresholds t;  // 7.5%, 15%, 30%
  EXPECT_EQ(mark_for(0.0749, t), Mark::none);
  EXPECT_EQ(mark_for(0.075, t), Mark::inaccuracy);
  EXPECT_EQ(mark_for(0.15, t), Mark::mistake);
  EXPECT_EQ(mark_for(0.2999, t), Mark::mistake);
  EXPECT_EQ(mark_for(0.30, t), Mark::blunder);
  // Losing a man from a level game: 50% - 33.92% = 16.1%, a mistake.
  EXPECT_EQ(mark_for(win_chance(0) - win_chance(-100), t), Mark::mistake);
}

}  // namespace
}  // namespace damas::analysis
