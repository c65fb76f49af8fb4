// A board as SVG written element by element, for web pages (pdn html). The files of `pdn
// diagram` come from cairo (render.hpp), which cannot attach attributes to what it draws; a page
// wants each piece as an element that a script can replace and a program can read:
//   <use href="#PREFIXwm" x=".." y=".." data-square="12" data-piece="wm"/>
// with data-square the square's number in its variant's numbering (1..32 on the Portuguese
// board, 1..50 on the International one) and data-piece wm, wk, bm or bk. The layout
// (layout.hpp), the theme's colours and the shapes of pieces and marks are those of the cairo
// drawing, so a page and a diagram file look alike.
//
// The document: <svg class="board" data-flipped="true|false" data-prefix=PREFIX>, <defs> holding
// the four pieces (ids PREFIXwm, PREFIXwk, PREFIXbm, PREFIXbk, drawn around the origin), the
// squares, then <g class="marks"> (the last move's highlight, capture arrow and captured-square
// crosses), <g class="pieces">, and with numbers or coordinates two <g class="labels"
// data-flipped="false|true"> groups, one per orientation, the other one hidden (display="none").
// The marks are always drawn as seen from White; when the board is flipped the group turns them
// about the board's centre (rotate(180 cx cy)), which is where the flipped drawing puts them. A
// script that redraws the board keeps to that form.
#pragma once

#include <string>
#include <string_view>

#include "damas/diagram/diagram.hpp"
#include "damas/diagram/layout.hpp"
#include "damas/rules/family/movegen.hpp"

namespace damas::diagram {

// "wm", "wk", "bm", "bk"; empty for Piece::none.
std::string_view piece_code(rules::family::Piece piece);

// The measures of a board of `board`'s shape drawn by svg_board: the diagram's layout
// (layout.hpp) without a caption line.
DiagramLayout svg_board_layout(const DiagramStyle& style, const rules::family::BoardShape& board,
                               double width);

// The whole <svg> element of `diagram` `width` user units wide. The caption and the side to move
// are left to the page around it. `id_prefix` keeps the ids of several boards on one page apart.
std::string svg_board(const Diagram& diagram, double width, std::string_view id_prefix);

// The content of the marks group for `move` (see above: as seen from White).
std::string svg_move_marks(const DiagramLayout& layout, const Theme& theme, const LastMove& move);

// The rotation the marks group carries on a flipped board: "rotate(180 cx cy)".
std::string svg_flip_transform(const DiagramLayout& layout);

}  // namespace damas::diagram
