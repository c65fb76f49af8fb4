// The options shared by the commands that run an engine (analyse, annotate, match; hub and bench
// take --no-egtb): --engine, --depth, --movetime, --nodes, --hash, --engine-timeout and --no-egtb,
// spelt, checked and documented alike. The values are read and checked by the engine library
// (damas/engine/search_limits.hpp, engine_spec.hpp): `--nodes 0`, `--depth -1`, `--movetime nan`
// are usage errors naming the option and what it takes.
#pragma once

#include <optional>
#include <string>

#include "damas/engine/engine_spec.hpp"
#include "options.hpp"

namespace damas::cli {

struct LimitValues {
  // As given: read and checked by read_engine_defaults.
  std::string depth;
  std::string movetime;
  std::string nodes;
  std::string hash;
  std::string engine_timeout;  // seconds
  bool no_egtb = false;        // the built-in engine searches without the endgame tables
};

// Adds the limit options and --no-egtb to `options`, storing what is given in `values` (--hash
// defaults to engine::kDefaultHashMegabytes).
void add_limit_options(po::options_description& options, LimitValues& values);

// --no-egtb, stored in `off`.
void add_egtb_option(po::options_description& options, bool& off);

// The run's engine: the built-in one with the limits, table size and external-engine timeout
// the options give, over which each --engine text is read. Without a limit the depth is
// `default_depth`; a time or node limit alone lets the depth run free. On a bad value, nullopt
// with `error` set ("--nodes takes a whole number of nodes from 1 to ..., not '0'").
std::optional<engine::EngineSpec> read_engine_defaults(const po::variables_map& given,
                                                       const LimitValues& values,
                                                       int default_depth, std::string& error);

// The engine an --engine `text` names, over `defaults`; nullopt with `error` set ("--engine
// 'builtin:depth=0': depth= takes ...").
std::optional<engine::EngineSpec> read_engine_option(const std::string& text,
                                                     const engine::EngineSpec& defaults,
                                                     std::string& error);

}  // namespace damas::cli
