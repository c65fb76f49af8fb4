#include "damas/diagram/layout.hpp"

namespace damas::diagram {

namespace {

// Margins in squares, from the image's edge inwards: a little room outside the frame (so that
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

double squares_across(const Margins& m) { return m.left + 8 + m.right; }
double squares_down(const Margins& m) { return m.top + 8 + m.bottom + m.caption + m.note; }

}  // namespace

Point DiagramLayout::cell(int column, int row) const {
  return {board.x + column * square, board.y + row * square};
}

Point DiagramLayout::centre(rules::Square sq, bool flipped) const {
  const Point corner = cell(view_column(rules::file_of(sq), flipped),
                            view_row(rules::rank_of(sq), flipped));
  return {corner.x + square / 2, corner.y + square / 2};
}

double DiagramLayout::band_centre(bool bottom) const {
  return bottom ? frame.y + frame_height - band / 2 : frame.y + band / 2;
}

double aspect_ratio(const DiagramStyle& style, bool with_caption, int note_lines) {
  const Margins m = margins(style, with_caption, note_lines);
  return squares_down(m) / squares_across(m);
}

double note_font_size(const DiagramStyle& style, double width) {
  return kNoteFont * width / squares_across(margins(style, false, 0));
}

DiagramLayout layout_diagram(const Diagram& diagram, double width, int note_lines) {
  const Margins m = margins(diagram.style, !diagram.content.caption.empty(), note_lines);
  const double s = width / squares_across(m);
  DiagramLayout layout;
  layout.square = s;
  layout.width = width;
  layout.height = s * squares_down(m);
  layout.board = {m.left * s, m.top * s};
  layout.frame = {kOutside * s, kOutside * s};
  layout.frame_width = width - 2 * kOutside * s;
  layout.frame_height = s * (m.top + 8 + m.bottom - 2 * kOutside);
  layout.band = kLabelBand * s;
  const double below_frame = s * (m.top + 8 + m.bottom);
  layout.caption_y = below_frame + s * m.caption * 0.7;
  layout.note_line = kNoteFont * kNoteLine * s;
  layout.note_lines = note_lines;
  layout.note_y = below_frame + s * m.caption + kNoteFont * s;
  return layout;
}

}  // namespace damas::diagram
