#include "damas/engine/hub_rule_params.hpp"

namespace damas::engine {

namespace {

HubParam choice(std::string name, bool first, const char* first_value, const char* second_value) {
  return {std::move(name), first ? first_value : second_value,
          std::string("type=enum values=\"") + first_value + ' ' + second_value + '"'};
}

}  // namespace

std::vector<HubParam> hub_rule_params(const rules::Ruleset& rules) {
  using rules::ForcadaRule, rules::KingVsKingRule, rules::RepetitionRule, rules::TwentyMoveRule;
  const rules::DrawRules& d = rules.draws;
  return {
      choice("rules", rules.name == "portuguese", "portuguese", "spanish"),
      choice("repetition", d.repetition == RepetitionRule::automatic, "automatic", "claim"),
      choice("twenty-move", d.twenty_move == TwentyMoveRule::fpd, "fpd", "unconditional"),
      choice("forcada", d.forcada == ForcadaRule::rio, "rio", "no-rio"),
      {"forcada-moves", std::to_string(d.forcada_moves), "type=int min=1 max=100"},
      choice("king-vs-king", d.king_vs_king == KingVsKingRule::draw, "draw", "play"),
  };
}

}  // namespace damas::engine
