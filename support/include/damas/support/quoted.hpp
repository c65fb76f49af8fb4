// Text taken from an input, quoted for a message that must stay on one line: a diagnostic, a
// usage error, a warning. Whatever the input holds (a line end in a tag value, an escape
// character that would drive a terminal, bytes that are not UTF-8), the message is one line of
// UTF-8 that names the text unambiguously:
//   - bytes that are not UTF-8 are decoded as utf8.hpp decodes them (as Windows-1252);
//   - line ends, tabs and the other control characters (C0, DEL and C1) are escaped as JSON
//     escapes them (\n, \r, \t, else \u00XX), and so are the backslash and the quote, and the
//     bidirectional controls that would reorder the line after them (\u202e);
//   - a long text is cut after `limit` bytes at a character's start, "..." after the quote.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "damas/support/utf8.hpp"

namespace damas::support {

namespace detail {

// Appends `decoded` (UTF-8) with the escapes above; the backslash and `quote` are escaped only
// when `quote` is not '\0'.
inline void append_escaped(std::string& out, std::string_view decoded, char quote) {
  static constexpr char kHex[] = "0123456789abcdef";
  for (std::size_t i = 0; i < decoded.size(); ++i) {
    const auto c = static_cast<unsigned char>(decoded[i]);
    // C1 controls are U+0080..U+009F: 0xC2 then 0x80..0x9F in UTF-8.
    const bool c1 = c == 0xC2 && i + 1 < decoded.size() &&
                    static_cast<unsigned char>(decoded[i + 1]) < 0xA0;
    const auto* at = reinterpret_cast<const unsigned char*>(decoded.data()) + i;
    if (bidi_control_length(
            at, reinterpret_cast<const unsigned char*>(decoded.data()) + decoded.size()) != 0) {
      // U+20XX: E2 then 10xxxxxx 10xxxxxx.
      const unsigned low = ((at[1] & 0x3FU) << 6 | (at[2] & 0x3FU)) & 0xFFU;
      out += "\\u20";
      out += kHex[low >> 4];
      out += kHex[low & 0xF];
      i += 2;
      continue;
    }
    const std::uint32_t code = c1 ? static_cast<unsigned char>(decoded[++i]) : c;
    if (quote != '\0' && (code == static_cast<unsigned char>(quote) || code == '\\')) {
      out += '\\';
      out += static_cast<char>(code);
    } else if (code == '\n') {
      out += "\\n";
    } else if (code == '\r') {
      out += "\\r";
    } else if (code == '\t') {
      out += "\\t";
    } else if (code < 0x20 || code == 0x7F || c1) {
      out += "\\u00";
      out += kHex[code >> 4];
      out += kHex[code & 0xF];
    } else {
      out += static_cast<char>(c);
    }
  }
}

// How much of `utf8` is kept when it is cut after `limit` bytes: not inside a character.
inline std::size_t cut_size(std::string_view utf8, std::size_t limit) {
  std::size_t size = utf8.size() < limit ? utf8.size() : limit;
  while (size < utf8.size() && size > 0 &&
         (static_cast<unsigned char>(utf8[size]) & 0xC0) == 0x80) {
    --size;
  }
  return size;
}

}  // namespace detail

// `text` between two `quote` characters (the JSON form when `quote` is '"').
inline std::string quoted(std::string_view text, char quote = '"', std::size_t limit = 40) {
  std::string decoded;
  append_utf8(decoded, text);
  const std::size_t size = detail::cut_size(decoded, limit);
  std::string out(1, quote);
  detail::append_escaped(out, std::string_view(decoded).substr(0, size), quote);
  out += quote;
  if (size < decoded.size()) out += "...";
  return out;
}

// A token of an input named in a message without quotes ("square 1111111111... is out of
// range"): cut after `limit` bytes, "..." after it, so that a message stays a line however long
// the token (a run of ten million digits).
inline std::string shortened(std::string_view token, std::size_t limit = 12) {
  const std::size_t size = detail::cut_size(token, limit);
  return size < token.size() ? std::string(token.substr(0, size)) + "..." : std::string(token);
}

// Text from an input as a report shows it unquoted (a player's name in a table): in UTF-8 and
// with its control characters escaped, so that it cannot drive a terminal or break a line. Not
// quoted and not cut: a text that needs no escape reads as written.
inline std::string escaped(std::string_view text) {
  std::string decoded;
  append_utf8(decoded, text);
  std::string out;
  detail::append_escaped(out, decoded, '\0');
  return out;
}

// Text from an input shown on one line of a text output (a caption under a text board): line
// ends and tabs become blanks, the other control characters are escaped as escaped() escapes
// them (an escape sequence in a comment cannot drive the terminal).
inline std::string one_line(std::string_view text) {
  std::string blanked(text);
  std::replace_if(
      blanked.begin(), blanked.end(), [](char c) { return c == '\n' || c == '\r' || c == '\t'; },
      ' ');
  return escaped(blanked);
}

// The character that starts at byte `at` of `text`, quoted as quoted() quotes: its whole UTF-8
// sequence ("found 'é'", not half of it), or the byte alone when it starts none.
inline std::string quoted_character(std::string_view text, std::size_t at, char quote = '"') {
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t length = utf8_sequence_length(bytes + at, bytes + text.size());
  return quoted(text.substr(at, length == 0 ? 1 : length), quote);
}

// A file name as the text messages show it ("NAME:LINE:COLUMN: ..."): escaped, so that a name
// holding a line end still gives one line per message.
inline std::string shown_name(std::string_view name) { return escaped(name); }

}  // namespace damas::support
