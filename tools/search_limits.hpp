// The search-limit options shared by the commands that run an engine (analyse, annotate,
// match): --depth, --movetime, --nodes, --hash, --engine-timeout and --no-egtb, spelt, checked
// and documented alike. Every value is read strictly (strict_number.hpp) and must lie in its
// range: `--nodes 0`, `--depth -1`, `--movetime nan` are usage errors naming the option and
// what it takes. The same ranges hold for the built-in engine's spec (builtin:depth=4,
// engine_spec.hpp) and for `pdn hub`'s `level` command.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "damas/engine/search.hpp"
#include "engine_spec.hpp"
#include "options.hpp"

namespace damas::cli {

// What a limit takes: a whole number of `unit` from `min` to `max`.
struct LimitRange {
  std::string_view name;  // the option ("--depth") and the spec key ("depth=")
  long long min;
  long long max;
  std::string_view unit;
};

inline constexpr LimitRange kDepthRange{"depth", 1, 60, "plies"};
inline constexpr LimitRange kMovetimeRange{"movetime", 1, 86'400'000, "milliseconds"};  // a day
// About a day of searching at ten million nodes a second.
inline constexpr LimitRange kNodesRange{"nodes", 1, 1'000'000'000'000, "nodes"};
inline constexpr LimitRange kHashRange{"hash", 1, 65536, "megabytes"};
// --engine-timeout, in seconds: a millisecond to a day.
inline constexpr double kMinEngineTimeout = 0.001;
inline constexpr double kMaxEngineTimeout = 86400;

// `text` as a value of `range`; nullopt with `error` set to what the range takes and what was
// given instead: "a whole number of plies from 1 to 60, not '0'".
std::optional<long long> read_limit(const LimitRange& range, std::string_view text,
                                    std::string& error);

struct LimitValues {
  // As given: read and checked by read_engine_defaults.
  std::string depth;
  std::string movetime;
  std::string nodes;
  std::string hash;
  std::string engine_timeout;  // seconds
  bool no_egtb = false;        // the built-in engine searches without the endgame tables
};

// Adds the options to `options`, storing what is given in `values` (--hash defaults to
// kDefaultHashMegabytes).
void add_limit_options(po::options_description& options, LimitValues& values);

// The run's engine: the built-in one with the limits, table size and external-engine timeout
// the options give, over which each --engine text is read (engine_spec.hpp). Without a limit
// the depth is `default_depth`; a time or node limit alone lets the depth run free. On a bad
// value, nullopt with `error` set ("--nodes takes a whole number of nodes from 1 to ..., not
// '0'").
std::optional<EngineSpec> read_engine_defaults(const po::variables_map& given,
                                               const LimitValues& values, int default_depth,
                                               std::string& error);

// "depth 6", "movetime 100 ms", "nodes 50000": the limit in words, for reports and tags.
std::string describe_limits(const engine::Limits& limits);

}  // namespace damas::cli
