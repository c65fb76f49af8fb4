#include "damas/pdn/validate.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <unordered_set>
#include <utility>

#include "damas/pdn/not_checked.hpp"
#include "damas/support/json_writer.hpp"
#include "damas/support/quoted.hpp"

namespace damas::pdn {

namespace {

Diagnostic syntax_diagnostic(const ReadError& error) {
  Diagnostic d;
  d.severity = Severity::error;
  d.code = DiagnosticCode::syntax;
  d.position = error.position;
  d.message = error.message;
  return d;
}

// Which tags are the first of their name (the one a JSON object keeps). A usual header is
// searched directly, which needs no memory; a long one goes through a set, since searching half
// a million tags each time would take minutes.
class FirstTags {
 public:
  explicit FirstTags(const std::vector<Tag>& tags) : tags_(tags) {}

  // Call for every index in increasing order.
  bool is_first(std::size_t i) {
    const std::string& name = tags_[i].name;
    if (tags_.size() > kSearched) return seen_.insert(name).second;
    return std::none_of(tags_.begin(), tags_.begin() + static_cast<std::ptrdiff_t>(i),
                        [&](const Tag& earlier) { return earlier.name == name; });
  }

 private:
  static constexpr std::size_t kSearched = 32;
  const std::vector<Tag>& tags_;
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

}  // namespace

std::string text_report(const ArchiveGame& input, const ReplayedGame& replayed,
                        const TextReportStyle& style, std::vector<NumberSpan>* numbers) {
  std::string out;
  for (const Diagnostic& d : replayed.diagnostics) {
    const bool error = d.severity == Severity::error;
    const char* label = severity_text(d.severity);
    const std::string shown =
        style.colour ? fmt::format("\x1b[1;{}m{}\x1b[0m", error ? 31 : 33, label) : label;
    out += fmt::format("{}:{}:{}: {}: game ", support::shown_name(input.source), d.position.line,
                       d.position.column, shown);
    const std::string number = std::to_string(input.game.number);
    if (numbers != nullptr) numbers->push_back({out.size(), number.size()});
    out += number;
    if (d.ply > 0) out += fmt::format(", ply {} ({})", d.ply, d.move);
    std::string code = code_text(d.code);
    if (d.reason) code += fmt::format(", {}", rules::reason_text(*d.reason));
    out += fmt::format(": {} [{}]\n", d.message, code);
    if (d.board && style.board) out += style.board(d);
  }
  return out;
}

// Flattened (the JSON writer's calls inlined here): a report is some thirty small values, and
// a call for each was a fifth of the report's instructions.
[[gnu::flatten]] std::string json_report(const ArchiveGame& input, const ReplayedGame& replayed,
                                         std::vector<NumberSpan>* numbers) {
  thread_local support::JsonWriter json;  // its buffer serves game after game
  json.clear();
  json.begin_object();
  json.key("file").string(input.source);
  json.key("game");
  const std::size_t number_at = json.text().size();
  json.number(static_cast<std::int64_t>(input.game.number));
  if (numbers != nullptr) numbers->push_back({number_at, json.text().size() - number_at});
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
  if (replayed.family) {
    json.key("rules").string(replayed.family->variant.name);
  } else {
    json.key("rules").string(replayed.replayed ? rules_text(replayed.rules) : "");
  }
  json.key("outcome").begin_object();
  json.key("result").string(rules::result_text(replayed.outcome.result));
  json.key("reason").string(rules::reason_text(replayed.outcome.reason));
  json.key("ply").number(replayed.outcome.ply);
  json.end_object();
  json.key("diagnostics").begin_array();
  for (const Diagnostic& d : replayed.diagnostics) {
    json.begin_object();
    json.key("severity").string(severity_text(d.severity));
    json.key("code").string(code_text(d.code));
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

Verdict validate_game(ArchiveGame& input, const ValidateOptions& options) {
  ReplayedGame replayed;
  if (input.error) {
    replayed.recorded_plies = 0;
    replayed.diagnostics.push_back(syntax_diagnostic(*input.error));
  } else if (input.replayed) {  // replayed as it was read (ArchiveOptions::replay)
    replayed = std::move(*input.replayed);
  } else {
    replayed = replay(input.game, options.replay);
  }
  Verdict v;
  v.game = input.game.number;
  v.line = input.game.position.line;
  v.errors = replayed.has_errors();
  v.warnings = replayed.has_warnings();
  v.replayed = replayed.judged();
  v.outcome = replayed.outcome;
  v.unchecked_type = unchecked_game_type(input.game, replayed);
  v.other_variant = looks_like_other_variant(replayed);
  v.report = options.format == ReportFormat::json
                 ? json_report(input, replayed, &v.numbers)
                 : text_report(input, replayed, options.text, &v.numbers);
  v.diagnostics = std::move(replayed.diagnostics);
  v.source = std::move(input.source);  // the input is done with: a copy was a malloc per game
  return v;
}

std::string no_game_report(std::string_view source, ReportFormat format) {
  static constexpr std::string_view kMessage = "no game in this input";
  if (format == ReportFormat::text) {
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

}  // namespace damas::pdn
