// Games with errors (broken_game.hpp): the first error in one line, and the game kept up to its
// last legal move with the rest in a comment and a Broken tag.
#include "damas/pdn/broken_game.hpp"

#include <gtest/gtest.h>

#include <variant>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

TEST(FirstError, SaysThePlyTheMoveAndWhy) {
  const Game game = only_game("1. 11-15 24-20 2. 15-19 20-16 *\n");  // 15x24 is compulsory
  const std::optional<GameError> error = first_error(replay(game));
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->why, "ply 3: illegal move 15-19 (capture-required)");
  EXPECT_EQ(error->hint, "a capture is compulsory: 15x24");
  EXPECT_EQ(error->position.line, 1U);
  EXPECT_EQ(error->position.column, 19U);
  EXPECT_FALSE(first_error(replay(only_game("1. 11-15 24-20 *\n"))).has_value());
}

TEST(KeepLegalPart, CutsAtTheIllegalMoveAndTagsTheGame) {
  Game game = only_game("[Broken \"old\"]\n1. 11-15 24-20 2. 15-19 20-16 *\n");
  const ReplayedGame replayed = replay(game);
  keep_legal_part(game, replayed, "why");
  ASSERT_EQ(game.moves.nodes.size(), 2U);
  EXPECT_EQ(game.moves.nodes[1].move.text, "24-20");
  ASSERT_EQ(game.moves.nodes[1].after.size(), 1U);
  EXPECT_EQ(std::get<Comment>(game.moves.nodes[1].after[0]).text, "2. 15-19 20-16");
  EXPECT_EQ(*game.tag("Broken"), "why");  // replaces the one there
}

TEST(KeepLegalPart, ABadSetupKeepsNoMove) {
  Game game = only_game("[FEN \"W:W1-13:B21-32\"]\n1. 13-17 *\n");  // 13 White pieces
  const ReplayedGame replayed = replay(game);
  ASSERT_TRUE(first_error(replayed).has_value());
  keep_legal_part(game, replayed, "bad setup");
  EXPECT_TRUE(game.moves.nodes.empty());
  EXPECT_EQ(*game.tag("Broken"), "bad setup");
}

}  // namespace
}  // namespace damas::pdn
