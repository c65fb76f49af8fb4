// pdn match --engine A --engine B [--games N] [--first-game K] [limits] [--time MIN --inc S] [--sprt ELO0,ELO1]
// [-o OUT] [rule options] [-j N]: two engines play each other from a set of openings, each
// opening with both colours, and the score is given as an Elo difference with its 95% interval;
// with --sprt the match stops as soon as a sequential test accepts one of two hypotheses.
#include <fmt/core.h>
#include <sys/stat.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include "commands.hpp"
#include "damas/analysis/elo.hpp"
#include "damas/analysis/match_game.hpp"
#include "damas/analysis/match_record.hpp"
#include "damas/analysis/sprt.hpp"
#include "damas/engine/engine_pool.hpp"
#include "damas/engine/engine_spec.hpp"
#include "damas/support/ordered_parallel.hpp"
#include "damas/support/output_file.hpp"
#include "damas/support/quoted.hpp"
#include "damas/support/strict_number.hpp"
#include "engine_options.hpp"
#include "exit_codes.hpp"
#include "interrupt_request.hpp"
#include "match_records.hpp"
#include "options.hpp"
#include "rule_options.hpp"
#include "standard_streams.hpp"

namespace damas::cli {

namespace {

// The longest openings a match plays from (1469 of them).
constexpr int kMaxOpeningPlies = 4;
// The most games of one match, and the longest random openings.
constexpr int kMaxMatchGames = 1'000'000;
constexpr int kMaxRandomPlies = 30;

// What to do about more games than the openings give (each opening is played twice): the
// fewest opening moves that give enough.
std::string too_many_games(int games, int opening_plies, std::size_t openings) {
  std::string message =
      fmt::format("--games {} is more than the {} games of the {} openings of --opening-plies {}",
                  games, 2 * openings, openings, opening_plies);
  for (int plies = opening_plies + 1; plies <= kMaxOpeningPlies; ++plies) {
    const std::size_t more = analysis::match_openings(plies).size();
    if (static_cast<std::size_t>(games) <= 2 * more) {
      return message + fmt::format(": --opening-plies {} gives {} openings, up to {} games",
                                   plies, more, 2 * more);
    }
  }
  return message;
}

// "ELO0,ELO1" of --sprt, with ELO0 < ELO1; nullopt with `error` set.
std::optional<analysis::SprtSettings> read_sprt(const std::string& text, std::string& error) {
  const std::size_t comma = text.find(',');
  constexpr double kMaxElo = 1000;
  analysis::SprtSettings settings;
  if (comma != std::string::npos) {
    const auto elo0 = support::number_in<double>(text.substr(0, comma), -kMaxElo, kMaxElo);
    const auto elo1 = support::number_in<double>(text.substr(comma + 1), -kMaxElo, kMaxElo);
    if (elo0 && elo1 && *elo0 < *elo1) {
      settings.elo0 = *elo0;
      settings.elo1 = *elo1;
      return settings;
    }
  }
  error = fmt::format("--sprt takes ELO0,ELO1: two Elo differences from {0:g} to {1:g}, the "
                      "first below the second ('0,5'), not '{2}'",
                      -kMaxElo, kMaxElo, text);
  return std::nullopt;
}

// A's half points in a game: 2 for a win, 1 for a draw, 0 for a loss.
int half_points(rules::GameResult result, bool a_white) {
  if (result == rules::GameResult::draw) return 1;
  return (result == rules::GameResult::white_wins) == a_white ? 2 : 0;
}

// Game `round` of the match (1-based) has A as White when odd, B when even.
bool a_is_white(int round) { return round % 2 == 1; }

void count(analysis::MatchScore& score, int points) {
  ++(points == 2 ? score.wins : points == 1 ? score.draws : score.losses);
}

// How a stopped run goes on: from the file of records it wrote (-o, holding the games resumed
// too), or without one from the first game not finished (games after it that finished are
// then played again).
std::string how_to_go_on(const support::OutputFile* out, const std::string& output,
                         int first_unfinished) {
  if (out != nullptr && out->replaces_file()) {
    return "the same command with --resume " + support::shown_name(output);
  }
  return fmt::format("--first-game {}", first_unfinished);
}

// The games of this match that `output` records already (a regular file that reads as records
// of it, as --resume reads them), else 0.
std::size_t games_already_recorded(
    const std::string& output, int games,
    const std::function<analysis::MatchGameIdentity(int)>& identity_of) {
  struct stat found {};
  if (output.empty() || output == "-" || ::stat(output.c_str(), &found) != 0 ||
      !S_ISREG(found.st_mode) || found.st_size == 0) {
    return 0;
  }
  std::string not_records;  // another match's, or not records at all: replaced as any -o is
  const auto read = read_resumed({output}, games, identity_of, not_records);
  return read ? read->size() : 0;
}

}  // namespace

int run_match(std::string_view program, Arguments args) {
  CommandLine command{
      program,
      "[--engine A --engine B] [--games N] [--first-game K] [--resume FILE]\n"
      "       [--opening-plies N | --random-openings N]\n"
      "       [--depth D | --movetime MS | --nodes N] [--time MIN [--inc S]]\n"
      "       [--sprt ELO0,ELO1 [--alpha A] [--beta B]] [OPTIONS]",
      "Plays engines A and B against each other from the openings made of every first move\n"
      "and every reply (in square order; --opening-plies 3 or 4 for more openings), each\n"
      "opening twice with the colours swapped: game 1 has A as White, game 2 B. The rules\n"
      "core judges every game (draw laws included); a game still going after 400 plies\n"
      "counts as a draw. An engine is 'builtin' or 'builtin:OPTION=N,...' with depth,\n"
      "movetime, nodes or hash overriding the match's limits, or the command line of an\n"
      "external engine speaking the Hub protocol ('./engine', or 'hub:./engine'), which plays\n"
      "under the match's limits; it is started once per job, and exit code 2 ends the match\n"
      "if it fails. Prints A's wins, draws and losses, its score, and the Elo difference with\n"
      "its 95% interval. Without a limit every move is searched to depth 6. Without --engine\n"
      "the built-in engine plays at two settings: A is 'builtin' (the match's limits) and B\n"
      "'builtin:depth=4', a shallower search.\n"
      "--time MIN gives each side a clock of MIN minutes per game, --inc S seconds added after\n"
      "each move (Fischer); an engine is told its clock with each move, and one whose clock\n"
      "runs out loses on time. --sprt ELO0,ELO1 runs a sequential probability ratio test on\n"
      "the game pairs (pentanomial GSPRT, docs/commands/match.md): H0 'A is ELO0 stronger'\n"
      "against H1 'A is ELO1 stronger', the LLR and its bounds printed after each pair, the\n"
      "match stopped once H0 or H1 is accepted (--games then defaults to every opening's two).\n"
      "--random-openings N plays openings of N random moves instead (--seed S picks the\n"
      "stream; games 2k-1 and 2k share one), as many as --games asks for: self-play data.\n"
      "Ctrl-C (or SIGTERM, SIGHUP) stops the match: the games in play are abandoned, and the\n"
      "games finished are scored and written (-o); it then ends by that signal (a shell says\n"
      "130, 143, 129). Again: quits at once.\n"
      "--first-game K plays games K to N only (numbered and coloured as in the whole match):\n"
      "a match shared out between machines. --resume FILE goes on with a stopped match: the\n"
      "games FILE's records hold (an earlier -o of the same command) are not played again but\n"
      "counted, and -o (which may be FILE itself) holds them and the new ones, in game order.\n"
      "-o is saved every minute during the run (--save-every S), so that a run killed outright\n"
      "keeps the games of its last save.",
      po::options_description("Options"), {}};
  std::vector<std::string> engine_texts;
  std::vector<std::string> resume_files;
  int games = 2;
  int first_game = 1;
  int opening_plies = 2;
  int random_plies = 0;
  std::uint64_t seed = 1;
  int jobs = 1;
  std::string output;
  LimitValues limit_values;
  RuleOptionValues rule_values;
  double minutes = 0;
  double increment = 0;
  double save_every = 60;
  std::string sprt_text;
  analysis::SprtSettings sprt;
  command.options.add_options()
      ("engine", po::value<std::vector<std::string>>(&engine_texts),
       "an engine (twice: A then B; none: builtin against builtin:depth=4)")
      // At most twice the openings (checked below).
      ("games", bounded(&games, 1, kMaxMatchGames)->default_value(2),
       "games to play (even: both colours; at most twice the openings)")
      ("first-game", bounded(&first_game, 1, kMaxMatchGames)->default_value(1),
       "play games K to --games only (a match shared out between machines)")
      ("resume", file_names(&resume_files),
       "the records of a stopped run of this match (its -o): their games are counted, not "
       "played again")
      ("opening-plies", bounded(&opening_plies, 2, kMaxOpeningPlies)->default_value(2),
       "moves of the openings: 2 (49 openings, up to 98 games), 3 (302) or 4 (1469)")
      ("random-openings", bounded(&random_plies, 1, kMaxRandomPlies),
       "play openings of N random moves instead, as many as the games need")
      ("seed", bounded(&seed, std::uint64_t{0}, std::uint64_t{1'000'000'000})->default_value(1),
       "which stream of random openings --random-openings plays")
      ("output,o", file_name(&output), "write the games as PDN here")
      ("save-every", bounded(&save_every, 0.0, 86400.0)->default_value(60),
       "save -o's games every S seconds during the run (0: after each game)")
      ("jobs,j", bounded(&jobs, 1, kMaxJobs)->default_value(1), "games played in parallel")
      ("quiet,q", "no line per game")
      ("time", bounded(&minutes, 0.001, 1440.0), "minutes on each side's clock per game")
      ("inc", bounded(&increment, 0.0, 3600.0), "seconds added to the clock after each move")
      ("sprt", po::value<std::string>(&sprt_text),
       "ELO0,ELO1: stop when a sequential test accepts A ELO0 or ELO1 stronger")
      ("alpha", bounded(&sprt.alpha, 0.001, 0.5)->default_value(0.05),
       "the SPRT's false positive rate (H1 accepted when H0 holds)")
      ("beta", bounded(&sprt.beta, 0.001, 0.5)->default_value(0.05),
       "the SPRT's false negative rate (H0 accepted when H1 holds)");
  add_limit_options(command.options, limit_values);
  add_rule_options(command.options, rule_values);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  if (engine_texts.empty()) engine_texts = {"builtin", "builtin:depth=4"};
  if (engine_texts.size() != 2) {
    return usage_error(program, "give --engine twice (A then B), or not at all");
  }
  const bool random_openings = values.count("random-openings") != 0;
  if (random_openings && !values["opening-plies"].defaulted()) {
    return usage_error(program, "give --opening-plies or --random-openings, not both");
  }
  if (!random_openings && !values["seed"].defaulted()) {
    return usage_error(program, "--seed picks the openings of --random-openings: give it too");
  }
  const auto openings = random_openings ? std::vector<std::vector<rules::Move>>{}
                                        : analysis::match_openings(opening_plies);
  // Opening k, played by games 2k and 2k + 1.
  auto opening = [&](int k) {
    return random_openings ? analysis::random_opening(random_plies, seed,
                                                      static_cast<std::uint64_t>(k))
                           : openings[static_cast<std::size_t>(k)];
  };
  std::string error;
  const bool sequential = values.count("sprt") != 0;
  if (sequential) {
    const auto read = read_sprt(sprt_text, error);
    if (!read) return usage_error(program, error);
    sprt.elo0 = read->elo0;
    sprt.elo1 = read->elo1;
    if (values["games"].defaulted()) {
      if (random_openings) return usage_error(program, "--sprt with --random-openings needs --games");
      games = 2 * static_cast<int>(openings.size());
    }
    if (games % 2 != 0) return usage_error(program, "--sprt needs an even --games: it tests pairs");
    if (first_game % 2 == 0) {
      return usage_error(program, "--sprt needs an odd --first-game: it tests pairs");
    }
    if (!resume_files.empty()) {
      return usage_error(program, "--sprt tests the pairs of one run: it cannot --resume");
    }
  } else if (!values["alpha"].defaulted() || !values["beta"].defaulted()) {
    return usage_error(program, "--alpha and --beta are the error rates of --sprt: give it too");
  }
  if (!random_openings && games > 2 * static_cast<int>(openings.size())) {
    return usage_error(program, too_many_games(games, opening_plies, openings.size()));
  }
  if (first_game > games) {
    return usage_error(program, fmt::format("--first-game {} is past the last game, --games {}",
                                            first_game, games));
  }
  std::optional<analysis::TimeControl> time_control;
  if (values.count("time") != 0) {
    time_control = analysis::TimeControl{
        .base = std::chrono::milliseconds(std::lround(minutes * 60'000)),
        .increment = std::chrono::milliseconds(std::lround(increment * 1000))};
  } else if (values.count("inc") != 0) {
    return usage_error(program, "--inc adds to the clock of --time: give it too");
  }
  if (!values["save-every"].defaulted() && output.empty()) {
    return usage_error(program, "--save-every saves the records of -o: give it too");
  }
  auto defaults = read_engine_defaults(values, limit_values, 6, error);
  if (!defaults) return usage_error(program, error);
  // The clock ends each search: the depth runs free unless one is given.
  if (time_control && values.count("depth") == 0) defaults->limits.depth = engine::Limits{}.depth;
  const auto ruleset = read_ruleset(values, rule_values, error);
  if (!ruleset) return usage_error(program, error);
  std::vector<engine::EngineSpec> engines;
  for (const std::string& text : engine_texts) {
    const auto spec = read_engine_option(text, *defaults, error);
    if (!spec) return usage_error(program, error);
    engines.push_back(*spec);
  }
  if (engines[0].name == engines[1].name) {
    engines[0].name += " (A)";  // the players must be told apart in the records
    engines[1].name += " (B)";
  }
  // Game `round`: its players and opening, as its record gives them.
  auto identity_of = [&](int round) {
    const std::size_t white = a_is_white(round) ? 0 : 1;
    return analysis::MatchGameIdentity{.white = engines[white].name,
                                       .black = engines[1 - white].name,
                                       .opening = opening((round - 1) / 2),
                                       .game_type = ruleset->game_type,
                                       .time_control = time_control,
                                       .white_search = analysis::search_tag(engines[white].limits),
                                       .black_search =
                                           analysis::search_tag(engines[1 - white].limits)};
  };
  std::map<int, ResumedGame> resumed;
  if (!resume_files.empty()) {
    auto read = read_resumed(resume_files, games, identity_of, error);
    if (!read) {
      fmt::print(stderr, "{}: --resume: {}\n", program, error);
      return kExitUsage;
    }
    resumed = std::move(*read);
  }
  // -o holding games of this very match without --resume: most likely the same command run
  // again after a stop, whose first save would replace those games (hours of play) with a few.
  if (resume_files.empty() && !sequential) {
    if (const std::size_t recorded = games_already_recorded(output, games, identity_of)) {
      return usage_error(
          program, fmt::format("-o '{0}' records {1} game{2} of this match already: --resume "
                               "'{0}' goes on with them; remove it to play them again",
                               support::shown_name(output), recorded, recorded == 1 ? "" : "s"));
    }
  }
  // The games this run plays: from --first-game on, but those of --resume.
  std::vector<int> rounds;
  for (int round = first_game; round <= games; ++round) {
    if (!resumed.contains(round)) rounds.push_back(round);
  }
  const int games_to_play = static_cast<int>(rounds.size());
  if (!resume_files.empty()) {
    fmt::print(stderr, "{}: --resume: {} of the {} games recorded, {} to play\n", program,
               resumed.size(), games, games_to_play);
  }
  const bool quiet = values.count("quiet") != 0;
  // Opened before the match, so that an output that cannot be written stops it before any game;
  // replaced only once every game is played.
  support::OutputSet outputs;
  support::OutputFile* out = nullptr;
  try {
    if (!output.empty()) out = &outputs.open(output, "-o");
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }

  // A and B, each started once at once (a broken engine stops the match before any game),
  // then once more per job that needs one.
  std::array<std::unique_ptr<engine::EnginePool>, 2> pools;
  for (std::size_t i = 0; i < 2; ++i) {
    const engine::EngineSpec& spec = engines[i];
    pools[i] = std::make_unique<engine::EnginePool>(
        [&spec, &ruleset] { return engine::start_engine(spec, *ruleset); });
    try {
      pools[i]->add(engine::start_engine(spec, *ruleset));
    } catch (const engine::EngineError& e) {
      fmt::print(stderr, "{}: {}\n", program, e.what());
      return kExitUsage;
    }
  }
  // Ctrl-C ends the match early, not the process: the games finished are counted and written.
  const InterruptRequest interrupt(fmt::format(
      "{}: interrupted: the games in play are abandoned; the games finished are counted and "
      "written (interrupt again to quit at once)\n",
      program));
  std::atomic<bool> engine_failed{false};
  bool stopped = false;  // an engine failure has been reported: the match is over
  std::atomic<bool> decided{false};  // the SPRT accepted a hypothesis: no more games

  analysis::MatchScore score;  // for A, of the whole match: the games resumed count too
  for (const auto& [round, game] : resumed) {
    count(score, half_points(game.result, a_is_white(round)));
  }
  // Games this run played to their end.
  auto played_now = [&] { return score.games() - static_cast<int>(resumed.size()); };
  analysis::Pentanomial pairs;
  int pair_points = 0;  // A's half points in the current pair so far
  double llr = 0;
  const analysis::SprtBounds bounds = analysis::sprt_bounds(sprt);
  MatchRecords records(std::string(program), out != nullptr && out->replaces_file() ? output : "",
                       save_every);
  if (out != nullptr) {
    for (const auto& [round, game] : resumed) records.add(round, game.text);
  }
  std::size_t emitted = 0;              // rounds[emitted] is the game emit() gets next
  std::optional<int> first_unfinished;  // the first game abandoned on an interrupt
  bool pairs_broken = false;  // a game of a pair went unplayed: the SPRT takes no more pairs
  auto emit = [&](analysis::PlayedGame&& played) {
    if (stopped || decided) return;
    const int round = rounds[emitted];
    if (!played.engine_error.empty()) {
      fmt::print(stderr, "{}: game {}: {}\n", program, round, played.engine_error);
      stopped = true;
      return;
    }
    ++emitted;
    if (played.interrupted) {
      if (!first_unfinished) first_unfinished = round;
      pairs_broken = true;
      return;
    }
    const rules::GameResult r = played.result;
    const int points = half_points(r, a_is_white(round));
    count(score, points);
    if (out != nullptr) {
      records.add(round, played.record);
      // Before the game's line: with --save-every 0, a game reported is a game saved.
      records.save_if_due();
    }
    if (!quiet) {
      fmt::print("game {}: {} - {}: {}{}\n", round, *played.record.tag("White"),
                 *played.record.tag("Black"), rules::result_text(r),
                 played.lost_on_time
                     ? " (" + analysis::lost_on_time_text(*played.lost_on_time) + ")"
                     : "");
      // The line reaches a file or a pipe as the game ends, not when the match does: it is the
      // progress of a run that may take hours.
      flush_standard_output();
    }
    if (!sequential || pairs_broken) return;
    pair_points += points;
    if (round % 2 != 0) return;
    pairs.add(pair_points);
    pair_points = 0;
    llr = analysis::sprt_llr(pairs, sprt);
    if (!quiet) {
      fmt::print("pair {}: {}\n", round / 2, analysis::sprt_status(llr, bounds));
      flush_standard_output();
    }
    if (analysis::sprt_verdict(llr, bounds) != analysis::SprtVerdict::none) decided = true;
  };
  support::OrderedParallel<int, analysis::PlayedGame> pipeline(
      jobs,
      [&](int& round) {
        analysis::PlayedGame played;
        if (engine_failed || decided) return played;  // the match is over
        if (interrupt.requested()) {
          played.interrupted = true;
          return played;
        }
        const std::size_t white = a_is_white(round) ? 0 : 1;
        const std::size_t black = 1 - white;
        try {
          const engine::EnginePool::Lease white_engine = pools[white]->lease();
          const engine::EnginePool::Lease black_engine = pools[black]->lease();
          played = analysis::play_match_game(
              {engines[white], *white_engine}, {engines[black], *black_engine},
              opening((round - 1) / 2), *ruleset, round, time_control, &interrupt.flag());
        } catch (const engine::EngineError& e) {
          played.engine_error = e.what();
          engine_failed = true;
        }
        return played;
      },
      emit, /*batch=*/1);  // each game's line and record as soon as it and those before it end
  for (std::size_t i = 0; i < rounds.size() && !interrupt.requested(); ++i) {
    pipeline.push(int{rounds[i]});
  }
  pipeline.flush();
  // Stopped early (an engine failed, or the user interrupted): the games finished still count
  // and are written.
  if (played_now() == 0 && (stopped || interrupt.requested())) {
    return stopped ? kExitUsage : interrupt.exit_code();
  }
  if (played_now() < games_to_play && !decided) {
    // Some game was not played: one abandoned on an interrupt, or the one an engine failed in
    // (not emitted), or one never started.
    fmt::print(stderr, "{}: {} of the {} games played; {} plays the rest\n", program, played_now(),
               games_to_play,
               how_to_go_on(out, output, first_unfinished ? *first_unfinished : rounds[emitted]));
  }

  fmt::print("{} vs {}: +{} ={} -{}, score {:.1f}%, {}\n", engines[0].name, engines[1].name,
             score.wins, score.draws, score.losses, 100.0 * score.score(),
             analysis::elo_text(score));
  if (sequential) {
    fmt::print("{}\n", analysis::sprt_verdict_text(analysis::sprt_verdict(llr, bounds), llr,
                                                   sprt));
  }
  flush_standard_output();
  if (out != nullptr) records.write_to(*out);
  const std::vector<std::string> failures = outputs.commit();
  for (const std::string& failure : failures) fmt::print(stderr, "{}: {}\n", program, failure);
  if (stopped || !failures.empty()) return kExitUsage;
  return interrupt.requested() ? interrupt.exit_code() : kExitOk;
}

}  // namespace damas::cli
