#include "search_limits.hpp"

#include <fmt/core.h>

#include <cmath>

#include "egtb_source.hpp"

namespace damas::cli {

void add_limit_options(po::options_description& options, LimitValues& values,
                       int default_hash_megabytes) {
  options.add_options()
      ("depth", po::value<int>(&values.depth), "search depth in plies (1 to 60)")
      ("movetime", po::value<int>(&values.movetime), "time per search, in milliseconds")
      ("nodes", po::value<std::uint64_t>(&values.nodes), "stop each search after about this many nodes")
      ("hash", po::value<int>(&values.hash)->default_value(default_hash_megabytes),
       "transposition table size in MB (per engine)")
      ("engine-timeout", po::value<double>(&values.engine_timeout)
                              ->default_value(static_cast<double>(kDefaultEngineTimeout.count())),
       "seconds an external engine may stay silent (beyond --movetime) before it is killed");
  add_egtb_option(options, values.no_egtb);
}

std::optional<engine::Limits> read_limits(const po::variables_map& given,
                                          const LimitValues& values, int default_depth,
                                          std::string& error) {
  engine::Limits limits;
  limits.depth = default_depth;
  if (given.count("depth") != 0) {
    if (values.depth < 1 || values.depth > 60) {
      error = "--depth must be between 1 and 60";
      return std::nullopt;
    }
    limits.depth = values.depth;
  } else if (given.count("movetime") != 0 || given.count("nodes") != 0) {
    limits.depth = engine::kMaxPly / 2;
  }
  if (given.count("movetime") != 0) {
    if (values.movetime < 1) {
      error = "--movetime must be positive";
      return std::nullopt;
    }
    limits.movetime = std::chrono::milliseconds(values.movetime);
  }
  if (given.count("nodes") != 0) limits.nodes = values.nodes;
  if (values.hash < 1 || values.hash > 65536) {
    error = "--hash must be between 1 and 65536";
    return std::nullopt;
  }
  return limits;
}

std::optional<EngineSpec> read_engine_defaults(const po::variables_map& given,
                                               const LimitValues& values, int default_depth,
                                               std::string& error) {
  const auto limits = read_limits(given, values, default_depth, error);
  if (!limits) return std::nullopt;
  if (!(values.engine_timeout > 0 && values.engine_timeout <= 86400)) {
    error = "--engine-timeout must be more than 0 and at most 86400 seconds";
    return std::nullopt;
  }
  EngineSpec spec;
  spec.name = "builtin";
  spec.limits = *limits;
  spec.hash_megabytes = static_cast<std::size_t>(values.hash);
  spec.timeout = std::chrono::milliseconds(std::lround(values.engine_timeout * 1000));
  spec.endgame_tables = !values.no_egtb;
  return spec;
}

std::string describe_limits(const engine::Limits& limits) {
  if (limits.movetime) return fmt::format("movetime {} ms", limits.movetime->count());
  if (limits.nodes) return fmt::format("nodes {}", *limits.nodes);
  return fmt::format("depth {}", limits.depth);
}

}  // namespace damas::cli
