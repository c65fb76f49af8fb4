#include "painter.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "shapes.hpp"
#include "text_lines.hpp"

namespace damas::diagram {

namespace {

using namespace shapes;

constexpr const char* kFont = "DejaVu Sans";

void set_colour(cairo_t* cr, const Rgb& c) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha); }

bool visible(const Rgb& c) { return c.alpha > 0; }

// Text measured unhinted is as wide on every surface: the lines a note is wrapped in when the
// sheet is laid out are those it is drawn in, on PNG as on PDF. (Only notes: hinted labels look
// better on PNG, and they are not wrapped.)
void measure_unhinted(cairo_t* cr) {
  const std::unique_ptr<cairo_font_options_t, decltype(&cairo_font_options_destroy)> options(
      cairo_font_options_create(), &cairo_font_options_destroy);
  cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
  cairo_set_font_options(cr, options.get());
}

void set_font(cairo_t* cr, double size, bool bold) {
  cairo_select_font_face(cr, kFont, CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
}

// Text is drawn with cairo_show_text, not as paths, and labels share one bold face: the SVG
// surface then writes each glyph once and reuses it, which keeps the file small.
void show_centred_text(cairo_t* cr, const std::string& text, Point centre) {
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text.c_str(), &ext);
  cairo_move_to(cr, centre.x - (ext.width / 2 + ext.x_bearing),
                centre.y - (ext.height / 2 + ext.y_bearing));
  cairo_show_text(cr, text.c_str());
}

void paint_board(cairo_t* cr, const DiagramLayout& layout, const Theme& theme, bool flipped) {
  const double s = layout.square;
  const double u = layout.unit;
  const double across = layout.columns() * s;
  const double down = layout.rows() * s;
  set_colour(cr, theme.light_square);
  cairo_rectangle(cr, layout.board.x, layout.board.y, across, down);
  cairo_fill(cr);
  set_colour(cr, theme.dark_square);
  for (int row = 0; row < layout.rows(); ++row) {
    for (int column = 0; column < layout.columns(); ++column) {
      if (square_in_view(layout.grid, column, row, flipped) == rules::family::kNoSquare) continue;
      const Point corner = layout.cell(column, row);
      cairo_rectangle(cr, corner.x, corner.y, s, s);
    }
  }
  cairo_fill(cr);
  set_colour(cr, theme.border);
  cairo_set_line_width(cr, 0.05 * u);
  cairo_rectangle(cr, layout.board.x, layout.board.y, across, down);
  cairo_stroke(cr);
  cairo_set_line_width(cr, 0.04 * u);
  cairo_rectangle(cr, layout.frame.x, layout.frame.y, layout.frame_width, layout.frame_height);
  cairo_stroke(cr);
}

void paint_highlight(cairo_t* cr, const DiagramLayout& layout, const Theme& theme,
                     const LastMove& move, bool flipped) {
  const double s = layout.square;
  for (const int sq : {move.from, move.to}) {
    const Point c = layout.centre(sq, flipped);
    if (visible(theme.highlight_fill)) {
      set_colour(cr, theme.highlight_fill);
      cairo_rectangle(cr, c.x - s / 2, c.y - s / 2, s, s);
      cairo_fill(cr);
    }
    const double inset = kHighlightInset * s;
    set_colour(cr, theme.highlight_frame);
    cairo_set_line_width(cr, 2 * inset);
    cairo_rectangle(cr, c.x - s / 2 + inset, c.y - s / 2 + inset, s - 2 * inset, s - 2 * inset);
    cairo_stroke(cr);
  }
}

// A captured piece has left the board: its square gets a cross inside a dashed ring, the ghost
// of the piece, so the mark still shows where the capture arrow runs over it.
void paint_capture_marks(cairo_t* cr, const DiagramLayout& layout, const Theme& theme,
                         const std::vector<std::int8_t>& captured, bool flipped) {
  const double s = layout.square;
  const double arm = kCaptureArm * s;
  const double dash = kCaptureRingDash * s;
  set_colour(cr, theme.capture_mark);
  cairo_set_line_width(cr, kCaptureLineWidth * s);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  for (const std::int8_t sq : captured) {
    const Point c = layout.centre(sq, flipped);
    cairo_move_to(cr, c.x - arm, c.y - arm);
    cairo_line_to(cr, c.x + arm, c.y + arm);
    cairo_move_to(cr, c.x + arm, c.y - arm);
    cairo_line_to(cr, c.x - arm, c.y + arm);
    cairo_stroke(cr);
    cairo_set_dash(cr, &dash, 1, 0);
    cairo_set_line_width(cr, kCaptureRingWidth * s);
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x, c.y, kCaptureRingRadius * s, 0, 2 * kPi);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    cairo_set_line_width(cr, kCaptureLineWidth * s);
  }
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

// The crown (shapes.hpp) drawn as an outline.
void crown_path(cairo_t* cr, Point c, double r) {
  cairo_move_to(cr, c.x + kCrownOutline[0].x * r, c.y + kCrownOutline[0].y * r);
  for (const Point& p : kCrownOutline) cairo_line_to(cr, c.x + p.x * r, c.y + p.y * r);
  cairo_close_path(cr);
}

void paint_piece(cairo_t* cr, Point c, double r, const PieceStyle& style, bool king) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, c.x, c.y, r, 0, 2 * kPi);
  set_colour(cr, style.fill);
  cairo_fill_preserve(cr);
  set_colour(cr, style.edge);
  cairo_set_line_width(cr, kPieceEdgeWidth * r);
  cairo_stroke(cr);

  set_colour(cr, style.mark);
  if (!king) {
    // The groove of a real draughts man: a thin ring, a shape no king has.
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x, c.y, kManRingRadius * r, 0, 2 * kPi);
    cairo_set_line_width(cr, kManRingWidth * r);
    cairo_stroke(cr);
    return;
  }
  crown_path(cr, c, r);
  cairo_set_line_width(cr, kCrownWidth * r);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);
  for (const Point tip : kCrownTips) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x + tip.x * r, c.y + tip.y * r, kCrownTipRadius * r, 0, 2 * kPi);
  }
  cairo_fill(cr);
}

// Each kind of piece is drawn once into a recording surface and then stamped on its squares:
// the SVG and PDF surfaces write a reused drawing once and refer to it, which keeps a full
// board several times smaller than drawing every disc anew.
class PieceStamps {
 public:
  PieceStamps(const Theme& theme, double radius) : theme_(theme), radius_(radius) {}
  ~PieceStamps() {
    for (cairo_surface_t* stamp : stamps_) {
      if (stamp != nullptr) cairo_surface_destroy(stamp);
    }
  }
  PieceStamps(const PieceStamps&) = delete;
  PieceStamps& operator=(const PieceStamps&) = delete;

  void stamp(cairo_t* cr, rules::family::Piece piece, Point c) {
    const double half = half_extent();
    // A bounded recording surface paints only its own extents.
    cairo_set_source_surface(cr, stamp_of(piece), c.x - half, c.y - half);
    cairo_paint(cr);
  }

 private:
  // Room for the disc and its outline.
  double half_extent() const { return radius_ * 1.06; }

  cairo_surface_t* stamp_of(rules::family::Piece piece) {
    cairo_surface_t*& stamp = stamps_[static_cast<int>(piece)];
    if (stamp != nullptr) return stamp;
    const double half = half_extent();
    const cairo_rectangle_t extents{0, 0, 2 * half, 2 * half};
    stamp = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
    cairo_t* pen = cairo_create(stamp);
    using rules::family::Piece;
    const bool white = piece == Piece::white_man || piece == Piece::white_king;
    const bool king = piece == Piece::white_king || piece == Piece::black_king;
    paint_piece(pen, {half, half}, radius_, white ? theme_.white : theme_.black, king);
    cairo_destroy(pen);
    return stamp;
  }

  const Theme& theme_;
  double radius_;
  std::array<cairo_surface_t*, 5> stamps_{};  // by rules::family::Piece
};

void paint_pieces(cairo_t* cr, const DiagramLayout& layout, const Theme& theme,
                  const rules::family::Position& position, bool flipped) {
  PieceStamps stamps(theme, kPieceRadius * layout.square);
  for (int sq = 0; sq < layout.grid.square_count(); ++sq) {
    const rules::family::Piece piece = position.squares[sq];
    if (piece != rules::family::Piece::none) stamps.stamp(cr, piece, layout.centre(sq, flipped));
  }
}

// The route of a capture (shapes.hpp: arrow_shape).
void paint_arrow(cairo_t* cr, const DiagramLayout& layout, const Theme& theme, const LastMove& move,
                 bool flipped) {
  const double s = layout.square;
  const ArrowShape arrow = arrow_shape(layout, move, flipped);
  const std::vector<Point>& points = arrow.shaft;

  const auto line_path = [&] {
    cairo_move_to(cr, points[0].x, points[0].y);
    for (std::size_t i = 1; i < points.size(); ++i) cairo_line_to(cr, points[i].x, points[i].y);
  };
  const auto head_path = [&] {
    cairo_move_to(cr, arrow.head[0].x, arrow.head[0].y);
    cairo_line_to(cr, arrow.head[1].x, arrow.head[1].y);
    cairo_line_to(cr, arrow.head[2].x, arrow.head[2].y);
    cairo_close_path(cr);
  };
  const double width = kArrowWidth * s;
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  set_colour(cr, theme.arrow_casing);
  cairo_set_line_width(cr, width + kArrowCasing * s);
  line_path();
  cairo_stroke(cr);
  head_path();
  cairo_set_line_width(cr, kArrowCasing * s);
  cairo_stroke(cr);
  // The shaft is stopped at the head's base and the head drawn over it; a group keeps the
  // translucent screen arrow one even colour where the two overlap.
  cairo_push_group(cr);
  set_colour(cr, {theme.arrow.red, theme.arrow.green, theme.arrow.blue});
  cairo_set_line_width(cr, width);
  line_path();
  cairo_stroke(cr);
  head_path();
  cairo_fill(cr);
  cairo_pop_group_to_source(cr);
  cairo_paint_with_alpha(cr, theme.arrow.alpha);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

// Each number sits in the top-left corner of its square on a patch of the square's colour, so it
// stays readable where it overlaps the rim of a piece.
void paint_square_numbers(cairo_t* cr, const DiagramLayout& layout, const Theme& theme,
                          bool flipped) {
  const double s = layout.square;
  const double inset = 0.05 * s;
  const double pad = 0.025 * s;
  set_font(cr, 0.2 * s, true);
  for (int sq = 0; sq < layout.grid.square_count(); ++sq) {
    const std::string text = std::to_string(layout.grid.number(sq));
    const Point c = layout.centre(sq, flipped);
    const Point corner{c.x - s / 2 + inset, c.y - s / 2 + inset};
    cairo_text_extents_t ext;
    cairo_text_extents(cr, text.c_str(), &ext);
    set_colour(cr, theme.dark_square);
    cairo_rectangle(cr, corner.x - pad, corner.y - pad, ext.width + 2 * pad, ext.height + 2 * pad);
    cairo_fill(cr);
    set_colour(cr, theme.square_number);
    cairo_move_to(cr, corner.x - ext.x_bearing, corner.y - ext.y_bearing);
    cairo_show_text(cr, text.c_str());
  }
}

// File letters under the columns and rank numbers beside the rows, in proportion to the
// squares.
void paint_coordinates(cairo_t* cr, const DiagramLayout& layout, const Theme& theme,
                       bool flipped) {
  const double s = layout.square;
  const int columns = layout.columns();
  const int rows = layout.rows();
  set_font(cr, 0.3 * s, true);
  set_colour(cr, theme.label);
  for (int i = 0; i < std::max(columns, rows); ++i) {
    if (i < columns) {
      const std::string file(1, static_cast<char>('a' + view_column(i, columns, flipped)));
      show_centred_text(cr, file,
                        {layout.board.x + (i + 0.5) * s, layout.board.y + (rows + 0.3) * s});
    }
    if (i < rows) {
      const std::string rank = std::to_string(1 + view_row(i, rows, flipped));
      show_centred_text(cr, rank, {layout.board.x - 0.3 * s, layout.board.y + (i + 0.5) * s});
    }
  }
}

// "White to move" in the frame's band along the edge of the side to move, after a disc of that
// side's colour: words, so that a black and white print says it as plainly as a screen.
void paint_side_to_move(cairo_t* cr, const DiagramLayout& layout, const Theme& theme,
                        rules::family::Side side, bool flipped) {
  const double s = layout.unit;
  const bool white = side == rules::family::Side::white;
  const double y = layout.band_centre(white != flipped);
  const PieceStyle& style = white ? theme.white : theme.black;
  cairo_new_sub_path(cr);
  cairo_arc(cr, layout.board.x + 0.25 * s, y, 0.15 * s, 0, 2 * kPi);
  set_colour(cr, style.fill);
  cairo_fill_preserve(cr);
  set_colour(cr, theme.border);
  cairo_set_line_width(cr, 0.03 * s);
  cairo_stroke(cr);
  set_font(cr, 0.3 * s, true);
  set_colour(cr, theme.label);
  const std::string text = white ? "White to move" : "Black to move";
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text.c_str(), &ext);
  cairo_move_to(cr, layout.board.x + 0.5 * s, y - (ext.height / 2 + ext.y_bearing));
  cairo_show_text(cr, text.c_str());
}

// `text` centred on `centre_x` at `baseline`, in the regular face `size` high, shrunk to `room`
// rather than cut or overflowing.
void show_fitted_text(cairo_t* cr, const std::string& text, double centre_x, double baseline,
                      double size, double room) {
  set_font(cr, size, false);
  if (const double advance = text_advance(cr, text); advance > room) {
    set_font(cr, size * room / advance, false);
  }
  cairo_move_to(cr, centre_x - text_advance(cr, text) / 2, baseline);
  cairo_show_text(cr, text.c_str());
}

void paint_caption(cairo_t* cr, const DiagramLayout& layout, const Theme& theme,
                   const std::string& caption) {
  set_colour(cr, theme.label);
  show_fitted_text(cr, caption, layout.width / 2, layout.caption_y, 0.36 * layout.unit,
                   0.96 * layout.width);
}

// The share of the layout's width the lines of a note may take.
constexpr double kNoteRoom = 0.96;

// The note in the lines the layout has room for: at its own size if it fits, else smaller (to
// 80%), else cut after the last line with an ellipsis.
void paint_note(cairo_t* cr, const DiagramLayout& layout, const DiagramStyle& style,
                const std::string& note) {
  const double room = kNoteRoom * layout.width;
  const auto most = static_cast<std::size_t>(layout.note_lines);
  cairo_save(cr);
  measure_unhinted(cr);
  std::vector<std::string> lines;
  double scale = 1;
  for (const double tried : {1.0, 0.9, 0.8}) {
    scale = tried;
    set_font(cr, note_font_size(style, layout.width) * scale, false);
    lines = wrap_words(cr, note, room);
    if (lines.size() <= most) break;
  }
  if (lines.size() > most) {
    lines[most - 1] = cut_to_fit(cr, lines[most - 1] + ' ' + lines[most], room);
    lines.resize(most);
  }
  set_colour(cr, style.theme.label);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    cairo_move_to(cr, (layout.width - text_advance(cr, lines[i])) / 2,
                  layout.note_y + static_cast<double>(i) * layout.note_line * scale);
    cairo_show_text(cr, lines[i].c_str());
  }
  cairo_restore(cr);
}

}  // namespace

int note_lines_needed(const DiagramStyle& style, const std::string& note, double width,
                      int most) {
  if (note.empty()) return 0;
  const std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> scratch(
      cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr), &cairo_surface_destroy);
  const std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr(cairo_create(scratch.get()),
                                                              &cairo_destroy);
  measure_unhinted(cr.get());
  set_font(cr.get(), note_font_size(style, width), false);
  const auto lines = static_cast<int>(wrap_words(cr.get(), note, kNoteRoom * width).size());
  return std::min(lines, most);
}

void paint_heading(cairo_t* cr, const std::string& heading, const Theme& theme, double centre_x,
                   double baseline, double size, double room) {
  set_colour(cr, theme.label);
  show_fitted_text(cr, heading, centre_x, baseline, size, room);
}

void paint_diagram(cairo_t* cr, const Diagram& diagram, Point origin, double width,
                   int note_lines) {
  const DiagramContent& content = diagram.content;
  const DiagramStyle& style = diagram.style;
  const Theme& theme = style.theme;
  const DiagramLayout layout = layout_diagram(diagram, width, note_lines);

  cairo_save(cr);
  cairo_translate(cr, origin.x, origin.y);
  set_colour(cr, theme.background);
  cairo_rectangle(cr, 0, 0, layout.width, layout.height);
  cairo_fill(cr);

  paint_board(cr, layout, theme, style.flipped);
  // The arrow goes under the capture marks (so they show on it) and under the pieces; it only
  // crosses squares left empty by the move, and its head stops at the moved piece's rim.
  if (const auto& move = content.last_move) {
    paint_highlight(cr, layout, theme, *move, style.flipped);
    if (move->is_capture()) paint_arrow(cr, layout, theme, *move, style.flipped);
    paint_capture_marks(cr, layout, theme, move->captured, style.flipped);
  }
  paint_pieces(cr, layout, theme, content.position, style.flipped);
  if (style.numbers) paint_square_numbers(cr, layout, theme, style.flipped);
  if (style.coordinates) paint_coordinates(cr, layout, theme, style.flipped);
  if (content.side_to_move_known) {
    paint_side_to_move(cr, layout, theme, content.position.side_to_move, style.flipped);
  }
  if (!content.caption.empty()) paint_caption(cr, layout, theme, content.caption);
  if (note_lines > 0) paint_note(cr, layout, style, content.note);
  cairo_restore(cr);
}

}  // namespace damas::diagram
