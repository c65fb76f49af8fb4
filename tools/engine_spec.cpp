#include "engine_spec.hpp"

#include <fmt/core.h>

#include <charconv>
#include <string_view>

#include "builtin_engine.hpp"
#include "hub_engine.hpp"

namespace damas::cli {

namespace {

// A whole positive number, or nullopt.
std::optional<long long> positive(std::string_view text) {
  long long value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 1) return std::nullopt;
  return value;
}

// Applies the options of "builtin:OPTIONS" to `spec`; false with `error` set on a bad one.
bool read_builtin_options(std::string_view rest, EngineSpec& spec, std::string& error) {
  while (!rest.empty()) {
    const std::size_t comma = rest.find(',');
    const std::string_view option = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? "" : rest.substr(comma + 1);
    const std::size_t equals = option.find('=');
    const std::string_view key = option.substr(0, equals);
    const std::string_view text_value = option.substr(equals + 1);
    if (key == "egtb" && (text_value == "off" || text_value == "on")) {
      spec.endgame_tables = text_value == "on";
      continue;
    }
    const auto value =
        equals == std::string_view::npos ? std::nullopt : positive(option.substr(equals + 1));
    if (!value) {
      error = fmt::format("--engine '{}': '{}' needs a positive whole number", spec.name, option);
      return false;
    }
    if (key == "depth" && *value <= 60) {
      spec.limits.depth = static_cast<int>(*value);
      spec.limits.movetime.reset();
      spec.limits.nodes.reset();
    } else if (key == "movetime") {
      spec.limits.depth = engine::kMaxPly / 2;
      spec.limits.movetime = std::chrono::milliseconds(*value);
    } else if (key == "nodes") {
      spec.limits.depth = engine::kMaxPly / 2;
      spec.limits.nodes = static_cast<std::uint64_t>(*value);
    } else if (key == "hash" && *value <= 65536) {
      spec.hash_megabytes = static_cast<std::size_t>(*value);
    } else {
      error = fmt::format(
          "--engine '{}': unknown or out-of-range option '{}' (depth 1-60, "
          "movetime, nodes, hash; egtb=on|off)",
          spec.name, option);
      return false;
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
    error = fmt::format("--engine '{}': no command to run", text);
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

}  // namespace damas::cli
