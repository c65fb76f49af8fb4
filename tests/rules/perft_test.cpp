// Perft against the published counts of the start position (rhalbersma/dctl tables) and the
// independently computed cross-check positions of docs/rules.md. Deeper runs: perft_long_test.cpp.
#include "damas/rules/perft.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "damas/rules/notation.hpp"
#include "perft_cases.hpp"
#include "test_support.hpp"

namespace damas::rules {
namespace {

TEST(Perft, DepthZeroIsOneNode) { EXPECT_EQ(perft(Position::initial(), 0), 1U); }

// A negative depth has no count: refused rather than recursing without end.
TEST(Perft, ANegativeDepthIsRefused) {
  const std::atomic<bool> never{false};
  EXPECT_THROW(perft(Position::initial(), -1), std::invalid_argument);
  EXPECT_THROW(perft(Position::initial(), -1, never), std::invalid_argument);
}

// Divide counts below each root move, so it needs at least one ply.
TEST(Perft, DivideBelowDepthOneIsRefused) {
  EXPECT_THROW(perft_divide(Position::initial(), 0), std::invalid_argument);
  EXPECT_THROW(perft_divide(Position::initial(), -3), std::invalid_argument);
}

TEST(Perft, StartPositionToDepth9MatchesPublishedCounts) {
  for (int depth = 1; depth <= 9; ++depth) {
    EXPECT_EQ(perft(Position::initial(), depth), testing::kStartCounts[depth]) << "depth " << depth;
  }
}

TEST(Perft, StoppablePerftCountsTheSameUnlessStopped) {
  const std::atomic<bool> never{false};
  for (int depth = 0; depth <= 9; ++depth) {
    EXPECT_EQ(perft(Position::initial(), depth, never), testing::kStartCounts[depth])
        << "depth " << depth;
  }
  for (const testing::PerftCase& c : testing::kCrossChecks) {
    for (int depth = 1; depth < static_cast<int>(c.nodes.size()); ++depth) {
      if (c.nodes[depth] == 0) continue;
      EXPECT_EQ(perft(testing::position_of(c.fen), depth, never), c.nodes[depth]) << c.fen;
    }
  }
  const std::atomic<bool> stopped{true};
  EXPECT_EQ(perft(Position::initial(), 9, stopped), std::nullopt);
}

// Depth 40 from the start would take longer than the universe has: only the stop ends it.
TEST(Perft, AStopFromAnotherThreadEndsACount) {
  std::atomic<bool> stop{false};
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    stop.store(true);
  });
  EXPECT_EQ(perft(Position::initial(), 40, stop), std::nullopt);
  stopper.join();
}

TEST(Perft, DivideAtDepth9MatchesPublishedCounts) {
  const Position start = Position::initial();
  MoveList legal;
  generate_moves(start, legal);
  std::map<std::string, std::uint64_t> divide;
  for (const DivideEntry& entry : perft_divide(start, 9)) {
    divide[move_text(entry.move, legal)] = entry.nodes;
  }
  const std::map<std::string, std::uint64_t> expected{
      {"9-13", 659266},  {"10-13", 749905}, {"10-14", 435462}, {"11-14", 499821},
      {"11-15", 428100}, {"12-15", 419442}, {"12-16", 668870}};
  EXPECT_EQ(divide, expected);
}

TEST(Perft, DivideSumsToPerft) {
  const Position pos = testing::position_of("W:W1,4,9,16,18,K31:BK6,10,24,25,26,28,32");
  std::uint64_t sum = 0;
  for (const DivideEntry& entry : perft_divide(pos, 4)) sum += entry.nodes;
  EXPECT_EQ(sum, 1361U);
}

TEST(Perft, CrossCheckPositionsToDepth6) {
  for (const testing::PerftCase& c : testing::kCrossChecks) {
    const Position pos = testing::position_of(c.fen);
    for (int depth = 1; depth <= 6; ++depth) {
      if (c.nodes[depth] == 0) continue;  // not given in docs/rules.md
      EXPECT_EQ(perft(pos, depth), c.nodes[depth]) << c.fen << " depth " << depth;
    }
  }
}

}  // namespace
}  // namespace damas::rules
