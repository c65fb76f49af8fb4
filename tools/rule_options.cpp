#include "rule_options.hpp"

#include <fmt/core.h>

namespace damas::cli {

void RuleOptions::add_to(po::options_description& options) {
  options.add_options()
      ("rules", po::value<std::string>(&rules_)->default_value("portuguese"),
       "portuguese or spanish: the ruleset whose draw laws apply (the options below override "
       "them one by one)")
      ("repetition", po::value<std::string>(&repetition_),
       "automatic: a third occurrence is a draw; claim: it only makes a draw claimable")
      ("twenty-move", po::value<std::string>(&twenty_move_),
       "fpd: 20 moves each without capture or man move, with at most 4 pieces a side and a king "
       "each; unconditional: whatever the material")
      ("forcada", po::value<std::string>(&forcada_),
       "rio: 3 kings v 1 counted once a strong king is on the long diagonal; no-rio: from the "
       "material on")
      ("forcada-moves", po::value<int>(&forcada_moves_),
       "moves of the strong side allowed in the Forcada (portuguese 12, spanish 13)")
      ("king-vs-king", po::value<std::string>(&king_vs_king_),
       "draw: one king against one king is drawn at once; play: the game goes on");
}

std::optional<rules::Ruleset> RuleOptions::ruleset(const po::variables_map& values,
                                                   std::string& error) const {
  std::optional<rules::Ruleset> found = rules::find_ruleset(rules_);
  if (!found) {
    error = fmt::format("unknown --rules '{}' (portuguese or spanish)", rules_);
    return std::nullopt;
  }
  rules::DrawRules& d = found->draws;
  // Reads one enumerated option: true when it is absent or names one of the two values.
  auto pick = [&](const char* name, const std::string& text, const char* first, const char* second,
                  auto first_value, auto second_value, auto& field) {
    if (values.count(name) == 0) return true;
    if (text == first) {
      field = first_value;
    } else if (text == second) {
      field = second_value;
    } else {
      error = fmt::format("unknown --{} '{}' ({} or {})", name, text, first, second);
      return false;
    }
    return true;
  };
  using namespace rules;
  if (!pick("repetition", repetition_, "automatic", "claim", RepetitionRule::automatic,
            RepetitionRule::claim, d.repetition) ||
      !pick("twenty-move", twenty_move_, "fpd", "unconditional", TwentyMoveRule::fpd,
            TwentyMoveRule::unconditional, d.twenty_move) ||
      !pick("forcada", forcada_, "rio", "no-rio", ForcadaRule::rio, ForcadaRule::no_rio,
            d.forcada) ||
      !pick("king-vs-king", king_vs_king_, "draw", "play", KingVsKingRule::draw,
            KingVsKingRule::play, d.king_vs_king)) {
    return std::nullopt;
  }
  if (values.count("forcada-moves") != 0) {
    if (forcada_moves_ < 1 || forcada_moves_ > 100) {
      error = "--forcada-moves must be between 1 and 100";
      return std::nullopt;
    }
    d.forcada_moves = forcada_moves_;
  }
  return found;
}

}  // namespace damas::cli
