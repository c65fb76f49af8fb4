// Fitting the learned evaluation's weights (eval_features.hpp) to game results: logistic
// regression, as the strongest draughts programs fit theirs. A position of a game is labelled
// with the game's result for White (1, 1/2 or 0); the model says White scores
// 1 / (1 + exp(-e / scale)), where e is the evaluation from White's side (eval.hpp, drawish
// division included), and the weights are those that minimise the mean log-loss over the
// positions (with a small L2 penalty on the pattern weights, which keeps patterns seen a few
// times near zero). Minimised by Adam (Kingma and Ba, 2015) on shuffled mini-batches.
//
// The weights are then written as engine/src/eval_weights.cpp (weights_source), the file the
// engine is built with; tools/train_eval.cpp is the command that does both.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/rules/position.hpp"

namespace damas::engine {

struct TrainingPosition {
  rules::Position position;
  float white_result;  // 1 White won the game, 0.5 drawn, 0 lost
};

struct TrainingSettings {
  double scale = 150;          // the win-chance curve's, in hundredths of a man
  int epochs = 20;             // passes over the positions
  int batch = 1024;            // positions a step
  double learning_rate = 1.0;  // hundredths of a man a step, at first
  double decay = 0.9;          // the rate multiplied by this after each pass
  double l2 = 2e-9;            // penalty on the pattern weights (of the mean loss)
  std::uint64_t seed = 1;      // the shuffling
};

// Weights in hundredths of a man, a pair (opening, ending) per feature.
struct FittedWeights {
  std::vector<float> opening;
  std::vector<float> ending;
};

// Where a fit starts: a man 100, a king 325 (what players count), every other weight 0. A fit
// never starts from the weights the engine is built with, so that the same data and settings
// give the same weights whatever the engine was built with.
FittedWeights initial_weights();

// The evaluation of `pos` from White's side under `weights`, as evaluate would compute it
// (without its rounding), drawish division included.
double white_score(const FittedWeights& weights, const rules::Position& pos);

// The mean log-loss of `weights` on `positions`.
double log_loss(const FittedWeights& weights, const std::vector<TrainingPosition>& positions,
                double scale);

// Fits `weights` (starting from what they hold) to `train`; after each pass `progress` is told
// the pass and the log-loss on `train` and on `held_out`.
void fit_weights(FittedWeights& weights, std::vector<TrainingPosition> train,
                 const std::vector<TrainingPosition>& held_out, const TrainingSettings& settings,
                 const std::function<void(int pass, double train_loss, double held_out_loss)>&
                     progress);

// Labels blended with a search's verdict. A game's result says how the game ended, often many
// moves and mistakes after the position; a search says what the position holds now. Each
// label becomes (1 - share) * result + share * the win chance of a `depth`-ply search of the
// position by the engine as built (its score from White's side through the curve above).
struct SearchLabels {
  int depth = 6;
  double share = 0.5;
  int jobs = 1;  // searching threads
};

// Blends the labels of `positions` (each searched as a new game of Portuguese draughts: no
// history, draw-rule counts at zero) as `how` says; `progress` is told, from time to time on
// the calling thread, how many positions are done.
void blend_search_labels(std::vector<TrainingPosition>& positions, const SearchLabels& how,
                         double scale, const std::function<void(std::size_t done)>& progress);

// The source of eval_weights.cpp for `weights` (rounded to 1/kWeightScale of a hundredth of a
// man), headed by `header` (comment lines: the command that wrote it, the data and the fit).
std::string weights_source(const FittedWeights& weights, std::string_view header);

}  // namespace damas::engine
