#include "damas/engine/engine_spec.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "damas/engine/builtin_engine.hpp"
#include "damas/engine/hub_engine.hpp"
#include "damas/engine/search_limits.hpp"

namespace damas::engine {

namespace {

// Applies one option of "builtin:OPTIONS" to `spec`; false with `error` set to what is wrong.
bool read_builtin_option(std::string_view option, EngineSpec& spec, std::string& error) {
  const std::size_t equals = option.find('=');
  const std::string_view key = option.substr(0, equals);
  if (key != "depth" && key != "movetime" && key != "nodes" && key != "hash" && key != "egtb") {
    error = fmt::format("unknown option '{}' (depth, movetime, nodes, hash or egtb)", key);
    return false;
  }
  if (equals == std::string_view::npos) {
    error = fmt::format("'{}' needs a value ({}=...)", key, key);
    return false;
  }
  const std::string_view text = option.substr(equals + 1);
  if (key == "egtb") {
    if (text != "on" && text != "off") {
      error = fmt::format("egtb= takes on or off, not '{}'", text);
      return false;
    }
    spec.endgame_tables = text == "on";
    return true;
  }
  const LimitRange& range = key == "depth"      ? kDepthRange
                            : key == "movetime" ? kMovetimeRange
                            : key == "nodes"    ? kNodesRange
                                                : kHashRange;
  std::string what;
  const auto value = read_limit(range, text, what);
  if (!value) {
    error = fmt::format("{}= takes {}", key, what);
    return false;
  }
  Limits& limits = spec.limits;
  if (key == "depth") {  // a depth of its own: the run's time or node limit no longer applies
    limits.depth = static_cast<int>(*value);
    limits.movetime.reset();
    limits.nodes.reset();
  } else if (key == "movetime") {
    limits.depth = kMaxPly / 2;
    limits.movetime = std::chrono::milliseconds(*value);
  } else if (key == "nodes") {
    limits.depth = kMaxPly / 2;
    limits.nodes = static_cast<std::uint64_t>(*value);
  } else {
    spec.hash_megabytes = static_cast<std::size_t>(*value);
  }
  return true;
}

// Applies the options of "builtin:OPTIONS" to `spec`; false with `error` set on a bad one. An
// option given twice, or two of depth=, movetime= and nodes= (each replaces the others), would
// leave one of them unheeded: refused.
bool read_builtin_options(std::string_view rest, EngineSpec& spec, std::string& error) {
  std::vector<std::string_view> given;
  std::string_view limit;  // the depth=, movetime= or nodes= given
  while (!rest.empty()) {
    const std::size_t comma = rest.find(',');
    const std::string_view option = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? "" : rest.substr(comma + 1);
    if (!read_builtin_option(option, spec, error)) return false;
    const std::string_view key = option.substr(0, option.find('='));
    if (std::find(given.begin(), given.end(), key) != given.end()) {
      error = fmt::format("{}= is given twice", key);
      return false;
    }
    given.push_back(key);
    if (key == "depth" || key == "movetime" || key == "nodes") {
      if (!limit.empty()) {
        error = fmt::format("{}= and {}= are alternatives: give one", limit, key);
        return false;
      }
      limit = key;
    }
  }
  return true;
}

}  // namespace

std::optional<EngineSpec> parse_engine_spec(const std::string& text, const EngineSpec& defaults,
                                            std::string& error) {
  EngineSpec spec = defaults;
  spec.name = text;
  const std::string_view all = text;
  constexpr std::string_view kBuiltin = "builtin";
  constexpr std::string_view kHub = "hub:";
  if (all == kBuiltin || all.starts_with("builtin:")) {
    if (!read_builtin_options(all.substr(std::min(all.size(), kBuiltin.size() + 1)), spec, error)) {
      return std::nullopt;
    }
    return spec;
  }
  spec.command = all.starts_with(kHub) ? all.substr(kHub.size()) : all;
  if (spec.command.find_first_not_of(" \t") == std::string::npos) {
    error = "no command to run";
    return std::nullopt;
  }
  return spec;
}

std::unique_ptr<AnalysingEngine> start_engine(const EngineSpec& spec, const rules::Ruleset& rules) {
  if (!spec.external()) {
    return std::make_unique<BuiltinEngine>(spec.hash_megabytes, spec.endgame_tables);
  }
  return std::make_unique<HubEngine>(
      HubEngineSettings{spec.name, spec.command, spec.hash_megabytes, spec.timeout}, rules);
}

}  // namespace damas::engine
