// The shapes of a drawn diagram, in one place for the two drawings of a board: the cairo painter
// (painter.cpp: SVG, PNG and PDF files) and the hand-written SVG of web pages (svg_board.cpp),
// so that a piece or a capture mark looks the same in both. Sizes are fractions of a square
// unless said otherwise.
#pragma once

#include <array>
#include <vector>

#include "damas/diagram/layout.hpp"

namespace damas::diagram::shapes {

inline constexpr double kPi = 3.14159265358979323846;

// A piece: a disc with an outline; a man carries a thin ring (the groove of a real draughts
// man), a king a crown. Widths and the ring and crown in units of the piece radius.
inline constexpr double kPieceRadius = 0.40;
inline constexpr double kPieceEdgeWidth = 0.09;
inline constexpr double kManRingRadius = 0.62;
inline constexpr double kManRingWidth = 0.07;
inline constexpr double kCrownWidth = 0.11;
inline constexpr double kCrownTipRadius = 0.1;
// The crown in the upper part of the disc: three points over a band, y growing downwards; a
// small disc sits on each point.
inline constexpr Point kCrownOutline[] = {{-0.50, 0.40}, {0.50, 0.40},  {0.60, -0.32}, {0.26, 0.02},
                                          {0.00, -0.50}, {-0.26, 0.02}, {-0.60, -0.32}};
inline constexpr Point kCrownTips[] = {{-0.60, -0.32}, {0.0, -0.50}, {0.60, -0.32}};

// The last move's from and to squares: a frame this far inside the square (drawn twice as
// wide), over a tint.
inline constexpr double kHighlightInset = 0.06;

// A captured piece's square: a cross (half arms, line width) inside a dashed ring.
inline constexpr double kCaptureArm = 0.17;
inline constexpr double kCaptureLineWidth = 0.07;
inline constexpr double kCaptureRingRadius = 0.34;
inline constexpr double kCaptureRingWidth = 0.04;
inline constexpr double kCaptureRingDash = 0.1;

// A capture's route: a shaft on a wider casing, its head stopping at the moved piece's rim.
inline constexpr double kArrowWidth = 0.1;
inline constexpr double kArrowCasing = 0.08;  // added to the shaft's width; the head's outline
inline constexpr double kArrowHeadLength = 0.32;
inline constexpr double kArrowHeadHalfWidth = 0.2;

// The route of a capture: the shaft runs from the start through every landing square and stops
// at the head's base; the head's point stops at the rim of the piece now on the last square.
struct ArrowShape {
  std::vector<Point> shaft;
  std::array<Point, 3> head;  // the point, then the two corners of the base
};

ArrowShape arrow_shape(const DiagramLayout& layout, const LastMove& capture, bool flipped);

}  // namespace damas::diagram::shapes
