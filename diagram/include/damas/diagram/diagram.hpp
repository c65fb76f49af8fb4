// What a diagram shows. The content (a position, the move that led to it, a caption) is kept
// apart from the style (orientation, labels, theme) because a sheet draws many contents in one
// style, and because the content is what a game record provides: a PDN reader fills a list of
// DiagramContent, one per chosen ply, and hands it to render_sheet (render.hpp).
#pragma once

#include <optional>
#include <string>

#include "damas/diagram/theme.hpp"
#include "damas/rules/bitboard.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"

namespace damas::diagram {

struct DiagramContent {
  // The position drawn: after `last_move` when there is one.
  rules::Position position;
  // The move just played (from the rules' move generator, so its captured set and route are
  // right); its squares are highlighted and a capture's route is drawn as an arrow.
  std::optional<rules::Move> last_move;
  std::string caption;
  // Words printed under the caption, wrapped over lines (a sheet prints the move's comment so).
  std::string note;
  // False when the side to move is unknown (a FEN with `?`): no side-to-move mark is drawn.
  bool side_to_move_known = true;
  // Squares to point out (those of an illegal move a report shows): text boards bracket them;
  // the drawn diagrams do not show them.
  rules::Bitboard marked = 0;
};

struct DiagramStyle {
  bool flipped = false;      // Black at the bottom
  bool numbers = false;      // FPD square numbers on the dark squares
  bool coordinates = false;  // file letters under the board, rank numbers on its left
  Theme theme = screen_theme();
};

struct Diagram {
  DiagramContent content;
  DiagramStyle style;
};

}  // namespace damas::diagram
