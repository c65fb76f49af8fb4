#include "rule_options.hpp"

#include <fmt/core.h>

#include "damas/rules/family/variant.hpp"
#include "variant_option.hpp"

namespace damas::cli {

namespace {

// Reads the value of a two-choice option; false (with `error` set) for anything else.
template <class Enum>
bool read_choice(const po::variables_map& given, const char* name, const std::string& value,
                 const char* first, Enum first_value, const char* second, Enum second_value,
                 std::optional<Enum>& out, std::string& error) {
  if (given.count(name) == 0) return true;
  if (value == first) {
    out = first_value;
  } else if (value == second) {
    out = second_value;
  } else {
    error = fmt::format("unknown --{} '{}' ({} or {})", name, value, first, second);
    return false;
  }
  return true;
}

}  // namespace

void add_rule_options(po::options_description& options, RuleOptionValues& values) {
  po::options_description rules("Rules (defaults: the game's GameType, 28 Portuguese or 24 "
                                "Spanish, with its own draw laws)");
  rules.add_options()
      ("rules", po::value<std::string>(&values.variant),
       ("the variant of every game, whatever its GameType: " + rules::family::variant_names() +
        " (the engine plays portuguese and spanish only)")
           .c_str())
      ("repetition", po::value<std::string>(&values.repetition),
       "threefold repetition: automatic (a draw) or claim (may be claimed; play goes on)")
      ("twenty-move", po::value<std::string>(&values.twenty_move),
       "20-move rule: fpd (at most 4 pieces a side, a king each) or unconditional")
      ("forcada", po::value<std::string>(&values.forcada),
       "3 kings v 1 king: rio (count from a king on the long diagonal) or no-rio")
      ("forcada-moves", bounded(&values.forcada_moves, 1, 100),
       "moves the strong side has in a Forcada (Portuguese 12, Spanish 13)")
      ("king-vs-king", po::value<std::string>(&values.king_vs_king),
       "one king against one king: draw (at once) or play");
  options.add(rules);
}

std::optional<rules::RuleOverrides> read_rule_options(const po::variables_map& given,
                                                      const RuleOptionValues& values,
                                                      std::string& error) {
  rules::RuleOverrides o;
  if (given.count("rules") != 0) {
    if (!find_variant_option(values.variant, error)) return std::nullopt;
    o.variant = values.variant;
  }
  using rules::ForcadaRule, rules::KingVsKingRule, rules::RepetitionRule, rules::TwentyMoveRule;
  if (!read_choice(given, "repetition", values.repetition, "automatic", RepetitionRule::automatic,
                   "claim", RepetitionRule::claim, o.repetition, error) ||
      !read_choice(given, "twenty-move", values.twenty_move, "fpd", TwentyMoveRule::fpd,
                   "unconditional", TwentyMoveRule::unconditional, o.twenty_move, error) ||
      !read_choice(given, "forcada", values.forcada, "rio", ForcadaRule::rio, "no-rio",
                   ForcadaRule::no_rio, o.forcada, error) ||
      !read_choice(given, "king-vs-king", values.king_vs_king, "draw", KingVsKingRule::draw,
                   "play", KingVsKingRule::play, o.king_vs_king, error)) {
    return std::nullopt;
  }
  if (given.count("forcada-moves") != 0) o.forcada_moves = values.forcada_moves;
  return o;
}

std::optional<rules::Ruleset> read_ruleset(const po::variables_map& given,
                                           const RuleOptionValues& values, std::string& error) {
  const auto overrides = read_rule_options(given, values, error);
  if (!overrides) return std::nullopt;
  const std::optional<rules::Ruleset> ruleset =
      rules::find_ruleset(overrides->variant.value_or("portuguese"));
  if (!ruleset) {
    error = fmt::format("--rules {}: the engine and its tables play Portuguese and Spanish "
                        "draughts only",
                        *overrides->variant);
    return std::nullopt;
  }
  return overrides->apply(*ruleset);
}

}  // namespace damas::cli
