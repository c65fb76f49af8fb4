// The game terminator: a result or `*`.
#pragma once

#include <string>
#include <string_view>

#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

// As written: "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*", or the Russian "1:0",
// "0:1", "1/2:1/2".
struct Result {
  std::string text;
  SourcePosition position;

  friend bool operator==(const Result&, const Result&) = default;
};

// The PDN 3.0 spelling of a terminator: ':' becomes '-' ("1:0" is "1-0"); the rest is unchanged.
std::string canonical_result(std::string_view text);

}  // namespace damas::pdn
