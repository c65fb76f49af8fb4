#include "damas/support/html.hpp"

#include "damas/support/utf8.hpp"

namespace damas::support {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD in UTF-8

}  // namespace

std::string html_escape(std::string_view text) {
  std::string decoded;
  append_utf8(decoded, text);
  std::string out;
  out.reserve(decoded.size() + decoded.size() / 8);
  for (std::size_t i = 0; i < decoded.size(); ++i) {
    const char c = decoded[i];
    const auto byte = static_cast<unsigned char>(c);
    switch (c) {
      case '&': out += "&amp;"; continue;
      case '<': out += "&lt;"; continue;
      case '>': out += "&gt;"; continue;
      case '"': out += "&quot;"; continue;
      case '\'': out += "&#39;"; continue;
      case '\t': case '\n': case '\r': out += c; continue;
      default: break;
    }
    if (byte < 0x20 || byte == 0x7F) {
      out += kReplacement;
      continue;
    }
    // A bidirectional control would reorder the page's text after it (a name shown as another
    // result): replaced as the other controls are.
    const auto* at = reinterpret_cast<const unsigned char*>(decoded.data()) + i;
    if (const std::size_t length = bidi_control_length(
            at, reinterpret_cast<const unsigned char*>(decoded.data()) + decoded.size())) {
      out += kReplacement;
      i += length - 1;
      continue;
    }
    // C1 controls are U+0080..U+009F: 0xC2 then 0x80..0x9F in UTF-8.
    if (byte == 0xC2 && i + 1 < decoded.size() &&
        static_cast<unsigned char>(decoded[i + 1]) < 0xA0) {
      out += kReplacement;
      ++i;
      continue;
    }
    out += c;
  }
  return out;
}

}  // namespace damas::support
