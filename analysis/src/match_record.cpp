#include "damas/analysis/match_record.hpp"

#include <fmt/core.h>

#include <limits>

#include "damas/pdn/move_line.hpp"
#include "damas/support/strict_number.hpp"

namespace damas::analysis {

namespace {

// The moves of a line as one text: "9-13 21-17".
std::string joined(const std::vector<std::string>& moves) {
  std::string text;
  for (const std::string& m : moves) text += (text.empty() ? "" : " ") + m;
  return text;
}

// Why the tag `name` of `record` is not `expected` (empty when it is).
std::string tag_difference(const pdn::Game& record, std::string_view name,
                           const std::optional<std::string>& expected) {
  const std::string* value = record.tag(name);
  if (!value && !expected) return {};
  if (!value) return fmt::format("it has no {} tag, where '{}' was expected", name, *expected);
  if (!expected) return fmt::format("its {} is '{}', where none was expected", name, *value);
  if (*value == *expected) return {};
  return fmt::format("its {} is '{}', not '{}'", name, *value, *expected);
}

// Why the main line of `record` does not begin with `opening` (empty when it does).
std::string opening_difference(const pdn::Game& record, const std::vector<rules::Move>& opening) {
  const std::vector<std::string> expected = pdn::line_texts(rules::Position::initial(), opening);
  std::vector<std::string> found;
  for (const pdn::Node& node : record.moves.nodes) {
    if (found.size() == expected.size()) break;
    found.push_back(node.move.text);
  }
  if (found == expected) return {};
  return fmt::format("it begins '{}', not with the opening '{}'", joined(found), joined(expected));
}

// Why the tag `name` of `record`, when it has one, is not `expected` (empty when it is).
std::string recorded_tag_difference(const pdn::Game& record, std::string_view name,
                                    const std::string& expected) {
  return record.tag(name) ? tag_difference(record, name, expected) : std::string();
}

}  // namespace

std::string search_tag(const engine::Limits& limits) {
  std::string text;
  if (limits.movetime) text = fmt::format("movetime {} ms, ", limits.movetime->count());
  if (limits.nodes) text += fmt::format("nodes {}, ", *limits.nodes);
  return text + fmt::format("depth {}", limits.depth);
}

std::optional<int> recorded_round(const pdn::Game& record) {
  const std::string* round = record.tag("Round");
  if (!round) return std::nullopt;
  return support::number_in<int>(*round, 1, std::numeric_limits<int>::max());
}

std::optional<rules::GameResult> recorded_result(const pdn::Game& record,
                                                 const MatchGameIdentity& expected,
                                                 std::string& why) {
  const std::optional<std::string> time_control =
      expected.time_control ? std::optional(time_control_tag(*expected.time_control))
                            : std::nullopt;
  for (std::string difference :
       {tag_difference(record, "White", expected.white),
        tag_difference(record, "Black", expected.black),
        tag_difference(record, "GameType", std::to_string(expected.game_type)),
        tag_difference(record, "TimeControl", time_control),
        recorded_tag_difference(record, "WhiteSearch", expected.white_search),
        recorded_tag_difference(record, "BlackSearch", expected.black_search),
        opening_difference(record, expected.opening)}) {
    if (!difference.empty()) {
      why = std::move(difference);
      return std::nullopt;
    }
  }
  const std::string* result = record.tag("Result");
  for (const rules::GameResult r :
       {rules::GameResult::white_wins, rules::GameResult::black_wins, rules::GameResult::draw}) {
    if (result && *result == rules::result_text(r)) return r;
  }
  why = result ? fmt::format("its Result is '{}': the game did not end", *result)
               : "it has no Result tag";
  return std::nullopt;
}

}  // namespace damas::analysis
