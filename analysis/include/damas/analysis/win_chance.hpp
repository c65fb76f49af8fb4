// How much a move loses: scores turned into winning chances, and the marks that a loss earns.
//
// Scores are not comparable across the board: losing half a man matters when the game is level
// and hardly at all three men down. Winning chances are: the score of the side to move, s in
// hundredths of a man, becomes W(s) = 1 / (1 + exp(-s / 150)), a logistic curve through 50% at
// 0: one man up gives 66%, two men 79%, a king (3.25 men) 90%, five men 97%. A forced win is 1
// and a forced loss 0. The scale 150 puts a material lead of a king, which usually wins, near
// certainty, and a one-man lead, which good defence often holds in Portuguese draughts, well
// short of it. A move's loss is W(best score) - W(score after the move), both for its player.
// Checked against the engine's own games (scripts/fit-win-chance.py, bench/README.md: 44,200
// positions of 600 self-play games): the best fit is 158, with the same log-loss as 150.
#pragma once

#include <cmath>

#include "damas/engine/score.hpp"

namespace damas::analysis {

inline constexpr double kWinChanceScale = 150.0;  // hundredths of a man

inline double win_chance(engine::Score s) {
  if (engine::is_forced(s)) return s > 0 ? 1.0 : 0.0;
  return 1.0 / (1.0 + std::exp(-static_cast<double>(s) / kWinChanceScale));
}

// The losses from which a move is an inaccuracy (?!), a mistake (?) or a blunder (??).
struct MarkThresholds {
  double inaccuracy = 0.075;
  double mistake = 0.15;
  double blunder = 0.30;
};

enum class Mark { none, inaccuracy, mistake, blunder };

inline Mark mark_for(double loss, const MarkThresholds& t) {
  if (loss >= t.blunder) return Mark::blunder;
  if (loss >= t.mistake) return Mark::mistake;
  if (loss >= t.inaccuracy) return Mark::inaccuracy;
  return Mark::none;
}

}  // namespace damas::analysis
