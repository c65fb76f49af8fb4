// pdn match --engine A --engine B [--games N] [limits] [-o OUT] [rule options] [-j N]: two
// engines play each other from a set of openings, each opening with both colours, and the
// score is given as an Elo difference with its 95% interval.
#include <fmt/core.h>

#include <cstdio>
#include <string>
#include <vector>

#include "commands.hpp"
#include "damas/pdn/writer.hpp"
#include "elo.hpp"
#include "egtb_source.hpp"
#include "engine_spec.hpp"
#include "exit_codes.hpp"
#include "match_game.hpp"
#include "options.hpp"
#include "ordered_parallel.hpp"
#include "output_file.hpp"
#include "rule_options.hpp"
#include "search_limits.hpp"

namespace damas::cli {

namespace {

std::string elo_text(const std::optional<double>& elo) {
  return elo ? fmt::format("{:+.0f}", *elo) : "inf";
}

}  // namespace

int run_match(std::string_view program, Arguments args) {
  CommandLine command{
      program, "--engine A --engine B [--games N] [--depth D | --movetime MS | --nodes N] [OPTIONS]",
      "Plays engines A and B against each other from the openings made of every first move\n"
      "and every reply (in square order), each opening twice with the colours swapped: game\n"
      "1 has A as White, game 2 B. The rules core judges every game (draw laws included);\n"
      "a game still going after 400 plies counts as a draw. An engine is 'builtin' or\n"
      "'builtin:OPTION=N,...' with depth, movetime, nodes or hash overriding the match's\n"
      "limits (and egtb=off: no endgame tables). Prints A's wins, draws and losses, its score, and the Elo difference with its\n"
      "95% interval. Without a limit every move is searched to depth 6.",
      po::options_description("Options"), {}};
  std::vector<std::string> engine_texts;
  int games = 2;
  int jobs = 1;
  std::string output;
  LimitValues limit_values;
  RuleOptionValues rule_values;
  command.options.add_options()
      ("engine", po::value<std::vector<std::string>>(&engine_texts), "an engine (twice: A then B)")
      ("games", po::value<int>(&games)->default_value(2), "games to play (even: both colours)")
      ("output,o", po::value<std::string>(&output), "write the games as PDN here")
      ("jobs,j", po::value<int>(&jobs)->default_value(1), "games played in parallel")
      ("quiet,q", "no line per game");
  bool no_egtb = false;
  add_limit_options(command.options, limit_values, 16);
  add_egtb_option(command.options, no_egtb);
  add_rule_options(command.options, rule_values);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  if (engine_texts.size() != 2) return usage_error(program, "give --engine exactly twice");
  const int max_games = 2 * static_cast<int>(match_openings().size());
  if (games < 1 || games > max_games) {
    return usage_error(program, fmt::format("--games must be between 1 and {}", max_games));
  }
  if (jobs < 1 || jobs > 256) return usage_error(program, "--jobs must be between 1 and 256");
  std::string error;
  const auto limits = read_limits(values, limit_values, 6, error);
  if (!limits) return usage_error(program, error);
  const auto ruleset = read_ruleset(values, rule_values, error);
  if (!ruleset) return usage_error(program, error);
  std::vector<EngineSpec> engines;
  for (const std::string& text : engine_texts) {
    const auto spec =
        parse_engine_spec(text, *limits, static_cast<std::size_t>(limit_values.hash), error);
    if (!spec) return usage_error(program, error);
    engines.push_back(*spec);
    if (no_egtb) engines.back().endgame_tables = false;
  }
  if (engines[0].name == engines[1].name) {
    engines[0].name += " (A)";  // the players must be told apart in the records
    engines[1].name += " (B)";
  }
  const bool quiet = values.count("quiet") != 0;

  const auto openings = match_openings();
  MatchScore score;  // for A
  std::string records;
  int round = 0;
  auto emit = [&](PlayedGame&& played) {
    ++round;
    const bool a_white = round % 2 == 1;
    const rules::GameResult r = played.result;
    if (r == rules::GameResult::draw) {
      ++score.draws;
    } else if ((r == rules::GameResult::white_wins) == a_white) {
      ++score.wins;
    } else {
      ++score.losses;
    }
    if (!quiet) {
      fmt::print("game {}: {} - {}: {}\n", round, *played.record.tag("White"),
                 *played.record.tag("Black"), rules::result_text(r));
    }
    pdn::write_game(played.record, records);
  };
  OrderedParallel<int, PlayedGame> pipeline(
      jobs,
      [&](int& index) {
        // Games 2k and 2k+1 play opening k, A as White first.
        const EngineSpec& white = engines[static_cast<std::size_t>(index % 2)];
        const EngineSpec& black = engines[static_cast<std::size_t>(1 - index % 2)];
        return play_match_game(white, black, openings[static_cast<std::size_t>(index / 2)],
                               *ruleset, index + 1);
      },
      emit);
  for (int i = 0; i < games; ++i) pipeline.push(int{i});
  pipeline.flush();

  const EloEstimate elo = estimate_elo(score);
  fmt::print("{} vs {}: +{} ={} -{}, score {:.1f}%, Elo {} (95%: {} to {})\n", engines[0].name,
             engines[1].name, score.wins, score.draws, score.losses, 100.0 * score.score(),
             elo_text(elo.elo), elo_text(elo.lower), elo_text(elo.upper));
  std::fflush(stdout);
  if (!output.empty()) {
    if (const auto failure = write_file_atomically(output, records)) {
      fmt::print(stderr, "{}: {}\n", program, *failure);
      return kExitUsage;
    }
  }
  return kExitOk;
}

}  // namespace damas::cli
