// The text board against golden files (tests/diagram/golden/*.txt), Unicode and ASCII.
#include "damas/diagram/text_board.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "test_positions.hpp"

namespace damas::diagram {
namespace {

using testing::content_of;
using testing::position_of;
using testing::style_of;

std::string golden(const std::string& name) {
  std::ifstream in(std::string(DAMAS_DIAGRAM_GOLDEN_DIR) + "/" + name);
  EXPECT_TRUE(in.good()) << "missing golden file " << name;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The content after the move `text` is played from `fen`, as the PDN layer will give it.
DiagramContent after_move(std::string_view fen, std::string_view text) {
  const rules::Position before = position_of(fen);
  const rules::MoveMatch match = rules::match_move(before, rules::parse_move_text(text));
  EXPECT_EQ(match.status, rules::MatchStatus::legal) << text;
  return iberian_content(before.after(match.move), match.move);
}

TEST(TextBoard, InitialPositionUnicodeWithCoordinates) {
  const Diagram diagram{content_of("W:W1-12:B21-32"), style_of(false, false, true)};
  EXPECT_EQ(text_board(diagram, Charset::unicode), golden("initial_unicode.txt"));
}

TEST(TextBoard, FlippedAsciiWithNumbersAndKings) {
  const Diagram diagram{content_of("B:W18,K10:BK22,5"), style_of(true, true, true)};
  EXPECT_EQ(text_board(diagram, Charset::ascii), golden("kings_flipped_ascii.txt"));
}

TEST(TextBoard, CaptureLeavesMarksAndIsNamedUnderTheBoard) {
  DiagramContent content = after_move("W:W10,K2:B14,23,26,K27", "10x28");
  content.caption = "White takes two";
  const Diagram diagram{content, {}};
  EXPECT_EQ(text_board(diagram, Charset::unicode), golden("capture_unicode.txt"));
  EXPECT_EQ(text_board(diagram, Charset::ascii), golden("capture_ascii.txt"));
}

TEST(TextBoard, TextsFromTheGameCannotDriveTheTerminal) {
  // A caption and a note from a game: an escape sequence (clear the screen, set the window's
  // title) is shown escaped, a line end as a blank, the rest as written.
  DiagramContent content = content_of("W:W1:B32");
  content.caption = "Ana\x1b]0;pwned\x07 - Rui";
  content.note = "first line\nsecond \x1b[2J line";
  const std::string board = text_board({content, {}}, Charset::ascii);
  EXPECT_EQ(board.find('\x1b'), std::string::npos) << board;
  EXPECT_EQ(board.find('\x07'), std::string::npos) << board;
  EXPECT_NE(board.find("\nAna\\u001b]0;pwned\\u0007 - Rui\n"), std::string::npos) << board;
  EXPECT_NE(board.find("\nfirst line second \\u001b[2J line\n"), std::string::npos) << board;
}

TEST(TextBoard, MarkedSquaresStandBetweenBrackets) {
  // 21 (g6) holds a man, 16 (a4) is empty: its number shows, its left bracket on the edge.
  DiagramContent content = content_of("W:W1-12:B21-32");
  content.marked = iberian_squares(rules::bit(rules::square_from_number(21)) |
                                   rules::bit(rules::square_from_number(16)));
  const Diagram diagram{content, style_of(false, true, true)};
  EXPECT_EQ(text_board(diagram, Charset::ascii), golden("marked_numbers_ascii.txt"));
  // Square 1 (h1) is the last cell of its row: its right bracket goes on the edge.
  content = content_of("W:W1:B32");
  content.marked = iberian_squares(rules::bit(rules::square_from_number(1)) |
                                   rules::bit(rules::square_from_number(2)));
  const std::string board = text_board({content, {}}, Charset::unicode);
  EXPECT_NE(board.find("\n│    ·     ·   [ · ] [ ⛀ ]\n"), std::string::npos) << board;
}

TEST(TextBoard, UnknownSideToMoveIsNotStated) {
  const rules::FenResult parsed = rules::parse_fen("?:W1:B32");
  ASSERT_TRUE(parsed.ok());
  DiagramContent content = iberian_content(parsed.position);
  content.side_to_move_known = parsed.side_known;
  const Diagram diagram{content, {}};
  EXPECT_EQ(text_board(diagram, Charset::ascii).find("to move"), std::string::npos);
}

}  // namespace
}  // namespace damas::diagram
