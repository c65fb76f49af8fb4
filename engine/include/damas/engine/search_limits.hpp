// The limits a search is given, as a user writes them: a depth, a time, a node count, a table
// size and an external engine's timeout, each a number read strictly (no sign where none is
// due, no trailing text, no nan) within a range, with one wording for what a bad value should
// have been. The same ranges hold wherever a limit is written: a program's options, the built-in
// engine's spec ("builtin:depth=4", engine_spec.hpp) and the Hub server's `level` command.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "damas/engine/search.hpp"

namespace damas::engine {

// What a limit takes: a whole number of `unit` from `min` to `max`.
struct LimitRange {
  std::string_view name;  // "depth": the spec key (depth=) and the option's name
  long long min;
  long long max;
  std::string_view unit;
};

inline constexpr LimitRange kDepthRange{"depth", 1, 60, "plies"};
inline constexpr LimitRange kMovetimeRange{"movetime", 1, 86'400'000, "milliseconds"};  // a day
// About a day of searching at ten million nodes a second.
inline constexpr LimitRange kNodesRange{"nodes", 1, 1'000'000'000'000, "nodes"};
inline constexpr LimitRange kHashRange{"hash", 1, 65536, "megabytes"};
// An external engine's timeout, in seconds: a millisecond to a day.
inline constexpr double kMinEngineTimeout = 0.001;
inline constexpr double kMaxEngineTimeout = 86400;

// `text` as a value of `range`; nullopt with `error` set to what the range takes and what was
// given instead: "a whole number of plies from 1 to 60, not '0'".
std::optional<long long> read_limit(const LimitRange& range, std::string_view text,
                                    std::string& error);

// `text` as an external engine's timeout in seconds (a real number: "0.5"), to the nearest
// millisecond; nullopt with `error` set: "a number of seconds from 0.001 to 86400, not 'x'".
std::optional<std::chrono::milliseconds> read_engine_timeout(std::string_view text,
                                                             std::string& error);

// The limits of a run from the values read_limit gives (of kDepthRange, kMovetimeRange and
// kNodesRange; nullopt where none is given): `depth` when given, else `default_depth`; but a
// time or node limit given without a depth lets the depth run free (the time or the nodes end
// each search).
Limits run_limits(std::optional<long long> depth, std::optional<long long> movetime,
                  std::optional<long long> nodes, int default_depth);

// "depth 6", "movetime 100 ms", "nodes 50000": the limit in words, for reports and tags.
std::string describe_limits(const Limits& limits);

}  // namespace damas::engine
