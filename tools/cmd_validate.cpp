// pdn validate [FILES...]: replays every game through the rules and reports, game by game,
// what is wrong, where and why (see `pdn validate --help`).
#include <fmt/core.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "commands.hpp"
#include "damas/diagram/text_board.hpp"
#include "damas/pdn/not_checked.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/support/json_writer.hpp"
#include "damas/support/quoted.hpp"
#include "exit_codes.hpp"
#include "damas/pdn/archive.hpp"
#include "input_messages.hpp"
#include "damas/pdn/archive_pipeline.hpp"
#include "options.hpp"
#include "progress_line.hpp"
#include "rule_options.hpp"

namespace damas::cli {

namespace {

enum class Format { text, json };

struct Settings {
  Format format = Format::text;
  bool colour = false;
  diagram::Charset charset = diagram::Charset::unicode;
  bool werror = false;
  bool numbers = false;  // square numbers on the empty squares of the boards drawn
  pdn::ReplayOptions replay;
};

// Where a game's number was written in a report: rewritten when the game was numbered within a
// guessed piece of its input (see Renumber in game_pipeline.hpp).
struct NumberSpan {
  std::size_t at;
  std::size_t digits;
};

// What one game contributes to the output and to the counts.
struct Verdict {
  std::string source;
  std::string output;
  std::size_t game = 0;             // its number as it was read
  std::vector<NumberSpan> numbers;  // where `output` gives it
  std::size_t games_before = 0;     // to add to it (see renumber)
  bool errors = false;
  bool warnings = false;
  std::optional<int> unchecked_type;  // the GameType of a game not checked for it
  bool other_variant = false;         // it looks like another variant
};

// Only noted here: the output is rewritten as it is written (write_verdict), since a string made
// on this thread to replace one made by a worker would be freed across threads (in glibc, under
// the lock of the worker's malloc arena, on which the worker then waits).
void renumber(Verdict& v, std::size_t games_before) { v.games_before = games_before; }

void write_verdict(const Verdict& v) {
  if (v.games_before == 0 || v.numbers.empty()) {
    std::fwrite(v.output.data(), 1, v.output.size(), stdout);
    return;
  }
  const std::string number = std::to_string(v.game + v.games_before);
  std::size_t written = 0;
  for (const NumberSpan& span : v.numbers) {
    std::fwrite(v.output.data() + written, 1, span.at - written, stdout);
    std::fwrite(number.data(), 1, number.size(), stdout);
    written = span.at + span.digits;
  }
  std::fwrite(v.output.data() + written, 1, v.output.size() - written, stdout);
}

pdn::Diagnostic syntax_diagnostic(const pdn::ReadError& error) {
  pdn::Diagnostic d;
  d.severity = pdn::Severity::error;
  d.code = pdn::DiagnosticCode::syntax;
  d.position = error.position;
  d.message = error.message;
  return d;
}

std::string text_verdict(const pdn::ArchiveGame& input, const pdn::ReplayedGame& replayed,
                         const Settings& settings, std::vector<NumberSpan>& numbers) {
  std::string out;
  for (const pdn::Diagnostic& d : replayed.diagnostics) {
    const bool error = d.severity == pdn::Severity::error;
    const char* label = pdn::severity_text(d.severity);
    const std::string shown =
        settings.colour ? fmt::format("\x1b[1;{}m{}\x1b[0m", error ? 31 : 33, label) : label;
    out +=
        fmt::format("{}:{}:{}: {}: game ", support::shown_name(input.source), d.position.line, d.position.column, shown);
    const std::string number = std::to_string(input.game.number);
    numbers.push_back({out.size(), number.size()});
    out += number;
    if (d.ply > 0) out += fmt::format(", ply {} ({})", d.ply, d.move);
    std::string code = pdn::code_text(d.code);
    if (d.reason) code += fmt::format(", {}", rules::reason_text(*d.reason));
    out += fmt::format(": {} [{}]\n", d.message, code);
    if (d.board) {
      diagram::Diagram board;
      board.content.position = *d.board;
      board.content.marked = d.squares;
      board.style.coordinates = true;
      board.style.numbers = settings.numbers;
      out += diagram::text_board(board, settings.charset);
    }
  }
  return out;
}

// Which tags are the first of their name (the one a JSON object keeps). A usual header is
// searched directly, which needs no memory; a long one goes through a set, since searching half
// a million tags each time would take minutes.
class FirstTags {
 public:
  explicit FirstTags(const std::vector<pdn::Tag>& tags) : tags_(tags) {}

  // Call for every index in increasing order.
  bool is_first(std::size_t i) {
    const std::string& name = tags_[i].name;
    if (tags_.size() > kSearched) return seen_.insert(name).second;
    return std::none_of(tags_.begin(), tags_.begin() + static_cast<std::ptrdiff_t>(i),
                        [&](const pdn::Tag& earlier) { return earlier.name == name; });
  }

 private:
  static constexpr std::size_t kSearched = 32;
  const std::vector<pdn::Tag>& tags_;
  std::unordered_set<std::string_view> seen_;
};

// describe(rules), formatted once for the games judged under the same rules as the one before
// (nearly all of a file's): formatting it for every game was a quarter of the JSON report's cost.
const std::string& rules_text(const rules::Ruleset& rules) {
  thread_local std::optional<rules::Ruleset> described;
  thread_local std::string text;
  if (described != rules) {
    described = rules;
    text = rules::describe(rules);
  }
  return text;
}

// Flattened (the JSON writer's calls inlined here): a report is some thirty small values, and
// a call for each was a fifth of the report's instructions.
[[gnu::flatten]] std::string json_verdict(const pdn::ArchiveGame& input, const pdn::ReplayedGame& replayed,
                                          std::vector<NumberSpan>& numbers) {
  thread_local support::JsonWriter json;  // its buffer serves game after game
  json.clear();
  json.begin_object();
  json.key("file").string(input.source);
  json.key("game");
  const std::size_t number_at = json.text().size();
  json.number(static_cast<std::int64_t>(input.game.number));
  numbers.push_back({number_at, json.text().size() - number_at});
  json.key("line").number(static_cast<std::int64_t>(input.game.position.line));
  json.key("tags").begin_object();
  FirstTags first(input.game.tags);
  for (std::size_t i = 0; i < input.game.tags.size(); ++i) {
    if (first.is_first(i)) json.key(input.game.tags[i].name).string(input.game.tags[i].value);
  }
  json.end_object();
  json.key("plies").number(replayed.recorded_plies);
  if (const std::string* result = input.game.tag("Result")) {
    json.key("result_tag").string(*result);
  } else {
    json.key("result_tag").null();
  }
  json.key("rules").string(replayed.replayed ? rules_text(replayed.rules) : "");
  json.key("outcome").begin_object();
  json.key("result").string(rules::result_text(replayed.outcome.result));
  json.key("reason").string(rules::reason_text(replayed.outcome.reason));
  json.key("ply").number(replayed.outcome.ply);
  json.end_object();
  json.key("diagnostics").begin_array();
  for (const pdn::Diagnostic& d : replayed.diagnostics) {
    json.begin_object();
    json.key("severity").string(pdn::severity_text(d.severity));
    json.key("code").string(pdn::code_text(d.code));
    if (d.reason) json.key("reason").string(rules::reason_text(*d.reason));
    if (d.ply > 0) {
      json.key("ply").number(d.ply);
      json.key("move").string(d.move);
    }
    json.key("line").number(static_cast<std::int64_t>(d.position.line));
    json.key("column").number(static_cast<std::int64_t>(d.position.column));
    json.key("message").string(d.message);
    if (d.suggestion) {
      json.key("suggestion").begin_object();
      json.key("move").string(d.suggestion->move);
      json.key("replays").boolean(d.suggestion->replays);
      json.end_object();
    }
    json.end_object();
  }
  json.end_array();
  json.end_object();
  std::string line = json.take();
  line += '\n';  // take() leaves room for it
  return line;
}

// The verdict on a game; takes the input's source.
Verdict judge(pdn::ArchiveGame& input, const Settings& settings) {
  pdn::ReplayedGame replayed;
  if (input.error) {
    replayed.recorded_plies = 0;
    replayed.diagnostics.push_back(syntax_diagnostic(*input.error));
  } else if (input.replayed) {  // replayed as it was read (pdn::ArchiveOptions::replay)
    replayed = std::move(*input.replayed);
  } else {
    replayed = pdn::replay(input.game, settings.replay);
  }
  Verdict v;
  v.game = input.game.number;
  v.errors = replayed.has_errors();
  v.warnings = replayed.has_warnings();
  v.unchecked_type = pdn::unchecked_game_type(input.game, replayed);
  v.other_variant = pdn::looks_like_other_variant(replayed);
  v.output = settings.format == Format::json ? json_verdict(input, replayed, v.numbers)
                                             : text_verdict(input, replayed, settings, v.numbers);
  v.source = std::move(input.source);  // the input is done with: a copy was a malloc per game
  return v;
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

  void add(const Verdict& v) {
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

// The warning on an input with no game at all (an empty file, a wrong file named), in the form
// of the game reports.
std::string no_game_report(const std::string& source, Format format) {
  static constexpr std::string_view kMessage = "no game in this input";
  if (format == Format::text) {
    return fmt::format("{}: warning: {} [no-games]\n", support::shown_name(source), kMessage);
  }
  support::JsonWriter json;
  json.begin_object();
  json.key("file").string(source);
  json.key("game").number(0);
  json.key("diagnostics").begin_array().begin_object();
  json.key("severity").string("warning");
  json.key("code").string("no-games");
  json.key("message").string(kMessage);
  json.end_object().end_array().end_object();
  std::string line = json.take();
  line += '\n';
  return line;
}

}  // namespace

int run_validate(std::string_view program, Arguments args) {
  CommandLine command{
      program, "[FILES...] [OPTIONS]",
      "Replays every game of the PDN files (standard input when none or '-') through the rules\n"
      "of Portuguese (GameType 28, the default) or Spanish (24) draughts and reports illegal\n"
      "and ambiguous moves, bad setups, draws and wins on the board, results that disagree\n"
      "with the board, moves after the end, move numbers and tags. Printed scores (1)\n"
      "numbers, GB/GN, EMP, abandono, ...) are read with a notation warning for each\n"
      "form (docs/printed-scores.md). Text reports read\n"
      "`file:line:col: error|warning: ...` with a board before each illegal move, its squares\n"
      "between brackets. An illegal move that is one slip of the pen away from exactly one\n"
      "legal move (a typo in a square, from and to reversed, the wrong start, a capture cut\n"
      "short: docs/repairs.md), or from several of which the rest of the line keeps one,\n"
      "gets 'did you mean 16x7? (the game then replays to its end legally)'. A summary line\n"
      "follows each file's reports (games, with errors, with warnings, looking like another\n"
      "variant, not checked per GameType). A game of another GameType is not checked; one\n"
      "without GameType that cannot be Portuguese is one other-variant error. An input with\n"
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
      ("input", po::value<std::vector<std::string>>(&inputs), "PDN files ('-': standard input)")
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
  command.positional.add("input", -1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  Settings settings;
  if (const auto stop = check_text_or_json(program, format_name)) return *stop;
  settings.format = format_name == "json" ? Format::json : Format::text;
  if (colour_name != "auto" && colour_name != "always" && colour_name != "never") {
    return usage_error(program, fmt::format("unknown --color '{}' (auto, always, never)", colour_name));
  }
  settings.colour = colour_name == "always" || (colour_name == "auto" && isatty(STDOUT_FILENO));
  settings.werror = values.count("werror") != 0;
  std::string error;
  const auto overrides = read_rule_options(values, rule_values, error);
  if (!overrides) return usage_error(program, error);
  settings.replay.overrides = *overrides;
  settings.replay.check_tags = values.count("no-tag-checks") == 0;
  settings.replay.record_main_line = false;  // reports need the diagnostics and the outcome
  if (values.count("ascii") != 0) settings.charset = diagram::Charset::ascii;
  settings.numbers = values.count("numbers") != 0;
  if (values.count("mirrored") != 0) settings.replay.board = rules::Board::mirrored;
  const bool quiet = values.count("quiet") != 0;

  // Each input in turn, its summary line after its reports.
  Tally total{"total"};
  std::size_t inputs_read = 0;
  bool all_read = true;
  ProgressLine progress("validate", ProgressLine::wanted(quiet, isatty(STDOUT_FILENO)));
  // Games in the plain form (nearly all of an archive) are replayed as they are read, without
  // a node built per move: a tenth of the time of validating them.
  pdn::ArchiveOptions input_options;
  input_options.replay = settings.replay;
  for (const std::string& input : inputs.empty() ? std::vector<std::string>{"-"} : inputs) {
    Tally file{input};
    auto emit = [&](Verdict&& v) {
      progress.add();
      write_verdict(v);
      file.add(v);
      total.add(v);
    };
    const bool read = pdn::process_games<Verdict>(
        input_events(program), {input}, input_options, {.jobs = jobs},
        [&settings](pdn::ArchiveGame& g) { return judge(g, settings); }, emit, renumber);
    all_read = all_read && read;
    if (!read && file.games == 0) continue;  // the reason is on standard error
    if (file.games == 0) std::fputs(no_game_report(input, settings.format).c_str(), stdout);
    if (!quiet && settings.format == Format::text) std::fputs(file.line(input).c_str(), stdout);
    total.empty_files += file.games == 0 ? 1 : 0;
    ++inputs_read;
  }
  progress.finish();
  if (!quiet && settings.format == Format::text && inputs_read > 1) {
    std::fputs(total.line("total").c_str(), stdout);
  }
  std::fflush(stdout);
  if (!all_read) return kExitUsage;
  const bool warnings = total.with_warnings > 0 || total.empty_files > 0;
  if (total.with_errors > 0 || (settings.werror && warnings)) return kExitProblems;
  return kExitOk;
}

}  // namespace damas::cli
