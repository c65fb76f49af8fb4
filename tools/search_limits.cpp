#include "search_limits.hpp"

#include <fmt/core.h>

#include <cmath>

#include "egtb_source.hpp"
#include "damas/support/strict_number.hpp"

namespace damas::cli {

namespace {

// The option `range` names, when given; false with `error` set when its value is bad.
bool read_option(const po::variables_map& given, const LimitRange& range,
                 const std::string& text, std::optional<long long>& value, std::string& error) {
  if (given.count(std::string(range.name)) == 0) return true;
  std::string what;
  value = read_limit(range, text, what);
  if (!value) error = fmt::format("--{} takes {}", range.name, what);
  return value.has_value();
}

}  // namespace

std::optional<long long> read_limit(const LimitRange& range, std::string_view text,
                                    std::string& error) {
  const auto value = support::number_in<long long>(text, range.min, range.max);
  if (!value) {
    error = fmt::format("a whole number of {} from {} to {}, not '{}'", range.unit, range.min,
                        range.max, text);
  }
  return value;
}

void add_limit_options(po::options_description& options, LimitValues& values) {
  const auto range_text = [](const LimitRange& range) {
    return fmt::format("{} to {}", range.min, range.max);
  };
  const std::string depth_help = "search depth in plies (" + range_text(kDepthRange) + ")";
  const std::string movetime_help =
      "time per search, in milliseconds (" + range_text(kMovetimeRange) + ")";
  const std::string nodes_help =
      "stop each search after about this many nodes (" + range_text(kNodesRange) + ")";
  const std::string hash_help =
      "transposition table size in MB, per engine (" + range_text(kHashRange) + ")";
  const std::string timeout_help = fmt::format(
      "seconds an external engine has to answer, beyond --movetime in a search ({:g} to {:g})",
      kMinEngineTimeout, kMaxEngineTimeout);
  options.add_options()
      ("depth", po::value<std::string>(&values.depth), depth_help.c_str())
      ("movetime", po::value<std::string>(&values.movetime), movetime_help.c_str())
      ("nodes", po::value<std::string>(&values.nodes), nodes_help.c_str())
      ("hash", po::value<std::string>(&values.hash)->default_value(
                   std::to_string(kDefaultHashMegabytes)), hash_help.c_str())
      ("engine-timeout", po::value<std::string>(&values.engine_timeout)->default_value(
                             std::to_string(kDefaultEngineTimeout.count())), timeout_help.c_str());
  add_egtb_option(options, values.no_egtb);
}

std::optional<EngineSpec> read_engine_defaults(const po::variables_map& given,
                                               const LimitValues& values, int default_depth,
                                               std::string& error) {
  std::optional<long long> depth;
  std::optional<long long> movetime;
  std::optional<long long> nodes;
  std::optional<long long> hash;
  if (!read_option(given, kDepthRange, values.depth, depth, error) ||
      !read_option(given, kMovetimeRange, values.movetime, movetime, error) ||
      !read_option(given, kNodesRange, values.nodes, nodes, error) ||
      !read_option(given, kHashRange, values.hash, hash, error)) {
    return std::nullopt;
  }
  const auto timeout =
      support::number_in<double>(values.engine_timeout, kMinEngineTimeout, kMaxEngineTimeout);
  if (!timeout) {
    error = fmt::format("--engine-timeout takes a number of seconds from {:g} to {:g}, not '{}'",
                        kMinEngineTimeout, kMaxEngineTimeout, values.engine_timeout);
    return std::nullopt;
  }
  EngineSpec spec;
  spec.name = "builtin";
  engine::Limits& limits = spec.limits;
  limits.depth = default_depth;
  if (depth) {
    limits.depth = static_cast<int>(*depth);
  } else if (movetime || nodes) {
    limits.depth = engine::kMaxPly / 2;  // free: the time or the nodes end the search
  }
  if (movetime) limits.movetime = std::chrono::milliseconds(*movetime);
  if (nodes) limits.nodes = static_cast<std::uint64_t>(*nodes);
  spec.hash_megabytes = static_cast<std::size_t>(*hash);  // --hash has a default value
  spec.timeout = std::chrono::milliseconds(std::lround(*timeout * 1000));
  spec.endgame_tables = !values.no_egtb;
  return spec;
}

std::string describe_limits(const engine::Limits& limits) {
  if (limits.movetime) return fmt::format("movetime {} ms", limits.movetime->count());
  if (limits.nodes) return fmt::format("nodes {}", *limits.nodes);
  return fmt::format("depth {}", limits.depth);
}

}  // namespace damas::cli
