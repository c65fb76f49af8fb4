// The rules as Hub engine parameters (`param name=forcada value=rio type=enum ...`): `pdn hub`
// declares them so that a GUI can choose the draw laws, and the Hub client sets those that an
// external engine declares under the same names. One list, so both sides spell them alike.
#pragma once

#include <string>
#include <vector>

#include "damas/rules/ruleset.hpp"

namespace damas::cli {

struct HubParam {
  std::string name;   // the rule option's name: "rules", "repetition", "forcada-moves", ...
  std::string value;  // as the option is written: "portuguese", "automatic", "12", ...
  std::string type;   // the declaration's type part: "type=enum values=\"rio no-rio\""
};

// The parameters that describe `rules`, in the order pdn hub declares them.
std::vector<HubParam> hub_rule_params(const rules::Ruleset& rules);

}  // namespace damas::cli
