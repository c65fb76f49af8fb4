// The strength difference a match measured: the Elo difference of a score, with the 95%
// interval of the score turned into Elo. The score's error comes from the spread of the game
// results themselves (wins, draws and losses each counted), so a match full of draws, whose
// results vary little, gets a narrower interval than one of the same score made of wins and
// losses. A match whose games all ended alike has no spread to measure: its bounds are then
// exact (see estimate_elo). A score of 100% (or 0%) has no finite Elo difference at all, and is
// said so, with the one bound that can be given.
#pragma once

#include <optional>
#include <string>

namespace damas::analysis {

struct MatchScore {
  int wins = 0;
  int draws = 0;
  int losses = 0;

  int games() const { return wins + draws + losses; }
  double score() const;  // (wins + draws / 2) / games
};

struct EloEstimate {
  std::optional<double> elo;           // none at a score of 0% or 100%: no finite difference
  std::optional<double> lower, upper;  // the 95% interval's ends; none where it is unbounded
};

// The Elo difference of a score s: -400 log10(1 / s - 1).
std::optional<double> elo_of(double score);

// The estimate and its interval. When every game ended alike, n times the same result, the
// interval is the exact one: the scores at which that result still comes n times in a row with
// a chance of 2.5% (p^n = 0.025). n wins: at least p; n losses: at most 1 - p; n draws: a draw
// chance of at least p, so between p / 2 and 1 - p / 2.
EloEstimate estimate_elo(const MatchScore& score);

// The estimate in words, as `pdn match` ends: "Elo +108 (95%: +35 to +191)", "Elo +338 (95%:
// at least +117)", "no finite Elo (every game won; 95%: at least -72)".
std::string elo_text(const MatchScore& score);

}  // namespace damas::analysis
