#include "damas/diagram/layout.hpp"

namespace damas::diagram {

namespace {

// Margins in squares. The left and bottom margins hold the coordinates; the right one holds the
// side-to-move mark, always reserved so that diagrams of one style have one size.
struct Margins {
  double left, right, top, bottom, caption;
};

Margins margins(const DiagramStyle& style, bool with_caption) {
  const double edge = 0.2;
  const double labels = 0.6;
  return {.left = style.coordinates ? labels : edge,
          .right = 0.6,
          .top = edge,
          .bottom = style.coordinates ? labels : edge,
          .caption = with_caption ? 0.75 : 0.0};
}

}  // namespace

Point DiagramLayout::cell(int column, int row) const {
  return {board.x + column * square, board.y + row * square};
}

Point DiagramLayout::centre(rules::Square sq, bool flipped) const {
  const Point corner = cell(view_column(rules::file_of(sq), flipped),
                            view_row(rules::rank_of(sq), flipped));
  return {corner.x + square / 2, corner.y + square / 2};
}

double aspect_ratio(const DiagramStyle& style, bool with_caption) {
  const Margins m = margins(style, with_caption);
  return (m.top + 8 + m.bottom + m.caption) / (m.left + 8 + m.right);
}

DiagramLayout layout_diagram(const Diagram& diagram, double width) {
  const Margins m = margins(diagram.style, !diagram.content.caption.empty());
  DiagramLayout layout;
  layout.square = width / (m.left + 8 + m.right);
  layout.width = width;
  layout.height = layout.square * (m.top + 8 + m.bottom + m.caption);
  layout.board = {m.left * layout.square, m.top * layout.square};
  layout.caption_y = layout.square * (m.top + 8 + m.bottom + m.caption * 0.7);
  return layout;
}

}  // namespace damas::diagram
