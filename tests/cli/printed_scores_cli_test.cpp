// Printed scores end to end: `pdn validate` reports each form read (text and JSON) and judges the
// whole game; `pdn convert` writes it as the same game written in PDN 3.0, and `--strict`
// refuses it.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "../pdn/printed_scores.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

using nlohmann::json;
using pdn::testing::kBulletin;

// "LINE:COLUMN" of the first `token` in `text`.
std::string at(const std::string& text, const std::string& token) {
  const pdn::testing::Place place = pdn::testing::place_of(text, token);
  EXPECT_NE(place.line, 0u) << token;
  return std::to_string(place.line) + ":" + std::to_string(place.column);
}

class PrintedScoresCli : public CliTest {};

TEST_F(PrintedScoresCli, ValidateReportsEachFormAndJudgesTheWholeGame) {
  const std::string path = write("boletim.pdn", kBulletin);
  const CommandResult text = run("validate " + path, true);
  EXPECT_EQ(text.exit_code, 0);  // warnings only
  const std::string& t = kBulletin;
  std::vector<std::string> expected;
  for (const pdn::testing::BulletinWarning& w : pdn::testing::kBulletinWarnings) {
    const std::string about =
        w.ply > 0 ? ", ply " + std::to_string(w.ply) + " (" + w.move + ")" : std::string();
    expected.push_back(path + ":" + at(t, w.token) + ": warning: game 1" + about + ": " +
                       w.message + " [" + w.code + "]");
  }
  expected.push_back(path + ": 1 game, 0 with errors, 1 with warnings");
  EXPECT_EQ(text.lines(), expected);

  const CommandResult quiet = run("validate --no-tag-checks -q " + path);
  EXPECT_EQ(quiet.out.find("bad-tag"), std::string::npos);
  EXPECT_EQ(quiet.lines().size(), pdn::testing::kBulletinWarnings.size() - 1);  // no bad-tag

  const CommandResult report = run("validate --format json " + path);
  ASSERT_EQ(report.lines().size(), 1u);
  const json game_report = json::parse(report.lines()[0]);
  EXPECT_EQ(game_report["plies"], 38);
  EXPECT_EQ(game_report["outcome"]["result"], "0-1");
  EXPECT_EQ(game_report["outcome"]["reason"], "no-moves");
  EXPECT_EQ(game_report["outcome"]["ply"], 38);
  EXPECT_EQ(game_report["tags"]["White"], "Silva");
  const json& d = game_report["diagnostics"];
  ASSERT_EQ(d.size(), pdn::testing::kBulletinWarnings.size());
  for (std::size_t i = 0; i < d.size(); ++i) {
    const pdn::testing::BulletinWarning& w = pdn::testing::kBulletinWarnings[i];
    EXPECT_EQ(d[i]["severity"], "warning");
    EXPECT_EQ(d[i]["code"], w.code);
    EXPECT_EQ(
        std::to_string(d[i]["line"].get<int>()) + ":" + std::to_string(d[i]["column"].get<int>()),
        at(t, w.token));
    EXPECT_EQ(d[i]["message"], w.message);
    if (w.ply > 0) {
      EXPECT_EQ(d[i]["ply"], w.ply);
      EXPECT_EQ(d[i]["move"], w.move);
    }
  }
}

TEST_F(PrintedScoresCli, ConvertWritesTheGameInPdn30) {
  const std::string bulletin = write("boletim.pdn", kBulletin);
  const std::string by_hand = write("pdn.pdn", pdn::testing::kBulletinAsPdn);
  const CommandResult converted = run("convert " + bulletin, true);
  EXPECT_EQ(converted.exit_code, 0);
  const CommandResult expected = run("convert " + by_hand, true);
  EXPECT_EQ(converted.out, expected.out);
  EXPECT_NE(converted.out.find("16. 5-10 24-20 $7 17. 10-13 17x3"), std::string::npos)
      << converted.out;
  EXPECT_NE(converted.out.find("pdn convert: 1 game read, 1 written, 0 rejected"),
            std::string::npos);

  const CommandResult strict = run("convert --strict " + bulletin, true);
  EXPECT_EQ(strict.exit_code, 1);
  EXPECT_NE(strict.out.find(bulletin + ":5:8: error: game 1: expected a quoted tag value, found "
                                       "'Silva]'"),
            std::string::npos)
      << strict.out;
  // (Read as PDN 3.0, the note "[A]" opens a tag section: the rest is a second game, rejected.)
  EXPECT_NE(strict.out.find("pdn convert: 2 games read, 0 written, 2 rejected"), std::string::npos)
      << strict.out;
}

// A scoresheet typed in Latin-1 (or cp1252): '×' and '½' are the bytes D7 and BD. convert writes
// it in PDN 3.0 and UTF-8; validate replays it whole.
TEST_F(PrintedScoresCli, ALatin1ScoresheetIsWrittenInPdn30) {
  const std::string text =
      "[Event \"Ta\xe7"
      "a\"]\n1) 11-15 24-20 2) 15\xd7"
      "24 21-18 3) 7-11 25-21 \xbd-\xbd\n";
  const std::string path = write("taca.pdn", text);
  const CommandResult converted = run("convert " + path);
  EXPECT_EQ(converted.exit_code, 0);
  EXPECT_EQ(converted.out,
            "[Event \"Ta\u00e7a\"]\n\n1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 1/2-1/2\n\n");

  const CommandResult report = run("validate --format json --no-tag-checks " + path);
  ASSERT_EQ(report.lines().size(), 1u);
  const json game = json::parse(report.lines()[0]);
  EXPECT_EQ(game["plies"], 6);
  std::vector<std::string> messages;
  for (const json& d : game["diagnostics"]) {
    messages.push_back(d["code"].get<std::string>() + " " + std::to_string(d["line"].get<int>()) +
                       ":" + std::to_string(d["column"].get<int>()) + " " +
                       d["message"].get<std::string>());
  }
  EXPECT_EQ(messages,
            (std::vector<std::string>{
                "notation 2:1 move numbers written '1)' are read as '1.' (3 times in this game)",
                "notation 2:19 the capture sign '\u00d7' is read as 'x'",
                "notation 2:45 the result written '\u00bd-\u00bd' is read as 1/2-1/2",
                "draw-not-allowed 2:45 a draw is recorded, but no draw rule applies and a draw "
                "by agreement needs at most 8 pieces on the board with a king on each side",
            }));
}

// "abandono" gives the game to the side that was not to move; a word result in the middle of a
// line is a word; an unreadable move stops the replay with an error.
TEST_F(PrintedScoresCli, ResignationsAndUnreadableMoves) {
  const std::string text =
      "[Result \"0-1\"]\n1. 11-15 24-20 2. 15x24 21-18 abandono\n\n"
      "[Result \"*\"]\n1. 11-15 24-20 2. 15-2A 21-18 *\n";
  const std::string path = write("fim.pdn", text);
  const CommandResult result = run("validate --no-tag-checks " + path);
  EXPECT_EQ(result.exit_code, 1);
  const std::vector<std::string> lines = result.lines();
  ASSERT_FALSE(lines.empty());
  // After 2. 15x24 21-18, White is to move: White resigned.
  EXPECT_EQ(lines.front(), path + ":" + at(text, "abandono") +
                               ": warning: game 1: 'abandono' (a resignation) is read as 0-1: "
                               "White was to move after the last move and resigned [notation]");
  EXPECT_NE(std::find(lines.begin(), lines.end(),
                      path + ":" + at(text, "15-2A") +
                          ": error: game 2, ply 3 (15-2A): 15-2A cannot be read as a move: the "
                          "rest of this line is not checked [illegal-move, not-a-move]"),
            lines.end())
      << result.out;
  EXPECT_EQ(lines.back(), path + ": 2 games, 1 with errors, 1 with warnings");
}

}  // namespace
}  // namespace damas::test
