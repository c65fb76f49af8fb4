// Where things stand in a drawn diagram. Board squares are placed by view column and row (column
// 0 on the left, row 0 at the top as the reader sees it); only the orientation decides how files
// and ranks map to them, and square.hpp alone decides which file and rank a square has. The
// cairo drawing and the text board both place squares through these functions.
#pragma once

#include "damas/diagram/diagram.hpp"
#include "damas/rules/square.hpp"

namespace damas::diagram {

// View column of a file (0 = a) and view row of a rank (0 = White's first rank). Each mapping is
// its own inverse: view_column(column, flipped) is the file shown in that column.
constexpr int view_column(int file, bool flipped) { return flipped ? 7 - file : file; }
constexpr int view_row(int rank, bool flipped) { return flipped ? rank : 7 - rank; }

// The square drawn at a view column and row, or kNoSquare for a light square.
constexpr rules::Square square_in_view(int column, int row, bool flipped) {
  return rules::square_at(view_column(column, flipped), view_row(row, flipped));
}

struct Point {
  double x = 0;
  double y = 0;
};

// The measures of one diagram drawn `width` wide, relative to its top-left corner. Margins are
// in proportion to the square size, so a diagram scales as a whole.
struct DiagramLayout {
  double width = 0;
  double height = 0;
  Point board;          // top-left corner of square a8 (or h1 when flipped)
  double square = 0;    // side of one square
  double caption_y = 0; // baseline of the caption

  // Top-left corner and centre of the square at a view column and row.
  Point cell(int column, int row) const;
  Point centre(rules::Square sq, bool flipped) const;
};

DiagramLayout layout_diagram(const Diagram& diagram, double width);

// Height over width of a diagram in this style (with or without a caption line).
double aspect_ratio(const DiagramStyle& style, bool with_caption);

}  // namespace damas::diagram
