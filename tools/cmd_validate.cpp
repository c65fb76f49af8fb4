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
#include "damas/pdn/replay.hpp"
#include "damas/support/json_writer.hpp"
#include "exit_codes.hpp"
#include "game_input.hpp"
#include "game_pipeline.hpp"
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

std::string text_verdict(const InputGame& input, const pdn::ReplayedGame& replayed,
                         const Settings& settings, std::vector<NumberSpan>& numbers) {
  std::string out;
  for (const pdn::Diagnostic& d : replayed.diagnostics) {
    const bool error = d.severity == pdn::Severity::error;
    const char* label = pdn::severity_text(d.severity);
    const std::string shown =
        settings.colour ? fmt::format("\x1b[1;{}m{}\x1b[0m", error ? 31 : 33, label) : label;
    out +=
        fmt::format("{}:{}:{}: {}: game ", input.source, d.position.line, d.position.column, shown);
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
      board.style.coordinates = true;
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
[[gnu::flatten]] std::string json_verdict(const InputGame& input, const pdn::ReplayedGame& replayed,
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
    json.end_object();
  }
  json.end_array();
  json.end_object();
  std::string line = json.take();
  line += '\n';  // take() leaves room for it
  return line;
}

// The verdict on a game; takes the input's source.
Verdict judge(InputGame& input, const Settings& settings) {
  pdn::ReplayedGame replayed;
  if (input.error) {
    replayed.recorded_plies = 0;
    replayed.diagnostics.push_back(syntax_diagnostic(*input.error));
  } else if (input.replayed) {  // replayed as it was read (InputOptions::replay)
    replayed = std::move(*input.replayed);
  } else {
    replayed = pdn::replay(input.game, settings.replay);
  }
  Verdict v;
  v.game = input.game.number;
  v.errors = replayed.has_errors();
  v.warnings = replayed.has_warnings();
  v.output = settings.format == Format::json ? json_verdict(input, replayed, v.numbers)
                                             : text_verdict(input, replayed, settings, v.numbers);
  v.source = std::move(input.source);  // the input is done with: a copy was a malloc per game
  return v;
}

// Counts per input, for the summary lines of the text format.
struct Tally {
  std::string source;
  std::size_t games = 0;
  std::size_t with_errors = 0;
  std::size_t with_warnings = 0;

  void add(const Verdict& v) {
    ++games;
    with_errors += v.errors ? 1 : 0;
    with_warnings += v.warnings ? 1 : 0;
  }
  std::string line(std::string_view name) const {
    return fmt::format("{}: {} game{}, {} with errors, {} with warnings\n", name, games,
                       games == 1 ? "" : "s", with_errors, with_warnings);
  }
};

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
      "`file:line:col: error|warning: ...` with a board before each illegal move.\n"
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
  if (values.count("mirrored") != 0) settings.replay.board = rules::Board::mirrored;
  const bool quiet = values.count("quiet") != 0;

  Tally total{"total"};
  std::vector<Tally> per_input;
  ProgressLine progress("validate", ProgressLine::wanted(quiet, isatty(STDOUT_FILENO)));
  auto emit = [&](Verdict&& v) {
    progress.add();
    write_verdict(v);
    if (per_input.empty() || per_input.back().source != v.source) per_input.push_back({v.source});
    per_input.back().add(v);
    total.add(v);
  };
  // Games in the plain form (nearly all of an archive) are replayed as they are read, without
  // a node built per move: a tenth of the time of validating them.
  InputOptions input_options;
  input_options.replay = settings.replay;
  const bool all_read = process_games<Verdict>(
      program, inputs, input_options, {.jobs = jobs},
      [&settings](InputGame& g) { return judge(g, settings); }, emit, renumber);
  progress.finish();
  std::fflush(stdout);

  if (!quiet && settings.format == Format::text) {
    for (const Tally& t : per_input) std::fputs(t.line(t.source).c_str(), stdout);
    if (per_input.size() > 1) std::fputs(total.line("total").c_str(), stdout);
  }
  if (!all_read) return kExitUsage;
  if (total.with_errors > 0 || (settings.werror && total.with_warnings > 0)) return kExitProblems;
  return kExitOk;
}

}  // namespace damas::cli
