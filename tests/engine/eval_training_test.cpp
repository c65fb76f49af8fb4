// The evaluation's trainer (eval_training.hpp): its steps go down the slope of the log-loss as
// finite differences measure it, a fit lowers the loss, and the weights' source says what the
// weights are.
#include "damas/engine/eval_training.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <random>
#include <regex>
#include <string>

#include "damas/engine/eval_features.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"

namespace damas::engine {
namespace {

// Quiet positions of random games, labelled at random (a result drawn once a game).
std::vector<TrainingPosition> random_positions(int games, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<TrainingPosition> out;
  rules::MoveList moves;
  for (int game = 0; game < games; ++game) {
    const float result = static_cast<float>(random() % 3) / 2;
    rules::Position pos = rules::Position::initial();
    for (int ply = 0; ply < 80; ++ply) {
      rules::generate_moves(pos, moves);
      if (moves.empty()) break;
      if (!moves[0].is_capture()) out.push_back({pos, result});
      pos = pos.after(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))]);
    }
  }
  return out;
}

TEST(EvalTraining, AFirstStepGoesDownTheSlopeOfEveryWeight) {
  const auto positions = random_positions(10, 3);
  const FittedWeights start = initial_weights();
  TrainingSettings settings;
  settings.epochs = 1;
  settings.batch = static_cast<int>(positions.size());  // one step over all the positions
  settings.learning_rate = 0.01;
  settings.l2 = 0;
  FittedWeights stepped = start;
  fit_weights(stepped, positions, {}, settings, [](int, double, double) {});
  // Adam's first step moves every weight by about the rate against the sign of its derivative.
  int checked = 0;
  for (std::size_t f = 0; f < static_cast<std::size_t>(eval_features::kFeatureCount); ++f) {
    for (bool opening : {true, false}) {
      const float moved = (opening ? stepped.opening[f] : stepped.ending[f]) -
                          (opening ? start.opening[f] : start.ending[f]);
      if (moved == 0) continue;  // a feature no position has
      constexpr float kH = 0.05F;
      FittedWeights up = start, down = start;
      (opening ? up.opening[f] : up.ending[f]) += kH;
      (opening ? down.opening[f] : down.ending[f]) -= kH;
      const double slope =
          (log_loss(up, positions, settings.scale) - log_loss(down, positions, settings.scale)) /
          (2 * kH);
      if (std::abs(slope) < 1e-9) continue;
      // The rate, less where the derivative is near Adam's epsilon (1e-8).
      const float along = slope > 0 ? -moved : moved;
      EXPECT_GT(along, std::abs(slope) > 1e-6 ? 0.0098 : 0) << "feature " << f;
      EXPECT_LT(along, 0.0101) << "feature " << f;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

TEST(EvalTraining, AFitLowersTheLossOnTheGamesItFits) {
  // Labels that follow the material: White wins where it has more pieces.
  std::vector<TrainingPosition> positions = random_positions(60, 7);
  for (TrainingPosition& p : positions) {
    const int lead = rules::popcount(p.position.pieces(rules::Color::white)) -
                     rules::popcount(p.position.pieces(rules::Color::black));
    p.white_result = lead > 0 ? 1.0F : lead < 0 ? 0.0F : 0.5F;
  }
  FittedWeights weights = initial_weights();
  const double before = log_loss(weights, positions, 150);
  TrainingSettings settings;
  settings.epochs = 5;
  settings.batch = 64;
  double last = before;
  fit_weights(weights, positions, positions, settings, [&](int, double train, double held_out) {
    EXPECT_NEAR(train, held_out, 1e-12);  // the same positions, summed in another order
    last = train;
  });
  EXPECT_NEAR(last, log_loss(weights, positions, 150), 1e-12);
  EXPECT_LT(last, 0.8 * before);
  // The man's weight grew: material decides these games more than a man of 100 says.
  EXPECT_GT(weights.opening[eval_features::kMen] + weights.ending[eval_features::kMen], 200);
}

TEST(EvalTraining, TheSourceListsEveryWeightNotZeroRounded) {
  FittedWeights weights = initial_weights();
  weights.opening[17] = 1.26F;   // 10.08 eighths: 10
  weights.ending[17] = -0.06F;   // -0.48 eighths: 0
  weights.ending[4000] = -2.0F;  // -16
  const std::string source = weights_source(weights, "// header\n");
  EXPECT_EQ(source.rfind("// header\n", 0), 0U);
  std::map<int, std::pair<int, int>> listed;
  const std::regex entry(R"(\{(\d+),\{(-?\d+),(-?\d+)\}\})");
  for (auto it = std::sregex_iterator(source.begin(), source.end(), entry);
       it != std::sregex_iterator(); ++it) {
    listed[std::stoi((*it)[1])] = {std::stoi((*it)[2]), std::stoi((*it)[3])};
  }
  const std::map<int, std::pair<int, int>> expected{{17, {10, 0}},
                                                    {4000, {0, -16}},
                                                    {eval_features::kMen, {800, 800}},
                                                    {eval_features::kKings, {2600, 2600}}};
  EXPECT_EQ(listed, expected);
  EXPECT_NE(source.find("std::array<GivenWeight, 4>"), std::string::npos);
}

// Labels blended with a search: a position White wins by force (in 3 moves) from a game White
// lost, and its colour-reversed mirror from a game Black lost. The search's win chance is 1 for
// the winner, so with a share of 1/4 the labels are 3/4 * 0 + 1/4 * 1 and 3/4 * 1 + 1/4 * 0.
TEST(EvalTraining, ASearchedLabelMovesTowardsWhatTheSearchFinds) {
  const rules::Position white_wins = rules::parse_fen("W:W18,K29:B9,25").position;
  const rules::Position black_wins = rules::parse_fen("B:W8,24:BK4,15").position;
  std::vector<TrainingPosition> positions;
  for (int i = 0; i < 300; ++i) {  // more than one thread's share
    positions.push_back({white_wins, 0.0F});
    positions.push_back({black_wins, 1.0F});
  }
  std::size_t last_done = 0;
  blend_search_labels(positions, {.depth = 6, .share = 0.25, .jobs = 2}, 150,
                      [&](std::size_t done) { last_done = done; });
  EXPECT_EQ(last_done, positions.size());
  for (std::size_t i = 0; i < positions.size(); i += 2) {
    EXPECT_NEAR(positions[i].white_result, 0.25, 1e-6) << i;
    EXPECT_NEAR(positions[i + 1].white_result, 0.75, 1e-6) << i;
  }
}

}  // namespace
}  // namespace damas::engine
