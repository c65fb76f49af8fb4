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

constexpr std::array<double, 5> kPairScores{0, 0.25, 0.5, 0.75, 1};

// The distribution nearest to `observed` (most likely to have given the counts) among those of
// mean `mean`: p_i = q_i / (1 + t (a_i - mean)) for pair scores a_i, where t solves
// sum q_i (a_i - mean) / (1 + t (a_i - mean)) = 0 (the Lagrange condition of the constrained
// maximum). The sum falls as t grows, from +infinity to -infinity over the t that keep every
// p_i positive, so bisection finds t; 100 halvings reach the precision of a double.
std::array<double, 5> nearest_with_mean(const std::array<double, 5>& observed, double mean) {
  const auto gap_sum = [&](double t) {
    double sum = 0;
    for (std::size_t i = 0; i < observed.size(); ++i) {
      const double gap = kPairScores[i] - mean;
      sum += observed[i] * gap / (1 + t * gap);
    }
    return sum;
  };
  double low = -1 / (kPairScores.back() - mean);
  double high = 1 / (mean - kPairScores.front());
  for (int i = 0; i < 100; ++i) {
    const double t = (low + high) / 2;
    (gap_sum(t) > 0 ? low : high) = t;
  }
  const double t = (low + high) / 2;
  std::array<double, 5> p{};
  for (std::size_t i = 0; i < p.size(); ++i) {
    p[i] = observed[i] / (1 + t * (kPairScores[i] - mean));
  }
  return p;
}

}  // namespace

int Pentanomial::total() const { return std::accumulate(pairs.begin(), pairs.end(), 0); }

SprtBounds sprt_bounds(const SprtSettings& s) {
  return {std::log(s.beta / (1 - s.alpha)), std::log((1 - s.beta) / s.alpha)};
}

double sprt_llr(const Pentanomial& p, const SprtSettings& settings) {
  if (p.total() == 0) return 0;
  // An outcome never seen counts as 1/1000 of a pair, as Fishtest's GSPRT has it: a likelihood
  // needs every outcome possible.
  std::array<double, 5> counts{};
  for (std::size_t i = 0; i < counts.size(); ++i) {
    counts[i] = p.pairs[i] > 0 ? p.pairs[i] : kUnseenOutcome;
  }
  const double n = std::accumulate(counts.begin(), counts.end(), 0.0);
  std::array<double, 5> observed{};
  for (std::size_t i = 0; i < counts.size(); ++i) observed[i] = counts[i] / n;
  const std::array<double, 5> under_h0 = nearest_with_mean(observed, score_of(settings.elo0));
  const std::array<double, 5> under_h1 = nearest_with_mean(observed, score_of(settings.elo1));
  double llr = 0;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    llr += counts[i] * std::log(under_h1[i] / under_h0[i]);
  }
  return llr;
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
