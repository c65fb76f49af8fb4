// A streaming JSON writer for the tools' JSON Lines output.
//
// Written by hand on purpose: output is the hot path of `pdn convert --to json` and of batch
// `pdn moves`, and it only ever appends tokens to a string (no document tree, no allocation per
// value), which is simple enough to keep here. Reading JSON uses nlohmann-json instead.
#pragma once

#include <charconv>
#include <cstdint>
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
    out_ += ':';
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
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    out_.append(digits, end);
    return *this;
  }
  // A number already formatted by the caller (e.g. "0.35"), written as is.
  JsonWriter& raw_number(std::string_view text) {
    separate();
    out_ += text;
    return *this;
  }
  JsonWriter& boolean(bool value) {
    separate();
    out_ += value ? "true" : "false";
    return *this;
  }
  JsonWriter& null() {
    separate();
    out_ += "null";
    return *this;
  }

  const std::string& text() const { return out_; }
  // Hands the text over and starts a new document.
  std::string take() {
    std::string done = std::move(out_);
    clear();
    return done;
  }
  void clear() {
    out_.clear();
    first_in_scope_.clear();
    after_key_ = false;
  }

 private:
  JsonWriter& open(char bracket) {
    separate();
    out_ += bracket;
    first_in_scope_.push_back(true);
    return *this;
  }
  JsonWriter& close(char bracket) {
    out_ += bracket;
    first_in_scope_.pop_back();
    return *this;
  }
  // Writes the comma between two values of one scope (a key and its value are one entry).
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (first_in_scope_.empty()) return;
    if (!first_in_scope_.back()) out_ += ',';
    first_in_scope_.back() = false;
  }
  // Copies runs of characters that need no escape in one go: strings are most of the output.
  void append_string(std::string_view s) {
    out_ += '"';
    std::size_t run = 0;  // where the current run of plain characters starts
    for (std::size_t i = 0; i < s.size(); ++i) {
      const auto u = static_cast<unsigned char>(s[i]);
      if (u >= 0x20 && u != '"' && u != '\\') continue;  // UTF-8 bytes pass through unchanged
      out_ += s.substr(run, i - run);
      append_escape(u);
      run = i + 1;
    }
    out_ += s.substr(run);
    out_ += '"';
  }
  void append_escape(unsigned char u) {
    static constexpr char kHex[] = "0123456789abcdef";
    switch (u) {
      case '"': out_ += "\\\""; break;
      case '\\': out_ += "\\\\"; break;
      case '\n': out_ += "\\n"; break;
      case '\r': out_ += "\\r"; break;
      case '\t': out_ += "\\t"; break;
      default:
        out_ += "\\u00";
        out_ += kHex[u >> 4];
        out_ += kHex[u & 0xF];
    }
  }

  std::string out_;
  std::vector<bool> first_in_scope_;
  bool after_key_ = false;
};

}  // namespace damas::support
