// End-to-end tests of the suggested repairs of illegal moves (docs/repairs.md): validate's text
// and JSON reports, the board it draws (--numbers, the move's squares marked), convert's report
// of an illegal move (the same hint) and convert --repair (file, comment, summary, exit code).
// The games are written for the tests; each expected suggestion was worked out by hand.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "cli_runner.hpp"

namespace damas::test {
namespace {

using nlohmann::json;

const std::string kTags =
    "[Event \"T\"]\n[Site \"Porto\"]\n[Date \"2026.12.01\"]\n[Round \"1\"]\n[White \"A\"]\n"
    "[Black \"B\"]\n[Result \"*\"]\n\n";

// 11-15 written 11-51 (51 is no square; of its typos only 15 is reached from 11); the rest,
// 22-19 15x22 26x19, is legal after 11-15. The move is on line 9, column 4.
const std::string kSwapped = kTags + "1. 11-51 22-19 2. 15x22 26x19 *\n\n";
// 11-15 written 11-51 again, then 11 legal plies and a second slip at ply 13: after 11-15
// the game stops again there.
const std::string kTwoSlips =
    kTags +
    "1. 11-51 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13 6. 9x25 28-23 "
    "7. 24-82 *\n\n";
// 11-16 may be 11-14, 11-15 or 12-16, and the game ends there: no suggestion.
const std::string kAmbiguous = kTags + "1. 11-16 *\n\n";

class Repairs : public CliTest {
 protected:
  std::vector<json> validate_json(const std::string& text) {
    const CommandResult r = run("validate --format json " + write("games.pdn", text));
    EXPECT_EQ(r.exit_code, 1);
    std::vector<json> games;
    for (const std::string& line : r.lines()) games.push_back(json::parse(line));
    return games;
  }
};

TEST_F(Repairs, ValidateTextSaysWhatTheMoveWasMeantAs) {
  const std::string path = write("games.pdn", kSwapped);
  const CommandResult r = run("validate --ascii --numbers -q " + path);
  EXPECT_EQ(r.exit_code, 1);
  // The board before the move: empty squares numbered, 11 (d3) between brackets.
  EXPECT_EQ(r.out, path +
                       ":9:4: error: game 1, ply 1 (11-51): square 51 does not exist on the "
                       "32-square board; did you mean 11-15? (the game then replays to its end "
                       "legally) [illegal-move, not-a-move]\n"
                       "  +------------------------+\n"
                       "8 | b     b     b     b    |\n"
                       "7 |    b     b     b     b |\n"
                       "6 | b     b     b     b    |\n"
                       "5 |   20    19    18    17 |\n"
                       "4 |16    15    14    13    |\n"
                       "3 |    w   [ w ]   w     w |\n"
                       "2 | w     w     w     w    |\n"
                       "1 |    w     w     w     w |\n"
                       "  +------------------------+\n"
                       "    a  b  c  d  e  f  g  h\n"
                       "White to move\n");
}

TEST_F(Repairs, ValidateJsonCarriesTheSuggestion) {
  const std::vector<json> games = validate_json(kSwapped + kTwoSlips + kAmbiguous);
  ASSERT_EQ(games.size(), 3U);
  const json& replays = games[0]["diagnostics"][0];
  EXPECT_EQ(replays["suggestion"], json({{"move", "11-15"}, {"replays", true}}));
  const json& stops = games[1]["diagnostics"][0];
  EXPECT_EQ(stops["suggestion"], json({{"move", "11-15"}, {"replays", false}}));
  EXPECT_EQ(stops["message"],
            "square 51 does not exist on the 32-square board; did you mean 11-15? (the game then "
            "stops again at ply 13, 24-82)");
  const json& ambiguous = games[2]["diagnostics"][0];
  EXPECT_EQ(ambiguous["code"], "illegal-move");
  EXPECT_FALSE(ambiguous.contains("suggestion")) << ambiguous.dump();
}

TEST_F(Repairs, ConvertGivesValidatesHint) {
  const std::string path = write("games.pdn", kSwapped + kTags + "1. 11-15 24-20 2. 10-14 *\n\n");
  const CommandResult r = run("convert -o /dev/null " + path, true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, path +
                       ":9:4: error: game 1: ply 1: illegal move 11-51 (not-a-move): square 51 "
                       "does not exist on the 32-square board; did you mean 11-15? (the game "
                       "then replays to its end legally)\n" +
                       path +
                       ":19:19: error: game 2: ply 3: illegal move 10-14 (capture-required): a "
                       "capture is compulsory: 15x24\n"
                       "pdn convert: 2 games read, 0 written, 2 rejected\n");
}

TEST_F(Repairs, ConvertRepairWritesTheMoveMeantWithAComment) {
  const std::string path = write("games.pdn", kSwapped);
  const std::string out = (dir_ / "out.pdn").string();
  const CommandResult r = run("convert --repair -o " + out + " " + path, true);
  EXPECT_EQ(r.exit_code, 0);  // the game written is legal
  EXPECT_EQ(r.out, path +
                       ":9:4: warning: game 1: ply 1: 11-51 repaired as 11-15\n"
                       "pdn convert: 1 game read, 1 written, 0 rejected, 1 move repaired\n");
  EXPECT_EQ(read_file(out),
            kTags + "1. 11-15 {repaired: written 11-51} 1... 22-19 2. 15x22 26x19 *\n\n");
  // What it wrote validates without an error.
  EXPECT_EQ(run("validate -q " + out).exit_code, 0);
}

TEST_F(Repairs, ConvertRepairMendsTheIssuesExample) {
  // Black's 16x7 (over 12) written 12x07; then White's man on 1 goes to 5.
  const std::string game = "[FEN \"B:W1,12:B16\"]\n\n1... 12x07 2. 1-5 *\n\n";
  const std::string out = (dir_ / "out.pdn").string();
  const CommandResult r = run("convert --repair -q -o " + out + " " + write("g.pdn", game));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(read_file(out),
            "[FEN \"B:W1,12:B16\"]\n\n1... 16x7 {repaired: written 12x07} 2. 1-5 *\n\n");
}

TEST_F(Repairs, ConvertRepairLeavesAloneWhatItCannotRepair) {
  // The ambiguous game is rejected as without --repair; the game whose suggestion stops again
  // is kept broken as it was, not repaired.
  const std::string path = write("games.pdn", kAmbiguous + kTwoSlips);
  const std::string out = (dir_ / "out.pdn").string();
  const CommandResult r = run("convert --repair --keep-broken -o " + out + " " + path, true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.find("repaired"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("pdn convert: 2 games read, 2 written, 0 rejected"), std::string::npos)
      << r.out;
  const std::string written = read_file(out);
  EXPECT_EQ(written.find("repaired"), std::string::npos) << written;
  EXPECT_NE(written.find("[Broken \"ply 1: illegal move 11-16 (not-a-move)\"]"),
            std::string::npos)
      << written;
  EXPECT_NE(written.find("[Broken \"ply 1: illegal move 11-51 (not-a-move)\"]"),
            std::string::npos)
      << written;
}

TEST_F(Repairs, ConvertsJsonSummaryCountsTheMovesRepairedAndTheGamesKeptBroken) {
  // One game repaired (its one slip), two kept broken (an ambiguous slip, a slip after which
  // the line stops again).
  const std::string path = write("games.pdn", kSwapped + kAmbiguous + kTwoSlips);
  const std::string out = (dir_ / "out.pdn").string();
  const CommandResult r =
      run("convert --repair --keep-broken --summary json -o " + out + " " + path, true);
  EXPECT_EQ(r.exit_code, 1);
  const json summary = json::parse(r.lines().back());
  EXPECT_EQ(summary["read"], 3);
  EXPECT_EQ(summary["written"], 3);
  EXPECT_EQ(summary["moves_repaired"], 1);
  EXPECT_EQ(summary["kept_broken"], 2);
}

TEST_F(Repairs, ConvertRepairNeedsTheReplay) {
  const CommandResult r =
      run("convert --repair --no-replay " + write("games.pdn", kSwapped), true);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.out.find("--repair needs the replay: leave out --no-replay"), std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace damas::test
