#include "damas/pdn/encoding.hpp"

#include <cstdint>
#include <cstring>

namespace damas::pdn {

namespace {

// Windows-1252 code points for bytes 0x80..0x9F (0 = undefined there: kept as the C1 control,
// as Latin-1 reads it).
constexpr std::uint16_t kCp1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
    0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

void append_code_point(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

bool is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

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
bool short_run_is_ascii(const unsigned char* p, std::size_t n) {
  if (n >= 4) return ends_are_ascii<std::uint32_t>(p, n);
  if (n >= 2) return ends_are_ascii<std::uint16_t>(p, n);
  return n == 0 || *p < 0x80;
}

}  // namespace

bool is_valid_utf8(std::string_view text) {
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
    if (end - p < 8 && short_run_is_ascii(p, static_cast<std::size_t>(end - p))) break;
    const unsigned char c = *p;
    if (c < 0x80) {
      ++p;
      continue;
    }
    std::size_t length;
    std::uint32_t min;
    if ((c & 0xE0) == 0xC0) {
      length = 2, min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
      length = 3, min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
      length = 4, min = 0x10000;
    } else {
      return false;
    }
    if (static_cast<std::size_t>(end - p) < length) return false;
    std::uint32_t cp = c & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
      if (!is_continuation(p[i])) return false;
      cp = (cp << 6) | (p[i] & 0x3F);
    }
    // Overlong forms, UTF-16 surrogates and values past Unicode are not UTF-8.
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    p += length;
  }
  return true;
}

void append_utf8(std::string& out, std::string_view text) {
  if (is_valid_utf8(text)) {
    out += text;
    return;
  }
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x80) {
      out += ch;
    } else if (c < 0xA0 && kCp1252High[c - 0x80] != 0) {
      append_code_point(out, kCp1252High[c - 0x80]);
    } else {
      append_code_point(out, c);
    }
  }
}

}  // namespace damas::pdn
