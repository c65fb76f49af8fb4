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

TEST(PerftLong, InternationalStartDepth9) {
  EXPECT_EQ(family_start_perft("international", 8), 6483961U);
  EXPECT_EQ(family_start_perft("international", 9), 41022423U);
}

TEST(PerftLong, EnglishStartDepth10) {
  EXPECT_EQ(family_start_perft("english", 9), 3963680U);
  EXPECT_EQ(family_start_perft("english", 10), 18391564U);
}

// Rein Halbersma, "Perft for all recognized draughts variants", damforum.nl thread t=2822
// (2010; the Russian and Brazilian counts from the shashki.com forum, thread 627).
TEST(PerftLong, RussianStartDepth10) {
  EXPECT_EQ(family_start_perft("russian", 9), 4570586U);
  EXPECT_EQ(family_start_perft("russian", 10), 22444032U);
}

TEST(PerftLong, ItalianStartDepth10) {
  EXPECT_EQ(family_start_perft("italian", 9), 3860875U);
  EXPECT_EQ(family_start_perft("italian", 10), 17761384U);
}

TEST(PerftLong, CzechStartDepth10) {
  EXPECT_EQ(family_start_perft("czech", 9), 3963671U);
  EXPECT_EQ(family_start_perft("czech", 10), 18368918U);
}

TEST(PerftLong, BrazilianStartDepth9) {
  EXPECT_EQ(family_start_perft("brazilian", 8), 907830U);
  EXPECT_EQ(family_start_perft("brazilian", 9), 4431766U);
}

}  // namespace
}  // namespace damas::rules
