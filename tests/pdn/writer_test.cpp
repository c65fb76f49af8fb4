// The PDN 3.0 writer: canonical layout, and what it normalises.
#include "damas/pdn/writer.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

#include "damas/pdn/builder.hpp"

namespace damas::pdn {
namespace {

std::string rewrite(std::string_view text) {
  std::vector<ReadError> errors;
  std::string out;
  for (const Game& game : read_games(text, &errors)) write_game(game, out);
  EXPECT_TRUE(errors.empty()) << errors.front().to_string();
  return out;
}

TEST(Writer, CanonicalGame) {
  EXPECT_EQ(rewrite("[GameType \"28\"][Black \"B\"] [White \"W\"]\n[Event \"E\"]\n"
                    "01. 11-15 22-18 {c} 2. 15:22 (2. 09-13 {x}) 26X17 3-8* $2 1:0"),
            "[Event \"E\"]\n[White \"W\"]\n[Black \"B\"]\n[GameType \"28\"]\n\n"
            "1. 11-15 22-18 {c} 2. 15x22 (2. 9-13 {x}) 2... 26x17 3. 3-8 $7 $2 1-0\n\n");
}

TEST(Writer, NumbersAfterAFenStartWithTheSecondPlayer) {
  EXPECT_EQ(rewrite("[GameType \"28\"][FEN \"B:WK28,10,6,5:BK3,23,20.\"] 23-19 28x14 *"),
            "[GameType \"28\"]\n[FEN \"B:W5,6,10,K28:B20,23,K3\"]\n\n1... 23-19 2. 28x14 *\n\n");
}

TEST(Writer, FenOfOtherGameTypesIsKeptAsWritten) {
  EXPECT_EQ(rewrite("[GameType \"20\"][FEN \"W:W31-50:B1-20.\"] *"),
            "[GameType \"20\"]\n[FEN \"W:W31-50:B1-20.\"]\n\n*\n\n");
}

TEST(Writer, AMissingTerminatorIsTheResultTagsWhenItIsOne) {
  EXPECT_EQ(rewrite("[Result \"1/2-1/2\"] 11-15\n\n[Result \"0:1\"] 11-15\n\n[Result \"?\"] 11-15"),
            "[Result \"1/2-1/2\"]\n\n1. 11-15 1/2-1/2\n\n[Result \"0:1\"]\n\n1. 11-15 0-1\n\n"
            "[Result \"?\"]\n\n1. 11-15 *\n\n");
}

TEST(Writer, EscapesTagValuesAndKeepsRemarks) {
  EXPECT_EQ(rewrite("[Comment \"C:\\nemesis \\\"x\\\"\"]\n% escape\n32-28 /FEN \"W:W1:B32\"/ 19-23"),
            "[Comment \"C:\\\\nemesis \\\"x\\\"\"]\n\n% escape\n"
            "1. 32-28 /FEN \"W:W1:B32\"/ 1... 19-23 *\n\n");
}

// What PDN 3.0 cannot hold is written in the nearest form it holds, the original kept, and the
// strict reader reads every such output back without an error, as as many games that write
// alike.
std::string strict_write(const std::vector<Game>& games) {
  std::string out;
  for (const Game& game : games) write_game(game, out);
  std::vector<ReadError> errors;
  const std::vector<Game> reread = read_games(out, &errors, {.dialect = Dialect::strict});
  EXPECT_TRUE(errors.empty()) << errors.front().to_string() << "\n" << out;
  EXPECT_EQ(reread.size(), games.size()) << out;
  std::string again;
  for (const Game& game : reread) write_game(game, again);
  EXPECT_EQ(again, out);
  return out;
}

std::string strict_rewrite(std::string_view text) {
  std::vector<ReadError> errors;
  const std::vector<Game> games = read_games(text, &errors);
  EXPECT_TRUE(errors.empty()) << errors.front().to_string();
  return strict_write(games);
}

// A game as a program may build it, from `text` with `change` made: fields no reader fills so.
template <typename Change>
std::vector<Game> changed_game(std::string_view text, Change change) {
  std::vector<Game> games = read_games(text);
  change(games.at(0));
  return games;
}

TEST(Writer, ACommentHoldingABraceBecomesEscapeLines) {
  EXPECT_EQ(strict_rewrite("32-28 (a } b) 19-23 *"), "1. 32-28\n%a } b\n1... 19-23 *\n\n");
  EXPECT_EQ(strict_rewrite("32-28 (a }\nb) 19-23 *"), "1. 32-28\n%a }\n%b\n1... 19-23 *\n\n");
  EXPECT_EQ(strict_rewrite("32-28 19-23 ; x } y\n*"), "1. 32-28 19-23\n% x } y\n*\n\n");
}

TEST(Writer, ATagNameThatIsNotAPdnNameIsKeptInAnEscapeLine) {
  // A lower-case first letter: the tag under the PDN name too, unless the game has that tag.
  EXPECT_EQ(strict_rewrite("[white \"W \\\"x\\\"\"] [a \"1\"] [A \"2\"] [&#x00c9;v \"E\"] 32-28 *"),
            "[White \"W \\\"x\\\"\"]\n[A \"2\"]\n\n%[white \"W \\\"x\\\"\"]\n%[a \"1\"]\n"
            "%[&#x00c9;v \"E\"]\n1. 32-28 *\n\n");
  // Without moves, and before what the movetext had first.
  EXPECT_EQ(strict_rewrite("[event \"E\"] {c} *"), "[Event \"E\"]\n\n%[event \"E\"]\n{c} *\n\n");
}

TEST(Writer, AMovePdn30CannotWriteIsKeptWithTheRestOfItsLineInAComment) {
  // Holding a comment: in escape lines.
  EXPECT_EQ(strict_rewrite("1. c3-d4 f6-g5 2. gf4 {x} hg5 (2. ba5) 1-0"),
            "1. c3-d4 f6-g5\n%2. gf4 {x} 2... hg5 (2... ba5)\n1-0\n\n");
  EXPECT_EQ(strict_rewrite("1. 32-28 - 2. - - *"), "1. 32-28 {1... - 2. - -} *\n\n");
  // In a variation, from its first move: the variation holds the comment alone.
  EXPECT_EQ(strict_rewrite("1. 32-28 (1. - 19-23) 19-23 *"),
            "1. 32-28 ({1. - 19-23}) 1... 19-23 *\n\n");
  // "1-5-9": '-' between more than two squares.
  EXPECT_EQ(strict_rewrite("1. 1-5-9 *"), "{1. 1-5-9} *\n\n");
}

// A strength holding a whole tag line would start a second game: a strength that is none is
// kept in a comment after its move, and that comment, which would end before the tag line, in
// escape lines.
TEST(Writer, AStrengthThatIsNotOneIsKeptInAComment) {
  EXPECT_EQ(strict_write(
                changed_game("32-28 19-23 *", [](Game& g) { g.moves.nodes[0].strength = "!!x"; })),
            "1. 32-28 {!!x} 1... 19-23 *\n\n");
  EXPECT_EQ(strict_write(changed_game(
                "32-28 19-23 *", [](Game& g) { g.moves.nodes[0].strength = "!\n[Event \"x\"]"; })),
            "1. 32-28\n%!\n%[Event \"x\"]\n1... 19-23 *\n\n");
  EXPECT_EQ(strict_write(
                changed_game("32-28 19-23 *", [](Game& g) { g.moves.nodes[1].strength = "(?!)"; })),
            "1. 32-28 19-23(?!) *\n\n");
}

TEST(Writer, ACommentHoldingATagLineBecomesEscapeLines) {
  EXPECT_EQ(strict_write(changed_game("32-28 {x} *",
                                      [](Game& g) {
                                        std::get<Comment>(g.moves.nodes[0].after[0]).text =
                                            "a\n [Event \"x\"] b";
                                      })),
            "1. 32-28\n%a\n% [Event \"x\"] b\n*\n\n");
}

// An escape line ends at its line end: one holding line ends is written as one per line.
TEST(Writer, AnEscapeLineHoldingLineEndsIsWrittenAsOnePerLine) {
  EXPECT_EQ(strict_write(changed_game(
                "32-28\n% x\n*",
                [](Game& g) { std::get<EscapeLine>(g.moves.nodes[0].after[0]).text = "a\nb\rc"; })),
            "1. 32-28\n%a\n%b\n%c\n*\n\n");
}

// A tag that is not a PDN tag is kept in an escape line, by the lines of its value.
TEST(Writer, ATagKeptInAnEscapeLineIsWrittenByItsLines) {
  EXPECT_EQ(strict_write(changed_game("[Event \"E\"] 32-28 *",
                                      [](Game& g) {
                                        g.tags[0].name = "Bad Name";
                                        g.tags[0].value = "two\nlines";
                                      })),
            "%[Bad Name \"two\n%lines\"]\n1. 32-28 *\n\n");
  // Renamed too: a PDN tag's value may hold a line end.
  EXPECT_EQ(strict_write(changed_game("[Event \"E\"] 32-28 *",
                                      [](Game& g) {
                                        g.tags[0].name = "white";
                                        g.tags[0].value = "two\nlines";
                                      })),
            "[White \"two\nlines\"]\n\n%[white \"two\n%lines\"]\n1. 32-28 *\n\n");
}

// A setup ends at its first '/', and before a line that begins a tag section: one holding either
// is written as escape lines, one per line. A line end alone is kept between the slashes.
TEST(Writer, ASetupHoldingASlashOrATagLineBecomesEscapeLines) {
  const auto with_setup = [](std::string text) {
    return changed_game("32-28 /x/ 19-23 *", [&](Game& g) {
      std::get<pdn::Setup>(g.moves.nodes[0].after[0]).text = text;  // not gtest's Test::Setup
    });
  };
  EXPECT_EQ(strict_write(with_setup("a/b")), "1. 32-28\n%a/b\n1... 19-23 *\n\n");
  EXPECT_EQ(strict_write(with_setup("a\n[Event \"x\"]")),
            "1. 32-28\n%a\n%[Event \"x\"]\n1... 19-23 *\n\n");
  EXPECT_EQ(strict_write(with_setup("a\nb")), "1. 32-28 /a\nb/ 1... 19-23 *\n\n");
}

TEST(Writer, EmptyVariationsAndGamesHoldAnEmptyComment) {
  EXPECT_EQ(strict_rewrite("32-28 () 19-23 *"), "1. 32-28 ({}) 1... 19-23 *\n\n");
  EXPECT_EQ(strict_rewrite("*"), "{} *\n\n");
}

TEST(Writer, LinesStayWithin80Columns) {
  std::string moves;
  for (int i = 0; i < 60; ++i) moves += "32-28 19-23 (18-22 {a comment} 28x17) ";
  const std::string text = rewrite(moves + "*");
  std::istringstream lines(text);
  std::size_t count = 0;
  for (std::string line; std::getline(lines, line); ++count) {
    EXPECT_LE(line.size(), 80u) << line;
  }
  EXPECT_GT(count, 30u);
}

// The writer writes beyond the used part of the string it is given, then cuts it: what was there
// stays, and games follow one another.
TEST(Writer, AppendsToWhatTheStringHolds) {
  const std::vector<Game> games = read_games("32-28 (19-23) 1-0\n\n11-15 *");
  ASSERT_EQ(games.size(), 2u);
  std::string out(300, 'x');
  for (const Game& game : games) write_game(game, out);
  EXPECT_EQ(out, std::string(300, 'x') + "1. 32-28 (1. 19-23) 1-0\n\n1. 11-15 *\n\n");
}

// A strength read from JSON may hold a line end: only the token's first line must fit, and the
// next token is laid out after its last line.
TEST(Writer, AStrengthHoldingALineEndIsLaidOutByItsLines) {
  Line line;
  for (const auto& [from, to, strength] :
       {std::tuple{32, 28, "!\n" + std::string(70, 'x')}, {19, 23, ""}, {32, 28, ""}}) {
    Node& node = line.nodes.emplace_back();
    node.move.squares = {Square::numbered(from), Square::numbered(to)};
    node.move.separator = Separator::dash;
    node.strength = strength;
  }
  EXPECT_EQ(write_movetext(line, 0), "1. 32-28!\n" + std::string(70, 'x') + " 19-23\n2. 32-28");
}

}  // namespace
}  // namespace damas::pdn
