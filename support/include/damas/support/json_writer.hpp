// A streaming JSON writer for the tools' JSON Lines output.
//
// Written by hand on purpose: output is the hot path of `pdn convert --to json` and of batch
// `pdn moves`, and it only ever appends tokens to a string (no document tree, no allocation per
// value), which is simple enough to keep here. Reading JSON uses nlohmann-json instead.
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace damas::support {

class JsonWriter {
 public:
  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }

  // The name of the next member of the current object.
  JsonWriter& key(std::string_view name) {
    separate();
    append_string(name);
    put(':');
    after_key_ = true;
    return *this;
  }
  JsonWriter& string(std::string_view value) {
    separate();
    append_string(value);
    return *this;
  }
  JsonWriter& number(std::int64_t value) {
    separate();
    constexpr std::size_t kMaxDigits = 20;  // sign included
    char* const at = room(kMaxDigits);
    size_ -=
        kMaxDigits - static_cast<std::size_t>(std::to_chars(at, at + kMaxDigits, value).ptr - at);
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

  std::string_view text() const { return {out_.data(), size_}; }
  // Hands the text over and starts a new document.
  std::string take() {
    out_.resize(size_);
    std::string done = std::move(out_);
    out_ = std::string();
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
  JsonWriter& open(char bracket) {
    separate();
    put(bracket);
    enclosing_first_.push_back(first_);
    first_ = true;
    return *this;
  }
  JsonWriter& close(char bracket) {
    put(bracket);
    first_ = enclosing_first_.back();
    enclosing_first_.pop_back();
    return *this;
  }
  // Writes the comma between two values of one scope (a key and its value are one entry).
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (enclosing_first_.empty()) return;  // top level: one value
    if (!first_) put(',');
    first_ = false;
  }
  // Copies runs of characters that need no escape in one go: strings are most of the output.
  void append_string(std::string_view s) {
    put('"');
    std::size_t run = 0;  // where the current run of plain characters starts
    for (std::size_t i = 0; i < s.size(); ++i) {
      const auto u = static_cast<unsigned char>(s[i]);
      if (!kNeedsEscape[u]) continue;  // UTF-8 bytes pass through unchanged
      put(s.substr(run, i - run));
      append_escape(u);
      run = i + 1;
    }
    put(s.substr(run));
    put('"');
  }
  static constexpr auto kNeedsEscape = [] {
    std::array<bool, 256> escape{};
    for (int c = 0; c < 0x20; ++c) escape[c] = true;
    escape['"'] = escape['\\'] = true;
    return escape;
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
  // std::string is a function call, and a game's JSON line has thousands of pieces.
  char* room(std::size_t n) {
    if (out_.size() - size_ < n) grow(n);
    char* const at = out_.data() + size_;
    size_ += n;
    return at;
  }
  [[gnu::noinline]] void grow(std::size_t n) {
    out_.resize(std::max(2 * out_.size(), size_ + n + 256));
  }
  void put(char c) { *room(1) = c; }
  void put(std::string_view text) {
    if (!text.empty()) std::memcpy(room(text.size()), text.data(), text.size());
  }

  std::string out_;
  std::size_t size_ = 0;
  std::vector<std::uint8_t> enclosing_first_;  // first_ of each enclosing scope (no bit packing)
  bool first_ = true;                          // no value yet in the current scope
  bool after_key_ = false;
};

}  // namespace damas::support
