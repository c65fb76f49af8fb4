// Lines that begin a tag section, as the byte loops find them (grammar::tag_line_ahead says
// what they are): a '{' comment never closed stops before one, so the fast paths that scan
// comments (fast_paths.hpp, plain_scan.hpp) stop where the grammar does; the guesses of
// guessed_pieces.cpp are such lines.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string_view>

#include "damas/pdn/tag.hpp"

namespace damas::pdn::detail {

// grammar::blank: ' ' and '\t' '\n' '\v' '\f' '\r', which are consecutive.
inline bool is_blank(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') <= 4; }

// Whether grammar::whole_tag matches at the start of a text; `unknown` when the text ends
// before it can tell (a buffered input may hold more).
enum class TagAhead { no, yes, unknown };

inline TagAhead whole_tag_at(std::string_view text) {
  const std::size_t size = text.size();
  std::size_t i = 1;  // after '['
  const auto skip_inline_blanks = [&] {
    while (i < size && (text[i] == ' ' || text[i] == '\t')) ++i;
  };
  skip_inline_blanks();
  // grammar::tag_line_name: up to a blank, a quote or a bracket.
  const auto ends_name = [](char c) { return is_blank(c) || c == '"' || c == '[' || c == ']'; };
  const std::size_t name = i;
  while (i < size && !ends_name(text[i])) ++i;
  if (i == size) return TagAhead::unknown;
  if (i == name) return TagAhead::no;
  skip_inline_blanks();
  if (i == size) return TagAhead::unknown;
  if (text[i] != '"') return TagAhead::no;
  // The value, on its line, with the escapes \" and \\.
  for (++i; i < size && text[i] != '"'; ++i) {
    if (text[i] == '\n' || text[i] == '\r') return TagAhead::no;
    if (text[i] == '\\') {
      if (i + 1 == size) return TagAhead::unknown;
      if (text[i + 1] == '"' || text[i + 1] == '\\') ++i;
    }
  }
  if (i == size) return TagAhead::unknown;
  ++i;  // the closing quote
  skip_inline_blanks();
  if (i == size) return TagAhead::unknown;
  return text[i] == ']' ? TagAhead::yes : TagAhead::no;
}

// Where text that runs to `end` (its closer, or the end of `text`) stops when a line that
// begins a tag section comes first: at the first line end of the blanks before it. `whole`: `text`
// holds the rest of the input; if not, and a tag may run past the end of `text`, the answer is
// text.size() (the caller looks again with more). The '[' are looked for from `from` on (the
// bytes before it were looked at already); it is set to where a look with more text begins.
inline std::size_t stop_before_tag_line(std::string_view text, std::size_t end, bool whole,
                                        std::size_t& from) {
  for (std::size_t at = from; at < end; ++at) {
    const void* found = std::memchr(text.data() + at, '[', end - at);
    if (found == nullptr) break;
    at = static_cast<std::size_t>(static_cast<const char*>(found) - text.data());
    // The first line end of the blanks before the '[', if any.
    std::size_t line_end = at;
    while (line_end > 0 && is_blank(text[line_end - 1])) --line_end;
    while (line_end < at && text[line_end] != '\n' && text[line_end] != '\r') ++line_end;
    if (line_end == at) continue;
    const TagAhead tag = whole_tag_at(text.substr(at));
    if (tag == TagAhead::yes) return line_end;
    if (tag == TagAhead::unknown && !whole) {
      from = at;  // this tag is looked at again
      return text.size();
    }
  }
  from = end;
  return end;
}
inline std::size_t stop_before_tag_line(std::string_view text, std::size_t end, bool whole) {
  std::size_t from = 0;
  return stop_before_tag_line(text, end, whole, from);
}

// The tags of a game as they are read, to tell where the next game's tags begin after a game of
// tags alone (grammar::liberal::repeated_tag): at a standard tag the game holds already, unless
// it follows a tag of its name (the writer writes tags of one name together: a game that holds
// two, as a model may, reads back as one). The names point into the text read.
class TagSection {
 public:
  bool begins_next_game(std::string_view name) const {
    const std::size_t i = standard_index(name);
    return i < kStandardTags.size() && (seen_ & (1U << i)) != 0 && name != last_;
  }
  // Whether a tag whose name begins with `initial` may begin the next game: false unless a
  // standard tag of that initial is held. Most tags are not repeats, and this look at one byte
  // spares the reader parsing their names twice (the grammar tries every tag as a repeat first).
  bool may_begin_next_game(char initial) const {
    return initial >= 'A' && initial <= 'Z' && ((seen_initials_ >> (initial - 'A')) & 1U) != 0;
  }
  void add(std::string_view name) {
    const std::size_t i = standard_index(name);
    if (i < kStandardTags.size()) {
      seen_ |= 1U << i;
      seen_initials_ |= 1U << (name.front() - 'A');
    }
    last_ = name;
  }

 private:
  static std::size_t standard_index(std::string_view name) {
    return static_cast<std::size_t>(std::find(kStandardTags.begin(), kStandardTags.end(), name) -
                                    kStandardTags.begin());
  }
  unsigned seen_ = 0;           // a bit for each of kStandardTags
  unsigned seen_initials_ = 0;  // a bit for each initial of those, 'A' the lowest
  std::string_view last_;
};

}  // namespace damas::pdn::detail
