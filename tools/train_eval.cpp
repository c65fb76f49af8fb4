// pdn-train-eval GAMES.pdn... -o engine/src/eval_weights.cpp [--passes N] [...]: fits the
// learned evaluation's weights to the results of the games (engine/eval_training.hpp) and
// writes the weights' source file, headed by the command that wrote it and the fit. A
// developer's tool, built with the project and not installed: docs/evaluation.md says how the
// games are made (scripts/selfplay-data.sh) and how the weights were fitted.
#include <fmt/core.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "damas/analysis/win_chance.hpp"
#include "damas/engine/eval_training.hpp"
#include "damas/pdn/game_reader.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/support/output_file.hpp"
#include "damas/support/quoted.hpp"
#include "exit_codes.hpp"
#include "options.hpp"

namespace damas::cli {

namespace {

struct Positions {
  std::vector<engine::TrainingPosition> train;
  std::vector<engine::TrainingPosition> held_out;
  long games = 0;
  long skipped = 0;  // no result, or not a legal game of Portuguese draughts
};

// White's result: 1, 0.5 or 0; negative for a game without one.
float white_result(const pdn::Game& game) {
  if (!game.result) return -1;
  const auto text = pdn::normalized_result(game.result->text);
  if (text == "1-0") return 1;
  if (text == "0-1") return 0;
  if (text == "1/2-1/2") return 0.5F;
  return -1;
}

// Every quiet position of each game's main line (no capture pending: the evaluation is only
// asked about those) that has a move, labelled by the game's result; every `held_out_every`-th
// game goes to the held-out positions.
Positions read_positions(const std::vector<std::string>& inputs, int held_out_every,
                         std::vector<pdn::InputFailure>& failures) {
  Positions out;
  pdn::GameReader reader(inputs);
  pdn::ReplayOptions options;
  options.check_tags = false;
  options.suggest_repairs = false;
  while (auto item = reader.next()) {
    if (item->error) {
      ++out.skipped;
      continue;
    }
    const float result = white_result(item->game);
    const pdn::ReplayedGame replayed = pdn::replay(item->game, options);
    if (result < 0 || !replayed.replayed || replayed.has_errors()) {
      ++out.skipped;
      continue;
    }
    auto& into = ++out.games % held_out_every == 0 ? out.held_out : out.train;
    rules::Position pos = replayed.start;
    rules::MoveList moves;
    for (const rules::Move& m : replayed.main_line) {
      rules::generate_moves(pos, moves);
      if (!moves.empty() && !moves[0].is_capture()) into.push_back({pos, result});
      pos = pos.after(m);
    }
  }
  failures = reader.failures();
  return out;
}

}  // namespace

int run_train_eval(std::string_view program, Arguments args) {
  CommandLine command{
      program, "GAMES... -o FILE [--passes N] [--batch N] [--rate R] [--decay D] [--l2 L]\n"
      "                  [--label-depth D [--label-share S] [-j N]]",
      "Fits the weights of the learned evaluation to the results of GAMES (PDN: every quiet\n"
      "position of each game labelled with its result; every tenth game held out) by logistic\n"
      "regression, and writes them as the source file FILE (engine/src/eval_weights.cpp),\n"
      "headed by this command line and the fit. Prints the log-loss after each pass.\n"
      "With --label-depth, each fitted position's label is blended with the win chance of\n"
      "a search of the position by this build's engine (held-out labels stay results).",
      po::options_description("Options"), {}};
  std::vector<std::string> inputs;
  std::string output;
  engine::TrainingSettings settings;
  settings.scale = analysis::kWinChanceScale;
  int held_out_every = 10;
  engine::SearchLabels labels;
  labels.depth = 0;  // results only unless asked
  command.options.add_options()
      ("input", input_file_names(&inputs), "PDN files of games")
      ("output,o", file_name(&output)->required(), "the weights' source file")
      ("passes", bounded(&settings.epochs, 1, 1000)->default_value(settings.epochs),
       "passes over the positions")
      ("batch", bounded(&settings.batch, 1, 1 << 24)->default_value(settings.batch),
       "positions a step")
      ("rate", bounded(&settings.learning_rate, 1e-6, 100.0)
                   ->default_value(settings.learning_rate),
       "the first steps' size, in hundredths of a man")
      ("decay", bounded(&settings.decay, 0.1, 1.0)->default_value(settings.decay),
       "the step size multiplied by this after each pass")
      ("l2", bounded(&settings.l2, 0.0, 1.0)->default_value(settings.l2),
       "penalty on the pattern weights")
      ("held-out", bounded(&held_out_every, 2, 1000)->default_value(held_out_every),
       "one game in this many is held out")
      ("label-depth", bounded(&labels.depth, 0, 30)->default_value(labels.depth),
       "blend each fitted position's label with a search of this depth (0: results only)")
      ("label-share", bounded(&labels.share, 0.0, 1.0)->default_value(labels.share),
       "the search's share of a blended label")
      ("jobs,j", bounded(&labels.jobs, 1, 256)->default_value(labels.jobs),
       "threads searching the labels");
  command.positional.add("input", -1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  if (inputs.empty()) return usage_error(program, "give the PDN files of the games");

  // Written last, but opened first: a path that cannot be written stops before the work.
  support::OutputSet outputs;
  support::OutputFile* out = nullptr;
  try {
    out = &outputs.open(output, "-o");
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }
  const auto started = std::chrono::steady_clock::now();
  std::vector<pdn::InputFailure> failures;
  Positions positions = read_positions(inputs, held_out_every, failures);
  for (const auto& failure : failures) {
    fmt::print(stderr, "{}: {}: {}\n", program, failure.source, failure.reason);
  }
  if (!failures.empty()) return kExitUsage;
  fmt::print("{} games ({} skipped): {} positions to fit, {} held out\n", positions.games,
             positions.skipped, positions.train.size(), positions.held_out.size());
  std::fflush(stdout);
  // Weights fitted to nothing are the material's alone: written over the engine's source (the
  // usual -o), they would undo its evaluation, from inputs that were the wrong files.
  if (positions.train.empty()) {
    fmt::print(stderr, "{}: no positions to fit in the inputs: {} not written\n", program,
               support::shown_name(output));
    return kExitUsage;
  }
  if (labels.depth > 0) {
    // Only the fitted positions: the held-out ones keep their results, so that the held-out
    // log-loss stays comparable with fits to results alone.
    const std::size_t total = positions.train.size();
    std::size_t reported = 0;
    engine::blend_search_labels(positions.train, labels, settings.scale, [&](std::size_t done) {
      if (done < reported + total / 20 && done < total) return;
      reported = done;
      fmt::print("labels: {} of {} positions searched to depth {}\n", done, total, labels.depth);
      std::fflush(stdout);
    });
  }

  engine::FittedWeights weights = engine::initial_weights();
  const double start_loss = engine::log_loss(weights, positions.held_out, settings.scale);
  fmt::print("pass 0: held-out log-loss {:.5f} (material only)\n", start_loss);
  double train_loss = 0;
  double held_out_loss = start_loss;
  engine::fit_weights(weights, positions.train, positions.held_out, settings,
                      [&](int pass, double train, double held_out) {
                        train_loss = train;
                        held_out_loss = held_out;
                        fmt::print("pass {}: log-loss {:.5f}, held out {:.5f}\n", pass, train,
                                   held_out);
                        std::fflush(stdout);
                      });
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  std::string command_text = "pdn-train-eval";
  for (const char* arg : args) command_text += fmt::format(" {}", arg);
  const std::string header = fmt::format(
      "// Generated by tools/train_eval.cpp: do not edit. Written by\n"
      "//   {}\n"
      "// from {} games ({} positions fitted, {} held out); {} passes in {:.0f} s. Held-out\n"
      "// log-loss {:.5f} (material only: {:.5f}); on the fitted positions {:.5f}.\n",
      command_text, positions.games, positions.train.size(), positions.held_out.size(),
      settings.epochs, seconds, held_out_loss, start_loss, train_loss);
  out->write(engine::weights_source(weights, header));
  const std::vector<std::string> commit_failures = outputs.commit();
  for (const std::string& failure : commit_failures) {
    fmt::print(stderr, "{}: {}\n", program, failure);
  }
  return commit_failures.empty() ? kExitOk : kExitUsage;
}

}  // namespace damas::cli

int main(int argc, char** argv) {
  return damas::cli::run_train_eval(
      "pdn-train-eval", damas::cli::Arguments(argv + 1, argv + argc));
}
