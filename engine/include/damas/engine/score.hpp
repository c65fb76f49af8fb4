// Scores of the search: hundredths of a man from the point of view of the side to move, and
// forced results as a distance.
//
// A forced win is scored kWinScore - p, p being the ply (from the root) at which the losing side
// is left without a piece or a move; a loss is the negation. A side wins on its own move, so a
// win p plies away takes (p + 1) / 2 moves of the winner when the side to move wins (p odd) and
// p / 2 when it loses (p even): that count is the "#N" reported to users.
#pragma once

#include <string>

#include "damas/rules/position.hpp"

namespace damas::engine {

using Score = int;

inline constexpr Score kManValue = 100;  // the unit of the evaluation: 1.00 = one man
inline constexpr Score kDrawScore = 0;
inline constexpr int kMaxPly = 128;  // deepest ply the search can reach (extensions included)
inline constexpr Score kWinScore = 30000;
inline constexpr Score kInfinity = 32000;
// The longest distance a forced score can carry: a search line of kMaxPly plies ending in an
// endgame-table result of up to 254 plies fits.
inline constexpr int kMaxDistance = 1000;
// Every score at least this far from zero is a forced result; evaluations stay well below.
inline constexpr Score kForcedThreshold = kWinScore - kMaxDistance;

constexpr Score win_at(int ply) { return kWinScore - ply; }
constexpr Score loss_at(int ply) { return -kWinScore + ply; }
constexpr bool is_forced(Score s) { return s >= kForcedThreshold || s <= -kForcedThreshold; }

// Moves of the winning side until the end: positive when the side to move wins, negative when it
// loses. Only for forced scores.
constexpr int moves_to_end(Score s) {
  const int plies = kWinScore - (s > 0 ? s : -s);
  return s > 0 ? (plies + 1) / 2 : -(plies / 2);
}

// "0.35", "-1.20" (in men, two decimals), "#7" or "#-3", from White's point of view, for a score
// of the side to move: how every front end writes a score. (A forced score cannot simply be
// negated into White's view: the parity of its ply says which side wins.)
std::string score_text(Score s, rules::Color side_to_move);
// The same, from the point of view of the side to move (as engine protocols report scores).
std::string score_text(Score s);

}  // namespace damas::engine
