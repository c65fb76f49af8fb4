// The verdict on one game (validate.hpp): the replay as data, and the JSON and text reports as
// `pdn validate` prints them, for a game with an illegal move, a game that cannot be read and
// an input without games.
#include "damas/pdn/validate.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::archive_games;

// Ply 3, 15-19, is illegal: White must take with 15x24 (over Black's man on 20).
constexpr const char* kIllegal =
    "[Event \"x\"]\n[Site \"s\"]\n[Date \"2000.01.01\"]\n[Round \"1\"]\n[White \"a\"]\n"
    "[Black \"b\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 15-19 20-16 3. 10-14 *\n";

constexpr const char* kRules =
    "portuguese, repetition=automatic, 20-move=fpd, forcada=rio/12, king-vs-king=draw";

Verdict only_verdict(const char* text, const ValidateOptions& options,
                     const ArchiveOptions& reading = {}) {
  std::vector<ArchiveGame> games = archive_games(text, reading);
  EXPECT_EQ(games.size(), 1U);
  return validate_game(games.at(0), options);
}

TEST(ValidateGame, TheVerdictAsData) {
  const Verdict v = only_verdict(kIllegal, {});
  EXPECT_EQ(v.source, "t.pdn");
  EXPECT_EQ(v.game, 1U);
  EXPECT_EQ(v.line, 1U);
  EXPECT_TRUE(v.errors);
  EXPECT_FALSE(v.warnings);
  EXPECT_TRUE(v.replayed);
  EXPECT_EQ(v.outcome.result, rules::GameResult::ongoing);
  EXPECT_FALSE(v.unchecked_type.has_value());
  EXPECT_FALSE(v.other_variant);
  ASSERT_EQ(v.diagnostics.size(), 1U);
  const Diagnostic& d = v.diagnostics[0];
  EXPECT_EQ(d.code, DiagnosticCode::illegal_move);
  EXPECT_EQ(d.reason, rules::IllegalReason::capture_required);
  EXPECT_EQ(d.ply, 3);
  EXPECT_EQ(d.move, "15-19");
  EXPECT_EQ(d.position.line, 8U);
  EXPECT_EQ(d.position.column, 19U);
}

TEST(ValidateGame, JsonReportAsPdnValidatePrintsIt) {
  const Verdict v = only_verdict(kIllegal, {});
  EXPECT_EQ(v.report,
            std::string("{\"file\":\"t.pdn\",\"game\":1,\"line\":1,\"tags\":{\"Event\":\"x\","
                        "\"Site\":\"s\",\"Date\":\"2000.01.01\",\"Round\":\"1\",\"White\":\"a\","
                        "\"Black\":\"b\",\"Result\":\"*\"},\"plies\":5,\"result_tag\":\"*\","
                        "\"rules\":\"") +
                kRules +
                "\",\"outcome\":{\"result\":\"*\",\"reason\":\"none\",\"ply\":0},"
                "\"diagnostics\":[{\"severity\":\"error\",\"code\":\"illegal-move\","
                "\"reason\":\"capture-required\",\"ply\":3,\"move\":\"15-19\",\"line\":8,"
                "\"column\":19,\"message\":\"a capture is compulsory: 15x24\"}]}\n");
  // Where the game's number is, to renumber it.
  ASSERT_EQ(v.numbers.size(), 1U);
  EXPECT_EQ(v.report.substr(v.numbers[0].at, v.numbers[0].digits), "1");
  EXPECT_EQ(v.report.substr(v.numbers[0].at - 7, 7), "\"game\":");
}

TEST(ValidateGame, TextReportWithItsBoard) {
  ValidateOptions options;
  options.format = ReportFormat::text;
  int boards = 0;
  options.text.board = [&](const Diagnostic& d) {
    ++boards;
    EXPECT_TRUE(d.board.has_value());
    return std::string("BOARD\n");
  };
  const Verdict v = only_verdict(kIllegal, options);
  EXPECT_EQ(v.report,
            "t.pdn:8:19: error: game 1, ply 3 (15-19): a capture is compulsory: 15x24 "
            "[illegal-move, capture-required]\nBOARD\n");
  EXPECT_EQ(boards, 1);
  ASSERT_EQ(v.numbers.size(), 1U);
  EXPECT_EQ(v.report.substr(v.numbers[0].at - 5, 6), "game 1");

  options.text.colour = true;
  options.text.board = nullptr;  // no board drawn
  EXPECT_EQ(only_verdict(kIllegal, options).report,
            "t.pdn:8:19: \x1b[1;31merror\x1b[0m: game 1, ply 3 (15-19): a capture is "
            "compulsory: 15x24 [illegal-move, capture-required]\n");
}

TEST(ValidateGame, ReplayedAsReadGivesTheSameVerdict) {
  const ValidateOptions options;
  ArchiveOptions reading;
  reading.replay = options.replay;
  std::vector<ArchiveGame> games = archive_games(kIllegal, reading);
  ASSERT_EQ(games.size(), 1U);
  ASSERT_TRUE(games[0].replayed.has_value());  // the fast route was taken
  EXPECT_EQ(validate_game(games[0], options).report, only_verdict(kIllegal, options).report);
}

TEST(ValidateGame, AGameThatCannotBeReadHasItsSyntaxError) {
  const Verdict v = only_verdict("[Event \"x\"]\n1. 11-15 {never closed\n", {});
  EXPECT_TRUE(v.errors);
  EXPECT_FALSE(v.replayed);
  ASSERT_EQ(v.diagnostics.size(), 1U);
  EXPECT_EQ(v.diagnostics[0].code, DiagnosticCode::syntax);
  EXPECT_NE(v.report.find("\"code\":\"syntax\""), std::string::npos) << v.report;
}

TEST(NoGameReport, ForAnInputWithoutGames) {
  EXPECT_EQ(no_game_report("empty.pdn", ReportFormat::text),
            "empty.pdn: warning: no game in this input [no-games]\n");
  EXPECT_EQ(no_game_report("empty.pdn", ReportFormat::json),
            "{\"file\":\"empty.pdn\",\"game\":0,\"diagnostics\":[{\"severity\":\"warning\","
            "\"code\":\"no-games\",\"message\":\"no game in this input\"}]}\n");
}

}  // namespace
}  // namespace damas::pdn
