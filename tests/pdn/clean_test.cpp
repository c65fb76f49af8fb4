// Cleaning a game (clean.hpp): moves recorded after the end cut into a comment, the result set
// from the board, dates normalized, PlyCount and GameType added, and the summary of the counts.
#include "damas/pdn/clean.hpp"

#include <gtest/gtest.h>

#include <variant>

#include "damas/pdn/replay.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

// White's man on 15 takes Black's last piece, on 20, landing on 24: the game is over after ply
// 1 (no-pieces, 1-0), and Black's 24-28 was recorded after the end. The result says 0-1.
constexpr const char* kOverGame =
    "[FEN \"W:W15:B20\"]\n[Result \"0-1\"]\n1. 15x24 24-28 0-1\n";

TEST(MendEnd, CutsTheMovesAfterTheEndIntoAComment) {
  Game game = only_game(kOverGame);
  Cleaning cleaning;
  EXPECT_TRUE(mend_end(game, replay(game), false, cleaning));
  EXPECT_TRUE(cleaning.cut);
  EXPECT_FALSE(cleaning.result_fixed);
  ASSERT_EQ(game.moves.nodes.size(), 1U);
  EXPECT_EQ(game.moves.nodes[0].move.text, "15x24");
  ASSERT_EQ(game.moves.nodes[0].after.size(), 1U);
  EXPECT_EQ(std::get<Comment>(game.moves.nodes[0].after[0]).text,
            "recorded after the end (no-pieces after ply 1): 1... 24-28");
  // The result is left as it was without fix_results.
  EXPECT_EQ(*game.tag("Result"), "0-1");
  ASSERT_TRUE(game.result.has_value());
  EXPECT_EQ(game.result->text, "0-1");
}

TEST(MendEnd, FixesTheResultFromTheBoard) {
  Game game = only_game(kOverGame);
  Cleaning cleaning;
  EXPECT_TRUE(mend_end(game, replay(game), true, cleaning));
  EXPECT_TRUE(cleaning.cut);
  EXPECT_TRUE(cleaning.result_fixed);  // the main line, once cut, ends where the game ended
  EXPECT_EQ(*game.tag("Result"), "1-0");
  EXPECT_EQ(game.result->text, "1-0");
  Cleaning again;  // nothing left to mend
  EXPECT_FALSE(mend_end(game, replay(game), true, again));
}

TEST(MendEnd, LeavesAGameThatIsNotOverAlone) {
  Game game = only_game("[Result \"1-0\"]\n1. 11-15 24-20 1-0\n");
  Cleaning cleaning;
  EXPECT_FALSE(mend_end(game, replay(game), true, cleaning));
  EXPECT_EQ(game.moves.nodes.size(), 2U);
  EXPECT_EQ(*game.tag("Result"), "1-0");
}

TEST(NormalizeDateTag, NormalizesKnownFormsAndCountsOthers) {
  Game game = only_game("[Date \"05/03/2024\"]\n*\n");
  Cleaning cleaning;
  normalize_date_tag(game, cleaning);
  EXPECT_EQ(*game.tag("Date"), "2024.03.05");  // day first
  EXPECT_TRUE(cleaning.date_normalized);

  Game odd = only_game("[Date \"'09\"]\n*\n");
  Cleaning unknown;
  normalize_date_tag(odd, unknown);
  EXPECT_EQ(*odd.tag("Date"), "'09");
  EXPECT_TRUE(unknown.date_unrecognised);
  EXPECT_FALSE(unknown.date_normalized);
}

TEST(AddCountTags, SetsPlyCountAndAddsAMissingGameType) {
  Game game = only_game("[PlyCount \"9\"]\n1. 11-15 24-20 2. 15x24 *\n");
  CleanOptions both;
  both.add_plycount = true;
  both.add_gametype = true;
  add_count_tags(game, both, 24);
  EXPECT_EQ(*game.tag("PlyCount"), "3");
  EXPECT_EQ(*game.tag("GameType"), "24");

  Game typed = only_game("[GameType \"28\"]\n*\n");
  CleanOptions gametype;
  gametype.add_gametype = true;
  add_count_tags(typed, gametype, 24);
  EXPECT_EQ(*typed.tag("GameType"), "28");  // one there is kept
  EXPECT_EQ(typed.tag("PlyCount"), nullptr);
}

TEST(CleanCounts, SummarySaysTheCountsThatAreNotZero) {
  CleanCounts counts;
  EXPECT_EQ(counts.summary(), "");
  Cleaning fixed;
  fixed.cut = fixed.result_fixed = true;
  Cleaning repaired;
  repaired.cut = repaired.date_unrecognised = true;
  repaired.repaired = 2;
  counts.count(fixed);
  counts.count(repaired);
  EXPECT_EQ(counts.summary(),
            ", 2 games cut after their end, 1 result fixed, 1 date not recognised, "
            "2 moves repaired");
}

}  // namespace
}  // namespace damas::pdn
