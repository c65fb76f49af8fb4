// The scan behind plain_game.hpp, on a sink that hears each item of the game as it is
// recognised: a sink that does nothing finds game ends (plain_game_length), one that records
// the items lets the reader report the game without the grammar (PlainGameReader).
#pragma once

#include <array>
#include <cstddef>
#include <cstring>
#include <string_view>

#include "damas/pdn/move.hpp"
#include "damas/pdn/reader.hpp"
#include "tag_line.hpp"

namespace damas::pdn::detail {

// What a sink hears, in input order; the views point into the scanned text. The scan may still
// give up after some calls (the game then is not plain): a sink keeps what it heard until the
// scan has answered.
struct PlainGameSink {
  void tag(const char* /*open*/, std::string_view /*name*/, std::string_view /*value*/) {}
  void move_number(std::string_view /*text "12."*/) {}
  void square(int /*number*/) {}  // each square of the move about to be reported, in order
  void move(std::string_view /*text*/, Separator, std::size_t /*squares*/) {}
  void comment(const char* /*open*/, std::string_view /*text*/) {}
  void nag(std::string_view /*text "$3"*/) {}
  void result(std::string_view /*text*/) {}
};

// Each check below follows one rule of the liberal grammar (grammar.hpp) on the narrow form of
// plain_game_length; whatever leaves that form makes the scan give up (return nullptr or 0),
// which is always safe: the grammar then reads the game. Each step takes a pointer to where it
// starts and returns where it stops: the scan runs over every byte of most inputs.
template <typename Sink>
class PlainScan {
 public:
  PlainScan(std::string_view text, Sink& sink)
      : begin_(text.data()), end_(text.data() + text.size()), sink_(sink) {}

  std::size_t game_length() {
    // Prelude: tag lines only. A tag that begins the next game (liberal::repeated_tag) leaves
    // the two games to the grammar.
    TagSection section;
    const char* p = skip(begin_);
    while (p != end_ && *p == '[') {
      const char* const open = p;
      p = tag(p);
      if (p == nullptr) return 0;
      const std::string_view name = tag_name(open);
      if (section.begins_next_game(name)) return 0;
      section.add(name);
      p = skip(p);
    }
    // Movetext, up to the terminator.
    while (p != end_) {
      const char c = *p;
      const char* next = nullptr;
      if (is_digit(c)) {
        if (c <= '2') {
          if (const std::size_t length = result(p)) {
            // The liberal grammar reads a result beside it ("1-0 abandono"): it decides.
            if (!line_ends_after(p + length)) return 0;
            sink_.result({p, length});
            // Layout goes with the game.
            return static_cast<std::size_t>(skip(p + length) - begin_);
          }
        }
        next = move_or_number(p);
      } else if (c == '*') {
        // Glued to what follows, '*' may mark a move ("*16-20"): the grammar decides.
        if (is_token_char(byte_at(p, 1))) return 0;
        sink_.result({p, 1});
        return static_cast<std::size_t>(skip(p + 1) - begin_);
      } else if (c == '{') {
        next = comment(p);
      } else if (c == '$') {
        next = nag(p);
      }
      if (next == nullptr) return 0;
      p = skip(next);
    }
    return 0;
  }

 private:
  static bool is_digit(char c) { return static_cast<unsigned char>(c - '0') <= 9; }
  // grammar::blank: ' ' and '\t' '\n' '\v' '\f' '\r', which are consecutive.
  static bool is_blank(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') <= 4; }
  static bool is_inline_blank(char c) { return c == ' ' || c == '\t'; }
  // grammar::token_char
  static bool is_token_char(char c) {
    return is_digit(c) || static_cast<unsigned char>((c | 0x20) - 'a') < 26 || c == '_';
  }

  // The name of a tag that tag() has read at `open`: its token characters after the '['.
  static std::string_view tag_name(const char* open) {
    const char* end = open + 1;
    while (is_token_char(*end)) ++end;
    return {open + 1, static_cast<std::size_t>(end - open - 1)};
  }
  // What ends a plain tag value: its closing quote, or what takes it out of the plain form.
  static constexpr auto kEndsPlainValue = [] {
    std::array<bool, 256> ends{};
    for (const char c : {'"', '\\', '\n', '\r'}) ends[static_cast<unsigned char>(c)] = true;
    return ends;
  }();

  // The byte `ahead` bytes after `p`, or '\0' past the end.
  char byte_at(const char* p, std::size_t ahead) const {
    return static_cast<std::size_t>(end_ - p) > ahead ? p[ahead] : '\0';
  }

  // liberal::skip: blanks and the two characters "\r".
  const char* skip(const char* p) const {
    while (p != end_) {
      if (is_blank(*p)) {
        ++p;
      } else if (*p == '\\' && byte_at(p, 1) == 'r') {
        p += 2;
      } else {
        break;
      }
    }
    return p;
  }

  // liberal::tag, as `[Name "value"]`.
  const char* tag(const char* open) {
    const char* p = open + 1;
    while (p != end_ && is_token_char(*p)) ++p;
    const auto name = static_cast<std::size_t>(p - open - 1);
    if (name == 0 || name > kMaxTokenBytes) return nullptr;
    // The grammar's name runs to a blank, quote or bracket; a plain tag goes on with blanks and
    // the value's quote (anything else, e.g. "[Name-x", is left to the grammar).
    while (p != end_ && is_inline_blank(*p)) ++p;
    if (p == end_ || *p != '"') return nullptr;
    const char* const value = p + 1;
    const char* close = value;
    while (close != end_ && !kEndsPlainValue[static_cast<unsigned char>(*close)]) ++close;
    if (close == end_ || *close != '"') return nullptr;  // a backslash or a line end
    if (static_cast<std::size_t>(close - value) > kMaxTextBytes) return nullptr;
    p = close + 1;
    while (p != end_ && is_inline_blank(*p)) ++p;
    if (p == end_ || *p != ']') return nullptr;
    sink_.tag(open, {open + 1, name}, {value, static_cast<std::size_t>(close - value)});
    return p + 1;
  }

  // grammar::liberal::result (a terminator other than '*'): a result text not followed by a token
  // character or a separator. Its length, or 0.
  std::size_t result(const char* p) const {
    const std::size_t length = result_length(p);
    if (length == 0) return 0;
    const char next = byte_at(p, length);
    return is_token_char(next) || next == '-' || next == ':' || next == '/' ? 0 : length;
  }
  // grammar::liberal::line_end_ahead
  bool line_ends_after(const char* p) const {
    while (p != end_ && is_inline_blank(*p)) ++p;
    return p == end_ || *p == '\n' || *p == '\r' || (*p == '\\' && byte_at(p, 1) == 'r');
  }
  // grammar::liberal::any_result_text: 1-0 1-1 1:0 1/2-1/2 1/2:1/2 | 0-1 0-2 0-0 0:1 | 2-0.
  // Compared a character at a time: this runs before most moves, which mostly start with 1 or 2.
  std::size_t result_length(const char* p) const {
    const char first = *p;
    const char second = byte_at(p, 1);
    if (second != '-' && second != ':' && second != '/') return 0;  // most moves
    const char third = byte_at(p, 2);
    if (first == '1') {
      if ((second == '-' && (third == '0' || third == '1')) || (second == ':' && third == '0')) {
        return 3;
      }
      const char fourth = byte_at(p, 3);
      const bool half = second == '/' && third == '2' && (fourth == '-' || fourth == ':') &&
                        byte_at(p, 4) == '1' && byte_at(p, 5) == '/' && byte_at(p, 6) == '2';
      return half ? 7 : 0;
    }
    if (first == '0') {
      const bool zero = (second == '-' && (third == '1' || third == '2' || third == '0')) ||
                        (second == ':' && third == '1');
      return zero ? 3 : 0;
    }
    return first == '2' && second == '-' && third == '0' ? 3 : 0;
  }

  // A move number `12.` (liberal::move_number without its "..." forms) or a numeric move of
  // squares 1-99 joined by '-' or 'x' (liberal::numeric_move), followed by a blank, '{' or '$'.
  // A move's first square is followed by its separator, a number's digits by a dot.
  const char* move_or_number(const char* start) {
    const char* p = start + 1;
    if (p != end_ && is_digit(*p)) ++p;
    if (p != end_ && (*p == '-' || *p == 'x')) return move(start, p);
    while (p != end_ && is_digit(*p)) ++p;
    return p != end_ && *p == '.' ? move_number(start, p) : nullptr;
  }
  // The move whose first square, of one or two digits, runs from `start` to `separator`.
  const char* move(const char* start, const char* separator) {
    if (*start == '0') return nullptr;
    sink_.square(separator - start == 1 ? *start - '0' : (*start - '0') * 10 + (start[1] - '0'));
    std::size_t squares = 1;
    const char* p = separator;
    do {  // at a separator
      ++p;
      // [1-9][0-9]? and no third digit
      if (p == end_ || static_cast<unsigned char>(*p - '1') > 8) return nullptr;
      int square = *p++ - '0';
      if (p != end_ && is_digit(*p)) {
        square = square * 10 + (*p++ - '0');
        if (p != end_ && is_digit(*p)) return nullptr;
      }
      sink_.square(square);
      ++squares;
    } while (p != end_ && (*p == '-' || *p == 'x'));
    const auto length = static_cast<std::size_t>(p - start);
    if (length > kMaxTokenBytes || p == end_) return nullptr;
    if (!is_blank(*p) && *p != '{' && *p != '$') return nullptr;
    sink_.move({start, length}, *separator == 'x' ? Separator::cross : Separator::dash, squares);
    return p;
  }
  // `dot` follows the digits from `start`.
  const char* move_number(const char* start, const char* dot) {
    if (dot - start > 9) return nullptr;  // the reader refuses a number that does not fit an int
    const char* after = dot + 1;
    if (after != end_ && *after == '.') return nullptr;  // "12..."
    while (after != end_ && is_inline_blank(*after)) ++after;
    if (end_ - after >= 3 && after[0] == '.' && after[1] == '.' && after[2] == '.') {
      return nullptr;  // "12. ..."
    }
    sink_.move_number({start, static_cast<std::size_t>(dot + 1 - start)});
    return dot + 1;
  }

  // grammar::comment, within the length limit. One that a line beginning a tag section ends
  // before its '}' is an error, which the grammar reports.
  const char* comment(const char* open) {
    const std::string_view text(open + 1, static_cast<std::size_t>(end_ - open - 1));
    const auto* close = static_cast<const char*>(std::memchr(text.data(), '}', text.size()));
    if (close == nullptr) return nullptr;
    const auto length = static_cast<std::size_t>(close - text.data());
    if (length > kMaxTextBytes || stop_before_tag_line(text, length, true) != length) {
      return nullptr;
    }
    sink_.comment(open, {open + 1, length});
    return close + 1;
  }

  // grammar::nag, with a value that fits an int.
  const char* nag(const char* dollar) {
    const char* p = dollar + 1;
    while (p != end_ && is_digit(*p)) ++p;
    const auto digits = static_cast<std::size_t>(p - dollar - 1);
    if (digits == 0 || digits > 9) return nullptr;
    sink_.nag({dollar, digits + 1});
    return p;
  }

  const char* const begin_;
  const char* const end_;
  Sink& sink_;
};

}  // namespace damas::pdn::detail
