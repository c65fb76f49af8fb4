// An engine of `pdn match` as the user names it: "builtin" with options after a colon,
// "builtin:depth=4", "builtin:movetime=100,hash=64", each overriding the match's own limits;
// "builtin:egtb=off" searches without the endgame tables.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "damas/engine/search.hpp"

namespace damas::cli {

struct EngineSpec {
  std::string name;  // as given: the player's name in the games
  engine::Limits limits;
  std::size_t hash_megabytes = 16;
  bool endgame_tables = true;  // "egtb=off" turns them off
};

// Reads `text` over the defaults `limits` and `hash_megabytes`; nullopt with `error` set when
// it names no known engine or an option is bad.
std::optional<EngineSpec> parse_engine_spec(const std::string& text, const engine::Limits& limits,
                                            std::size_t hash_megabytes, std::string& error);

}  // namespace damas::cli
