// The rules as Hub parameters: what is declared for a ruleset reads back into the same ruleset.
#include "damas/engine/hub_rule_params.hpp"

#include <gtest/gtest.h>

#include <string>

namespace damas::engine {
namespace {

rules::Ruleset ruleset_of(const rules::RuleOverrides& overrides) {
  return overrides.apply(*rules::find_ruleset(overrides.variant.value_or("portuguese")));
}

TEST(HubRuleParams, DeclaresEveryRuleWithItsValue) {
  const std::vector<HubParam> params = hub_rule_params(rules::spanish_rules());
  std::string declared;
  for (const HubParam& p : params) declared += p.name + "=" + p.value + " " + p.type + "\n";
  EXPECT_EQ(declared,
            "rules=spanish type=enum values=\"portuguese spanish\"\n"
            "repetition=automatic type=enum values=\"automatic claim\"\n"
            "twenty-move=unconditional type=enum values=\"fpd unconditional\"\n"
            "forcada=rio type=enum values=\"rio no-rio\"\n"
            "forcada-moves=13 type=int min=1 max=100\n"
            "king-vs-king=play type=enum values=\"draw play\"\n");
}

TEST(HubRuleParams, WhatIsDeclaredReadsBackIntoTheSameRules) {
  rules::RuleOverrides changed;
  changed.repetition = rules::RepetitionRule::claim;
  changed.forcada = rules::ForcadaRule::no_rio;
  changed.forcada_moves = 20;
  for (const rules::Ruleset& ruleset :
       {rules::portuguese_rules(), rules::spanish_rules(), changed.apply(rules::spanish_rules())}) {
    SCOPED_TRACE(rules::describe(ruleset));
    rules::RuleOverrides read;
    for (const HubParam& p : hub_rule_params(ruleset)) {
      std::string error;
      EXPECT_TRUE(read_hub_rule_param(p.name, p.value, read, error)) << error;
    }
    EXPECT_EQ(ruleset_of(read), ruleset);
  }
}

TEST(HubRuleParams, ABadValueOrNameChangesNothing) {
  rules::RuleOverrides overrides;
  overrides.forcada = rules::ForcadaRule::no_rio;
  const rules::RuleOverrides before = overrides;
  std::string error;
  EXPECT_FALSE(read_hub_rule_param("forcada", "sometimes", overrides, error));
  EXPECT_EQ(error, "forcada takes rio or no-rio, not 'sometimes'");
  EXPECT_FALSE(read_hub_rule_param("forcada-moves", "101", overrides, error));
  EXPECT_EQ(error, "forcada-moves takes a whole number from 1 to 100, not '101'");
  EXPECT_FALSE(read_hub_rule_param("rules", "english", overrides, error));
  EXPECT_EQ(error, "rules takes portuguese or spanish, not 'english'");
  EXPECT_FALSE(read_hub_rule_param("hash", "16", overrides, error));
  EXPECT_EQ(error, "hash: no such parameter");
  EXPECT_EQ(ruleset_of(overrides), ruleset_of(before));
  EXPECT_FALSE(overrides.forcada_moves);
}

}  // namespace
}  // namespace damas::engine
