// The time a search may take: every decision from durations the test chooses (no clock read).
#include "damas/engine/time_manager.hpp"

#include <gtest/gtest.h>

namespace damas::engine {
namespace {

using std::chrono::milliseconds;

GameClock clock_of(milliseconds remaining, milliseconds increment = milliseconds(0),
                   std::optional<int> moves_to_go = std::nullopt) {
  return {.remaining = remaining, .increment = increment, .moves_to_go = moves_to_go};
}

TEST(MoveTime, SharesTheClockOverTheMovesToGoPlusTheIncrement) {
  // 60 s over the 30 moves assumed, plus 1 s: 3 s.
  EXPECT_EQ(move_time_of(clock_of(milliseconds(60'000), milliseconds(1000))), milliseconds(3000));
  // 60 s over 10 moves to the control: 6 s.
  EXPECT_EQ(move_time_of(clock_of(milliseconds(60'000), milliseconds(0), 10)), milliseconds(6000));
}

TEST(MoveTime, NeverTakesMoreThanHalfTheTimeLeft) {
  // 1 s left with a 2 s increment: 1 / 30 + 2 s would lose on time; half of what is left.
  EXPECT_EQ(move_time_of(clock_of(milliseconds(1000), milliseconds(2000))), milliseconds(500));
  EXPECT_EQ(move_time_of(clock_of(milliseconds(600), milliseconds(0), 1)), milliseconds(300));
}

TEST(MoveTime, AlwaysAllowsAMillisecond) {
  EXPECT_EQ(move_time_of(clock_of(milliseconds(0))), milliseconds(1));
  EXPECT_EQ(move_time_of(clock_of(milliseconds(1))), milliseconds(1));
}

TEST(TimeBudget, StartsNoIterationPastHalfTheMaximum) {
  const TimeBudget budget(milliseconds(1000));
  EXPECT_TRUE(budget.start_next(milliseconds(499), false));
  EXPECT_FALSE(budget.start_next(milliseconds(500), false));
}

TEST(TimeBudget, AnEasyMoveStopsAfterAnEighth) {
  const TimeBudget budget(milliseconds(1000));
  EXPECT_EQ(budget.easy_after(), milliseconds(125));
  EXPECT_TRUE(budget.start_next(milliseconds(124), true));
  EXPECT_FALSE(budget.start_next(milliseconds(125), true));
  EXPECT_TRUE(budget.start_next(milliseconds(125), false));
}

TEST(TimeBudget, CutsAnIterationAtThreeQuartersUnlessItIsUnsettled) {
  const TimeBudget budget(milliseconds(1000));
  EXPECT_FALSE(budget.stop_now(milliseconds(749), false));
  EXPECT_TRUE(budget.stop_now(milliseconds(750), false));
  // An iteration whose window failed may run to the maximum, and no further.
  EXPECT_FALSE(budget.stop_now(milliseconds(999), true));
  EXPECT_TRUE(budget.stop_now(milliseconds(1000), true));
}

TEST(TimeBudget, AKeptIterationRunsToFifteenSixteenthsOfTheMaximum) {
  // A search whose unfinished iteration is kept (a move to play) gives it all the time but a
  // sixteenth, settled or not; when to start one is as before.
  const TimeBudget budget(milliseconds(1600), TimeBudget::Unfinished::kept);
  EXPECT_FALSE(budget.stop_now(milliseconds(1499), false));
  EXPECT_TRUE(budget.stop_now(milliseconds(1500), false));
  EXPECT_FALSE(budget.stop_now(milliseconds(1499), true));
  EXPECT_TRUE(budget.stop_now(milliseconds(1500), true));
  EXPECT_TRUE(budget.start_next(milliseconds(799), false));
  EXPECT_FALSE(budget.start_next(milliseconds(800), false));
}

}  // namespace
}  // namespace damas::engine
