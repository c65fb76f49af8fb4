#include "engine_options.hpp"

#include <fmt/core.h>

#include "damas/engine/search_limits.hpp"

namespace damas::cli {

namespace {

// The option `range` names, when given; false with `error` set when its value is bad.
bool read_option(const po::variables_map& given, const engine::LimitRange& range,
                 const std::string& text, std::optional<long long>& value, std::string& error) {
  if (given.count(std::string(range.name)) == 0) return true;
  std::string what;
  value = engine::read_limit(range, text, what);
  if (!value) error = fmt::format("--{} takes {}", range.name, what);
  return value.has_value();
}

}  // namespace

void add_limit_options(po::options_description& options, LimitValues& values) {
  const auto range_text = [](const engine::LimitRange& range) {
    return fmt::format("{} to {}", range.min, range.max);
  };
  const std::string depth_help = "search depth in plies (" + range_text(engine::kDepthRange) + ")";
  const std::string movetime_help =
      "time per search, in milliseconds (" + range_text(engine::kMovetimeRange) + ")";
  const std::string nodes_help =
      "stop each search after about this many nodes (" + range_text(engine::kNodesRange) + ")";
  const std::string hash_help =
      "transposition table size in MB, per engine (" + range_text(engine::kHashRange) + ")";
  const std::string timeout_help = fmt::format(
      "seconds an external engine has to answer, beyond --movetime in a search ({:g} to {:g})",
      engine::kMinEngineTimeout, engine::kMaxEngineTimeout);
  options.add_options()
      ("depth", po::value<std::string>(&values.depth), depth_help.c_str())
      ("movetime", po::value<std::string>(&values.movetime), movetime_help.c_str())
      ("nodes", po::value<std::string>(&values.nodes), nodes_help.c_str())
      ("hash", po::value<std::string>(&values.hash)->default_value(
                   std::to_string(engine::kDefaultHashMegabytes)), hash_help.c_str())
      ("engine-timeout", po::value<std::string>(&values.engine_timeout)->default_value(
                             std::to_string(engine::kDefaultEngineTimeout.count())),
       timeout_help.c_str());
  add_egtb_option(options, values.no_egtb);
}

void add_egtb_option(po::options_description& options, bool& off) {
  options.add_options()
      ("no-egtb", po::bool_switch(&off),
       "search without the endgame tables (exact values of positions of up to 4 pieces, or 5 "
       "once built)");
}

std::optional<engine::EngineSpec> read_engine_defaults(const po::variables_map& given,
                                                       const LimitValues& values,
                                                       int default_depth, std::string& error) {
  std::optional<long long> depth;
  std::optional<long long> movetime;
  std::optional<long long> nodes;
  std::optional<long long> hash;
  if (!read_option(given, engine::kDepthRange, values.depth, depth, error) ||
      !read_option(given, engine::kMovetimeRange, values.movetime, movetime, error) ||
      !read_option(given, engine::kNodesRange, values.nodes, nodes, error) ||
      !read_option(given, engine::kHashRange, values.hash, hash, error)) {
    return std::nullopt;
  }
  std::string what;
  const auto timeout = engine::read_engine_timeout(values.engine_timeout, what);
  if (!timeout) {
    error = "--engine-timeout takes " + what;
    return std::nullopt;
  }
  engine::EngineSpec spec;
  spec.name = "builtin";
  spec.limits = engine::run_limits(depth, movetime, nodes, default_depth);
  spec.hash_megabytes = static_cast<std::size_t>(*hash);  // --hash has a default value
  spec.timeout = *timeout;
  spec.endgame_tables = !values.no_egtb;
  return spec;
}

std::optional<engine::EngineSpec> read_engine_option(const std::string& text,
                                                     const engine::EngineSpec& defaults,
                                                     std::string& error) {
  std::string what;
  auto spec = engine::parse_engine_spec(text, defaults, what);
  if (!spec) error = fmt::format("--engine '{}': {}", text, what);
  return spec;
}

}  // namespace damas::cli
