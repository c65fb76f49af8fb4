// End-to-end tests of pdn convert's cleaning: moves after the end cut into a comment,
// --fix-results, --normalize-dates, --add-plycount, --add-gametype, --dedupe with --duplicates,
// and --split; exact outputs, summaries and exit codes.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_runner.hpp"

namespace damas::test {
namespace {

// Black wins on the board after ply 38 (White has no moves left).
const std::string kNoMovesAfter38 =
    "1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13 6. 9x25 28-23 "
    "7. 24-28 31x24 8. 4-7 22-18 9. 14x21 26x17 10. 11-15 20x4 11. 6-11 4x21 12. 3-7 21x4 "
    "13. 16-20 23x16 14. 8-12 16x7 15. 2-6 4-8 16. 5-10 24-20 17. 10-13 17x3 18. 1-5 8-19 "
    "19. 5-10 3x13";

// The same 38 plies as canonical PDN writes them.
const std::string kNoMovesAfter38Written =
    "1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13\n"
    "6. 9x25 28-23 7. 24-28 31x24 8. 4-7 22-18 9. 14x21 26x17 10. 11-15 20x4 11. 6-11\n"
    "4x21 12. 3-7 21x4 13. 16-20 23x16 14. 8-12 16x7 15. 2-6 4-8 16. 5-10 24-20\n"
    "17. 10-13 17x3 18. 1-5 8-19 19. 5-10 3x13\n";

class ConvertCleanTest : public CliTest {
 protected:
  // Runs pdn convert ARGS with the output in out.pdn (out.jsonl for JSON Lines, which its
  // extension chooses); gives the exit code and standard error.
  CommandResult convert(const std::string& args) {
    return run("convert " + args + " -o " + output(), true);
  }
  std::string output() const { return (dir_ / output_name_).string(); }
  std::string written() const { return read_file(output()); }

  std::string output_name_ = "out.pdn";
};

TEST_F(ConvertCleanTest, MovesAfterTheEndAreCutIntoAComment) {
  const std::string in = write(
      "g.pdn", "[Event \"E\"]\n[Result \"0-1\"]\n" + kNoMovesAfter38 + " 20. 1-5 2-6 0-1\n");
  const CommandResult r = convert(in);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "pdn convert: 1 game read, 1 written, 0 rejected, 1 game cut after its end\n");
  EXPECT_EQ(written(), "[Event \"E\"]\n[Result \"0-1\"]\n\n" + kNoMovesAfter38Written +
                           "{recorded after the end (no-moves after ply 38): 20. 1-5 2-6} 0-1\n\n");
}

// Comments do not nest: moves cut that hold a comment go into escape lines, every comment and
// variation of theirs as written (taking the '%' off gives PDN back), which both readers read
// back to the same text.
TEST_F(ConvertCleanTest, MovesCutHoldingCommentsKeepThemInEscapeLines) {
  const std::string in =
      write("g.pdn", "[Event \"E\"]\n[Result \"0-1\"]\n" + kNoMovesAfter38 +
                         " 20. 1-5 {gone} 2-6 (20... 2-7 (a } b)) {c} 0-1\n");
  const CommandResult r = convert(in);
  EXPECT_EQ(r.exit_code, 0);
  const std::string expected =
      "[Event \"E\"]\n[Result \"0-1\"]\n\n" + kNoMovesAfter38Written +
      "{recorded after the end (no-moves after ply 38):}\n"
      "%20. 1-5 {gone} 20... 2-6 (20... 2-7 ;a } b\n"
      "%) {c}\n"
      "0-1\n\n";
  EXPECT_EQ(written(), expected);
  const std::string again = write("again.pdn", written());
  EXPECT_EQ(run("convert -q --strict -o /dev/null " + again, true).out, "");  // PDN 3.0
  EXPECT_EQ(convert(again).exit_code, 0);
  EXPECT_EQ(written(), expected);  // a fixed point
}

// A game over at its setup with moves recorded is no game cut after its end: its setup is
// wrong. Kept broken, it keeps no move, and the summary counts it as kept broken.
TEST_F(ConvertCleanTest, AGameOverAtItsSetupIsBrokenNotCut) {
  const std::string in =
      write("g.pdn", "[Result \"*\"]\n[FEN \"W:W1:B5,6,9,10\"]\n1. 1-5 10-14 *\n");
  CommandResult r = convert(in);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.substr(r.out.rfind("pdn convert: ")),
            "pdn convert: 1 game read, 0 written, 1 rejected\n");
  r = convert("--keep-broken " + in);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.substr(r.out.rfind("pdn convert: ")),
            "pdn convert: 1 game read, 1 written, 0 rejected, 1 kept broken\n");
  EXPECT_EQ(written(),
            "[Result \"*\"]\n[FEN \"W:W1:B5,6,9,10\"]\n[Broken \"bad setup: FEN \\\"W:W1:B5,6,9,10\\\": the game is already over in this "
            "position (0-1, no-moves), yet moves follow\"]\n\n"
            "{1. 1-5 10-14} *\n\n");
}

// A bad setup keeps no move either; converting a game kept broken again gives it one Broken tag.
TEST_F(ConvertCleanTest, ABadSetupKeepsNoMoveAndOneBrokenTag) {
  const std::string in = write("g.pdn", "[FEN \"W:W1-12:B21-32,13\"]\n1. 11-15 {c} 22-18 *\n");
  const char* expected =
      "[FEN \"W:W1-12:B21-32,13\"]\n[Broken \"bad setup: FEN \\\"W:W1-12:B21-32,13\\\": 13 Black "
      "pieces: a side has at most 12 (at character 9)\"]\n\n%1. 11-15 {c} 1... 22-18\n*\n\n";
  EXPECT_EQ(convert("--keep-broken " + in).exit_code, 1);
  EXPECT_EQ(written(), expected);
  const std::string again = write("again.pdn", written());
  EXPECT_EQ(convert("--keep-broken " + again).exit_code, 1);
  EXPECT_EQ(written(), expected);
}

TEST_F(ConvertCleanTest, CutGameWithAWrongResultIsStillRejected) {
  const std::string in =
      write("g.pdn", "[Result \"1-0\"]\n" + kNoMovesAfter38 + " 20. 1-5 2-6 1-0\n");
  const CommandResult r = convert(in);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, in + ":2:285: error: game 1: result mismatch: the game is recorded as 1-0 but "
                        "ended on the board as 0-1 (no-moves after ply 38)\n"
                        "pdn convert: 1 game read, 0 written, 1 rejected\n");
  EXPECT_EQ(written(), "");
}

TEST_F(ConvertCleanTest, FixResultsSetsTheResultWhereTheGameEndedOnTheBoard) {
  const std::string in = write("g.pdn",
                               // No pieces left: 1-0; no Result tag, "*" as terminator.
                               "[Event \"A\"]\n[FEN \"W:W9:B13\"]\n1. 9x18 *\n\n"
                               // King against king: a draw, recorded as a win.
                               "[Event \"B\"]\n[Result \"1-0\"]\n[FEN \"W:WK1:B5,K30\"]\n"
                               "1. 1x10 1-0\n\n"
                               // Not over on the board: left as it is.
                               "[Event \"C\"]\n[Result \"1-0\"]\n1. 11-15 24-20 1-0\n\n"
                               // Not over, and the tag and the terminator disagree: an error.
                               "[Event \"D\"]\n[Result \"1-0\"]\n1. 11-15 24-20 0-1\n\n"
                               // Over, with moves after the end and the wrong result.
                               "[Event \"E\"]\n[Result \"1-0\"]\n" +
                                   kNoMovesAfter38 + " 20. 1-5 1-0\n");
  const CommandResult r = convert("--fix-results " + in);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, in + ":16:16: error: game 4: result mismatch: the Result tag says 1-0 but the "
                        "game ends with 0-1\n"
                        "pdn convert: 5 games read, 4 written, 1 rejected, 1 game cut after its "
                        "end, 3 results fixed\n");
  EXPECT_EQ(written(),
            "[Event \"A\"]\n[Result \"1-0\"]\n[FEN \"W:W9:B13\"]\n\n1. 9x18 1-0\n\n"
            "[Event \"B\"]\n[Result \"1/2-1/2\"]\n[FEN \"W:WK1:B5,K30\"]\n\n1. 1x10 1/2-1/2\n\n"
            "[Event \"C\"]\n[Result \"1-0\"]\n\n1. 11-15 24-20 1-0\n\n"
            "[Event \"E\"]\n[Result \"0-1\"]\n\n" +
                kNoMovesAfter38Written +
                "{recorded after the end (no-moves after ply 38): 20. 1-5} 0-1\n\n");
}

TEST_F(ConvertCleanTest, FixResultsNeedsTheReplay) {
  EXPECT_EQ(run("convert --fix-results --no-replay /dev/null").exit_code, 2);
}

TEST_F(ConvertCleanTest, PlyCountAndGameType) {
  const std::string games =
      "[Event \"A\"]\n[PlyCount \"99\"]\n1. 11-15 24-20 2. 15x24 21-18 *\n\n"
      "[Event \"B\"]\n[GameType \"24\"]\n1. 11-15 *\n\n"
      // Broken at ply 3: two plies kept.
      "[Event \"C\"]\n1. 11-15 24-20 2. 10-14 21-18 *\n";
  const std::string in = write("g.pdn", games);
  const CommandResult r = convert("--add-plycount --add-gametype --keep-broken " + in);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(written(),
            "[Event \"A\"]\n[PlyCount \"4\"]\n[GameType \"28\"]\n\n"
            "1. 11-15 24-20 2. 15x24 21-18 *\n\n"
            "[Event \"B\"]\n[GameType \"24\"]\n[PlyCount \"1\"]\n\n1. 11-15 *\n\n"
            "[Event \"C\"]\n[Broken \"ply 3: illegal move 10-14 (capture-required)\"]\n"
            "[PlyCount \"2\"]\n[GameType \"28\"]\n\n1. 11-15 24-20 {2. 10-14 21-18} *\n\n");
  // The rules chosen give the number of the games without a GameType, replayed or not.
  for (const char* options : {"--rules spanish", "--rules spanish --no-replay"}) {
    convert(std::string("--add-gametype --quiet ") + options + " " + in);
    const std::string out = written();
    EXPECT_NE(out.find("[Event \"A\"]\n[PlyCount \"99\"]\n[GameType \"24\"]\n"), std::string::npos)
        << options << "\n"
        << out;
  }
}

// Date forms found in real archives (and the forms the issue names), with what they become.
const std::pair<const char*, const char*> kDates[] = {
    {"2024.03.05", "2024.03.05"},  // already right
    {"2003.03.??", "2003.03.??"},
    {"????.??.??", "????.??.??"},
    {"", "????.??.??"},
    {"?", "????.??.??"},
    {"0000.00.00", "????.??.??"},
    {"1990.00.00", "1990.??.??"},
    {"1950", "1950.??.??"},
    {"1950.", "1950.??.??"},
    {"2024-03-05", "2024.03.05"},
    {"1847-?\?-?\?", "1847.?\?.?\?"},
    {"2024.3.5", "2024.03.05"},
    {"2010.11.8", "2010.11.08"},
    {"2024/03", "2024.03.??"},
    {"05/03/2024", "2024.03.05"},  // day first, as in Portugal
    {"13-01-1996", "1996.01.13"},
    {"5.3.2024", "2024.03.05"},
    {"25.11.2000", "2000.11.25"},
    {" 1.1.1984 ", "1984.01.01"},
    {"03/2024", "2024.03.??"},
    {"March 5, 2024", "2024.03.05"},
    {"05-Mar-2024", "2024.03.05"},
    {"17 april 2009", "2009.04.17"},
    {"5 de mar\xC3\xA7o de 2024", "2024.03.05"},
    {"1 SET 1999", "1999.09.01"},
    {"Dec 2001", "2001.12.??"},
    {"29.02.2024", "2024.02.29"},
    // Not recognised, left as they are:
    {"03.07.20", "03.07.20"},  // two-digit year: 2003.07.20 in the archive it is from
    {"2004.10.27 - 2004.11.01", "2004.10.27 - 2004.11.01"},
    {"1-2 June 2002", "1-2 June 2002"},
    {"2007/2008", "2007/2008"},
    {"29.02.2023", "29.02.2023"},
    {"2024.13.01", "2024.13.01"},
    {"2024.03-05", "2024.03-05"},
    {"Smarch 5, 2024", "Smarch 5, 2024"},
    {"-", "-"},
};

TEST_F(ConvertCleanTest, NormalizeDates) {
  std::string games;
  std::string expected;
  for (const auto& [date, normal] : kDates) {
    games += "[Date \"" + std::string(date) + "\"]\n1. 11-15 *\n\n";
    expected += "[Date \"" + std::string(normal) + "\"]\n\n1. 11-15 *\n\n";
  }
  games += "[Event \"no date\"]\n1. 11-15 *\n";
  expected += "[Event \"no date\"]\n\n1. 11-15 *\n\n";
  const CommandResult r = convert("--normalize-dates " + write("g.pdn", games));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(written(), expected);
  EXPECT_EQ(r.out,
            "pdn convert: 37 games read, 37 written, 0 rejected, 24 dates normalized, 9 dates not "
            "recognised\n");
}

TEST_F(ConvertCleanTest, NormalizedDatesAreSelectedByDate) {
  const std::string in = write("g.pdn",
                               "[Event \"A\"]\n[Date \"13-01-1996\"]\n1. 11-15 *\n\n"
                               "[Event \"B\"]\n[Date \"1997\"]\n1. 11-15 *\n");
  const CommandResult r = convert("--normalize-dates --date 1996.01..1996.12 " + in);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(written(), "[Event \"A\"]\n[Date \"1996.01.13\"]\n\n1. 11-15 *\n\n");
}

// Seven games (by Event: A A C D E E E): the second A repeats the first's moves in other
// writings (a quiet move written with x, a capture with -, no move numbers, a comment and a
// variation); D repeats them under another Event; the first two E are the same capture with and
// without its path from a setup, the third the same text from another setup.
const std::string kDuplicates =
    "[Event \"A\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 15x24 21-18 *\n\n"
    "[Event \"A\"]\n[Result \"*\"]\n11x15 {c} 24-20 (23-19) 15-24 21-18 *\n\n"
    "[Event \"C\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 15x24 22-18 *\n\n"
    "[Event \"D\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 15x24 21-18 *\n\n"
    "[Event \"E\"]\n[FEN \"W:W9:B13,22,30\"]\n1. 9x27 *\n\n"
    "[Event \"E\"]\n[FEN \"W:W9:B13,22,30\"]\n1. 9x18x27 *\n\n"
    "[Event \"E\"]\n[FEN \"W:W9:B13,22,31\"]\n1. 9x27 *\n";

// The Event tags of the games of a PDN text, in order.
std::string events(const std::string& pdn) {
  std::string out;
  for (std::size_t at = pdn.find("[Event \""); at != std::string::npos;
       at = pdn.find("[Event \"", at + 1)) {
    out += pdn[at + 8];
  }
  return out;
}

TEST_F(ConvertCleanTest, DedupeMovesKeepsTheFirstAndWritesTheOthersApart) {
  const std::string in = write("g.pdn", kDuplicates);
  const std::string dups = (dir_ / "dups.jsonl").string();
  output_name_ = "out.jsonl";
  const CommandResult r = convert("--dedupe moves --duplicates " + dups + " " + in);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "pdn convert: 7 games read, 4 written, 0 rejected, 3 duplicates\n");
  EXPECT_NE(written().find("\"value\":\"C\""), std::string::npos);
  // Read back as PDN: games A, C, E (9x27), E (other setup); duplicates B, D, E (9x18x27).
  const CommandResult back = run("convert --quiet " + output());
  EXPECT_EQ(events(back.out), "ACEE");
  EXPECT_NE(back.out.find("1. 9x27 *"), std::string::npos);
  const CommandResult duplicates = run("convert --quiet " + dups);
  EXPECT_EQ(events(duplicates.out), "ADE");
  // Converted like the games written: the quiet 11x15 with '-', the capture 15-24 with 'x'.
  EXPECT_NE(duplicates.out.find("1. 11-15 {c} 1... 24-20 (1... 23-19) 2. 15x24 21-18 *"),
            std::string::npos)
      << duplicates.out;
  EXPECT_NE(duplicates.out.find("1. 9x18x27 *"), std::string::npos) << duplicates.out;
}

TEST_F(ConvertCleanTest, DedupeMovesAndTags) {
  const CommandResult r = convert("--dedupe moves+tags " + write("g.pdn", kDuplicates));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "pdn convert: 7 games read, 5 written, 0 rejected, 2 duplicates\n");
  EXPECT_EQ(events(written()), "ACDEE");
}

TEST_F(ConvertCleanTest, DedupeComesBeforeFirstAndLeavesRejectsAlone) {
  const std::string in = write(
      "g.pdn", kDuplicates + "\n[Event \"X\"]\n1. 11-16 *\n\n" + "[Event \"X\"]\n1. 11-16 *\n");
  // Duplicates are found among all the games, then --first takes the first two distinct ones.
  const CommandResult first = convert("--dedupe moves --first 2 " + in);
  EXPECT_EQ(events(written()), "AC");
  EXPECT_EQ(first.out,
            "pdn convert: 9 games read, 2 written, 0 rejected, 3 duplicates, 4 not selected\n");
  const CommandResult all = convert("--dedupe moves " + in);
  EXPECT_EQ(all.exit_code, 1);
  EXPECT_EQ(all.out.substr(all.out.find("pdn convert: ")),
            "pdn convert: 9 games read, 4 written, 2 rejected, 3 duplicates\n");
}

TEST_F(ConvertCleanTest, DedupeInParallelKeepsTheFirstInInputOrder) {
  // 300 games over several batches: 20 distinct move sequences, written alternately with and
  // without move numbers, so that the first of each is recognisable.
  const char* openings[] = {"11-15", "12-16", "10-14", "9-13", "11-14"};
  const char* replies[] = {"24-20", "22-18", "23-19", "21-17"};
  std::string games;
  for (int i = 0; i < 300; ++i) {
    games += "[Event \"" + std::to_string(i) + "\"]\n" + (i % 2 == 0 ? "1. " : "") +
             openings[i % 5] + " " + replies[(i / 5) % 4] + " *\n\n";
  }
  const std::string in = write("g.pdn", games);
  const CommandResult one = run("convert --quiet --dedupe moves " + in);
  const CommandResult four = run("convert --quiet --dedupe moves -j 4 " + in);
  EXPECT_EQ(one.out, four.out);
  EXPECT_EQ(one.out.find("[Event \"20\"]"), std::string::npos);
  EXPECT_NE(one.out.find("[Event \"19\"]"), std::string::npos);
  const CommandResult summary = run("convert --dedupe moves -j 4 " + in + " -o /dev/null", true);
  EXPECT_EQ(summary.out, "pdn convert: 300 games read, 20 written, 0 rejected, 280 duplicates\n");
}

TEST_F(ConvertCleanTest, DedupeManyDistinctGames) {
  // 3000 games, 1100 distinct Events: enough keys to make the table grow several times.
  std::string games;
  for (int i = 0; i < 3000; ++i) {
    games += "[Event \"" + std::to_string(i % 1100) + "\"]\n1. 11-15 24-20 *\n\n";
  }
  const std::string in = write("g.pdn", games);
  EXPECT_EQ(run("convert --dedupe moves+tags -j 2 -o /dev/null " + in, true).out,
            "pdn convert: 3000 games read, 1100 written, 0 rejected, 1900 duplicates\n");
  EXPECT_EQ(run("convert --dedupe moves -o /dev/null " + in, true).out,
            "pdn convert: 3000 games read, 1 written, 0 rejected, 2999 duplicates\n");
}

TEST_F(ConvertCleanTest, DedupeUsage) {
  EXPECT_EQ(run("convert --dedupe everything /dev/null").exit_code, 2);
  EXPECT_EQ(run("convert --duplicates x.pdn /dev/null").exit_code, 2);
}

// Broken games kept (--keep-broken) are compared on every move they were read with, those cut
// into a comment (after the error, after the end on the board) included: keyed on the part
// kept, all the games ending at the same place were one game (the issue: all 153 games of a
// championship whose setup had no move went to the duplicates).
TEST_F(ConvertCleanTest, DedupeComparesBrokenGamesOnEveryMoveTheyWereReadWith) {
  // A, B, C: Black wins on the board after ply 38 but 1-0 is recorded (an error), with moves
  // after the end: B's differ from A's, C is A again.
  const std::string after_end = "[Result \"1-0\"]\n" + kNoMovesAfter38;
  const std::string in = write(
      "g.pdn",
      "[Event \"A\"]\n" + after_end + " 20. 1-5 2-6 1-0\n\n" +
      "[Event \"B\"]\n" + after_end + " 20. 1-6 2-7 1-0\n\n" +
      "[Event \"C\"]\n" + after_end + " 20. 1-5 2-6 1-0\n\n" +
      // D, E: an illegal move at ply 3 (a capture is compulsory), different after it.
      "[Event \"D\"]\n1. 11-15 24-20 2. 10-14 21-18 *\n\n"
      "[Event \"E\"]\n1. 11-15 24-20 2. 10-14 22-18 *\n\n"
      // F, G: a setup with White's men on their promotion row (another variant's: two errors
      // that are counted), different moves.
      "[Event \"F\"]\n[FEN \"W:W21-32:B1-12\"]\n1. 22-18 *\n\n"
      "[Event \"G\"]\n[FEN \"W:W21-32:B1-12\"]\n1. 21-17 *\n");
  const std::string dups = (dir_ / "dups.pdn").string();
  const CommandResult r = convert("--keep-broken --dedupe moves --duplicates " + dups + " " + in);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.substr(r.out.rfind("pdn convert: ")),
            "pdn convert: 7 games read, 6 written, 0 rejected, 1 duplicate, 6 kept broken, 2 "
            "looking like another variant, 2 games cut after their end\n");
  EXPECT_EQ(events(written()), "ABDEFG");
  EXPECT_EQ(events(read_file(dups)), "C");
  // The same with workers.
  const CommandResult parallel =
      run("convert --quiet --keep-broken --dedupe moves -j 2 " + in);
  EXPECT_EQ(events(parallel.out), "ABDEFG");
  // Once --fix-results has set their result, A, B and C are clean: a clean game is compared on
  // the moves it keeps (up to the end on the board), so B and C are A again.
  const CommandResult fixed = convert("--keep-broken --fix-results --dedupe moves " + in);
  EXPECT_EQ(events(written()), "ADEFG");
  EXPECT_NE(fixed.out.find(", 2 duplicates, "), std::string::npos) << fixed.out;
}

TEST_F(ConvertCleanTest, SplitNumbersTheFilesAfterTheOutput) {
  const std::string in = write("g.pdn", kDuplicates);
  const std::string whole = run("convert --quiet " + in).out;
  const CommandResult r = convert("--split 3 " + in);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "pdn convert: 7 games read, 7 written, 0 rejected\n");
  EXPECT_FALSE(std::filesystem::exists(output()));
  const std::string parts[] = {read_file((dir_ / "out-001.pdn").string()),
                               read_file((dir_ / "out-002.pdn").string()),
                               read_file((dir_ / "out-003.pdn").string())};
  EXPECT_EQ(events(parts[0]), "AAC");
  EXPECT_EQ(events(parts[1]), "DEE");
  EXPECT_EQ(events(parts[2]), "E");
  EXPECT_EQ(parts[0] + parts[1] + parts[2], whole);
  EXPECT_FALSE(std::filesystem::exists(dir_ / "out-004.pdn"));

  // A run with fewer files names those an earlier run left (and leaves them alone).
  const CommandResult fewer = convert("--split 4 " + in);
  EXPECT_EQ(fewer.exit_code, 0);
  EXPECT_EQ(fewer.out, "pdn convert: warning: " + (dir_ / "out-003.pdn").string() +
                           " is left from an earlier run\n"
                           "pdn convert: 7 games read, 7 written, 0 rejected\n");
  EXPECT_TRUE(std::filesystem::exists(dir_ / "out-003.pdn"));
  std::ofstream(dir_ / "out-004.pdn") << "";
  EXPECT_EQ(convert("--split 7 " + in).out,
            "pdn convert: warning: " + (dir_ / "out-002.pdn").string() + " to " +
                (dir_ / "out-004.pdn").string() +
                " are left from an earlier run\n"
                "pdn convert: 7 games read, 7 written, 0 rejected\n");
}

TEST_F(ConvertCleanTest, SplitWithoutOutputNamesTheFilesAfterTheInput) {
  const std::string in = write("games.pdn", kDuplicates);
  const auto here = std::filesystem::current_path();
  const auto folder = dir_ / "current";
  std::filesystem::create_directory(folder);
  std::filesystem::current_path(folder);  // the files go to the current folder
  const CommandResult r = run("convert --quiet --to json --split 4 " + in);
  std::filesystem::current_path(here);
  EXPECT_EQ(r.exit_code, 0);
  const std::string first = read_file((folder / "games-001.jsonl").string());
  EXPECT_EQ(std::count(first.begin(), first.end(), '\n'), 4);
  const std::string second = (folder / "games-002.jsonl").string();
  EXPECT_EQ(events(run("convert --quiet " + second).out), "EEE");
  EXPECT_FALSE(std::filesystem::exists(folder / "games-003.jsonl"));
  EXPECT_EQ(run("convert --split 4 < " + in).exit_code, 2);
  EXPECT_EQ(run("convert --split 4 -o - " + in).exit_code, 2);
}

// The number before `label` in a summary ("7 games read" gives 7 for "games read"); -1 if none.
long summary_count(const std::string& summary, const std::string& label) {
  std::smatch found;
  return std::regex_search(summary, found, std::regex("(\\d+) " + label)) ? std::stol(found[1])
                                                                          : -1;
}

// The real archives' .pdn files as shell words, in name order; "" when the corpus is absent.
std::string corpus_files() {
  const std::filesystem::path corpus = DAMAS_CORPUS_DIR;
  if (!std::filesystem::is_directory(corpus)) return "";
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus)) {
    if (entry.path().extension() == ".pdn") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  std::string inputs;
  for (const std::string& file : files) inputs += " '" + file + "'";
  return inputs;
}

// The real archives: nothing lost (read = written + rejected + duplicates), the duplicates file
// holds the duplicates, and every Date written is either normalized or counted as not
// recognised.
TEST_F(ConvertCleanTest, RealCorpusLosesNothingAndCountsItsDates) {
  const std::string inputs = corpus_files();
  if (inputs.empty()) GTEST_SKIP() << "no corpus at " << DAMAS_CORPUS_DIR;
  const std::string dups = (dir_ / "dups.pdn").string();
  const std::string options = "--no-replay --normalize-dates --dedupe moves+tags -j 2";
  const CommandResult r = convert(options + " --duplicates " + dups + inputs);
  const std::string summary = r.out.substr(r.out.rfind("pdn convert: "));
  const long read = summary_count(summary, "games read");
  const long duplicates = summary_count(summary, "duplicates");
  EXPECT_GT(read, 5000) << summary;
  EXPECT_GT(duplicates, 0) << summary;
  EXPECT_EQ(read,
            summary_count(summary, "written") + summary_count(summary, "rejected") + duplicates)
      << summary;
  const std::string again = run("convert --no-replay -o /dev/null " + dups, true).out;
  EXPECT_EQ(summary_count(again, "games read"), duplicates) << again;

  const std::string out = written();
  const std::regex date_tag("\\[Date \"([^\"]*)\"\\]");
  const std::regex normal("([0-9]{4}|[?]{4})[.]([0-9]{2}|[?]{2})[.]([0-9]{2}|[?]{2})");
  long not_normal = 0;
  for (auto it = std::sregex_iterator(out.begin(), out.end(), date_tag);
       it != std::sregex_iterator(); ++it) {
    not_normal += std::regex_match((*it)[1].str(), normal) ? 0 : 1;
  }
  EXPECT_GT(summary_count(summary, "dates normalized"), 1000) << summary;
  EXPECT_EQ(summary_count(summary, "dates not recognised"), not_normal) << summary;
}

// ---- The real archives with --keep-broken --dedupe moves, against a slow reference -----------

// A square of a move in the JSON output: a number or a name.
std::string square_text(const nlohmann::json& square) {
  return square.is_number() ? std::to_string(square.get<int>()) : square.get<std::string>();
}

// Whether `text` is a square: a number from 1, or a file letter and a rank digit.
bool is_square(const std::string& text) {
  if (text.size() == 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8') {
    return true;
  }
  return !text.empty() && text.size() <= 2 && text[0] != '0' &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The moves of PDN movetext held in a comment (the part of a broken game cut off), as
// "FROM-TO", without the comments, escape lines and variations inside it: "2. 10-14 {why}
// (2. 9-14) 2... 21-18" gives 10-14 21-18.
std::vector<std::string> moves_in_text(const std::string& text) {
  std::string top;
  int depth = 0;
  char closing = 0;  // '}' or '\n' inside a comment
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool line_start = i == 0 || text[i - 1] == '\n';
    if (closing != 0) {
      if (c == closing) closing = 0;
    } else if (c == '{') {
      closing = '}';
    } else if (c == ';' || (c == '%' && line_start)) {  // a comment or an escape line
      closing = '\n';
    } else if (c == '(') {
      ++depth;
    } else if (c == ')') {
      depth = std::max(0, depth - 1);
    } else if (depth == 0) {
      top += c;
    }
  }
  std::vector<std::string> moves;
  std::istringstream words(top);
  for (std::string word; words >> word;) {
    while (!word.empty() && (word.back() == '!' || word.back() == '?')) word.pop_back();
    std::vector<std::string> squares;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= word.size(); ++i) {
      if (i == word.size() || word[i] == '-' || word[i] == 'x' || word[i] == ':') {
        squares.push_back(word.substr(start, i - start));
        start = i + 1;
      }
    }
    if (squares.size() >= 2 && std::all_of(squares.begin(), squares.end(), is_square)) {
      moves.push_back(squares.front() + "-" + squares.back());
    }
  }
  return moves;
}

// What the slow reference compares of a game of the JSON output: its FEN tag, the first and
// last squares of each move of its main line and, for a game kept broken, those of the moves of
// its trailing comment (the rest of the main line cut off after the error or after the end).
// Coarser than --dedupe moves (a capture's path, the captured pieces and the squares between
// make no difference), so every duplicate --dedupe finds must have a twin here.
std::string reference_key(const nlohmann::json& game) {
  std::string key;
  bool broken = false;
  for (const nlohmann::json& tag : game["tags"]) {
    if (tag["name"] == "FEN") key += "FEN " + tag["value"].get<std::string>() + " |";
    if (tag["name"] == "Broken") broken = true;
  }
  for (const nlohmann::json& node : game["moves"]["nodes"]) {
    const nlohmann::json& squares = node["squares"];
    key += " " + (squares.empty() ? node["move"].get<std::string>()  // "-" read as a move
                                  : square_text(squares.front()) + "-" + square_text(squares.back()));
  }
  // The rest of a broken game is kept after the last move kept (with its annotations, or at the
  // line's end), in a comment or in escape lines; none when the game was not replayed, as one of
  // another variant.
  std::string cut;
  if (broken) {
    const nlohmann::json& nodes = game["moves"]["nodes"];
    for (const nlohmann::json* remarks :
         {nodes.empty() ? nullptr : &nodes.back()["after"], &game["moves"]["trailing"]}) {
      if (remarks == nullptr) continue;
      for (const nlohmann::json& remark : *remarks) {
        const char* kind = remark.contains("comment") ? "comment" : "escape";
        if (!remark.contains(kind)) continue;
        for (const std::string& move : moves_in_text(remark[kind].get<std::string>())) {
          cut += " " + move;
        }
      }
    }
  }
  // Cut or not, the moves are the game's: a game broken at its first move (all its moves in a
  // comment) is the same game as one whose moves were left as they were (of another variant).
  return key + cut;
}

std::vector<nlohmann::json> json_lines(const std::string& text) {
  std::vector<nlohmann::json> games;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) games.push_back(nlohmann::json::parse(line));
  return games;
}

// With --keep-broken, every duplicate --dedupe moves finds in the real archives is one for the
// reference too: a game written has the same moves, the cut-off ones included.
TEST_F(ConvertCleanTest, RealCorpusKeptBrokenDuplicatesAreDuplicatesOfTheirWholeMovetext) {
  const std::string inputs = corpus_files();
  if (inputs.empty()) GTEST_SKIP() << "no corpus at " << DAMAS_CORPUS_DIR;
  const std::string dups = (dir_ / "dups.jsonl").string();
  output_name_ = "out.jsonl";
  const CommandResult r =
      convert("--keep-broken --dedupe moves --squares numeric -j 2 --duplicates " + dups + inputs);
  const std::string summary = r.out.substr(r.out.rfind("pdn convert: "));
  const std::vector<nlohmann::json> kept = json_lines(written());
  const std::vector<nlohmann::json> duplicates = json_lines(read_file(dups));
  EXPECT_EQ(summary_count(summary, "duplicates"), static_cast<long>(duplicates.size())) << summary;
  EXPECT_GT(duplicates.size(), 100u) << summary;  // the archives repeat games (150 unbroken)
  std::set<std::string> written_keys;
  for (const nlohmann::json& game : kept) written_keys.insert(reference_key(game));
  long unfounded = 0;
  for (const nlohmann::json& game : duplicates) {
    if (written_keys.count(reference_key(game)) != 0) continue;
    if (++unfounded <= 3) ADD_FAILURE() << "not a duplicate of any game written: " << game.dump();
  }
  EXPECT_EQ(unfounded, 0) << "of " << duplicates.size() << " duplicates";
}

}  // namespace
}  // namespace damas::test
