// The draw-rule options shared by every subcommand that judges or searches games (analyse, hub,
// validate, annotate): --rules picks a ruleset, the others override its draw laws one by one.
#pragma once

#include <string>

#include "damas/rules/ruleset.hpp"
#include "options.hpp"

namespace damas::cli {

class RuleOptions {
 public:
  // Adds --rules, --repetition, --twenty-move, --forcada, --forcada-moves, --king-vs-king.
  void add_to(po::options_description& options);

  // The ruleset the options select, or a usage error message in `error`.
  std::optional<rules::Ruleset> ruleset(const po::variables_map& values, std::string& error) const;

 private:
  std::string rules_ = "portuguese";
  std::string repetition_;
  std::string twenty_move_;
  std::string forcada_;
  int forcada_moves_ = 0;
  std::string king_vs_king_;
};

}  // namespace damas::cli
