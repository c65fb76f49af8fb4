// The search limits as a user writes them: each range's ends taken, anything else refused with
// one wording, and the depth a run searches to when only a time or node limit is given.
#include "damas/engine/search_limits.hpp"

#include <gtest/gtest.h>

#include <string>

namespace damas::engine {
namespace {

TEST(SearchLimits, EachRangeTakesItsEndsAndNothingBeyond) {
  std::string error;
  EXPECT_EQ(read_limit(kDepthRange, "1", error), 1);
  EXPECT_EQ(read_limit(kDepthRange, "60", error), 60);
  EXPECT_EQ(read_limit(kNodesRange, "1000000000000", error), 1'000'000'000'000);
  EXPECT_EQ(read_limit(kMovetimeRange, "86400000", error), 86'400'000);  // a day
  EXPECT_EQ(read_limit(kHashRange, "65536", error), 65536);
  EXPECT_TRUE(error.empty()) << error;
  EXPECT_FALSE(read_limit(kDepthRange, "61", error));
  EXPECT_FALSE(read_limit(kNodesRange, "1000000000001", error));
  EXPECT_FALSE(read_limit(kHashRange, "0", error));
}

TEST(SearchLimits, ABadValueIsSaidWithWhatTheRangeTakes) {
  std::string error;
  EXPECT_FALSE(read_limit(kDepthRange, "0", error));
  EXPECT_EQ(error, "a whole number of plies from 1 to 60, not '0'");
  // Read strictly: no sign, no fraction, no trailing text, no spaces.
  for (const std::string text : {"-1", "+4", "4.0", "4x", " 4", "", "nan"}) {
    error.clear();
    EXPECT_FALSE(read_limit(kMovetimeRange, text, error)) << text;
    EXPECT_EQ(error, "a whole number of milliseconds from 1 to 86400000, not '" + text + "'");
  }
}

TEST(SearchLimits, EngineTimeoutIsSecondsToTheNearestMillisecond) {
  std::string error;
  EXPECT_EQ(read_engine_timeout("0.001", error), std::chrono::milliseconds(1));
  EXPECT_EQ(read_engine_timeout("2.5", error), std::chrono::milliseconds(2500));
  EXPECT_EQ(read_engine_timeout("0.0126", error), std::chrono::milliseconds(13));
  EXPECT_EQ(read_engine_timeout("86400", error), std::chrono::milliseconds(86'400'000));
  EXPECT_TRUE(error.empty()) << error;
  EXPECT_FALSE(read_engine_timeout("0", error));
  EXPECT_EQ(error, "a number of seconds from 0.001 to 86400, not '0'");
  EXPECT_FALSE(read_engine_timeout("inf", error));
}

TEST(SearchLimits, ATimeOrNodeLimitAloneLetsTheDepthRunFree) {
  const int free = Limits{}.depth;
  EXPECT_EQ(run_limits(std::nullopt, std::nullopt, std::nullopt, 8).depth, 8);
  EXPECT_EQ(run_limits(5, std::nullopt, std::nullopt, 8).depth, 5);

  const Limits timed = run_limits(std::nullopt, 100, std::nullopt, 8);
  EXPECT_EQ(timed.depth, free);
  EXPECT_EQ(timed.movetime, std::chrono::milliseconds(100));
  EXPECT_FALSE(timed.nodes);

  const Limits counted = run_limits(std::nullopt, std::nullopt, 5000, 8);
  EXPECT_EQ(counted.depth, free);
  EXPECT_EQ(counted.nodes, 5000u);

  // A depth given beside a time: both hold, whichever comes first.
  const Limits both = run_limits(4, 100, std::nullopt, 8);
  EXPECT_EQ(both.depth, 4);
  EXPECT_EQ(both.movetime, std::chrono::milliseconds(100));
}

TEST(SearchLimits, DescribedByTheLimitThatEndsTheSearch) {
  EXPECT_EQ(describe_limits(run_limits(6, std::nullopt, std::nullopt, 8)), "depth 6");
  EXPECT_EQ(describe_limits(run_limits(std::nullopt, 100, std::nullopt, 8)), "movetime 100 ms");
  EXPECT_EQ(describe_limits(run_limits(std::nullopt, std::nullopt, 50000, 8)), "nodes 50000");
}

}  // namespace
}  // namespace damas::engine
