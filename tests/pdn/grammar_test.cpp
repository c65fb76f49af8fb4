// The grammar on its own: no rule can loop without consuming input, and the tokens that real
// files make ambiguous are read the intended way.
#include "grammar.hpp"

#include <gtest/gtest.h>

#include <tao/pegtl/contrib/analyze.hpp>

#include <string>

namespace damas::pdn::grammar {
namespace {

// True when Rule matches the whole of `text`.
template <typename Rule>
bool matches(const std::string& text) {
  memory_input in(text, "test");
  return parse<seq<Rule, eof>>(in);
}

TEST(Grammar, AnalyzeFindsNoRuleThatCanLoopWithoutProgress) {
  EXPECT_EQ(analyze<liberal::game>(), 0u);
  EXPECT_EQ(analyze<strict::game>(), 0u);
  EXPECT_EQ(analyze<recovery::rest_of_game>(), 0u);
  EXPECT_EQ(analyze<recovery::rest_of_tag_line>(), 0u);
  EXPECT_EQ(analyze<recovery::following_tag_lines>(), 0u);
}

TEST(Grammar, OneOneIsAResultButOneEighteenIsAMove) {
  EXPECT_TRUE(matches<terminator>("1-1"));
  EXPECT_FALSE(matches<terminator>("1-18"));
  EXPECT_TRUE(matches<liberal::move>("1-18"));
  EXPECT_TRUE(matches<strict::move>("1-18"));
}

TEST(Grammar, ResultsInEveryStyle) {
  for (const char* result : {"1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*"}) {
    EXPECT_TRUE(matches<terminator>(result)) << result;
    EXPECT_TRUE(matches<liberal::terminator>(result)) << result;
  }
  // The Russian ':' is not PDN 3.0: the liberal dialect alone reads it.
  for (const char* result : {"1:0", "0:1", "1/2:1/2"}) {
    EXPECT_FALSE(matches<terminator>(result)) << result;
    EXPECT_TRUE(matches<liberal::terminator>(result)) << result;
  }
  EXPECT_FALSE(matches<terminator>("4-6"));
  EXPECT_FALSE(matches<liberal::terminator>("4-6"));
}

TEST(Grammar, AsteriskGluedToAMoveIsAStrengthOnlyInLiberalMode) {
  EXPECT_TRUE(matches<liberal::move>("3-8*"));
  EXPECT_TRUE(matches<liberal::move>("3-8!*"));
  EXPECT_FALSE(matches<liberal::move>("3-8 *"));  // a terminator after the move
  EXPECT_FALSE(matches<strict::move>("3-8*"));
}

TEST(Grammar, LiberalMovesAsRealFilesWriteThem) {
  for (const char* move : {"32-28", "01-07", "1- 7", "10x14", "d4:b6", "E3:G5", "a3b4",
                           "a3xc5xe7", "47x38x24x13x36", "ed4", "-", "--", "19-23(!?!!!)",
                           "32-28 !", "29-23 (?)"}) {
    EXPECT_TRUE(matches<liberal::move>(move)) << move;
  }
  for (const char* not_a_move : {"9n", "32", "32-", "1-0", "a9-b8", "3228"}) {
    EXPECT_FALSE(matches<liberal::move>(not_a_move)) << not_a_move;
  }
}

TEST(Grammar, StrictMovesFollowPdn30) {
  for (const char* move : {"32-28", "28x19", "d4:b6", "a3b4", "47x38x24x13x36", "10-15!",
                           "29-23(?)", "1- 7"}) {
    EXPECT_TRUE(matches<strict::move>(move)) << move;
  }
  for (const char* move : {"01-07", "E3-D4", "ed4", "-", "32-28 !", "10-15*"}) {
    EXPECT_FALSE(matches<strict::move>(move)) << move;
  }
}

TEST(Grammar, MoveNumbers) {
  for (const char* number : {"1.", "12...", "1. ...", "01."}) {
    EXPECT_TRUE(matches<liberal::move_number>(number)) << number;
  }
  EXPECT_TRUE(matches<strict::move_number>("12..."));
  EXPECT_TRUE(matches<strict::placeholder_number>("1. ..."));
}

TEST(Grammar, Tags) {
  EXPECT_TRUE(matches<liberal::tag>("[Event \"A \\\"quoted\\\" name\"]"));
  EXPECT_TRUE(matches<liberal::tag>("[Event       \"padded\"]"));
  EXPECT_TRUE(matches<liberal::tag>("[Round 17]"));
  EXPECT_TRUE(matches<liberal::tag>("[Empty]"));
  EXPECT_TRUE(matches<liberal::tag>("[a \"a\"]"));
  EXPECT_TRUE(matches<strict::tag>("[White \"Сергей\"]"));
  EXPECT_THROW(matches<strict::tag>("[a \"a\"]"), parse_error);
  EXPECT_THROW(matches<strict::tag>("[Round 17]"), parse_error);
}

}  // namespace
}  // namespace damas::pdn::grammar
