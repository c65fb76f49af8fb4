#include "damas/engine/search_limits.hpp"

#include <fmt/core.h>

#include <cmath>

#include "damas/support/strict_number.hpp"

namespace damas::engine {

std::optional<long long> read_limit(const LimitRange& range, std::string_view text,
                                    std::string& error) {
  const auto value = support::number_in<long long>(text, range.min, range.max);
  if (!value) {
    error = fmt::format("a whole number of {} from {} to {}, not '{}'", range.unit, range.min,
                        range.max, text);
  }
  return value;
}

std::optional<std::chrono::milliseconds> read_engine_timeout(std::string_view text,
                                                             std::string& error) {
  const auto seconds = support::number_in<double>(text, kMinEngineTimeout, kMaxEngineTimeout);
  if (!seconds) {
    error = fmt::format("a number of seconds from {:g} to {:g}, not '{}'", kMinEngineTimeout,
                        kMaxEngineTimeout, text);
    return std::nullopt;
  }
  return std::chrono::milliseconds(std::lround(*seconds * 1000));
}

Limits run_limits(std::optional<long long> depth, std::optional<long long> movetime,
                  std::optional<long long> nodes, int default_depth) {
  Limits limits;  // its depth runs free
  if (depth) {
    limits.depth = static_cast<int>(*depth);
  } else if (!movetime && !nodes) {
    limits.depth = default_depth;
  }
  if (movetime) limits.movetime = std::chrono::milliseconds(*movetime);
  if (nodes) limits.nodes = static_cast<std::uint64_t>(*nodes);
  return limits;
}

std::string describe_limits(const Limits& limits) {
  if (limits.movetime) return fmt::format("movetime {} ms", limits.movetime->count());
  if (limits.nodes) return fmt::format("nodes {}", *limits.nodes);
  return fmt::format("depth {}", limits.depth);
}

}  // namespace damas::engine
