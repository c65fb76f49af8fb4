// A diagram as text for a terminal: Unicode (draughts symbols and box drawing) or plain ASCII
// for terminals and fonts without them. Drawn by its own simple code, not by cairo.
//
// Unicode, White to move, with coordinates:        ASCII:
//     ┌────────────────────────┐                     +------------------------+
//   8 │ ⛂     ⛂     ⛂     ⛂    │                   8 | b     b     b     b    |
//     ...                                             ...
//     └────────────────────────┘                     +------------------------+
//       a  b  c  d  e  f  g  h                          a  b  c  d  e  f  g  h
// A board of any size of the family: as many cells across and down as it has files and ranks,
// files a.. and ranks 1.. (a board of ten ranks or more right-aligns their numbers).
// Men ⛀ (white) ⛂ (black), kings ⛁ ⛃; ASCII w b and W B. Empty playing squares show `·` (`.`),
// or their number (the variant's numbering) with the numbers option; a piece captured by the
// last move leaves `×` (`x`).
// A marked square (DiagramContent::marked) stands between brackets, `[ ⛂ ]`, `[ 7 ]`, `[12 ]`,
// written over the blank light squares beside it (or over the board's edge).
// Under the board: the side to move, the last move (full route), the caption and the note (on
// one line: a terminal wraps it).
#pragma once

#include <string>

#include "damas/diagram/diagram.hpp"

namespace damas::diagram {

enum class Charset { unicode, ascii };

std::string text_board(const Diagram& diagram, Charset charset);

}  // namespace damas::diagram
