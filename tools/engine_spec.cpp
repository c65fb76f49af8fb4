#include "engine_spec.hpp"

#include <fmt/core.h>

#include <charconv>
#include <string_view>

namespace damas::cli {

namespace {

// A whole positive number, or nullopt.
std::optional<long long> positive(std::string_view text) {
  long long value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 1) return std::nullopt;
  return value;
}

}  // namespace

std::optional<EngineSpec> parse_engine_spec(const std::string& text, const engine::Limits& limits,
                                            std::size_t hash_megabytes, std::string& error) {
  EngineSpec spec{text, limits, hash_megabytes};
  const std::string_view all = text;
  const std::size_t colon = all.find(':');
  if (all.substr(0, colon) != "builtin") {
    error = fmt::format("--engine '{}': only the built-in engine is known (\"builtin:depth=4\")",
                        text);
    return std::nullopt;
  }
  std::string_view rest = colon == std::string_view::npos ? "" : all.substr(colon + 1);
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
    const auto value = equals == std::string_view::npos ? std::nullopt
                                                        : positive(option.substr(equals + 1));
    if (!value) {
      error = fmt::format("--engine '{}': '{}' needs a positive whole number", text, option);
      return std::nullopt;
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
      error = fmt::format("--engine '{}': unknown or out-of-range option '{}' (depth 1-60, "
                          "movetime, nodes, hash; egtb=on|off)", text, option);
      return std::nullopt;
    }
  }
  return spec;
}

}  // namespace damas::cli
