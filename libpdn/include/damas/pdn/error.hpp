// A problem found while reading, located precisely enough to fix it in an editor.
#pragma once

#include <cstddef>
#include <string>

#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

struct ReadError {
  std::string source;       // file name, or "-" for standard input
  std::size_t game = 0;     // 1-based number of the game in its input
  SourcePosition position;  // of the offending token
  std::string message;      // what was expected and what was found

  // "file:line:col: error: game N: message", the form compilers use, which editors can follow.
  std::string to_string() const;
};

}  // namespace damas::pdn
