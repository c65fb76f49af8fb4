// What a diagram shows. The content (a position, the move that led to it, a caption) is kept
// apart from the style (orientation, labels, theme) because a sheet draws many contents in one
// style, and because the content is what a game record provides: a PDN reader fills a list of
// DiagramContent, one per chosen ply, and hands it to render_sheet (render.hpp).
//
// The content is that of any board of the draughts family (rules/family/board.hpp): its shape
// says how many squares it has, which corner is a playing square and how they are numbered, and
// squares are the board's indices (number - 1). content.hpp makes it from a position of the
// rules, Portuguese and Spanish or any family variant.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "damas/diagram/theme.hpp"
#include "damas/rules/family/movegen.hpp"

namespace damas::diagram {

// The move just played, as squares of the board: its start and end are highlighted and a
// capture's route is drawn as an arrow through its landings.
struct LastMove {
  int from = rules::family::kNoSquare;
  int to = rules::family::kNoSquare;
  std::vector<std::int8_t> landings;  // a capture's stops, the last one `to`; empty if quiet
  std::vector<std::int8_t> captured;  // the squares of the pieces it took
  // The move as its variant's PDN writes it with every landing ("22x13x4", "c3:e5:g7"), shown
  // under a text board and recorded in an SVG's metadata.
  std::string route;

  bool is_capture() const { return !captured.empty(); }
};

struct DiagramContent {
  rules::family::BoardShape board;
  // The pieces by square of `board`, and the side to move; after `last_move` when there is one.
  rules::family::Position position;
  // The position's FEN as its variant's PDN writes it, recorded in an SVG's metadata.
  std::string fen;
  std::optional<LastMove> last_move;
  std::string caption;
  // Words printed under the caption, wrapped over lines (a sheet prints the move's comment so).
  std::string note;
  // False when the side to move is unknown (a FEN with `?`): no side-to-move mark is drawn.
  bool side_to_move_known = true;
  // Squares to point out (those of an illegal move a report shows): text boards bracket them;
  // the drawn diagrams do not show them.
  std::vector<int> marked;
};

struct DiagramStyle {
  bool flipped = false;      // Black at the bottom
  bool numbers = false;      // the variant's square numbers on the playing squares
  bool coordinates = false;  // file letters under the board, rank numbers on its left
  Theme theme = screen_theme();
};

struct Diagram {
  DiagramContent content;
  DiagramStyle style;
};

}  // namespace damas::diagram
