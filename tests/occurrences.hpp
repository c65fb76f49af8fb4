// How many times a piece of text occurs in another (overlapping occurrences counted): the tests'
// count of games in an output, of elements and links in a page, of lines in a report.
#pragma once

#include <cstddef>
#include <string>

namespace damas::test {

inline std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace damas::test
