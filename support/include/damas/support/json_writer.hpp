// A streaming JSON writer for the tools' JSON Lines output.
//
// Written by hand on purpose: output is the hot path of `pdn convert --to json` and of batch
// `pdn moves`, and it only ever appends tokens to a string (no document tree, no allocation per
// value), which is simple enough to keep here. Reading JSON uses nlohmann-json instead.
//
// Its output is always UTF-8, whatever bytes a string or key holds (a file name, a message
// quoting the input): well-formed UTF-8 sequences are written as they are, and every other byte
// is decoded as Windows-1252, as the PDN reader decodes the texts of a file (utf8.hpp): "\xff"
// is written "ÿ", never as the raw byte. Control characters, '"' and '\\' are escaped.
//
// Scopes must be balanced: end_object closes an object, end_array an array, and key() names a
// member of an object. Breaking that is a programming error, caught by asserts (debug builds
// only: the writer is on the hot path).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "damas/support/utf8.hpp"

namespace damas::support {

class JsonWriter {
 public:
  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }

  // The name of the next member of the current object.
  JsonWriter& key(std::string_view name) {
    assert(in_object() && "a key needs an object open");
    append_string(name);
    put(':');
    after_key_ = true;
    return *this;
  }
  // The same for a name written as a string literal, the usual case: inlined, so that the
  // compiler sees the name and drops the escape check and the copy loop (a literal's last
  // character is its terminating zero, which is not written).
  template <std::size_t N>
  [[gnu::always_inline]] JsonWriter& key(const char (&name)[N]) {
    static_assert(N >= 1);
    assert(in_object() && "a key needs an object open");
    constexpr std::size_t size = N - 1;
    bool plain = true;
    for (std::size_t i = 0; i < size; ++i)
      plain = plain && !kNeedsCare[static_cast<unsigned char>(name[i])];
    if (!plain) return key(std::string_view(name, size));
    char* const at = value_room(size + 3);
    at[0] = '"';
    std::memcpy(at + 1, name, size);
    at[size + 1] = '"';
    at[size + 2] = ':';
    after_key_ = true;
    return *this;
  }
  JsonWriter& string(std::string_view value) {
    append_string(value);
    return *this;
  }
  JsonWriter& number(std::int64_t value) {
    char* const at = value_room(kMaxDigits);
    size_ -= kMaxDigits - static_cast<std::size_t>(write_number(at, value) - at);
    return *this;
  }
  // An array of numbers ("at":[3,12,40]) as one value: one reservation, no scope to open.
  JsonWriter& number_array(std::initializer_list<std::int64_t> values) {
    return number_array(std::span<const std::int64_t>(values.begin(), values.size()));
  }
  JsonWriter& number_array(std::span<const std::int64_t> values) {
    const std::size_t bound = 2 + values.size() * (kMaxDigits + 1);
    char* const at = value_room(bound);
    char* end = at;
    *end++ = '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
      if (i > 0) *end++ = ',';
      end = write_number(end, values[i]);
    }
    *end++ = ']';
    size_ -= bound - static_cast<std::size_t>(end - at);
    return *this;
  }
  // `[]` as one value, without opening a scope: lists are often empty.
  JsonWriter& empty_array() {
    char* const at = value_room(2);
    at[0] = '[';
    at[1] = ']';
    return *this;
  }
  // A number already formatted by the caller (e.g. "0.35"), written as is.
  JsonWriter& raw_number(std::string_view text) {
    separate();
    put(text);
    return *this;
  }
  JsonWriter& boolean(bool value) {
    separate();
    put(value ? "true" : "false");
    return *this;
  }
  JsonWriter& null() {
    separate();
    put("null");
    return *this;
  }

  // A value the caller writes itself, for hot values of a fixed shape (a usual move node is
  // most of a game's JSON, and the bookkeeping per key and value cost more than its text):
  // begin_raw_value(bound) gives room for at most `bound` bytes, after the comma if one is due;
  // the caller writes one complete JSON value there (with write_number, plain strings ...) and
  // passes its end to end_raw_value.
  char* begin_raw_value(std::size_t bound) { return value_room(bound); }
  void end_raw_value(const char* end) { size_ = static_cast<std::size_t>(end - out_.get()); }
  // The room write_number needs.
  static constexpr std::size_t kMaxDigits = 20;  // of an std::int64_t, sign included
  // Writes `value` at `at`, which has room for kMaxDigits, and returns the end.
  [[gnu::always_inline]] static char* write_number(char* at, std::int64_t value) {
    if (value >= 0 && value < 100) {  // most numbers written: squares, move numbers, columns
      if (value < 10) {
        *at = static_cast<char>('0' + value);
        return at + 1;
      }
      std::memcpy(at, kDigitPairs + 2 * value, 2);
      return at + 2;
    }
    if (value < 0 || value >= 100'000'000) return std::to_chars(at, at + kMaxDigits, value).ptr;
    // Line numbers and byte offsets: eight digits with leading zeros, formed two at a time
    // without a loop, then the significant ones copied at once (the room holds eight bytes).
    const auto rest = static_cast<std::uint32_t>(value);
    const std::uint32_t high = rest / 10'000;
    const std::uint32_t low = rest % 10'000;
    char padded[8];
    std::memcpy(padded, kDigitPairs + 2 * (high / 100), 2);
    std::memcpy(padded + 2, kDigitPairs + 2 * (high % 100), 2);
    std::memcpy(padded + 4, kDigitPairs + 2 * (low / 100), 2);
    std::memcpy(padded + 6, kDigitPairs + 2 * (low % 100), 2);
    const int digits = 3 + (rest >= 1'000) + (rest >= 10'000) + (rest >= 100'000) +
                       (rest >= 1'000'000) + (rest >= 10'000'000);
    std::uint64_t word;  // the leading zeros shifted out: the digits come first in memory
    std::memcpy(&word, padded, 8);
    const int zeros = 8 * (8 - digits);
    word = std::endian::native == std::endian::little ? word >> zeros : word << zeros;
    std::memcpy(at, &word, 8);
    return at + digits;
  }
  // Copies `n` bytes, inline up to 16 (moves, separators, names: most strings written are that
  // short, and a call to memcpy costs more than their copy) with two overlapping loads.
  [[gnu::always_inline]] static void copy_short(char* to, const char* from, std::size_t n) {
    if (n >= 8 && n <= 16) {
      copy_overlapping<std::uint64_t>(to, from, n);
    } else if (n >= 4 && n < 8) {
      copy_overlapping<std::uint32_t>(to, from, n);
    } else if (n > 0 && n < 4) {
      to[0] = from[0];
      to[n / 2] = from[n / 2];
      to[n - 1] = from[n - 1];
    } else if (n > 16) {
      std::memcpy(to, from, n);
    }
  }
  // The first and the last sizeof(Word) bytes of `n`, which is between one and two words.
  template <typename Word>
  [[gnu::always_inline]] static void copy_overlapping(char* to, const char* from, std::size_t n) {
    Word first;
    Word last;
    std::memcpy(&first, from, sizeof first);
    std::memcpy(&last, from + n - sizeof last, sizeof last);
    std::memcpy(to, &first, sizeof first);
    std::memcpy(to + n - sizeof last, &last, sizeof last);
  }
  // Whether `s` can be written between quotes as it is (ASCII, no character to escape).
  static bool is_plain(std::string_view s) { return plain_prefix(s) == s.size(); }

  std::string_view text() const { return {out_.get(), size_}; }
  // Hands the text over (with room for one more character, a line end say) and starts a new
  // document.
  std::string take() {
    std::string done;
    done.reserve(size_ + 1);
    done.assign(out_.get(), size_);
    clear();
    return done;
  }
  void clear() {
    size_ = 0;
    enclosing_first_.clear();
    first_ = true;
    after_key_ = false;
  }

 private:
  // Each scope's entry in enclosing_first_ holds first_ of the scope around it (bit 0) and
  // whether it is an object (bit 1), which the asserts check.
  static constexpr std::uint8_t kObjectScope = 2;
  [[gnu::always_inline]] JsonWriter& open(char bracket) {
    separate();
    put(bracket);
    enclosing_first_.push_back(
        static_cast<std::uint8_t>(first_ | (bracket == '{' ? kObjectScope : 0)));
    first_ = true;
    return *this;
  }
  [[gnu::always_inline]] JsonWriter& close(char bracket) {
    assert(!enclosing_first_.empty() && "no scope is open");
    assert((bracket == '}') == in_object() && "the scope open is of the other kind");
    put(bracket);
    first_ = enclosing_first_.back() & 1;
    enclosing_first_.pop_back();
    return *this;
  }
  bool in_object() const {
    return !enclosing_first_.empty() && (enclosing_first_.back() & kObjectScope) != 0;
  }
  static constexpr char kDigitPairs[] =
      "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
      "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
      "8081828384858687888990919293949596979899";
  // Whether a comma must come before the next value of the current scope (a key and its value
  // are one entry), noting that the scope has a value.
  [[gnu::always_inline]] bool comma_due() {
    if (after_key_) {
      after_key_ = false;
      return false;
    }
    if (enclosing_first_.empty()) return false;  // top level: one value
    const bool due = !first_;
    first_ = false;
    return due;
  }
  // Writes the comma between two values of one scope.
  [[gnu::always_inline]] void separate() {
    if (comma_due()) put(',');
  }
  // Room for the next value's `n` bytes, after its comma if it needs one: one reservation.
  [[gnu::always_inline]] char* value_room(std::size_t n) {
    const bool comma = comma_due();
    char* const at = room(n + comma);
    *at = ',';  // overwritten by the value when no comma is due
    return at + comma;
  }
  // Writes `s` quoted as the next value or key, after its comma if due. Strings are most of the
  // output and nearly all are ASCII that needs no escape: the plain prefix is found eight bytes
  // at a time and copied at once; only a string with escapes or bytes past ASCII goes the slow
  // way, which checks that those bytes are UTF-8 and decodes those that are not.
  void append_string(std::string_view s) {
    const std::size_t plain = plain_prefix(s);
    if (plain == s.size()) {
      char* at = value_room(s.size() + 2);
      *at = '"';
      copy_short(at + 1, s.data(), s.size());
      at[s.size() + 1] = '"';
      return;
    }
    separate();
    put('"');
    const auto* const bytes = reinterpret_cast<const unsigned char*>(s.data());
    std::size_t run = 0;  // where the current run of characters written as they are starts
    for (std::size_t i = plain; i < s.size();) {
      const unsigned char u = bytes[i];
      if (!kNeedsCare[u]) {
        ++i;
        continue;
      }
      const std::size_t sequence = u < 0x80 ? 0 : utf8_sequence_length(bytes + i, bytes + s.size());
      if (sequence > 0) {  // UTF-8 passes through unchanged
        i += sequence;
        continue;
      }
      put(s.substr(run, i - run));
      if (u < 0x80) {
        append_escape(u);
      } else {
        char decoded[3];
        put(std::string_view(decoded, cp1252_as_utf8(u, decoded)));
      }
      run = ++i;
    }
    put(s.substr(run));
    put('"');
  }
  // The length of the start of `s` that can be written as it is: ASCII that needs no escape.
  static std::size_t plain_prefix(std::string_view s) {
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
      std::uint64_t word;
      std::memcpy(&word, s.data() + i, 8);
      if (word_needs_care(word)) break;
    }
    while (i < s.size() && !kNeedsCare[static_cast<unsigned char>(s[i])]) ++i;
    return i;
  }
  // Whether one of the eight bytes is a control character, '"', '\\' or past ASCII (bit tricks:
  // a byte below n leaves its top bit set in (b - n) & ~b; bytes of 0x80 and up have it set
  // themselves).
  static bool word_needs_care(std::uint64_t word) {
    constexpr std::uint64_t kOnes = 0x0101010101010101;
    constexpr std::uint64_t kTops = 0x8080808080808080;
    const auto below = [](std::uint64_t w, std::uint64_t n) {
      return (w - kOnes * n) & ~w & kTops;
    };
    const std::uint64_t quote = word ^ (kOnes * '"');
    const std::uint64_t backslash = word ^ (kOnes * '\\');
    return ((word & kTops) | below(word, 0x20) | below(quote, 1) | below(backslash, 1)) != 0;
  }
  // The bytes that are not written as they are without a look: those to escape, and those
  // past ASCII (UTF-8 sequences, checked, or other bytes, decoded).
  static constexpr auto kNeedsCare = [] {
    std::array<bool, 256> care{};
    for (std::size_t c = 0; c < 0x20; ++c) care[c] = true;
    for (std::size_t c = 0x80; c < 0x100; ++c) care[c] = true;
    care['"'] = care['\\'] = true;
    return care;
  }();

  void append_escape(unsigned char u) {
    static constexpr char kHex[] = "0123456789abcdef";
    switch (u) {
      case '"':
        put("\\\"");
        break;
      case '\\':
        put("\\\\");
        break;
      case '\n':
        put("\\n");
        break;
      case '\r':
        put("\\r");
        break;
      case '\t':
        put("\\t");
        break;
      default:
        put("\\u00");
        put(kHex[u >> 4]);
        put(kHex[u & 0xF]);
    }
  }

  // The text goes into out_ beyond its used part size_, which grows by doubling: an append to a
  // std::string is a function call, and a game's JSON line has thousands of pieces. The buffer
  // is not a std::string, whose resize writes zeros over the new room: a page is only taken
  // from the system when the text reaches it (doubling a zeroed string made the memory of
  // converting a game of half a million tags 3 times its JSON at the last doubling).
  [[gnu::always_inline]] char* room(std::size_t n) {
    if (capacity_ - size_ < n) grow(n);
    char* const at = out_.get() + size_;
    size_ += n;
    return at;
  }
  [[gnu::noinline]] void grow(std::size_t n) {
    const std::size_t capacity = std::max(2 * capacity_, size_ + n + 256);
    std::unique_ptr<char[]> bigger = std::make_unique_for_overwrite<char[]>(capacity);
    if (size_ > 0) std::memcpy(bigger.get(), out_.get(), size_);
    out_ = std::move(bigger);
    capacity_ = capacity;
  }
  [[gnu::always_inline]] void put(char c) { *room(1) = c; }
  void put(std::string_view text) {
    if (!text.empty()) std::memcpy(room(text.size()), text.data(), text.size());
  }

  std::unique_ptr<char[]> out_;
  std::size_t capacity_ = 0;
  std::size_t size_ = 0;
  std::vector<std::uint8_t> enclosing_first_;  // of each scope open: see open()
  bool first_ = true;                          // no value yet in the current scope
  bool after_key_ = false;
};

}  // namespace damas::support
