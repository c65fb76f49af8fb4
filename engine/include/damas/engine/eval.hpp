// Static evaluation of a quiet position (no capture pending for the side to move), in hundredths
// of a man from the point of view of the side to move. Each term is computed for both colours
// and the difference is taken, so a position and its colour-reversed mirror score the same.
//
// Terms (weights in eval.cpp, all per piece unless said otherwise):
// - material: a man is 100; a king is kKingValue (325, see below);
// - advance: a man gains by rank as it nears the crowning row (more on the last ranks, where it
//   ties down the defence);
// - back-row guard: a man still on its own first row while the opponent has men, since that
//   row stops them from crowning;
// - centre: a man on the central squares (files c-f, ranks 3-6), where it supports and blocks
//   more;
// - tempo: a small bonus for the side to move, the value of having the move in a quiet position;
// - mobility: per quiet move available (men steps and king slides), for the side's freedom;
// - runaway man: a man with no enemy piece in the cone of squares it could reach on its way to
//   the crowning row, when the opponent has no king to stop it: it is as good as crowned soon;
// - king on the rio: a king on the long diagonal (h1-a8), which it controls from end to end and
//   which the Forcada count depends on.
// Drawish endings: when the side behind has a king and the side ahead has at most three pieces,
// the total is divided by 4. Flying kings make such endings draws in most positions (three kings
// against one win only in short lines under the Forcada and king-against-king rules), so a
// material lead there is worth far less than it counts.
//
// kKingValue: 325, in the 3 to 3.5 men range that players give a flying king. Self-play at
// depth 8 (200 games per pair from random 6-ply openings, colours swapped) scored 325 against
// 250: 50.5%, 300: 52.8%, 350: 53.5%, 400: 55.0% (bench/README.md): no neighbour did better.
#pragma once

#include "damas/engine/score.hpp"
#include "damas/rules/position.hpp"

namespace damas::engine {

inline constexpr Score kKingValue = 325;

Score evaluate(const rules::Position& pos);

}  // namespace damas::engine
