// The deep perft runs, labelled `long` in CTest (left out of CI: ctest -L long runs them).
#include <gtest/gtest.h>

#include "damas/rules/perft.hpp"
#include "perft_cases.hpp"
#include "test_support.hpp"

namespace damas::rules {
namespace {

TEST(PerftLong, StartPositionDepth10) {
  EXPECT_EQ(perft(Position::initial(), 10), testing::kStartCounts[10]);
}

TEST(PerftLong, StartPositionDepth11) {
  EXPECT_EQ(perft(Position::initial(), 11), testing::kStartCounts[11]);
}

TEST(PerftLong, CrossCheckPositionsDepth7) {
  int checked = 0;
  for (const testing::PerftCase& c : testing::kCrossChecks) {
    if (c.nodes[7] == 0) continue;
    EXPECT_EQ(perft(testing::position_of(c.fen), 7), c.nodes[7]) << c.fen;
    ++checked;
  }
  EXPECT_EQ(checked, 3);
}

}  // namespace
}  // namespace damas::rules
