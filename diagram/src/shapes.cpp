#include "shapes.hpp"

#include <cmath>

namespace damas::diagram::shapes {

ArrowShape arrow_shape(const DiagramLayout& layout, const LastMove& capture, bool flipped) {
  const double s = layout.square;
  ArrowShape arrow;
  arrow.shaft.push_back(layout.centre(capture.from, flipped));
  for (const std::int8_t sq : capture.landings) arrow.shaft.push_back(layout.centre(sq, flipped));
  const Point tail = arrow.shaft[arrow.shaft.size() - 2];
  const Point end = arrow.shaft.back();
  const double length = std::hypot(end.x - tail.x, end.y - tail.y);
  const Point unit{(end.x - tail.x) / length, (end.y - tail.y) / length};
  const Point tip{end.x - unit.x * kPieceRadius * s, end.y - unit.y * kPieceRadius * s};
  const double head_half = kArrowHeadHalfWidth * s;
  const Point base{tip.x - unit.x * kArrowHeadLength * s, tip.y - unit.y * kArrowHeadLength * s};
  arrow.shaft.back() = base;
  arrow.head = {tip, Point{base.x - unit.y * head_half, base.y + unit.x * head_half},
                Point{base.x + unit.y * head_half, base.y - unit.x * head_half}};
  return arrow;
}

}  // namespace damas::diagram::shapes
