// pdn validate [FILES...]: replays every game through the rules and reports, game by game,
// what is wrong, where and why (see `pdn validate --help`).
#include <fmt/core.h>
#include <unistd.h>

#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "damas/diagram/content.hpp"
#include "damas/diagram/text_board.hpp"
#include "damas/pdn/archive.hpp"
#include "damas/pdn/archive_pipeline.hpp"
#include "damas/pdn/not_checked.hpp"
#include "damas/pdn/validate.hpp"
#include "damas/support/quoted.hpp"
#include "damas/support/same_file.hpp"
#include "exit_codes.hpp"
#include "input_messages.hpp"
#include "shard_option.hpp"
#include "options.hpp"
#include "progress_line.hpp"
#include "rule_options.hpp"
#include "standard_streams.hpp"

namespace damas::cli {

namespace {

// A verdict and, for a game numbered within a guessed piece of its input, how many games of the
// input came before the piece (pdn::Renumber).
struct Judged {
  pdn::Verdict verdict;
  std::size_t games_before = 0;
};

// Only noted here: the report is rewritten as it is written (write_verdict), since a string made
// on this thread to replace one made by a worker would be freed across threads (in glibc, under
// the lock of the worker's malloc arena, on which the worker then waits).
void renumber(Judged& j, std::size_t games_before) { j.games_before = games_before; }

void write_verdict(const Judged& j) {
  const pdn::Verdict& v = j.verdict;
  if (j.games_before == 0 || v.numbers.empty()) {
    write_standard_output(v.report);
    return;
  }
  const std::string number = std::to_string(v.game + j.games_before);
  std::size_t written = 0;
  for (const pdn::NumberSpan& span : v.numbers) {
    write_standard_output(std::string_view(v.report).substr(written, span.at - written));
    write_standard_output(number);
    written = span.at + span.digits;
  }
  write_standard_output(std::string_view(v.report).substr(written));
}

// The text board `pdn validate` draws under an illegal or ambiguous move.
std::function<std::string(const pdn::Diagnostic&)> board_drawer(diagram::Charset charset,
                                                                 bool numbers) {
  return [charset, numbers](const pdn::Diagnostic& d) {
    diagram::Diagram board;
    board.content = diagram::iberian_content(*d.board);
    board.content.marked = diagram::iberian_squares(d.squares);
    board.style.coordinates = true;
    board.style.numbers = numbers;  // square numbers on the empty squares
    return diagram::text_board(board, charset);
  };
}

// Counts per input, for the summary lines of the text format.
struct Tally {
  explicit Tally(std::string name) : source(std::move(name)) {}

  std::string source;
  std::size_t games = 0;
  std::size_t with_errors = 0;
  std::size_t with_warnings = 0;
  std::size_t empty_files = 0;  // files with no game (a warning each)
  pdn::NotCheckedCounts not_checked;

  void add(const pdn::Verdict& v) {
    ++games;
    with_errors += v.errors ? 1 : 0;
    with_warnings += v.warnings ? 1 : 0;
    if (v.unchecked_type) not_checked.add_game_type(*v.unchecked_type);
    if (v.other_variant) not_checked.add_other_variant();
  }
  // "x.pdn: 3 games, 1 with errors, 0 with warnings, 1 looking like another variant, 2 not
  // checked: 2 GameType 20 (International draughts)".
  std::string line(std::string_view name) const {
    std::string text = fmt::format("{}: {} game{}, {} with errors, {} with warnings",
                                   support::shown_name(name), games,
                                   games == 1 ? "" : "s", with_errors, with_warnings);
    if (not_checked.other_variants() > 0) {
      text += fmt::format(", {} looking like another variant", not_checked.other_variants());
    }
    if (not_checked.game_types() > 0) {
      text += fmt::format(", {} not checked: {}", not_checked.game_types(),
                          not_checked.by_game_type());
    }
    return text + '\n';
  }
};

}  // namespace

int run_validate(std::string_view program, Arguments args) {
  CommandLine command{
      program, "[FILES...] [OPTIONS]",
      "Replays every game of the PDN files (standard input when none or '-') through the rules\n"
      "of Portuguese (GameType 28, the default) or Spanish (24) draughts, or of the variant its\n"
      "GameType names (20 International, 21 English, 22 Italian, 23 American pool, 25 Russian,\n"
      "26 Brazilian, 27 Canadian, 29 Czech; --rules NAME for every game: docs/variants.md), and\n"
      "reports illegal and ambiguous moves, bad setups, draws and wins on the board, results\n"
      "that disagree with the board, moves after the end, move numbers and tags. Printed scores (1)\n"
      "numbers, GB/GN, EMP, abandono, ...) are read with a notation warning for each\n"
      "form (docs/printed-scores.md). Text reports read\n"
      "`file:line:col: error|warning: ...` with a board before each illegal move, its squares\n"
      "between brackets. An illegal move that is one slip of the pen away from exactly one\n"
      "legal move (a typo in a square, from and to reversed, the wrong start, a capture cut\n"
      "short: docs/repairs.md), or from several of which the rest of the line keeps one,\n"
      "gets 'did you mean 16x7? (the game then replays to its end legally)'. A summary line\n"
      "follows each file's reports (games, with errors, with warnings, looking like another\n"
      "variant, not checked per GameType). A game of a GameType of no known rules is not\n"
      "checked; one without GameType that cannot be Portuguese is one other-variant error,\n"
      "naming the variants whose rules take its moves. An input with\n"
      "no game is a warning.\n"
      "Exit codes: 0 no errors, 1 some game has an error (or a warning with --werror),\n"
      "2 a file could not be read or bad options.",
      po::options_description("Options"), {}};
  std::vector<std::string> inputs;
  std::string format_name = "text";
  std::string colour_name = "auto";
  int jobs = 1;
  RuleOptionValues rule_values;
  command.options.add_options()
      ("input", input_file_names(&inputs), "PDN files ('-': standard input)")
      ("format", po::value<std::string>(&format_name)->default_value("text"),
       "text, or json: one object per game (JSON Lines)")
      ("jobs,j", bounded(&jobs, 1, kMaxJobs)->default_value(1),
       "games checked in parallel")
      ("werror", "treat warnings as errors for the exit code")
      ("no-tag-checks", "do not report missing standard tags or badly formed tags")
      ("mirrored", "read algebraic squares on the mirrored board (a1 = square 1)")
      ("color", po::value<std::string>(&colour_name)->default_value("auto"),
       "colour in text reports: auto (on a terminal), always, never")
      ("ascii", "draw boards with ASCII letters instead of Unicode draughts symbols")
      ("numbers", "show the square numbers on the empty squares of the boards drawn")
      ("quiet,q", "no progress line and no summary lines");
  add_rule_options(command.options, rule_values);
  ShardValues shard_values;
  add_shard_options(command.options, shard_values);
  command.positional.add("input", -1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  pdn::ValidateOptions validate;
  if (const auto stop = check_text_or_json(program, format_name)) return *stop;
  validate.format = format_name == "json" ? pdn::ReportFormat::json : pdn::ReportFormat::text;
  if (colour_name != "auto" && colour_name != "always" && colour_name != "never") {
    return usage_error(program, fmt::format("unknown --color '{}' (auto, always, never)", colour_name));
  }
  validate.text.colour =
      colour_name == "always" || (colour_name == "auto" && isatty(STDOUT_FILENO));
  const bool werror = values.count("werror") != 0;
  std::string error;
  const auto overrides = read_rule_options(values, rule_values, error);
  if (!overrides) return usage_error(program, error);
  validate.replay.overrides = *overrides;
  validate.replay.check_tags = values.count("no-tag-checks") == 0;
  validate.text.board = board_drawer(
      values.count("ascii") != 0 ? diagram::Charset::ascii : diagram::Charset::unicode,
      values.count("numbers") != 0);
  if (values.count("mirrored") != 0) validate.replay.board = rules::Board::mirrored;
  const bool quiet = values.count("quiet") != 0;
  // The reports appended to the games they are about (`pdn validate g.pdn >> g.pdn`).
  if (const auto clash = support::standard_output_is_input(inputs)) {
    return usage_error(program, *clash);
  }

  // Each input in turn, its summary line after its reports.
  Tally total{"total"};
  std::size_t inputs_read = 0;
  bool all_read = true;
  ProgressLine progress("validate", ProgressLine::wanted(quiet, isatty(STDOUT_FILENO)));
  // Games in the plain form (nearly all of an archive) are replayed as they are read, without
  // a node built per move: a tenth of the time of validating them.
  pdn::ArchiveOptions input_options;
  input_options.replay = validate.replay;
  input_options.json = true;  // JSON Lines too, as convert reads them (pdn convert --to json)
  std::optional<pdn::Shard> shard = read_shard(shard_values, inputs, input_options, error);
  if (!shard) return usage_error(program, error);
  for (const std::string& input : inputs.empty() ? std::vector<std::string>{"-"} : inputs) {
    Tally file{input};
    // An input read as it comes (a pipe, a FIFO, a terminal) may have a program writing games
    // there one at a time (a relay, `tail -f`) and waiting for each verdict: the reports are
    // flushed whenever the stream has no more to give for now (stdio would keep them in its
    // buffer until it filled), to a file as well (`> report.txt`, read by `tail -f`). Otherwise
    // they go out by blocks: a flush a game would cost a write a game of a large archive.
    pdn::InputEvents events = input_events(program);
    events.waiting = [] { flush_standard_output(); };
    auto emit = [&](Judged&& j) {
      progress.add();
      write_verdict(j);
      file.add(j.verdict);
      total.add(j.verdict);
    };
    const std::size_t seen_before = shard->games_seen;
    const bool read = pdn::process_games<Judged>(
        events, {input}, input_options, {.jobs = jobs, .shard = &*shard},
        [&validate](pdn::ArchiveGame& g) { return Judged{pdn::validate_game(g, validate)}; },
        emit, renumber);
    all_read = all_read && read;
    if (!read && file.games == 0) continue;  // the reason is on standard error
    if (file.games == 0 && shard->games_seen > seen_before) continue;  // in other --shard parts
    if (file.games == 0) write_standard_output(pdn::no_game_report(input, validate.format));
    if (!quiet && validate.format == pdn::ReportFormat::text) {
      write_standard_output(file.line(input));
    }
    total.empty_files += file.games == 0 ? 1 : 0;
    ++inputs_read;
  }
  progress.finish();
  if (!quiet && validate.format == pdn::ReportFormat::text && inputs_read > 1) {
    write_standard_output(total.line("total"));
  }
  flush_standard_output();
  if (!all_read) return kExitUsage;
  const bool warnings = total.with_warnings > 0 || total.empty_files > 0;
  if (total.with_errors > 0 || (werror && warnings)) return kExitProblems;
  return kExitOk;
}

}  // namespace damas::cli
