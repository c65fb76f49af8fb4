#include "damas/diagram/svg_board.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

#include "shapes.hpp"

namespace damas::diagram {

namespace {

using namespace shapes;
using rules::family::Piece;

// "#rrggbb", or "none" for a colour not drawn.
std::string colour(const Rgb& c) {
  if (c.alpha <= 0) return "none";
  const auto byte = [](double v) { return static_cast<int>(std::lround(v * 255)); };
  return fmt::format("#{:02x}{:02x}{:02x}", byte(c.red), byte(c.green), byte(c.blue));
}

// ` NAME="#rrggbb"`, with NAME-opacity when the colour is translucent.
std::string paint(std::string_view name, const Rgb& c) {
  std::string out = fmt::format(" {}=\"{}\"", name, colour(c));
  if (c.alpha > 0 && c.alpha < 1) out += fmt::format(" {}-opacity=\"{:.3g}\"", name, c.alpha);
  return out;
}

// Coordinates with two decimals: a hundredth of a user unit is finer than any screen.
std::string num(double v) { return fmt::format("{:.2f}", v); }

std::string piece_definition(Piece piece, const Theme& theme, double r,
                             std::string_view id_prefix) {
  const bool white = piece == Piece::white_man || piece == Piece::white_king;
  const bool king = piece == Piece::white_king || piece == Piece::black_king;
  const PieceStyle& style = white ? theme.white : theme.black;
  std::string out = fmt::format("<g id=\"{}{}\">", id_prefix, piece_code(piece));
  out +=
      fmt::format("<circle r=\"{}\"{}{} stroke-width=\"{}\"/>", num(r), paint("fill", style.fill),
                  paint("stroke", style.edge), num(kPieceEdgeWidth * r));
  if (!king) {
    out +=
        fmt::format("<circle r=\"{}\" fill=\"none\"{} stroke-width=\"{}\"/>",
                    num(kManRingRadius * r), paint("stroke", style.mark), num(kManRingWidth * r));
  } else {
    std::string points;
    for (const Point& p : kCrownOutline) points += num(p.x * r) + ',' + num(p.y * r) + ' ';
    points.pop_back();
    out += fmt::format(
        "<polygon points=\"{}\" fill=\"none\"{} stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
        points, paint("stroke", style.mark), num(kCrownWidth * r));
    for (const Point& tip : kCrownTips) {
      out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>", num(tip.x * r), num(tip.y * r),
                         num(kCrownTipRadius * r), paint("fill", style.mark));
    }
  }
  return out + "</g>";
}

std::string squares(const DiagramLayout& layout, const Theme& theme) {
  const double s = layout.square;
  const double across = layout.columns() * s;
  const double down = layout.rows() * s;
  std::string out =
      fmt::format("<g class=\"squares\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>",
                  num(layout.board.x), num(layout.board.y), num(across), num(down),
                  paint("fill", theme.light_square));
  out += "<path" + paint("fill", theme.dark_square) + " d=\"";
  // The dark squares are the same in both orientations (a board turned half round keeps the
  // colour of its corners): one path serves both.
  for (int row = 0; row < layout.rows(); ++row) {
    for (int column = 0; column < layout.columns(); ++column) {
      if (square_in_view(layout.grid, column, row, false) == rules::family::kNoSquare) continue;
      const Point corner = layout.cell(column, row);
      out += fmt::format("M{} {}h{}v{}h-{}z", num(corner.x), num(corner.y), num(s), num(s), num(s));
    }
  }
  out += fmt::format(
      "\"/><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\"{} "
      "stroke-width=\"{}\"/></g>",
      num(layout.board.x), num(layout.board.y), num(across), num(down),
      paint("stroke", theme.border), num(0.05 * layout.unit));
  return out;
}

std::string highlight(const DiagramLayout& layout, const Theme& theme, const LastMove& move) {
  const double s = layout.square;
  const double inset = kHighlightInset * s;
  std::string out;
  for (const int sq : {move.from, move.to}) {
    const Point c = layout.centre(sq, false);
    if (theme.highlight_fill.alpha > 0) {
      out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>", num(c.x - s / 2),
                         num(c.y - s / 2), num(s), num(s), paint("fill", theme.highlight_fill));
    }
    out += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\"{} "
        "stroke-width=\"{}\"/>",
        num(c.x - s / 2 + inset), num(c.y - s / 2 + inset), num(s - 2 * inset), num(s - 2 * inset),
        paint("stroke", theme.highlight_frame), num(2 * inset));
  }
  return out;
}

std::string arrow(const DiagramLayout& layout, const Theme& theme, const LastMove& capture) {
  const double s = layout.square;
  const ArrowShape shape = arrow_shape(layout, capture, false);
  std::string shaft = "M";
  for (const Point& p : shape.shaft) shaft += num(p.x) + ' ' + num(p.y) + 'L';
  shaft.pop_back();
  std::string head = fmt::format("M{} {}L{} {}L{} {}Z", num(shape.head[0].x), num(shape.head[0].y),
                                 num(shape.head[1].x), num(shape.head[1].y), num(shape.head[2].x),
                                 num(shape.head[2].y));
  const Rgb solid{theme.arrow.red, theme.arrow.green, theme.arrow.blue};
  // As in the cairo drawing: the casing under the shaft and round the head, then shaft and head
  // in one group so that the translucent arrow is one even colour where they overlap.
  std::string out = fmt::format(
      "<g fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\"{}>"
      "<path d=\"{}\" stroke-width=\"{}\"/><path d=\"{}\" stroke-width=\"{}\"/></g>",
      paint("stroke", theme.arrow_casing), shaft, num((kArrowWidth + kArrowCasing) * s), head,
      num(kArrowCasing * s));
  out += fmt::format(
      "<g opacity=\"{:.3g}\"><path d=\"{}\" fill=\"none\"{} stroke-width=\"{}\" "
      "stroke-linejoin=\"round\" stroke-linecap=\"round\"/><path d=\"{}\"{}/></g>",
      theme.arrow.alpha, shaft, paint("stroke", solid), num(kArrowWidth * s), head,
      paint("fill", solid));
  return out;
}

std::string capture_marks(const DiagramLayout& layout, const Theme& theme,
                          const std::vector<std::int8_t>& captured) {
  const double s = layout.square;
  const double arm = kCaptureArm * s;
  std::string out;
  for (const std::int8_t sq : captured) {
    const Point c = layout.centre(sq, false);
    out += fmt::format(
        "<path d=\"M{} {}L{} {}M{} {}L{} {}\"{} stroke-width=\"{}\" stroke-linecap=\"round\"/>"
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\"{} stroke-width=\"{}\" "
        "stroke-dasharray=\"{}\"/>",
        num(c.x - arm), num(c.y - arm), num(c.x + arm), num(c.y + arm), num(c.x + arm),
        num(c.y - arm), num(c.x - arm), num(c.y + arm), paint("stroke", theme.capture_mark),
        num(kCaptureLineWidth * s), num(c.x), num(c.y), num(kCaptureRingRadius * s),
        paint("stroke", theme.capture_mark), num(kCaptureRingWidth * s), num(kCaptureRingDash * s));
  }
  return out;
}

std::string pieces(const DiagramLayout& layout, const rules::family::Position& position,
                   bool flipped, std::string_view id_prefix) {
  std::string out;
  for (int sq = 0; sq < layout.grid.square_count(); ++sq) {
    const Piece piece = position.squares[sq];
    if (piece == Piece::none) continue;
    const Point c = layout.centre(sq, flipped);
    out += fmt::format(
        "<use href=\"#{}{}\" x=\"{}\" y=\"{}\" data-square=\"{}\" data-piece=\"{}\"/>", id_prefix,
        piece_code(piece), num(c.x), num(c.y), layout.grid.number(sq), piece_code(piece));
  }
  return out;
}

// Numbers in the top-left corner of the dark squares on a patch of the square's colour, and
// coordinates beside the board, as the cairo drawing places them. SVG cannot measure text, so
// the patch is sized from the digits of DejaVu Sans Bold (0.7 em wide, 0.73 em high).
std::string labels(const DiagramLayout& layout, const DiagramStyle& style, bool flipped) {
  const double s = layout.square;
  const Theme& theme = style.theme;
  std::string out = fmt::format(
      "<g class=\"labels\" data-flipped=\"{}\"{} font-family=\"DejaVu Sans, sans-serif\" "
      "font-weight=\"bold\">",
      flipped ? "true" : "false", flipped == style.flipped ? "" : " display=\"none\"");
  if (style.numbers) {
    const double size = 0.2 * s;
    const double inset = 0.05 * s;
    const double pad = 0.025 * s;
    for (int sq = 0; sq < layout.grid.square_count(); ++sq) {
      const std::string text = std::to_string(layout.grid.number(sq));
      const Point c = layout.centre(sq, flipped);
      const Point corner{c.x - s / 2 + inset, c.y - s / 2 + inset};
      out += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/><text x=\"{}\" y=\"{}\" "
          "font-size=\"{}\"{}>{}</text>",
          num(corner.x - pad), num(corner.y - pad),
          num(0.7 * size * static_cast<double>(text.size()) + 2 * pad), num(0.73 * size + 2 * pad),
          paint("fill", theme.dark_square), num(corner.x), num(corner.y + 0.73 * size), num(size),
          paint("fill", theme.square_number), text);
    }
  }
  if (style.coordinates) {
    out +=
        fmt::format("<g font-size=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\"{}>",
                    num(0.3 * s), paint("fill", theme.label));
    const int columns = layout.columns();
    const int rows = layout.rows();
    for (int i = 0; i < std::max(columns, rows); ++i) {
      if (i < columns) {
        out += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>", num(layout.board.x + (i + 0.5) * s),
                           num(layout.board.y + (rows + 0.3) * s),
                           static_cast<char>('a' + view_column(i, columns, flipped)));
      }
      if (i < rows) {
        out += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>", num(layout.board.x - 0.3 * s),
                           num(layout.board.y + (i + 0.5) * s), 1 + view_row(i, rows, flipped));
      }
    }
    out += "</g>";
  }
  return out + "</g>";
}

}  // namespace

std::string_view piece_code(Piece piece) {
  switch (piece) {
    case Piece::white_man:
      return "wm";
    case Piece::white_king:
      return "wk";
    case Piece::black_man:
      return "bm";
    case Piece::black_king:
      return "bk";
    case Piece::none:
      break;
  }
  return "";
}

std::string svg_move_marks(const DiagramLayout& layout, const Theme& theme, const LastMove& move) {
  // The order of the cairo drawing: the arrow under the crosses, so that they show on it.
  std::string out = highlight(layout, theme, move);
  if (move.is_capture()) out += arrow(layout, theme, move);
  return out + capture_marks(layout, theme, move.captured);
}

std::string svg_flip_transform(const DiagramLayout& layout) {
  const double half_across = layout.columns() * layout.square / 2;
  const double half_down = layout.rows() * layout.square / 2;
  return fmt::format("rotate(180 {} {})", num(layout.board.x + half_across),
                     num(layout.board.y + half_down));
}

DiagramLayout svg_board_layout(const DiagramStyle& style, const rules::family::BoardShape& board,
                               double width) {
  DiagramContent content;
  content.board = board;
  return layout_diagram({.content = content, .style = style}, width);
}

std::string svg_board(const Diagram& diagram, double width, std::string_view id_prefix) {
  const DiagramLayout layout = svg_board_layout(diagram.style, diagram.content.board, width);
  const Theme& theme = diagram.style.theme;
  const bool flipped = diagram.style.flipped;
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 0 {0} {1}\" "
      "width=\"{0}\" height=\"{1}\" data-flipped=\"{2}\" data-prefix=\"{3}\">",
      num(layout.width), num(layout.height), flipped ? "true" : "false", id_prefix);
  out += "<defs>";
  const double radius = kPieceRadius * layout.square;
  for (const Piece piece :
       {Piece::white_man, Piece::white_king, Piece::black_man, Piece::black_king}) {
    out += piece_definition(piece, theme, radius, id_prefix);
  }
  out += fmt::format("</defs><rect width=\"{}\" height=\"{}\"{}/>", num(layout.width),
                     num(layout.height), paint("fill", theme.background));
  out += squares(layout, theme);
  out += "<g class=\"marks\"";
  if (flipped) out += " transform=\"" + svg_flip_transform(layout) + "\"";
  out += ">";
  if (diagram.content.last_move) out += svg_move_marks(layout, theme, *diagram.content.last_move);
  out += "</g><g class=\"pieces\">";
  out += pieces(layout, diagram.content.position, flipped, id_prefix);
  out += "</g>";
  if (diagram.style.numbers || diagram.style.coordinates) {
    out += labels(layout, diagram.style, false) + labels(layout, diagram.style, true);
  }
  return out + "</svg>";
}

}  // namespace damas::diagram
