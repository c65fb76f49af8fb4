// Rulesets as data: which draw laws apply and with which options. Portuguese and Spanish
// draughts share every move rule (see movegen.hpp) and differ only here. The defaults and the
// sources behind them are in docs/rules.md (FPD rules for Portuguese, the Spanish rules
// text for Spanish); every option is selectable from the command line.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace damas::rules {

// Threefold repetition: the draw is automatic, or it only becomes claimable (the game goes on).
enum class RepetitionRule { automatic, claim };

// 20-move rule: counted only with at most 4 pieces a side, a king on each side and no Forcada
// material (FPD), or whatever the material (unconditional, as some sites and Spanish rules do).
enum class TwentyMoveRule { fpd, unconditional };

// Forcada (3 kings against 1 king): the count of the strong side's moves starts once one of its
// kings stands on the rio (long diagonal), or as soon as the material arises (no_rio).
enum class ForcadaRule { rio, no_rio };

// One king against one king: a draw at once, or play on (under the 20-move rule).
enum class KingVsKingRule { draw, play };

struct DrawRules {
  RepetitionRule repetition = RepetitionRule::automatic;
  TwentyMoveRule twenty_move = TwentyMoveRule::fpd;
  int twenty_move_plies = 40;  // 20 moves by each side
  ForcadaRule forcada = ForcadaRule::rio;
  int forcada_moves = 12;  // moves of the strong side
  KingVsKingRule king_vs_king = KingVsKingRule::draw;

  friend bool operator==(const DrawRules&, const DrawRules&) = default;
};

struct Ruleset {
  std::string_view name;  // "portuguese", "spanish"
  int game_type;          // PDN GameType number: 28, 24
  DrawRules draws;

  friend bool operator==(const Ruleset&, const Ruleset&) = default;
};

// Portuguese draughts, FPD rules (GameType 28): the project's default.
Ruleset portuguese_rules();
// Spanish draughts (GameType 24): 20 king moves each whatever the material; 3 kings against 1
// (one on the long diagonal) must win within 13 moves; no automatic king-against-king draw.
Ruleset spanish_rules();

// What a user asked for on top of a game's own ruleset (the command-line options --rules,
// --repetition, --twenty-move, --forcada, --forcada-moves, --king-vs-king): each option set here
// replaces the ruleset's default.
struct RuleOverrides {
  std::optional<std::string> variant;  // a name of family/variant.hpp: "portuguese", ...
  std::optional<RepetitionRule> repetition;
  std::optional<TwentyMoveRule> twenty_move;
  std::optional<ForcadaRule> forcada;
  std::optional<int> forcada_moves;
  std::optional<KingVsKingRule> king_vs_king;

  // `base` with the draw options set here applied (the variant is the caller's choice).
  Ruleset apply(Ruleset base) const;
};

// The ruleset of a name ("portuguese", "spanish") or of a PDN GameType number.
std::optional<Ruleset> find_ruleset(std::string_view name);
std::optional<Ruleset> ruleset_for_game_type(int game_type);

// "portuguese, repetition=automatic, 20-move=fpd, forcada=rio/12, king-vs-king=draw": the line
// reports print so every verdict says under which rules it was reached.
std::string describe(const Ruleset& rules);

}  // namespace damas::rules
