// Boards of other variants (docs/variants.md): the International 10 x 10 board (square 1 = b10,
// a1 a playing square) and the English 8 x 8 one (square 1 = b8 seen from White, a1 a playing
// square). The expected squares are worked out by hand from the numbering: numbers run along
// each rank from the corner of square 1, rank after rank away from it, on the playing squares
// only; a square is a playing one when its file and rank (0-based) add up to an even number.
#include <fmt/core.h>
#include <gtest/gtest.h>

#include <string>

#include "damas/diagram/content.hpp"
#include "damas/diagram/layout.hpp"
#include "damas/diagram/render.hpp"
#include "damas/diagram/svg_board.hpp"
#include "damas/diagram/text_board.hpp"
#include "damas/rules/family/notation.hpp"

namespace damas::diagram {
namespace {

namespace family = rules::family;

family::Variant variant(std::string_view name) {
  const auto found = family::find_variant(name);
  EXPECT_TRUE(found.has_value()) << name;
  return *found;
}

DiagramContent variant_content(std::string_view variant_name, std::string_view fen) {
  const family::Variant v = variant(variant_name);
  std::string error;
  const auto parsed = family::parse_fen(family::Board(v.board), fen, error);
  EXPECT_TRUE(parsed.has_value()) << fen << ": " << error;
  return family_content(v, parsed->position);
}

// The number of the square drawn at a view column and row, 0 for a non-playing square.
int number_in_view(std::string_view variant_name, int column, int row, bool flipped) {
  const family::Board board(variant(variant_name).board);
  const int sq = square_in_view(board, column, row, flipped);
  return sq == family::kNoSquare ? 0 : board.number(sq);
}

// The n-th line (0 = the top edge) of a text board.
std::string line_of(const std::string& board, int n) {
  std::size_t start = 0;
  for (int i = 0; i < n; ++i) start = board.find('\n', start) + 1;
  return board.substr(start, board.find('\n', start) - start);
}

TEST(FamilyBoard, InternationalSquaresInView) {
  // Seen from White: a10 (column 0, row 0) is light; b10 is 1, j10 5; a9 is 6; a1 is 46 and
  // i1 50; j1 is light.
  EXPECT_EQ(number_in_view("international", 0, 0, false), 0);
  EXPECT_EQ(number_in_view("international", 1, 0, false), 1);
  EXPECT_EQ(number_in_view("international", 9, 0, false), 5);
  EXPECT_EQ(number_in_view("international", 0, 1, false), 6);
  EXPECT_EQ(number_in_view("international", 0, 9, false), 46);
  EXPECT_EQ(number_in_view("international", 8, 9, false), 50);
  EXPECT_EQ(number_in_view("international", 9, 9, false), 0);
  // Flipped, j1 is at the top left (light) and i1 = 50 beside it; b10 = 1 at the bottom right.
  EXPECT_EQ(number_in_view("international", 0, 0, true), 0);
  EXPECT_EQ(number_in_view("international", 1, 0, true), 50);
  EXPECT_EQ(number_in_view("international", 8, 9, true), 1);
}

TEST(FamilyBoard, EnglishSquaresInView) {
  // Square 1 is b8 and 4 h8; 5 is a7; a1 is 29 and g1 32; h1 is light.
  EXPECT_EQ(number_in_view("english", 0, 0, false), 0);
  EXPECT_EQ(number_in_view("english", 1, 0, false), 1);
  EXPECT_EQ(number_in_view("english", 7, 0, false), 4);
  EXPECT_EQ(number_in_view("english", 0, 1, false), 5);
  EXPECT_EQ(number_in_view("english", 0, 7, false), 29);
  EXPECT_EQ(number_in_view("english", 6, 7, false), 32);
  EXPECT_EQ(number_in_view("english", 7, 7, false), 0);
  // The Portuguese board beside it: a1 light, h1 = 1.
  const family::Board iberian(iberian_board());
  EXPECT_EQ(square_in_view(iberian, 0, 7, false), family::kNoSquare);
  EXPECT_EQ(iberian.number(square_in_view(iberian, 7, 7, false)), 1);
}

TEST(FamilyBoard, InternationalTextBoardNumbersAndCoordinates) {
  Diagram diagram{variant_content("international", "W:W:B"), {}};
  diagram.style.numbers = true;
  diagram.style.coordinates = true;
  const std::string board = text_board(diagram, Charset::ascii);
  EXPECT_EQ(line_of(board, 0), "   +------------------------------+");
  EXPECT_EQ(line_of(board, 1), "10 |    1     2     3     4     5 |");
  EXPECT_EQ(line_of(board, 2), " 9 | 6     7     8     9    10    |");
  EXPECT_EQ(line_of(board, 10), " 1 |46    47    48    49    50    |");
  EXPECT_EQ(line_of(board, 12), "     a  b  c  d  e  f  g  h  i  j");
  diagram.style.flipped = true;
  const std::string flipped = text_board(diagram, Charset::ascii);
  EXPECT_EQ(line_of(flipped, 1), " 1 |   50    49    48    47    46 |");
  EXPECT_EQ(line_of(flipped, 10), "10 | 5     4     3     2     1    |");
  EXPECT_EQ(line_of(flipped, 12), "     j  i  h  g  f  e  d  c  b  a");
}

TEST(FamilyBoard, EnglishTextBoardNumbers) {
  Diagram diagram{variant_content("english", "B:W:B"), {}};
  diagram.style.numbers = true;
  const std::string board = text_board(diagram, Charset::ascii);
  EXPECT_EQ(line_of(board, 1), "|    1     2     3     4 |");
  EXPECT_EQ(line_of(board, 8), "|29    30    31    32    |");
  EXPECT_EQ(line_of(board, 10), "Black to move");
}

TEST(FamilyBoard, PieceOnANamedSquareLandsInItsCell) {
  // International 33 is f4 (rank 4 holds 31-35 on b, d, f, h, j): column 5, row 6; English 18
  // is d4 (rank 4 holds 17-20 on b, d, f, h): column 3, row 4.
  struct Case {
    std::string_view variant;
    std::string_view fen;
    int number;
    int column;
    int row;
  };
  for (const Case& c :
       {Case{"international", "W:W33:B", 33, 5, 6}, Case{"english", "B:W18:B", 18, 3, 4}}) {
    const Diagram diagram{variant_content(c.variant, c.fen), {}};
    const DiagramLayout layout = svg_board_layout(diagram.style, diagram.content.board, 400);
    const Point cell = layout.cell(c.column, c.row);
    const std::string expected =
        fmt::format("x=\"{:.2f}\" y=\"{:.2f}\" data-square=\"{}\" data-piece=\"wm\"",
                    cell.x + layout.square / 2, cell.y + layout.square / 2, c.number);
    EXPECT_NE(svg_board(diagram, 400, "").find(expected), std::string::npos) << c.variant;
    // The board fills the room of an 8 x 8 one: as many squares across the same width.
    EXPECT_DOUBLE_EQ(layout.square * layout.columns(), 8 * layout.unit) << c.variant;
  }
}

TEST(FamilyBoard, SvgMetadataNamesSquaresInTheVariantsNumbering) {
  const std::string svg =
      render({variant_content("international", "W:W33:BK1"), {}}, ImageFormat::svg, 300);
  EXPECT_NE(svg.find("fen=\"W:W33:BK1\""), std::string::npos);
  EXPECT_NE(svg.find("<damas:piece square=\"1\" name=\"b10\" colour=\"black\" kind=\"king\"/>"),
            std::string::npos);
  EXPECT_NE(svg.find("<damas:piece square=\"33\" name=\"f4\" colour=\"white\" kind=\"man\"/>"),
            std::string::npos);
}

TEST(FamilyBoard, LastMoveIsDrawnOnItsSquares) {
  // International: the man on 28 (e5) takes 23 (f6) and 24 (h6), by 19 (g7) to 30 (i5).
  const family::Variant international = variant("international");
  const family::Board board(international.board);
  std::string error;
  const auto before = family::parse_fen(board, "W:W28:B23,24", error);
  ASSERT_TRUE(before.has_value()) << error;
  const auto legal = family::legal_moves(international, board, before->position);
  ASSERT_EQ(legal.size(), 1U);
  const DiagramContent content =
      family_content(international, family::play(before->position, legal.front()), legal.front());
  ASSERT_TRUE(content.last_move.has_value());
  EXPECT_EQ(content.last_move->route, "28x19x30");
  const std::string text = text_board({content, {}}, Charset::ascii);
  // Rank 6 (line 5) shows the two pieces taken, on f6 and h6.
  EXPECT_EQ(line_of(text, 5), "|    .     .     x     x     . |");
  EXPECT_NE(text.find("Last move: 28x19x30\n"), std::string::npos);
}

}  // namespace
}  // namespace damas::diagram
