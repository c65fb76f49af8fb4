#include "damas/diagram/layout.hpp"

namespace damas::diagram {

namespace {

// Margins in units, from the image's edge inwards: a little room outside the frame (so that
// its line is not cut), then the frame's bands. The top and bottom bands are both reserved,
// whichever side is to move, so that the diagrams of one style have one size.
constexpr double kOutside = 0.1;
constexpr double kSideBand = 0.25;
constexpr double kRankBand = 0.55;
constexpr double kLabelBand = 0.55;
constexpr double kFileStrip = 0.45;
constexpr double kCaption = 0.75;
constexpr double kNoteFont = 0.3;
constexpr double kNoteLine = 1.3;  // of the note's font size
constexpr double kNotePad = 0.2;   // under the last line
// Every board is this many units wide.
constexpr double kBoardUnits = 8;

struct Margins {
  double left, right, top, bottom, caption, note;
};

Margins margins(const DiagramStyle& style, bool with_caption, int note_lines) {
  return {.left = kOutside + (style.coordinates ? kRankBand : kSideBand),
          .right = kOutside + kSideBand,
          .top = kOutside + kLabelBand,
          .bottom = (style.coordinates ? kFileStrip : 0.0) + kLabelBand + kOutside,
          .caption = with_caption ? kCaption : 0.0,
          .note = note_lines > 0 ? note_lines * kNoteFont * kNoteLine + kNotePad : 0.0};
}

// The board's height in units.
double board_units_down(const rules::family::BoardShape& shape) {
  return kBoardUnits * shape.height / shape.width;
}

double units_across(const Margins& m) { return m.left + kBoardUnits + m.right; }
double units_down(const Margins& m, double board) {
  return m.top + board + m.bottom + m.caption + m.note;
}

}  // namespace

int square_in_view(const rules::family::Board& board, int column, int row, bool flipped) {
  const rules::family::BoardShape& shape = board.shape();
  return board.square_at(view_column(column, shape.width, flipped),
                         view_row(row, shape.height, flipped));
}

Point DiagramLayout::cell(int column, int row) const {
  return {board.x + column * square, board.y + row * square};
}

Point DiagramLayout::centre(int square_index, bool flipped) const {
  const Point corner = cell(view_column(grid.file(square_index), columns(), flipped),
                            view_row(grid.rank(square_index), rows(), flipped));
  return {corner.x + square / 2, corner.y + square / 2};
}

double DiagramLayout::band_centre(bool bottom) const {
  return bottom ? frame.y + frame_height - band / 2 : frame.y + band / 2;
}

double aspect_ratio(const DiagramStyle& style, const rules::family::BoardShape& shape,
                    bool with_caption, int note_lines) {
  const Margins m = margins(style, with_caption, note_lines);
  return units_down(m, board_units_down(shape)) / units_across(m);
}

double note_font_size(const DiagramStyle& style, double width) {
  return kNoteFont * width / units_across(margins(style, false, 0));
}

DiagramLayout layout_diagram(const Diagram& diagram, double width, int note_lines) {
  const Margins m = margins(diagram.style, !diagram.content.caption.empty(), note_lines);
  const double u = width / units_across(m);
  const double board_down = board_units_down(diagram.content.board);
  DiagramLayout layout;
  layout.grid = rules::family::Board(diagram.content.board);
  layout.unit = u;
  layout.square = u * kBoardUnits / layout.columns();
  layout.width = width;
  layout.height = u * units_down(m, board_down);
  layout.board = {m.left * u, m.top * u};
  layout.frame = {kOutside * u, kOutside * u};
  layout.frame_width = width - 2 * kOutside * u;
  layout.frame_height = u * (m.top + board_down + m.bottom - 2 * kOutside);
  layout.band = kLabelBand * u;
  const double below_frame = u * (m.top + board_down + m.bottom);
  layout.caption_y = below_frame + u * m.caption * 0.7;
  layout.note_line = kNoteFont * kNoteLine * u;
  layout.note_lines = note_lines;
  layout.note_y = below_frame + u * m.caption + kNoteFont * u;
  return layout;
}

}  // namespace damas::diagram
