// pdn analyse [FEN | -] [--moves MOVES] [limits] [--format text|json] [rule options]: the
// engine's best move, score and principal variation for one position, searched under the draw
// laws selected (with the moves played since the FEN, so that counts and repetitions are right),
// or for every FEN read from standard input.
#include <fmt/core.h>

#include <string>

#include "commands.hpp"
#include "damas/analysis/analyse_position.hpp"
#include "damas/engine/analysing_engine.hpp"
#include "damas/engine/search.hpp"
#include "damas/rules/fen.hpp"
#include "exit_codes.hpp"
#include "fen_lines.hpp"
#include "options.hpp"
#include "damas/engine/engine_spec.hpp"
#include "rule_options.hpp"
#include "engine_options.hpp"

namespace damas::cli {

namespace {

// pdn analyse -: one engine for every FEN, told before each that a new game begins, so that each
// answer is the one the FEN alone would get.
int analyse_fen_lines(std::string_view program, const engine::EngineSpec& spec,
                      const rules::Ruleset& ruleset, bool json) {
  try {
    const auto engine = engine::start_engine(spec, ruleset);
    return answer_fen_lines(
        program, json, [&](std::string_view fen, std::string& error) -> std::optional<std::string> {
          const auto position = rules::position_to_move(fen, error);
          if (!position) return std::nullopt;
          const engine::GameHistory game(*position, ruleset);
          engine->new_game();
          const engine::SearchResult result =
              engine->search(game, spec.limits, engine::SearchPurpose::analyse);
          return json ? analysis::analysis_json(fen, game, result)
                      : analysis::analysis_text(game, result);
        });
  } catch (const engine::EngineError& e) {
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }
}

}  // namespace

int run_analyse(std::string_view program, Arguments args) {
  CommandLine command{
      program,
      "[FEN | -] [--moves MOVES] [--engine E] [--depth D | --movetime MS | --nodes N]\n"
      "       [options]",
      "Searches a position and prints the best move, the score from White's point of view (in\n"
      "men, or #N: White wins in N of its moves, #-N: Black does) and the expected line. The\n"
      "draw laws of the rules chosen are part of the search; --moves gives the moves played\n"
      "since the FEN so that repetitions and the 20-move and Forcada counts start right.\n"
      "Without a limit the search stops at depth 12. With --engine, an external engine speaking\n"
      "the Hub protocol searches instead (exit code 2 if it fails).\n"
      "With '-' for the FEN, reads one FEN per line from standard input and answers one line\n"
      "per FEN (to a pipe, each as soon as it is found), each searched as by a fresh engine; a\n"
      "FEN that cannot be read has the answer 'error' (JSON: {\"fen\", \"error\"}), its\n"
      "message on standard error naming its line (-:LINE:), and exit code 2 follows.",
      po::options_description("Options"), {}};
  std::string fen;
  std::string moves;
  std::string engine_text = "builtin";
  LimitValues limit_values;
  std::string format_name = "text";
  RuleOptionValues rule_options;
  command.options.add_options()
      ("fen", po::value<std::string>(&fen),
       "the position, also given as the argument FEN (default: the initial position; '-': "
       "FENs read from standard input)")
      ("moves", po::value<std::string>(&moves), "moves played from the FEN, e.g. \"12-16 21-17\"")
      ("engine", po::value<std::string>(&engine_text),
       "the engine: builtin (default), builtin:depth=N,..., or the command line of an external "
       "Hub engine (\"./other-engine --hub\"; \"hub:COMMAND\" says so explicitly)")
      ("format", po::value<std::string>(&format_name)->default_value("text"),
       "text: one readable line; json: {\"fen\", \"best\", \"score\", \"depth\", \"nodes\", "
       "\"nps\", \"pv\"}");
  add_limit_options(command.options, limit_values);
  add_rule_options(command.options, rule_options);
  command.positional.add("fen", 1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  if (const auto stop = check_text_or_json(program, format_name)) return *stop;
  std::string error;
  const auto ruleset = read_ruleset(values, rule_options, error);
  if (!ruleset) return usage_error(program, error);

  const auto defaults = read_engine_defaults(values, limit_values, 12, error);
  if (!defaults) return usage_error(program, error);
  const auto spec = read_engine_option(engine_text, *defaults, error);
  if (!spec) return usage_error(program, error);

  const bool json = format_name == "json";
  if (values.count("fen") != 0 && fen == "-") {
    if (values.count("moves") != 0) {
      return usage_error(program, "--moves goes with one FEN, not with FENs read ('-')");
    }
    return analyse_fen_lines(program, *spec, *ruleset, json);
  }
  rules::Position position = rules::Position::initial();
  if (values.count("fen") != 0) {
    const auto parsed = rules::position_to_move(fen, error);
    if (!parsed) return usage_error(program, error);
    position = *parsed;
  } else {
    fen = rules::to_fen(position);
  }
  engine::GameHistory game(position, *ruleset);
  if (const auto bad = analysis::play_moves(game, moves)) {
    return usage_error(program, "--moves: " + *bad);
  }

  engine::SearchResult result;
  try {
    result = engine::start_engine(*spec, *ruleset)
                 ->search(game, spec->limits, engine::SearchPurpose::analyse);
  } catch (const engine::EngineError& e) {
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }
  fmt::print("{}\n", json ? analysis::analysis_json(fen, game, result)
                           : analysis::analysis_text(game, result));
  return kExitOk;
}

}  // namespace damas::cli
