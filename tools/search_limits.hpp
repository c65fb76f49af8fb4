// The search-limit options shared by the commands that run an engine (analyse, annotate,
// match): --depth, --movetime, --nodes, --hash, --engine-timeout and --no-egtb, spelt, checked
// and documented alike.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "damas/engine/search.hpp"
#include "engine_spec.hpp"
#include "options.hpp"

namespace damas::cli {

struct LimitValues {
  int depth = 0;
  int movetime = 0;
  std::uint64_t nodes = 0;
  int hash = 0;
  double engine_timeout = 0;  // seconds
  bool no_egtb = false;       // the built-in engine searches without the endgame tables
};

// Adds the options to `options`, storing what is given in `values`.
void add_limit_options(po::options_description& options, LimitValues& values,
                       int default_hash_megabytes);

// The limits the options give; `default_depth` when none is given (a time or node limit alone
// lets the depth run free). On a bad value, nullopt with `error` set.
std::optional<engine::Limits> read_limits(const po::variables_map& given,
                                          const LimitValues& values, int default_depth,
                                          std::string& error);

// The run's engine: the built-in one with the limits, table size and external-engine timeout
// the options give, over which each --engine text is read (engine_spec.hpp).
std::optional<EngineSpec> read_engine_defaults(const po::variables_map& given,
                                               const LimitValues& values, int default_depth,
                                               std::string& error);

// "depth 6", "movetime 100 ms", "nodes 50000": the limit in words, for reports and tags.
std::string describe_limits(const engine::Limits& limits);

}  // namespace damas::cli
