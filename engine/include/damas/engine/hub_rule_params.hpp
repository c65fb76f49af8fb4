// The rules as Hub engine parameters (`param name=forcada value=rio type=enum ...`): the Hub
// server (hub_server.hpp, `pdn hub`) declares them so that a GUI can choose the draw laws and
// reads them back from `set-param`, and the Hub client (hub_engine.hpp) sets those that an
// external engine declares under the same names. One list, so both sides spell them alike; the
// names and values are those of pdn's rule options (--forcada no-rio: forcada=no-rio).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "damas/rules/ruleset.hpp"

namespace damas::engine {

struct HubParam {
  std::string name;   // the rule option's name: "rules", "repetition", "forcada-moves", ...
  std::string value;  // as the option is written: "portuguese", "automatic", "12", ...
  std::string type;   // the declaration's type part: "type=enum values=\"rio no-rio\""
};

// The parameters that describe `rules`, in the order the Hub server declares them.
std::vector<HubParam> hub_rule_params(const rules::Ruleset& rules);

// Reads the parameter `name` set to `value` (`set-param name=forcada value=no-rio`) into
// `overrides`; false with `error` set, and `overrides` left as they were, when no rule has that
// name ("foo: no such parameter") or the value is not one of its values ("forcada takes rio or
// no-rio, not 'x'").
bool read_hub_rule_param(std::string_view name, std::string_view value,
                         rules::RuleOverrides& overrides, std::string& error);

}  // namespace damas::engine
