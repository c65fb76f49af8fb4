// Repairing games (apply_repairs.hpp): an illegal move with one suggested repair is written as
// that move, marked by a comment; one with no suggestion is left as written.
#include "damas/pdn/apply_repairs.hpp"

#include <gtest/gtest.h>

#include <variant>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

TEST(ApplyRepairs, WritesTheSuggestedMoveWithACommentAfterIt) {
  // 42 is no square: 24 with its digits swapped is the capture 15x24, after which the game
  // replays.
  Game game = only_game("1. 11-15 24-20 2. 15x42 *\n");
  const std::vector<Repair> repairs = apply_repairs(game, replay(game));
  ASSERT_EQ(repairs.size(), 1U);
  EXPECT_EQ(repairs[0].ply, 3);
  EXPECT_EQ(repairs[0].written, "15x42");
  EXPECT_EQ(repairs[0].move, "15x24");
  EXPECT_EQ(repairs[0].position.column, 19U);
  const Node& node = game.moves.nodes.at(2);
  EXPECT_EQ(node.move.text, "15x24");
  ASSERT_EQ(node.after.size(), 1U);
  EXPECT_EQ(std::get<Comment>(node.after[0]).text, "repaired: written 15x42");
  EXPECT_FALSE(replay(game).has_errors());
}

TEST(ApplyRepairs, LeavesAMoveWithoutSuggestionAsWritten) {
  Game game = only_game("1. 11-15 24-20 2. 1-5 *\n");  // nothing near it is legal
  EXPECT_TRUE(apply_repairs(game, replay(game)).empty());
  EXPECT_EQ(game.moves.nodes.at(2).move.text, "1-5");
}

}  // namespace
}  // namespace damas::pdn
