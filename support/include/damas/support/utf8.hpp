// UTF-8 checking and the one decoding of bytes that are not UTF-8, shared by the PDN reader
// (a tag value, comment, ... of a file in Latin-1 or Windows-1252) and the JSON writer (any byte
// string that reaches JSON output: a file name, a message quoting the input), so that a text
// is decoded the same way wherever it goes:
//   - every well-formed UTF-8 sequence is kept as it is;
//   - every other byte (a Latin-1 letter, a stray continuation byte, a cut sequence, an
//     overlong form, a UTF-16 surrogate) is read as Windows-1252, a superset of the printable
//     Latin-1; the five bytes Windows-1252 leaves undefined become the C1 controls of the same
//     value, as in Latin-1. No byte is lost and none is refused: each maps to one character.
// A file in UTF-16 is decoded whole first (Utf16Decoder, below): that is not a byte encoding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace damas::support {

// The length of the well-formed UTF-8 sequence at `p` (1 for ASCII, 2 to 4), or 0 when the
// bytes from `p` to `end` do not start one.
inline std::size_t utf8_sequence_length(const unsigned char* p, const unsigned char* end) {
  const unsigned char c = *p;
  if (c < 0x80) return 1;
  std::size_t length;
  std::uint32_t min;
  if ((c & 0xE0) == 0xC0) {
    length = 2, min = 0x80;
  } else if ((c & 0xF0) == 0xE0) {
    length = 3, min = 0x800;
  } else if ((c & 0xF8) == 0xF0) {
    length = 4, min = 0x10000;
  } else {
    return 0;  // a continuation byte, or a lead byte no sequence has
  }
  if (static_cast<std::size_t>(end - p) < length) return 0;
  std::uint32_t cp = c & (0x7F >> length);
  for (std::size_t i = 1; i < length; ++i) {
    if ((p[i] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (p[i] & 0x3F);
  }
  // Overlong forms, UTF-16 surrogates and values past Unicode are not UTF-8.
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return length;
}

namespace detail {

// Whether the first and the last `sizeof(Word)` of the `n` bytes at `p` are all ASCII (they
// overlap when n is less than twice the word).
template <typename Word>
bool ends_are_ascii(const unsigned char* p, std::size_t n) {
  Word first;
  Word last;
  std::memcpy(&first, p, sizeof first);
  std::memcpy(&last, p + n - sizeof last, sizeof last);
  return ((first | last) & static_cast<Word>(0x8080808080808080ULL)) == 0;
}

// Fewer than eight bytes: two loads cover them, instead of one test per byte.
inline bool short_run_is_ascii(const unsigned char* p, std::size_t n) {
  if (n >= 4) return ends_are_ascii<std::uint32_t>(p, n);
  if (n >= 2) return ends_are_ascii<std::uint16_t>(p, n);
  return n == 0 || *p < 0x80;
}

// Windows-1252 code points for bytes 0x80..0x9F (0 = undefined there: kept as the C1 control,
// as Latin-1 reads it).
inline constexpr std::uint16_t kCp1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

}  // namespace detail

inline bool is_valid_utf8(std::string_view text) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* const end = p + text.size();
  while (p != end) {
    // ASCII runs are the common case: test eight bytes at a time.
    while (end - p >= 8) {
      std::uint64_t word;
      std::memcpy(&word, p, 8);
      if ((word & 0x8080808080808080ULL) != 0) break;
      p += 8;
    }
    if (end - p < 8 && detail::short_run_is_ascii(p, static_cast<std::size_t>(end - p))) break;
    const std::size_t length = utf8_sequence_length(p, end);
    if (length == 0) return false;
    p += length;
  }
  return true;
}

// Writes the UTF-8 form of `byte` read as Windows-1252 (see above) at `out`, which has room for
// three bytes; returns how many were written.
inline std::size_t cp1252_as_utf8(unsigned char byte, char* out) {
  std::uint32_t cp = byte;
  if (byte >= 0x80 && byte < 0xA0 && detail::kCp1252High[byte - 0x80] != 0) {
    cp = detail::kCp1252High[byte - 0x80];
  }
  if (cp < 0x80) {
    out[0] = static_cast<char>(cp);
    return 1;
  }
  if (cp < 0x800) {
    out[0] = static_cast<char>(0xC0 | (cp >> 6));
    out[1] = static_cast<char>(0x80 | (cp & 0x3F));
    return 2;
  }
  out[0] = static_cast<char>(0xE0 | (cp >> 12));
  out[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
  out[2] = static_cast<char>(0x80 | (cp & 0x3F));
  return 3;
}

// Appends `text` decoded as said above: unchanged when it is UTF-8 already.
inline void append_utf8(std::string& out, std::string_view text) {
  if (is_valid_utf8(text)) {
    out += text;
    return;
  }
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* const end = p + text.size();
  while (p != end) {
    const std::size_t length = utf8_sequence_length(p, end);
    if (length > 0) {
      out.append(reinterpret_cast<const char*>(p), length);
      p += length;
    } else {
      char decoded[3];
      out.append(decoded, cp1252_as_utf8(*p++, decoded));
    }
  }
}

// Decodes UTF-16 (little- or big-endian) into UTF-8, a piece at a time: a code unit or a
// surrogate pair cut between two pieces is completed by the next one. A surrogate without its
// pair, and an odd byte left at the end, become U+FFFD (the replacement character).
class Utf16Decoder {
 public:
  explicit Utf16Decoder(bool big_endian) : big_endian_(big_endian) {}

  // Appends the UTF-8 of the code units in `bytes` (after those left from the piece before).
  void decode(std::string_view bytes, std::string& out) {
    for (const char byte : bytes) {
      if (!has_half_) {
        half_ = static_cast<unsigned char>(byte);
        has_half_ = true;
        continue;
      }
      has_half_ = false;
      const auto other = static_cast<unsigned char>(byte);
      unit(static_cast<std::uint16_t>(big_endian_ ? (half_ << 8) | other : (other << 8) | half_),
           out);
    }
  }
  // The end of the text: what is left waiting is not a character.
  void finish(std::string& out) {
    if (high_ != 0 || has_half_) append_code_point(0xFFFD, out);
    high_ = 0;
    has_half_ = false;
  }

 private:
  void unit(std::uint16_t u, std::string& out) {
    if (high_ != 0) {
      if (u >= 0xDC00 && u <= 0xDFFF) {
        append_code_point(0x10000 + ((high_ - 0xD800u) << 10) + (u - 0xDC00u), out);
        high_ = 0;
        return;
      }
      append_code_point(0xFFFD, out);  // a high surrogate without its low one
      high_ = 0;
    }
    if (u >= 0xD800 && u <= 0xDBFF) {
      high_ = u;
    } else if (u >= 0xDC00 && u <= 0xDFFF) {
      append_code_point(0xFFFD, out);  // a low surrogate alone
    } else {
      append_code_point(u, out);
    }
  }
  static void append_code_point(std::uint32_t cp, std::string& out) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  bool big_endian_;
  bool has_half_ = false;
  unsigned char half_ = 0;  // the first byte of a code unit cut between two pieces
  std::uint16_t high_ = 0;  // a high surrogate waiting for its low one (0: none)
};

// The length (3) of the UTF-8 of a bidirectional embedding, override or isolate control at
// `p` (U+202A to U+202E, U+2066 to U+2069), or 0. Such a control in a player's name reorders
// what follows it on the line: "Ana\u202e - Rui 1-0" shows as "Ana 0-1 iuR -".
inline std::size_t bidi_control_length(const unsigned char* p, const unsigned char* end) {
  if (end - p < 3 || p[0] != 0xE2) return 0;
  const bool embedding = p[1] == 0x80 && p[2] >= 0xAA && p[2] <= 0xAE;
  const bool isolate = p[1] == 0x81 && p[2] >= 0xA6 && p[2] <= 0xA9;
  return embedding || isolate ? 3 : 0;
}

}  // namespace damas::support
