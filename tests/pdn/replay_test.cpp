// Replaying a game (replay.hpp): the main line kept or not, and the verdicts on captures that
// replay matches with the capturers the adjudicator found for the position.
#include "damas/pdn/replay.hpp"

#include <gtest/gtest.h>

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
