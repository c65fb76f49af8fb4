#include "drawable_text.hpp"

#include <algorithm>
#include <cstdint>

#include "damas/support/utf8.hpp"

namespace damas::diagram {

namespace {

// The code point of the well-formed UTF-8 sequence of `length` bytes at `p`.
std::uint32_t code_point(const unsigned char* p, std::size_t length) {
  static constexpr unsigned char kLeadBits[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
  std::uint32_t code = p[0] & kLeadBits[length];
  for (std::size_t i = 1; i < length; ++i) code = (code << 6) | (p[i] & 0x3FU);
  return code;
}

bool is_noncharacter(std::uint32_t code) {
  return (code >= 0xFDD0 && code <= 0xFDEF) || (code & 0xFFFEU) == 0xFFFEU;
}

}  // namespace

std::string drawable_text(std::string_view text) {
  std::string utf8;
  support::append_utf8(utf8, text);
  std::string out;
  out.reserve(utf8.size());
  const auto* bytes = reinterpret_cast<const unsigned char*>(utf8.data());
  const unsigned char* end = bytes + utf8.size();
  for (const unsigned char* p = bytes; p < end;) {
    // Never 0 (utf8 is UTF-8); were it, a byte at a time still ends the loop.
    const std::size_t length = std::max<std::size_t>(1, support::utf8_sequence_length(p, end));
    if (is_noncharacter(code_point(p, length))) {
      out += "\xEF\xBF\xBD";
    } else {
      out.append(reinterpret_cast<const char*>(p), length);
    }
    p += length;
  }
  return out;
}

DiagramContent drawable_content(DiagramContent content) {
  content.caption = drawable_text(content.caption);
  content.note = drawable_text(content.note);
  return content;
}

}  // namespace damas::diagram
