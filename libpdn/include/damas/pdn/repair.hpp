// Slips of the pen: the legal moves that an illegal move written on a scoresheet may have been
// meant as. The replay (replay.hpp) asks this of every illegal move and, when the slips and the
// rest of the line point at one move, suggests it (Diagnostic::suggestion); `pdn convert
// --repair` writes that move instead. docs/repairs.md states the rules for readers.
//
// A written move is a list of squares (from, any squares of its path, to) and a separator. A
// legal move is one slip away from it when one of these edits of the written squares names it,
// by the rules the replay reads moves with (rules::match_move: `a-b` or `axb` names the quiet
// move or the capture from a to b, a longer path the captures that follow it):
//   1. a typo in one square: for a number (leading zeros dropped: 07 is 7), two adjacent digits
//      swapped (21 for 12), one digit wrong (16 for 12), one digit left out (1 for 12, 2 for 12)
//      or one digit too many (12 for 1); for an algebraic name, its file or its rank wrong (d4
//      or c3 for d3). The typo must give a square of the board (1 to 32, or a dark square);
//   2. from and to reversed (the written squares read backwards: 15-11 for 11-15);
//   3. the wrong starting square: any other square in place of the first one, the rest as
//      written (11-15 for 10-15: the piece that could go there);
//   4. a capture cut short: the written squares are the start and the first landing squares of a
//      capture that goes on (6x15 for 6x15x24).
// The separator is never a slip: `x` on a quiet move and `-` on a capture are read already.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "damas/pdn/move.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/square.hpp"

namespace damas::pdn {

// The legal moves of `before` that are one slip away from the move written as `written` with
// `separator` (squares read on `board`), each once, in the order reports list moves
// (rules::in_square_order). Meant for a written move that names no legal move (one that does is
// not a slip: no suggestion is asked for it).
std::vector<rules::Move> plausible_slips(const rules::Position& before,
                                         std::span<const Square> written, Separator separator,
                                         rules::Board board = rules::Board::standard);

// At most this many slips are tried against the rest of a line (replay.hpp): with more, the
// written move is too far from any one move to suggest one, and the cost of a repair stays
// within this many replays of the rest of the line.
inline constexpr std::size_t kMaxRepairCandidates = 8;

// A single slip after which the line stops again at a later illegal move is suggested only when
// it replays at least this many plies first: a slip stopped sooner explains nothing (games of
// another variant read as Portuguese give such "slips" by the dozen, stopping within 5 plies).
inline constexpr int kMinPliesReplayed = 10;

}  // namespace damas::pdn
