#include "damas/analysis/sprt.hpp"

#include <fmt/core.h>

#include <array>
#include <cmath>
#include <numeric>

namespace damas::analysis {

namespace {

constexpr double kUnseenOutcome = 1e-3;

// The expected score of a side `elo` stronger, in the logistic model.
double score_of(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

}  // namespace

int Pentanomial::total() const { return std::accumulate(pairs.begin(), pairs.end(), 0); }

SprtBounds sprt_bounds(const SprtSettings& s) {
  return {std::log(s.beta / (1 - s.alpha)), std::log((1 - s.beta) / s.alpha)};
}

double sprt_llr(const Pentanomial& p, const SprtSettings& settings) {
  if (p.total() == 0) return 0;
  // An outcome never seen counts as 1/1000 of a pair, as Fishtest's GSPRT has it: without it,
  // pairs that all score alike have no spread (no evidence at all, however many), and the first
  // pair that differs makes the variance tiny and the LLR jump by tens.
  std::array<double, 5> counts{};
  for (std::size_t i = 0; i < counts.size(); ++i) {
    counts[i] = p.pairs[i] > 0 ? p.pairs[i] : kUnseenOutcome;
  }
  const double n = std::accumulate(counts.begin(), counts.end(), 0.0);
  double mean = 0;
  for (std::size_t i = 0; i < counts.size(); ++i) mean += counts[i] * (i / 4.0);
  mean /= n;
  double variance = 0;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    variance += counts[i] * (i / 4.0 - mean) * (i / 4.0 - mean);
  }
  variance /= n;
  if (variance <= 0) return 0;
  const double s0 = score_of(settings.elo0);
  const double s1 = score_of(settings.elo1);
  return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
}

SprtVerdict sprt_verdict(double llr, const SprtBounds& bounds) {
  if (llr >= bounds.upper) return SprtVerdict::h1;
  if (llr <= bounds.lower) return SprtVerdict::h0;
  return SprtVerdict::none;
}

std::string sprt_status(double llr, const SprtBounds& bounds) {
  return fmt::format("LLR {:.2f} ({:.2f}, {:.2f})", llr, bounds.lower, bounds.upper);
}

std::string sprt_verdict_text(SprtVerdict verdict, double llr, const SprtSettings& s) {
  const std::string test = fmt::format("SPRT elo0 {:g} elo1 {:g} alpha {:g} beta {:g}: ", s.elo0,
                                       s.elo1, s.alpha, s.beta);
  const std::string status = sprt_status(llr, sprt_bounds(s));
  switch (verdict) {
    case SprtVerdict::h1:
      return test +
             fmt::format("H1 accepted, {}: A is about {:g} Elo or more stronger", status, s.elo1);
    case SprtVerdict::h0:
      return test +
             fmt::format("H0 accepted, {}: A is about {:g} Elo or less stronger", status, s.elo0);
    case SprtVerdict::none:
      break;
  }
  return test + fmt::format("no verdict, {}: more games are needed", status);
}

}  // namespace damas::analysis
