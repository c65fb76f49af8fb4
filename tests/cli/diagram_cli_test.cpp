// End-to-end tests of `pdn diagram` drawing positions of games: the position drawn is read back
// from the SVG metadata (its FEN, last move and caption) or from the text board.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "cli_runner.hpp"

namespace damas::test {
namespace {

// Plies 1-8 of a legal game; the first variation replaces Black's first move (ply 2) and holds
// a variation of its own at ply 3. Annotated: ply 3 (! and a comment), 5 ($1), 7 (?).
const char* const kGame =
    "[Event \"T\"]\n[White \"Silva\"]\n[Black \"Costa\"]\n[Result \"*\"]\n"
    "1. 11-15 24-20 (1... 22-18 2. 9-13 (2. 10-14 18x11 3. 7x14) 18x9 3. 10-14) "
    "2. 15x24! {forced} 21-18 3. 7-11 $1 25-21 4. 10-14? 23-20 *\n\n"
    "[Event \"U\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 9-13 *\n\n";

// Every occurrence of ` name="..."` in an SVG (its metadata), in order.
std::vector<std::string> attributes(const std::string& svg, const std::string& name) {
  std::vector<std::string> values;
  const std::string key = " " + name + "=\"";
  for (std::size_t at = svg.find(key); at != std::string::npos; at = svg.find(key, at + 1)) {
    const std::size_t start = at + key.size();
    values.push_back(svg.substr(start, svg.find('"', start) - start));
  }
  return values;
}

// An attribute of the first diagram of an SVG's metadata ("" when there is none).
std::string attribute(const std::string& svg, const std::string& name) {
  const std::size_t diagram = svg.find("<damas:diagram ");
  if (diagram == std::string::npos) return "";
  const std::vector<std::string> values = attributes(svg.substr(diagram), name);
  return values.empty() ? "" : values.front();
}

class DiagramGame : public CliTest {
 protected:
  void SetUp() override {
    CliTest::SetUp();
    games_ = write("games.pdn", kGame);
  }
  // The FEN drawn for `options` (SVG on standard output).
  std::string fen(const std::string& options) {
    last_ = run("diagram --format svg " + games_ + " " + options);
    EXPECT_EQ(last_.exit_code, 0) << options;
    return attribute(last_.out, "fen");
  }
  // The output and message on standard error of a run that must fail with exit code 2.
  static std::string failure(const std::string& args) {
    const CommandResult r = run(args, true);
    EXPECT_EQ(r.exit_code, 2) << args;
    return r.out;
  }
  std::string games_;
  CommandResult last_;
};

TEST_F(DiagramGame, DefaultIsTheFinalPositionOfTheMainLine) {
  EXPECT_EQ(fen(""), "W:W1-6,8,9,11,12,14,24:B18,20-22,26-32");
  EXPECT_EQ(attribute(last_.out, "last-move"), "23-20");
  EXPECT_EQ(attribute(last_.out, "side"), "white");
}

TEST_F(DiagramGame, PlyCountsFromTheSetup) {
  EXPECT_EQ(fen("--ply 0"), "W:W1-12:B21-32");
  EXPECT_EQ(attribute(last_.out, "last-move"), "");
  EXPECT_EQ(fen("--ply 3"), "B:W1-10,12,24:B21-23,25-32");
  EXPECT_EQ(attribute(last_.out, "last-move"), "15x24");
  EXPECT_EQ(attribute(last_.out, "side"), "black");
}

TEST_F(DiagramGame, MoveOfWhiteOrBlack) {
  EXPECT_EQ(fen("--move 2w"), fen("--ply 3"));
  EXPECT_EQ(fen("--move 2b"), "W:W1-10,12,24:B18,22,23,25-32");
}

TEST_F(DiagramGame, MoveNumbersFollowTheSetup) {
  const std::string path = write("fen.pdn",
                                 "[FEN \"B:W5:B28\"]\n12... 28-24 13. 5-9 *\n");
  last_ = run("diagram --format svg --move 12b " + path);
  EXPECT_EQ(attribute(last_.out, "fen"), "W:W5:B24");
  last_ = run("diagram --format svg --move 13w --caption auto " + path);
  EXPECT_EQ(attribute(last_.out, "fen"), "B:W9:B24");
  EXPECT_EQ(attribute(last_.out, "caption"), "13. 5-9");
}

TEST_F(DiagramGame, GameNumber) {
  EXPECT_EQ(fen("--game 2 --ply 1"), "B:W1-10,12,15:B21-32");
}

TEST_F(DiagramGame, VariationsAndNestedVariations) {
  EXPECT_EQ(fen("--variation 2.1"), "B:W1-8,12,14,15:B9,21,23-32");
  EXPECT_EQ(fen("--variation 2.1 --ply 2"), "W:W1-10,12,15:B18,21,23-32");
  EXPECT_EQ(fen("--variation 2.1/3.1"), "B:W1-6,8,9,12,14,15:B21,23-32");
  EXPECT_EQ(attribute(last_.out, "last-move"), "7x14");
}

TEST_F(DiagramGame, AutoCaptionNamesPlayersMoveAndStrength) {
  fen("--move 2w --caption auto");
  EXPECT_EQ(attribute(last_.out, "caption"), "Silva - Costa, 2. 15x24!");
  fen("--move 2b --caption auto");
  EXPECT_EQ(attribute(last_.out, "caption"), "Silva - Costa, 2... 21-18");
  fen("--ply 0 --caption 'Abertura'");
  EXPECT_EQ(attribute(last_.out, "caption"), "Abertura");
}

TEST_F(DiagramGame, EveryPlyToNumberedFiles) {
  const CommandResult r = run("diagram --every " + games_ + " -o " + (dir_ / "out.svg").string());
  EXPECT_EQ(r.exit_code, 0);
  for (int ply = 0; ply <= 8; ++ply) {
    const auto name = dir_ / ("out-00" + std::to_string(ply) + ".svg");
    EXPECT_TRUE(std::filesystem::exists(name)) << name;
  }
  EXPECT_FALSE(std::filesystem::exists(dir_ / "out-009.svg"));
  EXPECT_EQ(attribute(read_file(dir_ / "out-003.svg"), "last-move"), "15x24");
}

// A ply named twice would be the same diagram twice (with -o, one file written twice): refused
// whatever the format.
TEST_F(DiagramGame, APlyNamedTwiceInPliesIsAUsageError) {
  for (const std::string& output : {std::string("--ascii"), "-o " + (dir_ / "out.svg").string()}) {
    const std::string message = failure("diagram " + games_ + " --plies 1,3,1 " + output);
    EXPECT_EQ(message.substr(0, message.find('\n')), "pdn diagram: --plies names ply 1 twice");
  }
  EXPECT_FALSE(std::filesystem::exists(dir_ / "out-001.svg"));
}

// A diagram never replaces the games it is drawn from: an input named like an image (by a link
// too, or read as standard input), or one of the numbered files of --plies; nothing is written.
TEST_F(DiagramGame, OutputOverAnInputIsRefused) {
  const std::string svg_named = write("games.svg", kGame);
  const std::string numbered = write("out-003.svg", kGame);
  std::filesystem::create_symlink(svg_named, dir_ / "link.txt");
  const std::string link = (dir_ / "link.txt").string();
  const std::string drawn = ": the diagram would replace the games it is drawn from";
  const auto first_line = [](const std::string& message) {
    return message.substr(0, message.find('\n'));
  };
  EXPECT_EQ(first_line(failure("diagram " + svg_named + " -o " + svg_named)),
            "pdn diagram: -o '" + svg_named + "' is one of the inputs" + drawn);
  EXPECT_EQ(first_line(failure("diagram " + games_ + " " + svg_named + " -o " + link)),
            "pdn diagram: -o '" + link + "' is one of the inputs" + drawn);
  EXPECT_EQ(first_line(failure("diagram - -o " + link + " < " + svg_named)),
            "pdn diagram: -o '" + link + "' is standard input" + drawn);
  const std::string series = (dir_ / "out.svg").string();
  EXPECT_EQ(first_line(failure("diagram " + numbered + " --plies 1,3 -o " + series)),
            "pdn diagram: -o '" + numbered + "' is one of the inputs" + drawn);
  EXPECT_EQ(read_file(svg_named), kGame);
  EXPECT_EQ(read_file(numbered), kGame);
  EXPECT_FALSE(std::filesystem::exists(dir_ / "out-001.svg"));
}

TEST_F(DiagramGame, EveryPlyAsTextBoards) {
  const CommandResult r = run("diagram --every --ascii " + games_);
  EXPECT_EQ(r.exit_code, 0);
  const auto lines = r.lines();
  EXPECT_EQ(std::count(lines.begin(), lines.end(), "White to move"), 5);
  EXPECT_EQ(std::count(lines.begin(), lines.end(), "Black to move"), 4);
}

TEST_F(DiagramGame, StandardInput) {
  const CommandResult r = run("diagram --format svg --ply 1 - < " + games_);
  EXPECT_EQ(attribute(r.out, "last-move"), "11-15");
}

// PDF page objects, without the /Pages tree node.
int page_count(const std::string& pdf) {
  int pages = 0;
  for (std::size_t at = pdf.find("/Type /Page"); at != std::string::npos;
       at = pdf.find("/Type /Page", at + 1)) {
    if (pdf.compare(at, 12, "/Type /Pages") != 0) ++pages;
  }
  return pages;
}

TEST_F(DiagramGame, SheetDrawsTheAnnotatedMovesWithCaptions) {
  const auto pdf = dir_ / "sheet.pdf";
  EXPECT_EQ(run("diagram --sheet --rows 1 --columns 1 " + games_ + " -o " + pdf.string()).exit_code, 0);
  EXPECT_EQ(page_count(read_file(pdf)), 3);
  const CommandResult svg = run("diagram --sheet --format svg " + games_);
  EXPECT_EQ(attributes(svg.out, "heading"), std::vector<std::string>{"Silva - Costa (T)"});
  EXPECT_EQ(attributes(svg.out, "caption"),
            (std::vector<std::string>{"2. 15x24!", "3. 7-11", "4. 10-14?"}));
  EXPECT_EQ(attributes(svg.out, "note"), std::vector<std::string>{"forced"});
}

// A sheet chooses the moves with a strength, a NAG or a comment in words, not those whose
// comments hold [%eval]/[%clk] commands only. Here: ply 1 (eval only), 2 (clock only), 3 (!
// and words after an eval), 4 (eval and clock), 5 ($1), 6 (nothing), 7 (? and words), 8 (words
// only). The heading names the game once; each caption is the move, each note its words.
TEST_F(DiagramGame, SheetChoosesStrengthsNagsAndWordsNotCommandsOnly) {
  const std::string path = write(
      "annotated.pdn",
      "[Event \"Open\"]\n[Round \"3\"]\n[White \"Silva\"]\n[Black \"Costa\"]\n"
      "[Result \"*\"]\n"
      "1. 11-15 {[%eval 0.3]} 24-20 {[%clk 0:10:00]} 2. 15x24! {[%eval 0.5] forced,\n the "
      "only move} 21-18 {[%eval 0.1] [%clk 0:09:30]} 3. 7-11 $1 25-21 4. 10-14? {a slip} "
      "23-20 {[%clk 0:08:00] wins a tempo} *\n");
  const CommandResult svg = run("diagram --sheet --format svg " + path);
  ASSERT_EQ(svg.exit_code, 0);
  EXPECT_EQ(attributes(svg.out, "heading"),
            std::vector<std::string>{"Silva - Costa (Open, round 3)"});
  EXPECT_EQ(attributes(svg.out, "caption"),
            (std::vector<std::string>{"2. 15x24!", "3. 7-11", "4. 10-14?", "4... 23-20"}));
  EXPECT_EQ(attributes(svg.out, "note"),
            (std::vector<std::string>{"forced, the only move", "a slip", "wins a tempo"}));
  EXPECT_EQ(attributes(svg.out, "last-move"),
            (std::vector<std::string>{"15x24", "7-11", "10-14", "23-20"}));
  // As text boards: the heading first, each board with its caption and note under it.
  const CommandResult text = run("diagram --sheet --ascii " + path);
  const std::vector<std::string> lines = text.lines();
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.front(), "Silva - Costa (Open, round 3)");
  const auto caption = std::find(lines.begin(), lines.end(), "2. 15x24!");
  ASSERT_NE(caption, lines.end());
  ASSERT_NE(caption + 1, lines.end());
  EXPECT_EQ(*(caption + 1), "forced, the only move");
  // One diagram keeps its own caption, players included.
  last_ = run("diagram --format svg --ply 3 --caption auto " + path);
  EXPECT_EQ(attributes(last_.out, "caption"), std::vector<std::string>{"Silva - Costa, 2. 15x24!"});
  EXPECT_TRUE(attributes(last_.out, "heading").empty());
}

TEST_F(DiagramGame, SheetOfChosenPlies) {
  const auto pdf = dir_ / "sheet.pdf";
  EXPECT_EQ(run("diagram --sheet --plies 0,1,2,5,8 --rows 2 --columns 1 " + games_ + " -o " +
                pdf.string()).exit_code, 0);
  EXPECT_EQ(page_count(read_file(pdf)), 3);
}

TEST_F(DiagramGame, ErrorsNameWhatExists) {
  EXPECT_NE(failure("diagram --ply 9 " + games_).find("game 1 has 8 plies: no ply 9"),
            std::string::npos);
  EXPECT_NE(failure("diagram --game 3 " + games_).find("has 2 games: no game 3"),
            std::string::npos);
  EXPECT_NE(failure("diagram --variation 2.2 " + games_)
                .find("ply 2 of the main line has 1 variation: no variation 2"),
            std::string::npos);
  EXPECT_NE(failure("diagram --variation 2.1/4.1 " + games_)
                .find("ply 4 of variation 2.1 has no variation"),
            std::string::npos);
  EXPECT_NE(failure("diagram --variation 2.1 --ply 6 " + games_)
                .find("game 1, variation 2.1 ends at ply 5: no ply 6"),
            std::string::npos);
  EXPECT_NE(failure("diagram --move 5w " + games_).find("has moves 1w to 4b: no move 5w"),
            std::string::npos);
  EXPECT_NE(failure("diagram --move 5x " + games_).find("bad --move"), std::string::npos);
  EXPECT_NE(failure("diagram --ply 1 --every " + games_).find("one of --ply"), std::string::npos);
  EXPECT_NE(failure("diagram --ply 2").find("give PDN FILES"), std::string::npos);
  EXPECT_NE(failure("diagram --every " + games_ + " --format svg").find("need -o FILE"),
            std::string::npos);
}

// The width of a PNG, from its IHDR chunk (big-endian, at byte 16).
int png_width(const std::string& png) {
  if (png.size() < 20) return -1;
  int width = 0;
  for (int i = 16; i < 20; ++i) width = width * 256 + static_cast<unsigned char>(png[i]);
  return width;
}

// A PNG is 60 mm wide (a sheet 180 mm) at its dpi unless --size gives the pixels: 60 / 25.4 *
// 300 = 708.66, * 150 = 354.33; 180 / 25.4 * 100 = 708.66.
TEST_F(DiagramGame, PngWidthFollowsTheDpi) {
  const std::string png = (dir_ / "d.png").string();
  const std::pair<std::string, int> cases[] = {
      {"", 709}, {"--dpi 150", 354}, {"--size 500", 500}, {"--size 500 --dpi 72", 500},
      {"--sheet --dpi 100", 709}};
  for (const auto& [options, width] : cases) {
    ASSERT_EQ(run("diagram " + games_ + " " + options + " -o " + png).exit_code, 0) << options;
    EXPECT_EQ(png_width(read_file(png)), width) << options;
  }
  EXPECT_NE(failure("diagram --dpi 300 --format svg").find("--dpi is for PNG"), std::string::npos);
}

// The 9 positions of game 1 in one column 8000 pixels wide are at least 9 x 8000 = 72000 pixels
// high, past the 32767 of a PNG: a usage error naming the way out, no file; in 9 columns, drawn.
TEST_F(DiagramGame, APngSheetTallerThanAPngCanBeIsAUsageError) {
  const auto png = dir_ / "tall.png";
  const std::string sheet = "diagram --every --sheet --size 8000 " + games_ + " -o " + png.string();
  const std::string message = failure(sheet + " --columns 1");
  EXPECT_NE(message.find("pixels high, more than the 32767 a PNG can be drawn: draw it with more "
                         "--columns"),
            std::string::npos)
      << message;
  EXPECT_FALSE(std::filesystem::exists(png));
  EXPECT_EQ(run(sheet + " --columns 9").exit_code, 0);
  EXPECT_EQ(png_width(read_file(png)), 8000);
}

TEST_F(DiagramGame, IllegalMoveBeforeTheAskedPly) {
  // Game 2's third move ignores the compulsory capture 15x24.
  EXPECT_EQ(fen("--game 2 --ply 2"), "W:W1-10,12,15:B20-23,25-32");
  const std::string message = failure("diagram --game 2 " + games_);
  EXPECT_NE(message.find("game 2, ply 3 (9-13): a capture is compulsory: 15x24"),
            std::string::npos)
      << message;
}

}  // namespace
}  // namespace damas::test
