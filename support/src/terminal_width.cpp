#include "damas/support/terminal_width.hpp"

#include <locale.h>
#include <wchar.h>

#include <string>

#include "damas/support/utf8.hpp"

namespace damas::support {

namespace {

// The code point that starts at `at` of valid UTF-8 `text`; `at` moves past it.
char32_t next_code_point(std::string_view text, std::size_t& at) {
  const auto lead = static_cast<unsigned char>(text[at++]);
  if (lead < 0x80) return lead;
  const int more = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1;
  char32_t code = lead & (0x3F >> more);
  for (int i = 0; i < more && at < text.size(); ++i) {
    code = (code << 6) | (static_cast<unsigned char>(text[at++]) & 0x3F);
  }
  return code;
}

}  // namespace

std::size_t terminal_width(std::string_view text) {
  // wcwidth answers for the thread's locale; the program's own stays "C" (pdn never calls
  // setlocale), where every character past ASCII is unknown.
  static const locale_t utf8 = ::newlocale(LC_CTYPE_MASK, "C.UTF-8", locale_t{});
  std::string decoded;
  append_utf8(decoded, text);
  const locale_t previous = utf8 != locale_t{} ? ::uselocale(utf8) : locale_t{};
  std::size_t width = 0;
  for (std::size_t at = 0; at < decoded.size();) {
    const char32_t code = next_code_point(decoded, at);
    const int columns = utf8 != locale_t{} ? ::wcwidth(static_cast<wchar_t>(code)) : 1;
    width += columns < 0 ? 1 : static_cast<std::size_t>(columns);
  }
  if (utf8 != locale_t{}) ::uselocale(previous);
  return width;
}

}  // namespace damas::support
