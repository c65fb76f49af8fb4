#include "damas/analysis/elo.hpp"

#include <fmt/core.h>

#include <cmath>

namespace damas::analysis {

namespace {

// "+108", "-35", "+0" (never "-0").
std::string signed_elo(double elo) { return fmt::format("{:+.0f}", std::round(elo) + 0.0); }

std::string interval_text(const EloEstimate& e) {
  if (e.lower && e.upper) {
    return fmt::format("{} to {}", signed_elo(*e.lower), signed_elo(*e.upper));
  }
  if (e.lower) return "at least " + signed_elo(*e.lower);
  if (e.upper) return "at most " + signed_elo(*e.upper);
  return "unbounded";
}

}  // namespace

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
  // The least chance per game of a result that came n times in a row at a 2.5% chance.
  const double straight = std::pow(0.025, 1.0 / n);
  if (m.wins == n) {
    e.lower = elo_of(straight);
  } else if (m.losses == n) {
    e.upper = elo_of(1 - straight);
  } else if (m.draws == n) {
    e.lower = elo_of(straight / 2);
    e.upper = elo_of(1 - straight / 2);
  } else {
    const double variance = (m.wins * (1 - s) * (1 - s) + m.draws * (0.5 - s) * (0.5 - s) +
                             m.losses * s * s) / n;
    const double margin = 1.96 * std::sqrt(variance / n);  // 95% of a normal distribution
    e.lower = elo_of(s - margin);
    e.upper = elo_of(s + margin);
  }
  return e;
}

std::string elo_text(const MatchScore& score) {
  const EloEstimate e = estimate_elo(score);
  if (e.elo) return fmt::format("Elo {} (95%: {})", signed_elo(*e.elo), interval_text(e));
  if (score.games() == 0) return "no games, no Elo";
  return fmt::format("no finite Elo (every game {}; 95%: {})",
                     score.wins == score.games() ? "won" : "lost", interval_text(e));
}

}  // namespace damas::analysis
