#include "damas/engine/hub_rule_params.hpp"

#include <fmt/core.h>

#include <functional>

#include "damas/support/strict_number.hpp"

namespace damas::engine {

namespace {

// One rule as a parameter: its declaration, its value in a ruleset, and reading a value back.
struct RuleParam {
  std::string_view name;
  std::string type;
  std::function<std::string(const rules::Ruleset&)> value;
  // False for a text that is not one of the values.
  std::function<bool(std::string_view, rules::RuleOverrides&)> read;
  std::string takes;  // the values in words: "rio or no-rio"
};

// A draw law with two values, `first` and `second`, held in `rule` of the draw rules and in
// `field` of the overrides.
template <class T>
RuleParam choice(std::string_view name, std::string_view first, T first_value,
                 std::string_view second, T second_value, T rules::DrawRules::*rule,
                 std::optional<T> rules::RuleOverrides::*field) {
  return {name, fmt::format("type=enum values=\"{} {}\"", first, second),
          [=](const rules::Ruleset& r) {
            return std::string(r.draws.*rule == first_value ? first : second);
          },
          [=](std::string_view text, rules::RuleOverrides& o) {
            if (text != first && text != second) return false;
            o.*field = text == first ? first_value : second_value;
            return true;
          },
          fmt::format("{} or {}", first, second)};
}

constexpr int kMinForcadaMoves = 1;
constexpr int kMaxForcadaMoves = 100;

const std::vector<RuleParam>& rule_params() {
  using rules::ForcadaRule, rules::KingVsKingRule, rules::RepetitionRule, rules::TwentyMoveRule;
  using rules::DrawRules, rules::RuleOverrides, rules::Ruleset;
  static const std::vector<RuleParam> params = {
      {"rules", "type=enum values=\"portuguese spanish\"",
       [](const Ruleset& r) {
         return std::string(r.name == "portuguese" ? "portuguese" : "spanish");
       },
       [](std::string_view text, RuleOverrides& o) {
         if (text != "portuguese" && text != "spanish") return false;
         o.variant = std::string(text);
         return true;
       },
       "portuguese or spanish"},
      choice("repetition", "automatic", RepetitionRule::automatic, "claim", RepetitionRule::claim,
             &DrawRules::repetition, &RuleOverrides::repetition),
      choice("twenty-move", "fpd", TwentyMoveRule::fpd, "unconditional",
             TwentyMoveRule::unconditional, &DrawRules::twenty_move, &RuleOverrides::twenty_move),
      choice("forcada", "rio", ForcadaRule::rio, "no-rio", ForcadaRule::no_rio,
             &DrawRules::forcada, &RuleOverrides::forcada),
      {"forcada-moves",
       fmt::format("type=int min={} max={}", kMinForcadaMoves, kMaxForcadaMoves),
       [](const Ruleset& r) { return std::to_string(r.draws.forcada_moves); },
       [](std::string_view text, RuleOverrides& o) {
         const auto moves = support::number_in<int>(text, kMinForcadaMoves, kMaxForcadaMoves);
         if (moves) o.forcada_moves = *moves;
         return moves.has_value();
       },
       fmt::format("a whole number from {} to {}", kMinForcadaMoves, kMaxForcadaMoves)},
      choice("king-vs-king", "draw", KingVsKingRule::draw, "play", KingVsKingRule::play,
             &DrawRules::king_vs_king, &RuleOverrides::king_vs_king),
  };
  return params;
}

}  // namespace

std::vector<HubParam> hub_rule_params(const rules::Ruleset& rules) {
  std::vector<HubParam> params;
  for (const RuleParam& p : rule_params()) {
    params.push_back({std::string(p.name), p.value(rules), p.type});
  }
  return params;
}

bool read_hub_rule_param(std::string_view name, std::string_view value,
                         rules::RuleOverrides& overrides, std::string& error) {
  for (const RuleParam& p : rule_params()) {
    if (p.name != name) continue;
    if (p.read(value, overrides)) return true;
    error = fmt::format("{} takes {}, not '{}'", name, p.takes, value);
    return false;
  }
  error = fmt::format("{}: no such parameter", name);
  return false;
}

}  // namespace damas::engine
