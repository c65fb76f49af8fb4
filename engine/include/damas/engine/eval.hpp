// Static evaluation of a quiet position (no capture pending for the side to move), in hundredths
// of a man from the point of view of the side to move.
//
// The evaluation is learned: a weighted sum of the features of eval_features.hpp (patterns of
// men in 4x4 windows, material, kings by square, mobility, runaway men, tempo), each weight a
// pair for the opening and the ending mixed by the pieces on the board. The weights are fitted
// by logistic regression to the results of the engine's own games (eval_training.hpp), so that
// a score s says the side to move scores about 1 / (1 + exp(-s / 150)): the win-chance curve
// that `pdn annotate` marks moves by. The trainer, its data and the fit are in
// docs/evaluation.md; the command that wrote the weights heads engine/src/eval_weights.cpp.
//
// Drawish endings: when the side behind has a king and the side ahead has at most three pieces,
// the score is divided by 4. Flying kings make such endings draws in most positions (three kings
// against one win only in short lines under the Forcada and king-against-king rules), so a
// material lead there is worth far less than it counts. The trainer fits the weights through
// the same division.
#pragma once

#include "damas/engine/score.hpp"
#include "damas/rules/position.hpp"

namespace damas::engine {

Score evaluate(const rules::Position& pos);

// The parts of evaluate, for the trainer and the tests: the weighted sum from White's side
// (without the drawish division), and what a score `s` of the side to move is divided by (1,
// or 4 in a drawish ending).
Score white_evaluation(const rules::Position& pos);
int drawish_divisor(const rules::Position& pos, Score s);

}  // namespace damas::engine
