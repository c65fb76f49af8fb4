// Walking a game to its positions (positions.hpp): the main line, variations (nested), the
// ply numbering from the game start, broken moves and paths that do not exist.
#include "damas/pdn/positions.hpp"

#include <gtest/gtest.h>

#include "damas/rules/fen.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

// The variation at ply 2 replaces Black's first move; inside it, one at ply 3.
const char* const kGame =
    "1. 11-15 24-20 (1... 22-18 2. 9-13 (2. 10-14 18x11 3. 7x14) 18x9 3. 10-14) "
    "2. 15x24 21-18 *";

using testing::only_game;

TEST(WalkLine, MainLine) {
  const Game game = only_game(kGame);
  const GameLine line = walk_line(game, {});
  EXPECT_EQ(line.recorded_plies(), 4);
  EXPECT_EQ(line.legal_plies(), 4);
  ASSERT_EQ(line.positions.size(), 5U);
  EXPECT_EQ(rules::to_fen(line.positions[0]), "W:W1-12:B21-32");
  EXPECT_EQ(rules::to_fen(line.positions[3]), "B:W1-10,12,24:B21-23,25-32");
  EXPECT_EQ(line.moves[2].capture_count(), 1);
  EXPECT_EQ(line.nodes[2]->move.text, "15x24");
  EXPECT_EQ(line.first_ply, 1);
  EXPECT_FALSE(line.stop);
}

TEST(WalkLine, VariationKeepsThePliesBeforeItsBranch) {
  const Game game = only_game(kGame);
  const GameLine line = walk_line(game, {{2, 1}});
  EXPECT_EQ(line.first_ply, 2);
  EXPECT_EQ(line.recorded_plies(), 5);
  EXPECT_EQ(line.legal_plies(), 5);
  EXPECT_EQ(line.nodes[0]->move.text, "11-15");
  EXPECT_EQ(line.nodes[1]->move.text, "22-18");
  EXPECT_EQ(rules::to_fen(line.positions[5]), "B:W1-8,12,14,15:B9,21,23-32");
}

TEST(WalkLine, NestedVariation) {
  const Game game = only_game(kGame);
  const GameLine line = walk_line(game, {{2, 1}, {3, 1}});
  EXPECT_EQ(line.first_ply, 3);
  EXPECT_EQ(line.legal_plies(), 5);
  EXPECT_EQ(line.nodes[2]->move.text, "10-14");
  EXPECT_EQ(rules::to_fen(line.positions[5]), "B:W1-6,8,9,12,14,15:B21,23-32");
}

TEST(WalkLine, StopsAtTheFirstBrokenMoveOfItsLine) {
  // The variation is broken at ply 3; the main line is not, and is walked in full.
  const Game game = only_game("1. 11-15 24-20 (1... 22-18 2. 15x22) 2. 15x24 *");
  const GameLine variation = walk_line(game, {{2, 1}});
  EXPECT_EQ(variation.legal_plies(), 2);
  EXPECT_EQ(variation.recorded_plies(), 3);
  ASSERT_TRUE(variation.stop);
  EXPECT_EQ(variation.stop->ply, 3);
  EXPECT_EQ(variation.stop->move, "15x22");
  EXPECT_FALSE(walk_line(game, {}).stop);
}

TEST(WalkLine, BrokenParentLineStopsTheVariation) {
  const Game game = only_game("1. 11-15 24-20 2. 9-13 21-17 (2... 22-18) *");
  const GameLine line = walk_line(game, {{4, 1}});
  EXPECT_EQ(line.legal_plies(), 2);
  ASSERT_TRUE(line.stop);
  EXPECT_EQ(line.stop->ply, 3);
}

TEST(WalkLine, UnreadableSetupGivesNoPositions) {
  const Game game = only_game("[FEN \"X:W1\"]\n1. 1-5 *");
  const GameLine line = walk_line(game, {});
  EXPECT_TRUE(line.positions.empty());
  ASSERT_TRUE(line.stop);
  EXPECT_EQ(line.stop->code, DiagnosticCode::bad_setup);
}

TEST(WalkLine, PathsThatDoNotExist) {
  const Game game = only_game(kGame);
  EXPECT_THROW(walk_line(game, {{5, 1}}), VariationPathError);
  EXPECT_THROW(walk_line(game, {{2, 2}}), VariationPathError);
  EXPECT_THROW(walk_line(game, {{2, 1}, {1, 1}}), VariationPathError);
  try {
    walk_line(game, {{1, 1}});
    FAIL();
  } catch (const VariationPathError& e) {
    EXPECT_STREQ(e.what(), "ply 1 of the main line has no variation: no variation 1");
  }
}

TEST(VariationPath, ParseAndName) {
  std::string error;
  const auto path = parse_variation_path("3.1/5.2", error);
  ASSERT_TRUE(path);
  EXPECT_EQ(*path, (VariationPath{{3, 1}, {5, 2}}));
  EXPECT_EQ(line_name(*path), "variation 3.1/5.2");
  EXPECT_EQ(line_name({}), "the main line");
  EXPECT_TRUE(parse_variation_path("", error)->empty());
  for (const char* bad : {"3", "3.", ".1", "3.0", "0.1", "3.1/", "a.b", "3.1.2"}) {
    EXPECT_FALSE(parse_variation_path(bad, error)) << bad;
  }
}

TEST(VariationPath, AMalformedPartIsQuotedCutAndEscaped) {
  std::string error;
  EXPECT_FALSE(parse_variation_path("3.1/a\nb", error));
  EXPECT_EQ(error, "'a\\nb' is not PLY.N (e.g. 3.1: the first variation at ply 3)");
  // A pasted megabyte is named in a few dozen characters, not echoed whole.
  EXPECT_FALSE(parse_variation_path(std::string(1'000'000, '7'), error));
  EXPECT_LT(error.size(), 120U);
  EXPECT_EQ(error.substr(0, 45), "'" + std::string(40, '7') + "'...");
}

TEST(ReplayedGame, MoveNumbersAndPlies) {
  const Game game = only_game("[FEN \"B:W5:B28\"]\n12... 28-24 13. 5-9 *");
  const GameLine line = walk_line(game, {});
  EXPECT_EQ(line.replayed.number_of(1), (MoveNumber{12, true}));
  EXPECT_EQ(line.replayed.number_of(2), (MoveNumber{13, false}));
  EXPECT_EQ(line.replayed.ply_of({13, false}), 2);
  EXPECT_EQ(line.replayed.ply_of({12, false}), 0);
}

}  // namespace
}  // namespace damas::pdn
