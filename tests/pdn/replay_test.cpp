// Replaying a game (replay.hpp): the main line kept or not, and the verdicts on captures that
// replay matches with the capturers the adjudicator found for the position.
#include "damas/pdn/replay.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/rules/notation.hpp"

namespace damas::pdn {
namespace {

Game only_game(const char* text) {
  std::vector<Game> games = read_games(text);
  EXPECT_EQ(games.size(), 1U);
  return games.front();
}

ReplayOptions without_tag_checks() {
  ReplayOptions options;
  options.check_tags = false;
  return options;
}

const char* const kThreePlies = "1. 11-15 24-20 2. 15x24 *";

// What a message quotes of a tag value stays on one line: control bytes escaped (a C1 control
// too), other bytes that are not UTF-8 decoded as Windows-1252 (0x9B is U+203A).
TEST(Replay, MessagesQuoteTagValuesOnOneLine) {
  ReplayedGame replayed = replay(only_game("[FEN \"W:W1\x01,2:B30\"] 1. 1-5 *"), without_tag_checks());
  ASSERT_FALSE(replayed.diagnostics.empty());
  EXPECT_EQ(replayed.diagnostics.front().message,
            "FEN \"W:W1\\u0001,2:B30\": expected ',', ':' or the end of the FEN, found "
            "'\\u0001' (at character 5)");
  replayed = replay(only_game("[Date \"\x9b\x81\\\\\"] [GameType \"x\x7f\"] 1. 11-15 *"));
  std::vector<std::string> messages;
  for (const Diagnostic& d : replayed.diagnostics) {
    if (d.code == DiagnosticCode::bad_tag) messages.push_back(d.message);
  }
  EXPECT_EQ(messages, (std::vector<std::string>{
                          "Date \"\xe2\x80\xba\\u0081\\\\\" is not in the form YYYY.MM.DD (?? "
                          "for unknown parts)",
                          "GameType \"x\\u007f\" does not start with a game type number"}));
}

TEST(Replay, KeepsTheMainLineByDefault) {
  const ReplayedGame replayed = replay(only_game(kThreePlies));
  ASSERT_EQ(replayed.main_line.size(), 3U);
  EXPECT_EQ(rules::route_text(replayed.main_line[0]), "11-15");
  EXPECT_EQ(rules::route_text(replayed.main_line[2]), "15x24");
  EXPECT_EQ(replayed.main_line[2].captured, rules::bit(rules::square_from_number(20)));
}

TEST(Replay, LeavesOutTheMainLineWhenNotAskedFor) {
  ReplayOptions options;
  options.record_main_line = false;
  const ReplayedGame replayed = replay(only_game(kThreePlies), options);
  EXPECT_TRUE(replayed.main_line.empty());
  EXPECT_EQ(replayed.recorded_plies, 3);
  EXPECT_EQ(replayed.outcome.result, rules::GameResult::ongoing);
  EXPECT_FALSE(replayed.has_errors());
}

TEST(Replay, QuietMoveWhileACaptureIsCompulsory) {
  const ReplayedGame replayed = replay(only_game("1. 11-15 24-20 2. 9-13 *"), without_tag_checks());
  ASSERT_EQ(replayed.diagnostics.size(), 1U);
  const Diagnostic& d = replayed.diagnostics.front();
  EXPECT_EQ(d.code, DiagnosticCode::illegal_move);
  EXPECT_EQ(d.reason, rules::IllegalReason::capture_required);
  EXPECT_EQ(d.ply, 3);
  EXPECT_EQ(d.message, "a capture is compulsory: 15x24");
  EXPECT_EQ(replayed.main_line.size(), 2U);
}

TEST(Replay, ShortCaptureNamingTwoMovesIsAmbiguous) {
  const ReplayedGame replayed =
      replay(only_game("[FEN \"W:W6:B10,11,18,19\"] 1. 6x22 *"), without_tag_checks());
  ASSERT_EQ(replayed.diagnostics.size(), 1U);
  const Diagnostic& d = replayed.diagnostics.front();
  EXPECT_EQ(d.code, DiagnosticCode::ambiguous_move);
  EXPECT_EQ(d.message, "6x22 names several legal captures: 6x13x22, 6x15x22; write the full path");
}

TEST(Replay, CaptureWrittenWithAHyphenIsTheCapture) {
  const ReplayedGame replayed =
      replay(only_game("[FEN \"W:W6:B10,11,18,19\"] 1. 6-15-22 *"), without_tag_checks());
  EXPECT_TRUE(replayed.diagnostics.empty());
  ASSERT_EQ(replayed.main_line.size(), 1U);
  EXPECT_EQ(rules::route_text(replayed.main_line[0]), "6x15x22");
}

}  // namespace
}  // namespace damas::pdn
