// pdn annotate [FILES...] [-o OUT] [limits] [rule options] [-j N]: the engine's evaluation after
// every move of each game's main line, marks and better lines for the moves that lose winning
// chances, and a summary per player (see `pdn annotate --help`).
#include <fmt/core.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

#include "commands.hpp"
#include "damas/analysis/annotate_game.hpp"
#include "damas/analysis/annotate_summary.hpp"
#include "damas/engine/engine_pool.hpp"
#include "damas/engine/engine_spec.hpp"
#include "damas/engine/search_limits.hpp"
#include "damas/pdn/archive.hpp"
#include "damas/pdn/archive_pipeline.hpp"
#include "damas/pdn/writer.hpp"
#include "damas/support/output_file.hpp"
#include "damas/support/quoted.hpp"
#include "engine_options.hpp"
#include "exit_codes.hpp"
#include "input_messages.hpp"
#include "interrupt_request.hpp"
#include "options.hpp"
#include "periodic_save.hpp"
#include "progress_line.hpp"
#include "rule_options.hpp"
#include "shard_option.hpp"
#include "unannotated_rest.hpp"

namespace damas::cli {

namespace {

// One game done: its PDN text (a game that could not be read: its text as read) and what to
// report.
struct Done {
  std::string source;
  std::string pdn;
  analysis::AnnotatedGame game;
  std::string read_error;
  std::string engine_error;  // an external engine failed: the run stops
  bool as_read = false;      // written as it was read: the run was interrupted
  bool annotated_before = false;  // written as it was read: this command annotated it before
};

// A game `pdn annotate` annotated before: the output of an interrupted run, annotated again to
// finish the work, has its games annotated once, not twice.
bool annotated_before(const pdn::Game& game) {
  const std::string* annotator = game.tag("Annotator");
  return annotator != nullptr && annotator->starts_with(analysis::kAnnotatorName);
}

// Once an engine has failed, the games still to come are left alone: the run is over. Once
// the user has interrupted the run, they are written as they were read (so is the game in
// progress, whose searches were cut short).
Done annotate_input(pdn::ArchiveGame& input, const analysis::AnnotateSettings& settings,
                    engine::EnginePool& engines, std::atomic<bool>& engine_failed,
                    const std::atomic<bool>& interrupted) {
  Done done;
  done.source = input.source;
  done.game.number = input.game.number;
  if (input.error) {
    // Kept as read, not left out: the output of a run in place is the archive.
    done.game.faulty = true;
    done.read_error = input.error->to_string();
    done.pdn = std::move(input.text);
    return done;
  }
  if (engine_failed) return done;
  auto as_read = [&](const pdn::Game& game) {
    done.game = analysis::AnnotatedGame{};
    done.game.number = input.game.number;
    done.game.searched = false;
    done.pdn = pdn::write_game(game);
    return done;
  };
  if (!settings.overwrite && annotated_before(input.game)) {
    done.annotated_before = true;
    return as_read(input.game);
  }
  done.as_read = interrupted.load(std::memory_order_relaxed);
  if (done.as_read) return as_read(input.game);
  const pdn::Game read = input.game;
  try {
    const engine::EnginePool::Lease engine = engines.lease();
    done.game = analysis::annotate_game(input.game, settings, *engine);
  } catch (const engine::EngineError& e) {
    done.engine_error = e.what();
    engine_failed = true;
    return done;
  }
  done.as_read = done.game.stopped;
  if (done.as_read) return as_read(read);
  done.pdn = pdn::write_game(input.game);
  return done;
}

}  // namespace

int run_annotate(std::string_view program, Arguments args) {
  CommandLine command{
      program,
      "[FILES...] [-o OUT] [--engine E]\n"
      "       [--depth D | --movetime MS | --nodes N | --time-per-game S] [OPTIONS]",
      "Searches every position of each game's main line (PDN files, standard input when none\n"
      "or '-') and writes the games back with the evaluation after each move in its comment,\n"
      "[%eval 0.35] or [%eval #7] (in men from White's point of view; #N: White wins in N of\n"
      "its moves, #-N: Black does), text already there kept. A move that loses winning\n"
      "chances is marked ?! (inaccuracy), ? (mistake) or ?? (blunder), its comment names the\n"
      "better move and the better line follows as a variation. Winning chances of a score s\n"
      "(hundredths of a man) are 1 / (1 + exp(-s / 150)): one man up 66%, a king up 90%.\n"
      "A mark is given only after a second look: the played move and the best one are\n"
      "searched from the same position --confirm-plies deeper, each by a fresh engine, and\n"
      "the loss between them decides (the neighbouring searches of the game only suggest it);\n"
      "a loss near a threshold is compared once more, --recheck-plies deeper again, and\n"
      "the milder mark of those two looks is given.\n"
      "A summary per player goes to standard error. Moves after the game ended on the board\n"
      "are not searched; a game with an illegal move is annotated up to it.\n"
      "Without a limit each position is searched to depth 10, the second looks to depth 16\n"
      "and the third to 18 (a 60-move game takes about 45 s of one core,\n"
      "docs/commands/annotate.md).\n"
      "--time-per-game S spreads S seconds\n"
      "evenly over each game's positions ('annotate this game in a minute': 60); --movetime\n"
      "MS is the most each search may take. With --engine, an external\n"
      "engine speaking the Hub protocol searches (docs/engines.md says what it is told).\n"
      "A game annotated before by pdn annotate (its Annotator tag) is left as it is unless\n"
      "--overwrite. Ctrl-C (or SIGTERM) stops the run: the game in progress and those after it\n"
      "are written as they were read, and annotating the output again finishes the work.\n"
      "-o is saved every minute during the run (--save-every S; inputs that are files, -o\n"
      "none of them but the first): the games annotated so far, then the others as read; a\n"
      "run killed outright loses little.\n"
      "Exit codes: 0 done, 1 some game was unreadable or had an illegal move, 2 bad usage, an\n"
      "input or output file that could not be read or written, or an external engine that\n"
      "failed (-o OUT is then left as it was, or as its last save),\n"
      "interrupted (Ctrl-C, SIGTERM, SIGHUP): ends by that signal once written (a shell says\n"
      "130, 143, 129).",
      po::options_description("Options"), {}};
  std::vector<std::string> inputs;
  std::string output;
  std::string format_name = "text";
  std::string engine_text = "builtin";
  int jobs = 1;
  double game_seconds = 0;
  double save_every = 60;
  analysis::AnnotateSettings settings;
  LimitValues limit_values;
  RuleOptionValues rule_values;
  const std::string recheck_help = fmt::format(
      "a loss the second look leaves within {} of a threshold (either mark could be right) is "
      "compared again this much deeper, the milder mark of the two looks given; 0: never",
      settings.recheck_margin);
  command.options.add_options()
      ("input", input_file_names(&inputs), "PDN files ('-': standard input)")
      ("output,o", file_name(&output), "write the games here (default: standard output)")
      ("engine", po::value<std::string>(&engine_text),
       "the engine: builtin (default), builtin:depth=N,..., or the command line of an external "
       "Hub engine (\"./other-engine --hub\"; \"hub:COMMAND\" says so explicitly)")
      ("overwrite", "annotate again a game pdn annotate annotated before, and replace an [%eval] "
       "already in a move's comment (otherwise both are kept)")
      ("inaccuracy", bounded(&settings.thresholds.inaccuracy, 0.0, 1.0)->default_value(0.075),
       "loss of winning chances marked ?! (NAG $6)")
      ("mistake", bounded(&settings.thresholds.mistake, 0.0, 1.0)->default_value(0.15),
       "loss of winning chances marked ? (NAG $2)")
      ("blunder", bounded(&settings.thresholds.blunder, 0.0, 1.0)->default_value(0.30),
       "loss of winning chances marked ?? (NAG $4)")
      ("time-per-game", bounded(&game_seconds, 0.001, 86400.0),
       "seconds for each game, shared evenly by its positions (instead of a depth)")
      ("confirm-plies",
       bounded(&settings.confirm_plies, 0, 20)->default_value(settings.confirm_plies),
       "a move that may be marked is judged again: it and the best move searched this much "
       "deeper from the same position (twice the time under a time limit); 0: no second look")
      ("recheck-plies",
       bounded(&settings.recheck_plies, 0, 20)->default_value(settings.recheck_plies),
       recheck_help.c_str())
      ("pv-length", bounded(&settings.pv_length, 1, 60)->default_value(6),
       "moves of the better line written as a variation")
      ("format", po::value<std::string>(&format_name)->default_value("text"),
       "summary: text, or json (one object per game on standard error)")
      ("jobs,j", bounded(&jobs, 1, kMaxJobs)->default_value(1),
       "games annotated in parallel")
      ("save-every", bounded(&save_every, 0.0, 86400.0)->default_value(60),
       "seconds between saves of -o during the run (0: after every game); a save holds every "
       "game, the rest as read. Needs -o and inputs that are files, -o none of them but the "
       "first")
      ("quiet,q", "no progress line and no text summary");
  add_limit_options(command.options, limit_values);
  add_rule_options(command.options, rule_values);
  ShardValues shard_values;
  add_shard_options(command.options, shard_values);
  command.positional.add("input", -1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  if (const auto stop = check_text_or_json(program, format_name)) return *stop;
  const analysis::MarkThresholds& t = settings.thresholds;
  if (!(0 < t.inaccuracy && t.inaccuracy <= t.mistake && t.mistake <= t.blunder && t.blunder <= 1)) {
    return usage_error(program, "thresholds must satisfy 0 < inaccuracy <= mistake <= blunder <= 1");
  }
  std::string error;
  auto defaults =
      read_engine_defaults(values, limit_values, analysis::kDefaultAnnotateDepth, error);
  if (!defaults) return usage_error(program, error);
  const bool timed_games = values.count("time-per-game") != 0;
  if (timed_games) {
    if (values.count("movetime") != 0) {
      return usage_error(program, "give --time-per-game or --movetime, not both");
    }
    settings.time_per_game = std::chrono::milliseconds(std::lround(game_seconds * 1000));
    // The time ends each search: the depth runs free unless one is given.
    if (values.count("depth") == 0) defaults->limits.depth = engine::Limits{}.depth;
  }
  const auto spec = read_engine_option(engine_text, *defaults, error);
  if (!spec) return usage_error(program, error);
  const auto overrides = read_rule_options(values, rule_values, error);
  if (!overrides) return usage_error(program, error);
  const auto ruleset = read_ruleset(values, rule_values, error);
  if (!ruleset) return usage_error(program, error);
  settings.limits = spec->limits;
  settings.replay.overrides = *overrides;
  settings.overwrite = values.count("overwrite") != 0;

  // One engine is started at once, so that a broken one stops the run before any work.
  engine::EnginePool engines([&] { return engine::start_engine(*spec, *ruleset); });
  std::string identity;
  try {
    std::unique_ptr<engine::AnalysingEngine> first = engine::start_engine(*spec, *ruleset);
    identity = first->identity();
    engines.add(std::move(first));
  } catch (const engine::EngineError& e) {
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }
  settings.annotator =
      analysis::annotator_text(identity, timed_games ? fmt::format("{:g} s per game", game_seconds)
                                                     : engine::describe_limits(spec->limits));
  const bool quiet = values.count("quiet") != 0;
  const bool json = format_name == "json";
  const bool to_stdout = output.empty() || output == "-";
  std::optional<pdn::Shard> shard = read_shard(shard_values, inputs, {}, error);
  if (!shard) return usage_error(program, error);
  // Saves while the run goes on need the games not annotated yet, read again from the inputs.
  const std::optional<UnannotatedRest> rest =
      to_stdout ? std::nullopt : UnannotatedRest::of(inputs, *shard, output, error);
  if (!values["save-every"].defaulted() && !rest) {
    return usage_error(program,
                       to_stdout ? "--save-every saves -o: give it too" : "--save-every: " + error);
  }

  // The games are written as they come (to a temporary file renamed over the target at the end):
  // memory does not grow with the input.
  support::OutputSet outputs;
  outputs.guard_inputs(inputs, support::OutputSet::InputsReplaced::at_commit);
  support::OutputFile* out = nullptr;
  try {
    out = &outputs.open(output, "-o");
  } catch (const std::runtime_error& e) {  // std::system_error, support::OutputClash
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }
  // Ctrl-C ends the run early, not the process: the games annotated are kept, the others
  // written as they were read.
  const InterruptRequest interrupt(fmt::format(
      "{}: interrupted: the games not annotated yet are written as they were read (interrupt "
      "again to quit at once)\n",
      program));
  settings.limits.stop = &interrupt.flag();
  int games_as_read = 0;
  int games_annotated_before = 0;
  bool faulty = false;
  std::atomic<bool> engine_failed{false};
  bool stopped = false;  // an engine failure has been reported: nothing more is written
  std::size_t games_written = 0;  // of the run's part, those left out included
  PeriodicSave saves(std::string(program), rest && out->replaces_file() ? output : "",
                     "the games annotated so far", save_every);
  auto save = [&](support::OutputFile& file) {
    if (!out->copy_written_to(file)) {
      throw std::runtime_error("the games annotated so far could not be read back");
    }
    rest->write_after(games_written, file);
  };
  ProgressLine progress("annotate",
                        ProgressLine::wanted(quiet, to_stdout && isatty(STDOUT_FILENO)), true);
  auto emit = [&](Done&& done) {
    // The reader of the games on standard output is gone: the rest, annotated or as read, could
    // not reach it. The run ends by SIGPIPE without a word, as convert does.
    if (interrupt.pipe_closed()) interrupt.stop_if_requested();
    if (stopped) return;
    if (!done.engine_error.empty()) {
      progress.clear();
      fmt::print(stderr, "{}: {}: game {}: {}\n", program, support::shown_name(done.source),
                 done.game.number,
                 done.engine_error);
      stopped = true;
      return;
    }
    out->write(done.pdn);
    ++games_written;
    // Before the game's report: with --save-every 0, a game reported is a game saved. Once
    // interrupted, the run is about to write everything anyway.
    if (!interrupt.requested()) saves.save_if_due(save);
    progress.add(done.game.plies_searched);
    std::string report;
    if (!done.read_error.empty()) {
      report = fmt::format("{}; written as read\n", done.read_error);
    } else if (done.game.note) {
      report = fmt::format("{}: game {}: {}\n", support::shown_name(done.source), done.game.number,
                           *done.game.note);
    }
    if (done.read_error.empty() && !done.pdn.empty() && !done.as_read && !done.annotated_before) {
      if (json) report += analysis::summary_json(done.source, done.game);
      // A game no move of which was judged has no summary worth reading, only its note.
      else if (!quiet && done.game.searched) report += analysis::summary_text(done.source, done.game);
    }
    if (!report.empty()) {
      progress.clear();
      std::fputs(report.c_str(), stderr);
    }
    faulty = faulty || done.game.faulty;
    games_as_read += done.as_read ? 1 : 0;
    games_annotated_before += done.annotated_before ? 1 : 0;
  };
  pdn::ArchiveOptions reading;
  reading.keep_text = true;  // a game that cannot be read is written as it was read
  const bool all_read = pdn::process_games<Done>(
      input_events(program, outputs), inputs, reading,
      {.jobs = jobs, .slice_bytes = 0, .shard = &*shard},
      [&](pdn::ArchiveGame& g) {
        return annotate_input(g, settings, engines, engine_failed, interrupt.flag());
      },
      emit);
  progress.finish();
  // Else an empty input would leave an empty output without a word (validate warns too).
  if (all_read && games_written == 0 && !stopped && !quiet && !json) {
    fmt::print(stderr, "{}: no game to annotate in the input{}\n", program,
               inputs.size() > 1 ? "s" : "");
  }
  if (games_annotated_before > 0 && !quiet) {
    fmt::print(stderr,
               "{}: {} game{} annotated before by {} left as {} (--overwrite annotates "
               "again)\n",
               program, games_annotated_before, games_annotated_before == 1 ? "" : "s",
               analysis::kAnnotatorName, games_annotated_before == 1 ? "it was" : "they were");
  }
  if (interrupt.requested() && !interrupt.pipe_closed()) {
    fmt::print(stderr, "{}: {} game{} written as read, not annotated: annotating the output "
               "again finishes the work, the games annotated left as they are\n",
               program, games_as_read, games_as_read == 1 ? "" : "s");
  }
  // A failed run leaves `outputs` uncommitted: a target file is left as it was.
  if (stopped || !all_read) return kExitUsage;
  const std::vector<std::string> failures = outputs.commit();
  if (interrupt.pipe_closed()) interrupt.stop_if_requested();  // found by the commit: not said
  for (const std::string& failure : failures) fmt::print(stderr, "{}: {}\n", program, failure);
  if (!failures.empty()) return kExitUsage;
  if (interrupt.requested()) return interrupt.exit_code();
  return faulty ? kExitProblems : kExitOk;
}

}  // namespace damas::cli
