// The strength difference a match measured: the Elo difference of a score, with the 95%
// interval of the score turned into Elo. The score's error comes from the spread of the game
// results themselves (wins, draws and losses each counted), so a match full of draws, whose
// results vary little, gets a narrower interval than one of the same score made of wins and
// losses. A match won (or lost) in every game still gets a finite bound on its own side.
#pragma once

#include <optional>

namespace damas::cli {

struct MatchScore {
  int wins = 0;
  int draws = 0;
  int losses = 0;

  int games() const { return wins + draws + losses; }
  double score() const;  // (wins + draws / 2) / games
};

struct EloEstimate {
  std::optional<double> elo;         // none at a score of 0% or 100%: no finite difference
  std::optional<double> lower, upper;  // the 95% interval, when finite
};

// The Elo difference of a score s: -400 log10(1 / s - 1).
std::optional<double> elo_of(double score);

EloEstimate estimate_elo(const MatchScore& score);

}  // namespace damas::cli
