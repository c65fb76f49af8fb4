// An engine named in one line of text (what `pdn analyse --engine` takes), and starting it:
// - "builtin", or "builtin:OPTION=VALUE,..." with depth, movetime, nodes or hash overriding the
//   run's own limits ("builtin:depth=4", "builtin:movetime=100,hash=64"; whole numbers in the
//   ranges of search_limits.hpp), and egtb=off (or on) to search without the endgame tables;
// - anything else is the command line of an external engine speaking the Hub protocol, run
//   through the shell ("./engine --hub", "/opt/engines/pdn hub --forcada no-rio"); a "hub:"
//   prefix may say so explicitly ("hub:./engine"). It searches under the run's limits.
//
//   EngineSpec defaults;  // the run's limits, table size and timeout
//   std::string error;
//   if (const auto spec = parse_engine_spec("builtin:depth=4", defaults, error)) {
//     const auto engine = start_engine(*spec, rules::portuguese_rules());
//     ... engine->search(game, spec->limits, SearchPurpose::analyse) ...
//   }
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "damas/engine/analysing_engine.hpp"
#include "damas/engine/search.hpp"

namespace damas::engine {

// How long an external engine may stay silent (beyond the move time) before it is killed,
// unless its spec's timeout says otherwise.
inline constexpr std::chrono::seconds kDefaultEngineTimeout{30};
// The transposition table of an engine, in megabytes, unless its spec (hash=) or the Hub's
// `set-param name=hash` says otherwise.
inline constexpr int kDefaultHashMegabytes = 16;

struct EngineSpec {
  std::string name;     // as given: the player's name in match records, the engine in messages
  std::string command;  // an external engine's command line; empty for the built-in engine
  Limits limits;
  std::size_t hash_megabytes = kDefaultHashMegabytes;
  std::chrono::milliseconds timeout = kDefaultEngineTimeout;  // for an external engine
  bool endgame_tables = true;  // the built-in engine probes them ("builtin:egtb=off": not)

  bool external() const { return !command.empty(); }
};

// Reads `text` over `defaults` (the run's limits, table size and timeout); nullopt with `error`
// set to what is wrong when an option is bad ("depth= takes a whole number of plies from 1 to
// 60, not '0'") or the text names no command ("no command to run").
std::optional<EngineSpec> parse_engine_spec(const std::string& text, const EngineSpec& defaults,
                                            std::string& error);

// Starts the engine `spec` names, set for games under `rules`; throws EngineError when an
// external engine cannot be started.
std::unique_ptr<AnalysingEngine> start_engine(const EngineSpec& spec, const rules::Ruleset& rules);

}  // namespace damas::engine
