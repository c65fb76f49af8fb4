// Where things stand in a drawn diagram. Board squares are placed by view column and row (column
// 0 on the left, row 0 at the top as the reader sees it); only the orientation decides how files
// and ranks map to them, and the board (rules/family/board.hpp) alone decides which file and
// rank a square has. The cairo drawing, the SVG of web pages and the text board all place
// squares through these functions.
#pragma once

#include "damas/diagram/diagram.hpp"
#include "damas/rules/family/board.hpp"

namespace damas::diagram {

// View column of a file (0 = a) on a board `width` files wide, and view row of a rank (0 =
// White's first rank) on a board `height` ranks high. Each mapping is its own inverse:
// view_column(column, width, flipped) is the file shown in that column.
constexpr int view_column(int file, int width, bool flipped) {
  return flipped ? width - 1 - file : file;
}
constexpr int view_row(int rank, int height, bool flipped) {
  return flipped ? rank : height - 1 - rank;
}

// The square drawn at a view column and row, or kNoSquare for a non-playing square.
int square_in_view(const rules::family::Board& board, int column, int row, bool flipped);

struct Point {
  double x = 0;
  double y = 0;
};

// The measures of one diagram drawn `width` wide, relative to its top-left corner. Margins and
// text are measured in units, the squares of an 8 x 8 board drawn as wide: every board takes
// the room of an 8 x 8 one, its squares smaller when it has more of them, so that the diagrams
// of one style have one size whatever the variant. The board sits in a frame: a band along its
// top and bottom edges holds the side-to-move label (in the band of that side's edge), a narrow
// band its left and right; with coordinates the ranks stand in the left band, widened, and the
// files in a strip between the board and the bottom band. The caption and the lines of the note
// go under the frame.
struct DiagramLayout {
  rules::family::Board grid{rules::family::BoardShape{}};  // the board's squares
  double width = 0;
  double height = 0;
  Point board;          // top-left corner of the board
  double unit = 0;      // the measure of margins and text (see above)
  double square = 0;    // side of one square
  Point frame;          // top-left corner of the frame
  double frame_width = 0;
  double frame_height = 0;
  double band = 0;      // height of the top and bottom bands of the frame
  double caption_y = 0; // baseline of the caption
  double note_y = 0;    // baseline of the note's first line
  double note_line = 0; // from one line of the note to the next
  int note_lines = 0;   // lines the note may take

  int columns() const { return grid.shape().width; }
  int rows() const { return grid.shape().height; }
  // Top-left corner and centre of the square at a view column and row.
  Point cell(int column, int row) const;
  Point centre(int square_index, bool flipped) const;
  // The vertical centre of the frame's band along the top (or the bottom) edge of the board.
  double band_centre(bool bottom) const;
};

// The layout of `diagram` with room for `note_lines` lines of its note.
DiagramLayout layout_diagram(const Diagram& diagram, double width, int note_lines = 0);

// Height over width of a diagram of a board of `shape` in this style (with or without a
// caption line, and with room for `note_lines` lines of a note).
double aspect_ratio(const DiagramStyle& style, const rules::family::BoardShape& shape,
                    bool with_caption, int note_lines = 0);

// The note's font size for a diagram `width` wide in this style.
double note_font_size(const DiagramStyle& style, double width);

}  // namespace damas::diagram
