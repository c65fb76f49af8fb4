#include "damas/pdn/result.hpp"

namespace damas::pdn {

std::string canonical_result(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c == ':') c = '-';
  }
  return out;
}

}  // namespace damas::pdn
