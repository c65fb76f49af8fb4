#include "damas/pdn/encoding.hpp"

#include <algorithm>

namespace damas::pdn {

DetectedEncoding detect_encoding(std::string_view head) {
  if (head.size() >= 2 && head[0] == '\xFF' && head[1] == '\xFE') {
    return {FileEncoding::utf16_le, 2};
  }
  if (head.size() >= 2 && head[0] == '\xFE' && head[1] == '\xFF') {
    return {FileEncoding::utf16_be, 2};
  }
  const std::size_t pairs = std::min(head.size(), kEncodingHeadBytes) / 2;
  if (pairs < 2) return {};
  std::size_t first_nul = 0;
  std::size_t second_nul = 0;
  for (std::size_t i = 0; i < pairs; ++i) {
    first_nul += head[2 * i] == '\0' ? 1 : 0;
    second_nul += head[2 * i + 1] == '\0' ? 1 : 0;
  }
  if (first_nul == 0 && 4 * second_nul >= 3 * pairs) return {FileEncoding::utf16_le, 0};
  if (second_nul == 0 && 4 * first_nul >= 3 * pairs) return {FileEncoding::utf16_be, 0};
  return {};
}

}  // namespace damas::pdn
