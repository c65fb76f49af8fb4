// A sequential probability ratio test on the results of a match (`pdn match --sprt ELO0,ELO1`),
// as engine testers decide whether a change is kept: H0 says engine A is ELO0 stronger than B,
// H1 that it is ELO1 stronger; the match is stopped as soon as the log-likelihood ratio (LLR) of
// the results leaves the bounds, accepting H0 below the lower one and H1 above the upper one.
//
// The model is the generalised SPRT (GSPRT) on game pairs with the pentanomial model, as the
// Fishtest framework computes it (M. Van den Bergh, "A generalized sequential probability ratio
// test", and the fishtest `sprt` notes): the two games of an opening, colours swapped, are one
// observation whose score for A is 0, 1/4, 1/2, 3/4 or 1 (its points over the two games,
// halved); pairing cancels most of the colour and opening bias, which a per-game (trinomial)
// model would count as noise. With s0, s1 the scores the Elo differences give in the logistic
// model (s = 1 / (1 + 10^(-elo / 400))), the LLR is the log of the ratio of the likelihoods of
// the observed counts under the most likely distribution of mean s1 and under that of mean s0
// (an exact maximum found by bisection, not the normal approximation
// n (s1 - s0) (2 x - s0 - s1) / (2 v): with the many drawn pairs of draughts the pairs' variance
// v is often near zero at first, and that formula then accepted H0 after three drawn pairs).
// An outcome never seen counts as 1/1000 of a pair. The bounds, for false positive rate alpha
// and false negative rate beta, are Wald's: log(beta / (1 - alpha)) and log((1 - beta) / alpha).
#pragma once

#include <array>
#include <string>

namespace damas::analysis {

struct SprtSettings {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;
};

// How many game pairs A scored 0, 1/2, 1, 3/2 and 2 points in.
struct Pentanomial {
  std::array<int, 5> pairs{};

  int total() const;
  // Counts a pair where A scored `half_points` / 2 points (0 to 4).
  void add(int half_points) { ++pairs.at(static_cast<std::size_t>(half_points)); }
};

struct SprtBounds {
  double lower = 0;  // log(beta / (1 - alpha)): H0 accepted at or below it
  double upper = 0;  // log((1 - beta) / alpha): H1 accepted at or above it
};

enum class SprtVerdict { none, h0, h1 };

SprtBounds sprt_bounds(const SprtSettings& settings);

// The log-likelihood ratio of the pairs under H1 against H0 (see above).
double sprt_llr(const Pentanomial& pairs, const SprtSettings& settings);

SprtVerdict sprt_verdict(double llr, const SprtBounds& bounds);

// "LLR 1.23 (-2.94, 2.94)": as `pdn match` prints it after each pair.
std::string sprt_status(double llr, const SprtBounds& bounds);

// "H1 accepted: A is at least ELO1 stronger ..." or "no verdict ...", the match's last line.
std::string sprt_verdict_text(SprtVerdict verdict, double llr, const SprtSettings& settings);

}  // namespace damas::analysis
