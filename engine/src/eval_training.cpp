#include "damas/engine/eval_training.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <numeric>
#include <random>
#include <thread>

#include "damas/engine/eval.hpp"
#include "damas/engine/eval_features.hpp"
#include "damas/engine/game_state.hpp"
#include "damas/engine/search.hpp"
#include "damas/rules/ruleset.hpp"
#include "eval_weights.hpp"

namespace damas::engine {

namespace {

using eval_features::kFeatureCount;

// The share of the opening weight at the position's phase.
double opening_share(const rules::Position& pos) {
  return static_cast<double>(std::min(eval_features::phase_of(pos), eval_features::kFullPhase)) /
         eval_features::kFullPhase;
}

// White's score and its derivative by the weighted sum (the drawish division's 1 or 1/4).
struct Scored {
  double white;
  double slope;
};

Scored score(const FittedWeights& w, const rules::Position& pos) {
  const double share = opening_share(pos);
  double sum = 0;
  eval_features::visit_features(pos, [&](int f, int x) {
    sum += x * (share * w.opening[static_cast<std::size_t>(f)] +
                (1 - share) * w.ending[static_cast<std::size_t>(f)]);
  });
  const bool white_to_move = pos.side_to_move() == rules::Color::white;
  const double own = white_to_move ? sum : -sum;
  const double slope = 1.0 / drawish_divisor(pos, own < 0 ? -1 : 1);
  return {sum * slope, slope};
}

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

double position_loss(double white_score, float result, double scale) {
  constexpr double kFloor = 1e-12;  // log(0) for a certain result the other way
  const double p = std::clamp(sigmoid(white_score / scale), kFloor, 1 - kFloor);
  return -(result * std::log(p) + (1 - result) * std::log(1 - p));
}

bool is_pattern(std::size_t f) { return f < static_cast<std::size_t>(eval_features::kMen); }

}  // namespace

FittedWeights initial_weights() {
  FittedWeights w{std::vector<float>(kFeatureCount), std::vector<float>(kFeatureCount)};
  w.opening[eval_features::kMen] = w.ending[eval_features::kMen] = 100;
  w.opening[eval_features::kKings] = w.ending[eval_features::kKings] = 325;
  return w;
}

double white_score(const FittedWeights& weights, const rules::Position& pos) {
  return score(weights, pos).white;
}

double log_loss(const FittedWeights& weights, const std::vector<TrainingPosition>& positions,
                double scale) {
  double total = 0;
  for (const TrainingPosition& p : positions) {
    total += position_loss(white_score(weights, p.position), p.white_result, scale);
  }
  return positions.empty() ? 0 : total / static_cast<double>(positions.size());
}

void fit_weights(FittedWeights& weights, std::vector<TrainingPosition> train,
                 const std::vector<TrainingPosition>& held_out, const TrainingSettings& settings,
                 const std::function<void(int, double, double)>& progress) {
  const std::size_t n = 2 * static_cast<std::size_t>(kFeatureCount);
  // Parameters as one array: the opening weights, then the ending ones.
  std::vector<double> theta(n), grad(n, 0), m(n, 0), v(n, 0);
  for (std::size_t f = 0; f < kFeatureCount; ++f) {
    theta[f] = weights.opening[f];
    theta[kFeatureCount + f] = weights.ending[f];
  }
  auto store = [&] {
    for (std::size_t f = 0; f < kFeatureCount; ++f) {
      weights.opening[f] = static_cast<float>(theta[f]);
      weights.ending[f] = static_cast<float>(theta[kFeatureCount + f]);
    }
  };
  constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-8;
  std::mt19937_64 random(settings.seed);
  double rate = settings.learning_rate;
  long step = 0;
  for (int pass = 1; pass <= settings.epochs; ++pass) {
    std::shuffle(train.begin(), train.end(), random);
    for (std::size_t begin = 0; begin < train.size();
         begin += static_cast<std::size_t>(settings.batch)) {
      const std::size_t end =
          std::min(train.size(), begin + static_cast<std::size_t>(settings.batch));
      const double batch_size = static_cast<double>(end - begin);
      std::fill(grad.begin(), grad.end(), 0.0);
      store();
      for (std::size_t i = begin; i < end; ++i) {
        const rules::Position& pos = train[i].position;
        const Scored s = score(weights, pos);
        // d(loss)/d(sum): (p - result) / scale, through the drawish division.
        const double d =
            (sigmoid(s.white / settings.scale) - train[i].white_result) / settings.scale *
            s.slope / batch_size;
        const double share = opening_share(pos);
        eval_features::visit_features(pos, [&](int f, int x) {
          grad[static_cast<std::size_t>(f)] += d * x * share;
          grad[kFeatureCount + static_cast<std::size_t>(f)] += d * x * (1 - share);
        });
      }
      ++step;
      const double correction1 = 1 - std::pow(kBeta1, static_cast<double>(step));
      const double correction2 = 1 - std::pow(kBeta2, static_cast<double>(step));
      for (std::size_t k = 0; k < n; ++k) {
        double g = grad[k];
        if (is_pattern(k % kFeatureCount)) g += settings.l2 * theta[k];
        m[k] = kBeta1 * m[k] + (1 - kBeta1) * g;
        v[k] = kBeta2 * v[k] + (1 - kBeta2) * g * g;
        theta[k] -= rate * (m[k] / correction1) / (std::sqrt(v[k] / correction2) + kEpsilon);
      }
    }
    rate *= settings.decay;
    store();
    progress(pass, log_loss(weights, train, settings.scale),
             log_loss(weights, held_out, settings.scale));
  }
}

void blend_search_labels(std::vector<TrainingPosition>& positions, const SearchLabels& how,
                         double scale, const std::function<void(std::size_t)>& progress) {
  constexpr std::size_t kChunk = 256;  // positions a thread takes at a time
  constexpr std::size_t kHashMegabytes = 16;
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  const rules::DrawRules draws = rules::portuguese_rules().draws;
  auto work = [&] {
    Engine engine(kHashMegabytes);
    Limits limits;
    limits.depth = how.depth;
    for (std::size_t begin = next.fetch_add(kChunk); begin < positions.size();
         begin = next.fetch_add(kChunk)) {
      const std::size_t end = std::min(positions.size(), begin + kChunk);
      for (std::size_t i = begin; i < end; ++i) {
        TrainingPosition& p = positions[i];
        const SearchResult found = engine.search(GameState(p.position, draws), limits);
        const double own = found.info.score;
        const double white = p.position.side_to_move() == rules::Color::white ? own : -own;
        p.white_result = static_cast<float>((1 - how.share) * p.white_result +
                                            how.share * sigmoid(white / scale));
      }
      done.fetch_add(end - begin);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::max(how.jobs, 1); ++t) threads.emplace_back(work);
  std::size_t reported = 0;
  do {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    reported = done.load();
    progress(reported);
  } while (reported < positions.size());
  for (std::thread& t : threads) t.join();
}

std::string weights_source(const FittedWeights& weights, std::string_view header) {
  std::string out(header);
  out +=
      "#include \"eval_weights.hpp\"\n\n"
      "namespace damas::engine {\n\n"
      "namespace {\n\n"
      "// Feature, (opening, ending) in 1/8 of a hundredth of a man; weights not listed are 0.\n";
  std::string list;
  std::size_t given = 0;
  auto rounded = [](float w) {
    return static_cast<long>(std::lround(std::clamp(w * kWeightScale, -32767.0f, 32767.0f)));
  };
  for (std::size_t f = 0; f < kFeatureCount; ++f) {
    const long o = rounded(weights.opening[f]);
    const long e = rounded(weights.ending[f]);
    if (o == 0 && e == 0) continue;
    list += fmt::format("{{{},{{{},{}}}}},", f, o, e);
    if (++given % 6 == 0) list += '\n';
  }
  out += fmt::format("constexpr std::array<GivenWeight, {}> kGiven{{{{\n{}\n}}}};\n\n", given,
                     list);
  out +=
      "}  // namespace\n\n"
      "const std::array<WeightPair, eval_features::kFeatureCount> kEvalWeights =\n"
      "    dense_weights(kGiven);\n\n"
      "}  // namespace damas::engine\n";
  return out;
}

}  // namespace damas::engine
