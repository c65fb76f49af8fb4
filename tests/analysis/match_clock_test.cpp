// The clocks of a timed match game, charged with durations the test chooses.
#include "damas/analysis/match_clock.hpp"

#include <gtest/gtest.h>

namespace damas::analysis {
namespace {

using std::chrono::milliseconds;

TEST(MatchClocks, EachMoveIsChargedToItsSideAndEarnsTheIncrement) {
  MatchClocks clocks({.base = milliseconds(3000), .increment = milliseconds(100)});
  EXPECT_TRUE(clocks.charge(rules::Color::white, milliseconds(500)));
  EXPECT_EQ(clocks.remaining(rules::Color::white), milliseconds(2600));  // 3000 - 500 + 100
  EXPECT_EQ(clocks.remaining(rules::Color::black), milliseconds(3000));
  const engine::GameClock told = clocks.clock(rules::Color::white);
  EXPECT_EQ(told.remaining, milliseconds(2600));
  EXPECT_EQ(told.increment, milliseconds(100));
  EXPECT_FALSE(told.moves_to_go);
}

TEST(MatchClocks, AMoveLongerThanTheTimeLeftLosesOnTime) {
  MatchClocks clocks({.base = milliseconds(1000), .increment = milliseconds(500)});
  EXPECT_TRUE(clocks.charge(rules::Color::black, milliseconds(1000)));  // exactly out: still on
  EXPECT_EQ(clocks.remaining(rules::Color::black), milliseconds(500));
  // The increment comes after the move: it does not save a move that ran the clock out.
  EXPECT_FALSE(clocks.charge(rules::Color::black, milliseconds(501)));
}

TEST(MatchClocks, TheTimeControlTagIsInSeconds) {
  EXPECT_EQ(time_control_tag({.base = milliseconds(180'000), .increment = milliseconds(2000)}),
            "180+2");
  EXPECT_EQ(time_control_tag({.base = milliseconds(3000), .increment = milliseconds(100)}),
            "3+0.1");
  EXPECT_EQ(time_control_tag({.base = milliseconds(60'000), .increment = milliseconds(0)}), "60");
  EXPECT_EQ(lost_on_time_text(rules::Color::black), "Black lost on time");
}

}  // namespace
}  // namespace damas::analysis
