#include "elo.hpp"

#include <cmath>

namespace damas::cli {

double MatchScore::score() const {
  return games() > 0 ? (wins + 0.5 * draws) / games() : 0.5;
}

std::optional<double> elo_of(double score) {
  if (score <= 0.0 || score >= 1.0) return std::nullopt;
  return -400.0 * std::log10(1.0 / score - 1.0);
}

EloEstimate estimate_elo(const MatchScore& m) {
  EloEstimate e;
  const int n = m.games();
  if (n == 0) return e;
  const double s = m.score();
  e.elo = elo_of(s);
  const double variance = (m.wins * (1 - s) * (1 - s) + m.draws * (0.5 - s) * (0.5 - s) +
                           m.losses * s * s) / n;
  const double margin = 1.96 * std::sqrt(variance / n);  // 95% of a normal distribution
  e.lower = elo_of(s - margin);
  e.upper = elo_of(s + margin);
  // All games won (or lost) leave no spread to measure: the bound is then the score at which
  // so many straight wins still have a 2.5% chance, p^n = 0.025 (the exact binomial bound).
  const double straight = std::pow(0.025, 1.0 / n);
  if (m.wins == n) e.lower = elo_of(straight);
  if (m.losses == n) e.upper = elo_of(1 - straight);
  return e;
}

}  // namespace damas::cli
