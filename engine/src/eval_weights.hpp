// The weights of the learned evaluation's features (eval_features.hpp): a pair (opening,
// ending) per feature, in 1/kWeightScale of a hundredth of a man. eval_weights.cpp, which
// defines them, is written by the trainer (eval_training.hpp); its first lines give the
// command that wrote it.
#pragma once

#include <array>
#include <cstdint>

#include "damas/engine/eval_features.hpp"

namespace damas::engine {

struct WeightPair {
  std::int16_t opening;
  std::int16_t ending;
};

inline constexpr int kWeightScale = 8;

// One weight given in the generated file; every other weight is zero.
struct GivenWeight {
  std::int32_t feature;
  WeightPair weight;
};

// Every feature's weights from the list of those not zero (at compile time).
template <std::size_t N>
constexpr std::array<WeightPair, eval_features::kFeatureCount> dense_weights(
    const std::array<GivenWeight, N>& given) {
  std::array<WeightPair, eval_features::kFeatureCount> all{};
  for (const GivenWeight& g : given) all[static_cast<std::size_t>(g.feature)] = g.weight;
  return all;
}

extern const std::array<WeightPair, eval_features::kFeatureCount> kEvalWeights;

}  // namespace damas::engine
