// Printed scores end to end: `pdn validate` reports each form read (text and JSON) and judges the
// whole game; `pdn convert` writes it as the same game written in PDN 3.0, and `--strict`
// refuses it.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "../pdn/printed_scores.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

using nlohmann::json;
using pdn::testing::kBulletin;

// "LINE:COLUMN" of the first `token` in `text` (from 1, bytes).
std::string at(const std::string& text, const std::string& token) {
  const std::size_t found = text.find(token);
  EXPECT_NE(found, std::string::npos) << token;
  const std::size_t line_start = text.rfind('\n', found);
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(found), '\n');
  const std::size_t column = found - (line_start == std::string::npos ? 0 : line_start + 1) + 1;
  return std::to_string(line) + ":" + std::to_string(column);
}

class PrintedScoresCli : public CliTest {};

TEST_F(PrintedScoresCli, ValidateReportsEachFormAndJudgesTheWholeGame) {
  const std::string path = write("boletim.pdn", kBulletin);
  const CommandResult text = run("validate " + path, true);
  EXPECT_EQ(text.exit_code, 0);  // warnings only
  const std::string& t = kBulletin;
  const std::string w = path + ":";
  const std::string game = ": warning: game 1: ";
  EXPECT_EQ(text.lines(),
            (std::vector<std::string>{
                w + at(t, "[White") + game +
                    "the value of the tag White is not in quotes: read as \"Silva\" [bad-tag]",
                w + at(t, "1)") + game +
                    "move numbers written '1)' are read as '1.' (19 times in this game) "
                    "[notation]",
                w + at(t, "15\u00d724") + game +
                    "the capture sign '\u00d7' is read as 'x' (2 times in this game) [notation]",
                w + at(t, ",") + game + "commas between moves are left out [notation]",
                w + at(t, ";") + game + "semicolons after moves are left out [notation]",
                w + at(t, "9:25") +
                    ": warning: game 1, ply 11 (9:25): 9:25 is written with ':' for the capture "
                    "9x18x25 [notation]",
                w + at(t, "[A]") + game +
                    "note markers such as [A] or (A) are kept as comments: the notes are not in "
                    "the game (2 times in this game) [notation]",
                w + at(t, "=D") + game +
                    "the promotion mark '=D' or '=K' is left out: the rules crown a man on the "
                    "last row (2 times in this game) [notation]",
                w + at(t, "... 21x4") + game +
                    "'...' without a move number (where a comment splits a move pair) is left "
                    "out [notation]",
                w + at(t, "*24-20") + game +
                    "the only-move mark '*' on a move is read as the NAG $7 (forced move) (2 "
                    "times in this game) [notation]",
                w + at(t, "Brancas") + game +
                    "'Brancas sem lances' is not a move, a move number or a mark: kept as a "
                    "comment [notation]",
                w + at(t, "GN") + game + "the result written 'GN' is read as 0-1 [notation]",
                path + ": 1 game, 0 with errors, 1 with warnings",
            }));

  const CommandResult quiet = run("validate --no-tag-checks -q " + path);
  EXPECT_EQ(quiet.out.find("bad-tag"), std::string::npos);
  EXPECT_EQ(quiet.lines().size(), 11u);

  const CommandResult report = run("validate --format json " + path);
  ASSERT_EQ(report.lines().size(), 1u);
  const json game_report = json::parse(report.lines()[0]);
  EXPECT_EQ(game_report["plies"], 38);
  EXPECT_EQ(game_report["outcome"]["result"], "0-1");
  EXPECT_EQ(game_report["outcome"]["reason"], "no-moves");
  EXPECT_EQ(game_report["outcome"]["ply"], 38);
  EXPECT_EQ(game_report["tags"]["White"], "Silva");
  const json& d = game_report["diagnostics"];
  ASSERT_EQ(d.size(), 12u);
  EXPECT_EQ(d[0]["code"], "bad-tag");
  for (std::size_t i = 1; i < d.size(); ++i) {
    EXPECT_EQ(d[i]["severity"], "warning");
    EXPECT_EQ(d[i]["code"], "notation");
  }
  EXPECT_EQ(std::to_string(d[5]["line"].get<int>()) + ":" + std::to_string(d[5]["column"].get<int>()),
            at(t, "9:25"));
  EXPECT_EQ(d[5]["ply"], 11);
  EXPECT_EQ(d[5]["move"], "9:25");
  EXPECT_EQ(d[2]["message"], "the capture sign '\u00d7' is read as 'x' (2 times in this game)");
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
