// End-to-end tests of `pdn html`: the files written in each mode, standard input, a broken game
// among good ones, inputs that cannot be read and usage errors. What the pages do in a browser
// is tests/web/browser_test.py's.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "cli_runner.hpp"

namespace damas::test {
namespace {

namespace fs = std::filesystem;

const char* const kGames =
    "[Event \"Open\"]\n[White \"Ana\"]\n[Black \"Rui\"]\n[Result \"*\"]\n"
    "1. 11-15 24-20 (1... 22-18) 2. 15x24 *\n\n"
    "[Event \"Open\"]\n[White \"Broken\"]\n[Black \"Game\"]\n[Result \"*\"]\n"
    "1. 11-15 24-20 2. 7-11 20x11 *\n\n"
    "[Event \"Open\"]\n[White \"Eva\"]\n[Black \"Rui\"]\n[Result \"*\"]\n1. 9-13 *\n";

bool has(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

class Html : public CliTest {
 protected:
  void SetUp() override {
    CliTest::SetUp();
    games_ = write("games.pdn", kGames);
  }
  std::string games_;
};

TEST_F(Html, OnePageHoldsEveryGameAndReportsTheBrokenOne) {
  const std::string page = (dir_ / "games.html").string();
  const CommandResult r = run("html " + games_ + " -o " + page, true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(has(r.out, "pdn html: game 2: ")) << r.out;
  EXPECT_TRUE(has(r.out, "ply 3 (7-11): a capture is compulsory")) << r.out;
  const std::string html = read_file(page);
  for (const char* game : {"data-game=\"1\"", "data-game=\"2\"", "data-game=\"3\""}) {
    EXPECT_TRUE(has(html, game)) << game;
  }
  EXPECT_TRUE(has(html, "<title>Open</title>"));
  EXPECT_TRUE(has(html, "href=\"#game=3\""));
  // The broken game is shown up to its illegal move, the moves after it as text.
  EXPECT_TRUE(has(html, "<span class=\"move unplayed\">7-11</span>"));
}

TEST_F(Html, FolderGetsAnIndexAndAPagePerGame) {
  const fs::path out = dir_ / "site";
  const CommandResult r = run("html " + games_ + " --title 'Open <2025>' -o " + out.string() + "/");
  EXPECT_EQ(r.exit_code, 1);
  const std::string index = read_file((out / "index.html").string());
  EXPECT_TRUE(has(index, "<title>Open &lt;2025&gt;</title>"));
  for (int n = 1; n <= 3; ++n) {
    const std::string name = "game-" + std::to_string(n) + ".html";
    EXPECT_TRUE(has(index, "href=\"" + name + "\"")) << name;
    EXPECT_TRUE(has(read_file((out / name).string()), "href=\"index.html\"")) << name;
  }
  EXPECT_FALSE(fs::exists(out / "game-4.html"));
  // An existing folder needs no slash.
  EXPECT_EQ(run("html " + games_ + " -o " + out.string()).exit_code, 1);
}

// The pages of an earlier run of more games are named in a warning, not removed; the exit
// code is the run's own.
TEST_F(Html, PagesLeftByAnEarlierRunAreNamed) {
  const fs::path site = dir_ / "site";
  ASSERT_EQ(run("html " + games_ + " -o " + site.string() + "/").exit_code, 1);
  const std::string one = write("one.pdn", "[Event \"One\"]\n1. 11-15 *\n");
  const CommandResult r = run("html " + one + " -o " + site.string() + "/", true);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "pdn html: warning: " + (site / "game-2.html").string() + " to " +
                       (site / "game-3.html").string() + " are left from an earlier run\n");
  EXPECT_TRUE(fs::exists(site / "game-3.html"));
  EXPECT_FALSE(has(read_file((site / "index.html").string()), "game-2.html"));
  const std::string two = write("two.pdn", "1. 11-15 *\n\n1. 12-16 *\n");
  EXPECT_EQ(
      run("html " + two + " -o " + site.string() + "/", true).out,
      "pdn html: warning: " + (site / "game-3.html").string() + " is left from an earlier run\n");
  EXPECT_EQ(run("html " + games_ + " -o " + site.string() + "/", true).out.find("warning"),
            std::string::npos);
}

TEST_F(Html, ReadsStandardInput) {
  const std::string page = (dir_ / "stdin.html").string();
  const CommandResult r = run("html - -o " + page + " < " + games_);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(has(read_file(page), "data-game=\"3\""));
  const CommandResult good = run("html -o - < " + write("one.pdn", "1. 11-15 *\n"));
  EXPECT_EQ(good.exit_code, 0);
  EXPECT_TRUE(has(good.out, "data-game=\"1\""));
}

TEST_F(Html, UnreadableInputWritesNothing) {
  const std::string page = (dir_ / "out.html").string();
  const CommandResult r =
      run("html " + games_ + " " + (dir_ / "missing.pdn").string() + " -o " + page, true);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(has(r.out, "missing.pdn: No such file or directory")) << r.out;
  EXPECT_FALSE(fs::exists(page));
  // A folder the run would have made is not left behind; one that was there stays.
  const fs::path folder = dir_ / "site" / "pages";
  const CommandResult in_folder = run(
      "html " + games_ + " " + (dir_ / "missing.pdn").string() + " -o " + folder.string() + "/",
      true);
  EXPECT_EQ(in_folder.exit_code, 2);
  EXPECT_FALSE(fs::exists(dir_ / "site"));
  fs::create_directories(folder);
  run("html " + games_ + " " + (dir_ / "missing.pdn").string() + " -o " + folder.string() + "/",
      true);
  EXPECT_TRUE(fs::is_directory(folder));
  EXPECT_TRUE(fs::is_empty(folder));
}

// Inputs without a game (an empty file, an empty pipe) give no empty page: exit code 1, said.
TEST_F(Html, NoGamesWriteNoPage) {
  const std::string empty = write("empty.pdn", "");
  const std::string page = (dir_ / "out.html").string();
  const CommandResult r = run("html " + empty + " -o " + page, true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "pdn html: no games in the inputs: no page written\n");
  EXPECT_FALSE(fs::exists(page));
  EXPECT_EQ(run("html -o - < /dev/null", true).out,
            "pdn html: no games in the inputs: no page written\n");
  EXPECT_EQ(run("html " + empty + " -o " + (dir_ / "site").string() + "/").exit_code, 1);
  EXPECT_FALSE(fs::exists(dir_ / "site"));
}

// A page that cannot be written is said to be the output's failure, not the input's: a folder
// in the place of game 2's page.
TEST_F(Html, PageThatCannotBeWrittenIsNamed) {
  const fs::path site = dir_ / "site";
  fs::create_directories(site / "game-2.html");
  const CommandResult r = run("html " + games_ + " -o " + site.string() + "/", true);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(r.out.ends_with("\npdn html: error: cannot write " + (site / "game-2.html").string() +
                              ": Is a directory\n"))
      << r.out;
  EXPECT_FALSE(has(r.out, games_ + ": ")) << r.out;  // not "games.pdn: Is a directory"
  EXPECT_FALSE(fs::exists(site / "game-1.html"));
  EXPECT_FALSE(fs::exists(site / "index.html"));
}

// A folder that cannot be made is named, in one line: a file in its place; a name too long,
// which leaves none of the parents made before it behind.
TEST_F(Html, FolderThatCannotBeMadeIsNamed) {
  const std::string file = write("afile", "f\n");
  const CommandResult r = run("html " + games_ + " -o " + file + "/", true);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "pdn html: error: cannot create the folder " + file + "/: File exists\n");
  const fs::path parent = dir_ / "new";
  const CommandResult too_long =
      run("html " + games_ + " -o " + (parent / std::string(300, 'x')).string() + "/", true);
  EXPECT_EQ(too_long.exit_code, 2);
  EXPECT_TRUE(has(too_long.out, ": File name too long\n")) << too_long.out;
  EXPECT_FALSE(fs::exists(parent));
}

// A page is never written over an input, by whatever name (a link, a hard link, standard
// input), nor to a name that says another format; .html and .htm in any letter case, what is
// not a regular file and /dev/stdout are pages.
TEST_F(Html, PageOverAnInputOrOfAnotherNameIsRefused) {
  const std::string games = read_file(games_);
  const std::string html_named = write("games.html", games);
  fs::create_symlink(html_named, dir_ / "link.html");
  fs::create_hard_link(html_named, dir_ / "hard.HTM");
  const auto refused = [&](const std::string& args, const std::string& message) {
    const CommandResult r = run(args, true);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_TRUE(has(r.out, "pdn html: " + message + "\n")) << args << "\n" << r.out;
  };
  const std::string replace = ": the page would replace the games it is made of";
  refused("html " + games_ + " -o " + games_, "-o '" + games_ + "' is one of the inputs" + replace);
  const std::string link = (dir_ / "link.html").string();
  refused("html " + html_named + " -o " + link, "-o '" + link + "' is one of the inputs" + replace);
  const std::string hard = (dir_ / "hard.HTM").string();
  refused("html " + games_ + " " + html_named + " -o " + hard,
          "-o '" + hard + "' is one of the inputs" + replace);
  refused("html -o " + link + " < " + html_named, "-o '" + link + "' is standard input" + replace);
  EXPECT_EQ(read_file(games_), games);
  EXPECT_EQ(read_file(html_named), games);
  const std::string csv = (dir_ / "games.csv").string();
  const std::string named =
      ": give OUT.html (or .htm), DIR/ for a page per game, or - for standard output";
  refused("html " + games_ + " -o " + csv, "-o '" + csv + "' is not named as a page" + named);
  const std::string bare = (dir_ / "site").string();
  refused("html " + games_ + " -o " + bare, "-o '" + bare + "' is not named as a page" + named);
  EXPECT_FALSE(fs::exists(csv));
  EXPECT_FALSE(fs::exists(bare));
  EXPECT_EQ(run("html " + games_ + " -o " + (dir_ / "out.HTM").string()).exit_code, 1);
  EXPECT_EQ(run("html " + games_ + " -o /dev/null").exit_code, 1);
  // /dev/stdout names standard output, a regular file when redirected to one.
  const std::string redirected = (dir_ / "redirected").string();
  EXPECT_EQ(run("html " + games_ + " -o /dev/stdout > " + redirected).exit_code, 1);
  EXPECT_TRUE(read_file(redirected).starts_with("<!DOCTYPE html>"));
}

// The pieces drawn on the boards of a page, "12wm" each, in the order of the page.
std::vector<std::string> pieces(const std::string& html) {
  std::vector<std::string> out;
  const std::regex piece(R"re(data-square="(\d+)" data-piece="(\w+)")re");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), piece);
       it != std::sregex_iterator(); ++it) {
    out.push_back((*it)[1].str() + (*it)[2].str());
  }
  return out;
}

// Squares `first` to `last` holding `piece`.
std::vector<std::string> range(int first, int last, const std::string& piece) {
  std::vector<std::string> out;
  for (int square = first; square <= last; ++square) out.push_back(std::to_string(square) + piece);
  return out;
}

TEST_F(Html, InternationalGameOnItsOwnBoard) {
  // 1. 32-28 19-23 2. 28x19 14x23 3. 37-32: the man from 28 takes 23 (f6) landing on 19 (g7),
  // and 14 takes it back landing on 23; the variation at ply 4 takes from 13 to 24 instead.
  const std::string game =
      write("international.pdn",
            "[Event \"T\"]\n[White \"Wit\"]\n[Black \"Zwart\"]\n[Result \"*\"]\n[GameType \"20\"]\n"
            "1. 32-28 19-23 2. 28x19 14x23 (2... 13x24 3. 31-27) 3. 37-32 *\n");
  const std::string page = (dir_ / "international.html").string();
  ASSERT_EQ(run("html " + game + " -o " + page).exit_code, 0);
  const std::string html = read_file(page);
  // Without a script: the final position on the 50 squares, Black's men on 1-13, 15-18, 20
  // and 23, White's on 31-36 and 38-50.
  std::vector<std::string> expected = range(1, 13, "bm");
  for (const auto& part : {range(15, 18, "bm"), range(20, 20, "bm"), range(23, 23, "bm"),
                           range(31, 36, "wm"), range(38, 50, "wm")}) {
    expected.insert(expected.end(), part.begin(), part.end());
  }
  EXPECT_EQ(pieces(html), expected);
  EXPECT_TRUE(has(html, "<p class=\"status\">3. 37-32 - Black to move</p>"));
  // The script's data: the position after 28x19 by square number, the capture's squares, the
  // board's own geometry, and the variation's line.
  EXPECT_TRUE(has(html,
                  "\"board\":\"bbbbbbbbbbbbbbbbbbwb..........w.wwwwwwwwwwwwwwwwww\",\"side\":"
                  "\"b\",\"status\":\"2. 28x19 - Black to move\",\"move\":{\"from\":28,"
                  "\"to\":19,\"landings\":[19],\"captured\":[23]}"))
      << html;
  EXPECT_TRUE(has(html, "\"geometry\":{\"centres\":"));
  EXPECT_TRUE(has(html, "\"4.1\":[0,1,2,3,"));
  EXPECT_TRUE(has(html, "href=\"#game=1&amp;ply=5&amp;variation=4.1\">31-27</a>"));
}

TEST_F(Html, EnglishGameNumbersFromBlack) {
  const std::string game = write("english.pdn", "[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 *\n");
  const CommandResult r = run("html " + game + " -o -");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(has(r.out, "\"status\":\"1. 11-15 - White to move\""));
  EXPECT_TRUE(has(r.out, "<p class=\"status\">2. 8-11 - White to move</p>"));
}

TEST_F(Html, UsageErrors) {
  EXPECT_EQ(run("html " + games_).exit_code, 2);
  EXPECT_EQ(run("html " + games_ + " -o x.html --theme wood").exit_code, 2);
  EXPECT_EQ(run("html " + games_ + " -o x.html --size 5").exit_code, 2);
}

}  // namespace
}  // namespace damas::test
