#include "damas/engine/eval.hpp"

#include <algorithm>

#include "damas/engine/eval_features.hpp"
#include "eval_weights.hpp"

namespace damas::engine {

namespace {

constexpr Score kDrawishDivisor = 4;

}  // namespace

Score white_evaluation(const rules::Position& pos) {
  // Sums of the opening and the ending weights, mixed once at the end.
  std::int32_t opening = 0;
  std::int32_t ending = 0;
  eval_features::visit_features(pos, [&](int feature, int x) {
    const WeightPair& w = kEvalWeights[static_cast<std::size_t>(feature)];
    opening += x * w.opening;
    ending += x * w.ending;
  });
  using eval_features::kFullPhase;
  const int phase = std::min(eval_features::phase_of(pos), kFullPhase);
  return (phase * opening + (kFullPhase - phase) * ending) / (kFullPhase * kWeightScale);
}

int drawish_divisor(const rules::Position& pos, Score s) {
  const rules::Color us = pos.side_to_move();
  const rules::Color behind = s < 0 ? us : opponent(us);
  const bool drawish =
      pos.kings(behind) != 0 && rules::popcount(pos.pieces(opponent(behind))) <= 3;
  return drawish ? kDrawishDivisor : 1;
}

Score evaluate(const rules::Position& pos) {
  const Score white = white_evaluation(pos);
  const Score s = pos.side_to_move() == rules::Color::white ? white : -white;
  return s / drawish_divisor(pos, s);
}

}  // namespace damas::engine
