// How many times a piece of text occurs in a page: the web tests' count of elements and links.
#pragma once

#include <cstddef>
#include <string>

namespace damas::web::testing {

inline std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace damas::web::testing
