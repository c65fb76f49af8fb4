#include "damas/rules/ruleset.hpp"

#include <fmt/core.h>

namespace damas::rules {

Ruleset portuguese_rules() { return {"portuguese", 28, DrawRules{}}; }

Ruleset spanish_rules() {
  DrawRules draws;
  draws.twenty_move = TwentyMoveRule::unconditional;
  draws.forcada_moves = 13;
  draws.king_vs_king = KingVsKingRule::play;
  return {"spanish", 24, draws};
}

Ruleset RuleOverrides::apply(Ruleset base) const {
  DrawRules& d = base.draws;
  if (repetition) d.repetition = *repetition;
  if (twenty_move) d.twenty_move = *twenty_move;
  if (forcada) d.forcada = *forcada;
  if (forcada_moves) d.forcada_moves = *forcada_moves;
  if (king_vs_king) d.king_vs_king = *king_vs_king;
  return base;
}

std::optional<Ruleset> find_ruleset(std::string_view name) {
  if (name == "portuguese") return portuguese_rules();
  if (name == "spanish") return spanish_rules();
  return std::nullopt;
}

std::optional<Ruleset> ruleset_for_game_type(int game_type) {
  if (game_type == 28) return portuguese_rules();
  if (game_type == 24) return spanish_rules();
  return std::nullopt;
}

std::string describe(const Ruleset& rules) {
  const DrawRules& d = rules.draws;
  return fmt::format("{}, repetition={}, 20-move={}, forcada={}/{}, king-vs-king={}", rules.name,
                     d.repetition == RepetitionRule::automatic ? "automatic" : "claim",
                     d.twenty_move == TwentyMoveRule::fpd ? "fpd" : "unconditional",
                     d.forcada == ForcadaRule::rio ? "rio" : "no-rio", d.forcada_moves,
                     d.king_vs_king == KingVsKingRule::draw ? "draw" : "play");
}

}  // namespace damas::rules
