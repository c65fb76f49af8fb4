// Things in the movetext that are not moves and not tied to one move's annotation: comments,
// `%` escape lines and `/FEN "..."/` setup commands. They keep their order among themselves.
#pragma once

#include <string>
#include <variant>

#include "damas/pdn/comment.hpp"
#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

// A line starting with '%' (PGN's escape mechanism, a line comment in PDN 3.0). `text` is what
// follows the '%' up to the end of the line.
struct EscapeLine {
  std::string text;
  SourcePosition position;

  friend bool operator==(const EscapeLine&, const EscapeLine&) = default;
};

// A PDN 3.0 setup command, `/FEN "B:W18,24:B12,16"/`; `text` is what lies between the slashes.
struct Setup {
  std::string text;
  SourcePosition position;

  friend bool operator==(const Setup&, const Setup&) = default;
};

using Remark = std::variant<Comment, EscapeLine, Setup>;

}  // namespace damas::pdn
