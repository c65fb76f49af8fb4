// The deep perft runs, labelled `long` in CTest (left out of CI: ctest -L long runs them).
#include <gtest/gtest.h>

#include "damas/rules/family/movegen.hpp"
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

// The family's generator from the start positions, as deep as the published counts go in a
// few seconds (docs/variants.md cites them).
std::uint64_t family_start_perft(std::string_view name, int depth) {
  const family::Variant v = family::find_variant(name).value();
  const family::Board board(v.board);
  return family::perft(v, board, family::initial_position(v, board), depth);
}

// Published counts (docs/variants.md): International, Aart Bik's BikDam page; English, Aart
// Bik on talkchess.com (2009); the others Rein Halbersma, "Perft for all recognized draughts
// variants", damforum.nl thread t=2822 (2010; the Russian and Brazilian counts from the
// shashki.com forum, thread 627).
struct FamilyCount {
  std::string_view variant;
  int depth;
  std::uint64_t nodes;
};
constexpr FamilyCount kFamilyCounts[] = {
    {"international", 8, 6483961}, {"international", 9, 41022423}, {"english", 9, 3963680},
    {"english", 10, 18391564},     {"russian", 9, 4570586},         {"russian", 10, 22444032},
    {"italian", 9, 3860875},       {"italian", 10, 17761384},       {"czech", 9, 3963671},
    {"czech", 10, 18368918},       {"brazilian", 8, 907830},        {"brazilian", 9, 4431766},
};

TEST(PerftLong, FamilyStartsAsPublished) {
  for (const FamilyCount& c : kFamilyCounts) {
    EXPECT_EQ(family_start_perft(c.variant, c.depth), c.nodes) << c.variant << " " << c.depth;
  }
}

}  // namespace
}  // namespace damas::rules
