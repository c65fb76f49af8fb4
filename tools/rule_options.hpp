// The rule options shared by the subcommands that judge or play games (validate, analyse,
// annotate, match): --rules, --repetition, --twenty-move, --forcada, --forcada-moves,
// --king-vs-king. Defined once here so that every subcommand spells and documents them alike.
#pragma once

#include <optional>
#include <string>

#include "damas/rules/ruleset.hpp"
#include "options.hpp"

namespace damas::cli {

struct RuleOptionValues {
  std::string variant;
  std::string repetition;
  std::string twenty_move;
  std::string forcada;
  int forcada_moves = 0;
  std::string king_vs_king;
};

// Adds the options to `options`, storing what is given in `values`.
void add_rule_options(po::options_description& options, RuleOptionValues& values);

// The ruleset the options select on their own (Portuguese unless --rules says otherwise), for
// the commands that search a position rather than judge a game with its own GameType.
std::optional<rules::Ruleset> read_ruleset(const po::variables_map& given,
                                           const RuleOptionValues& values, std::string& error);

// The options the user gave, as overrides of a game's ruleset. On a bad value, returns nullopt
// and sets `error`.
std::optional<rules::RuleOverrides> read_rule_options(const po::variables_map& given,
                                                      const RuleOptionValues& values,
                                                      std::string& error);

}  // namespace damas::cli
