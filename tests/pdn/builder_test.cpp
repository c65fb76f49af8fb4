// Where the builder puts each thing read, so that writing and reading back gives the same game.
#include "damas/pdn/builder.hpp"

#include <gtest/gtest.h>

#include <variant>

namespace damas::pdn {
namespace {

std::string comment_text(const Remark& remark) { return std::get<Comment>(remark).text; }

Game one_game(std::string_view text) {
  std::vector<ReadError> errors;
  std::vector<Game> games = read_games(text, &errors);
  EXPECT_TRUE(errors.empty()) << errors.front().to_string();
  EXPECT_EQ(games.size(), 1u);
  return games.empty() ? Game{} : std::move(games.front());
}

TEST(Builder, RemarksGoBeforeOrAfterTheirMove) {
  const Game game = one_game(
      "{pre} [Event \"E\"] {between tags} 32-28 {after} $1 {after too} (19-23 {in}) {next} "
      "19-23 {end} 1-0");
  ASSERT_EQ(game.moves.nodes.size(), 2u);
  const Node& first = game.moves.nodes[0];
  ASSERT_EQ(first.before.size(), 2u);
  EXPECT_EQ(comment_text(first.before[0]), "pre");
  EXPECT_EQ(comment_text(first.before[1]), "between tags");
  ASSERT_EQ(first.after.size(), 2u);
  EXPECT_EQ(comment_text(first.after[1]), "after too");
  ASSERT_EQ(first.nags.size(), 1u);
  ASSERT_EQ(first.variations.size(), 1u);
  EXPECT_EQ(comment_text(first.variations[0].nodes[0].after[0]), "in");
  const Node& second = game.moves.nodes[1];
  ASSERT_EQ(second.before.size(), 1u);
  EXPECT_EQ(comment_text(second.before[0]), "next");
  EXPECT_EQ(comment_text(second.after[0]), "end");
  ASSERT_TRUE(game.result.has_value());
  EXPECT_EQ(game.result->text, "1-0");
}

TEST(Builder, RemarksAfterTheLastVariationEndTheLine) {
  const Game game = one_game("32-28 (19-23) {last} /FEN \"W:W1:B2\"/ *");
  EXPECT_EQ(game.moves.trailing.size(), 2u);
  EXPECT_TRUE(std::holds_alternative<damas::pdn::Setup>(game.moves.trailing[1]));
}

TEST(Builder, AsteriskStrengthBecomesTheForcedMoveNag) {
  const Game game = one_game("3-8!* $2 *");
  EXPECT_EQ(game.moves.nodes[0].strength, "!");
  ASSERT_EQ(game.moves.nodes[0].nags.size(), 2u);
  EXPECT_EQ(game.moves.nodes[0].nags[0].value, 7);
  EXPECT_EQ(game.moves.nodes[0].nags[1].value, 2);
}

TEST(Builder, CommandsAreParsedOutOfComments) {
  const Game game = one_game("32-28 {[%clock w1:29:46 B1:29:40] good [%eval -0.048][%inbook]} *");
  const auto& comment = std::get<Comment>(game.moves.nodes[0].after[0]);
  EXPECT_EQ(comment.commands, (std::vector<Command>{{"clock", "w1:29:46 B1:29:40"},
                                                    {"eval", "-0.048"},
                                                    {"inbook", ""}}));
}

TEST(Builder, AVariationOrNagWithoutAMoveIsAnError) {
  for (const char* text : {"(32-28) 19-23 *", "$1 32-28 *", "32-28 (19-23 ($1)) *"}) {
    std::vector<ReadError> errors;
    EXPECT_TRUE(read_games(text, &errors).empty()) << text;
    ASSERT_EQ(errors.size(), 1u) << text;
  }
}

}  // namespace
}  // namespace damas::pdn
