// The openings of a match and the record of a game played in it.
#include "damas/analysis/match_game.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "damas/pdn/move_line.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/notation.hpp"

namespace damas::analysis {
namespace {

std::string text_of(const std::vector<rules::Move>& line) {
  std::string text;
  for (const std::string& m : pdn::line_texts(rules::Position::initial(), line)) {
    text += (text.empty() ? "" : " ") + m;
  }
  return text;
}

TEST(MatchOpenings, EveryFirstMoveAndReplyInSquareOrder) {
  // Seven first moves (the man on 9, at the edge, has one) and seven replies: 7 x 7.
  const auto openings = match_openings(2);
  ASSERT_EQ(openings.size(), 49u);
  std::set<std::string> distinct;
  for (const auto& line : openings) distinct.insert(text_of(line));
  EXPECT_EQ(distinct.size(), 49u);
  EXPECT_EQ(text_of(openings.front()), "9-13 21-17");
  EXPECT_EQ(text_of(openings.back()), "12-16 24-20");
}

TEST(MatchGame, TheRecordSaysWhoPlayedAndHowItEnded) {
  engine::EngineSpec white;
  white.name = "builtin:depth=1";
  white.limits.depth = 1;
  white.endgame_tables = false;
  engine::EngineSpec black = white;
  black.name = "builtin:depth=2";
  black.limits.depth = 2;
  const rules::Ruleset rules = rules::portuguese_rules();
  const auto white_engine = engine::start_engine(white, rules);
  const auto black_engine = engine::start_engine(black, rules);
  const auto opening = match_openings(2).front();
  const PlayedGame played =
      play_match_game({white, *white_engine}, {black, *black_engine}, opening, rules, 7);

  const pdn::Game& record = played.record;
  EXPECT_EQ(*record.tag("White"), "builtin:depth=1");
  EXPECT_EQ(*record.tag("Black"), "builtin:depth=2");
  EXPECT_EQ(*record.tag("Round"), "7");
  EXPECT_EQ(*record.tag("GameType"), "28");
  EXPECT_EQ(*record.tag("Result"), rules::result_text(played.result));
  ASSERT_GE(record.moves.nodes.size(), 2u);
  EXPECT_EQ(record.moves.nodes[0].move.text, "9-13");
  EXPECT_EQ(record.moves.nodes[1].move.text, "21-17");
  EXPECT_LE(record.moves.nodes.size(), static_cast<std::size_t>(kMaxMatchPlies));
  EXPECT_FALSE(record.moves.trailing.empty());  // why the game ended
}

}  // namespace
}  // namespace damas::analysis
