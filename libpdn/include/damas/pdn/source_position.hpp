// Where something starts in its input, so that every message can point at it.
#pragma once

#include <cstddef>

namespace damas::pdn {

// Line and column count from 1; the column counts bytes (a UTF-8 letter may take several), as
// editors' "go to byte" and the byte offset do. The byte offset counts from 0.
struct SourcePosition {
  std::size_t line = 1;
  std::size_t column = 1;
  std::size_t byte = 0;

  friend bool operator==(const SourcePosition&, const SourcePosition&) = default;
};

}  // namespace damas::pdn
