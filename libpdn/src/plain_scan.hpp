// The scan behind plain_game.hpp, on a sink that hears each item of the game as it is
// recognised: a sink that does nothing finds game ends (plain_game_length), one that records
// the items lets the reader report the game without the grammar (PlainGameReader).
#pragma once

#include <cstddef>
#include <cstring>
#include <string_view>

#include "damas/pdn/move.hpp"
#include "damas/pdn/reader.hpp"

namespace damas::pdn::detail {

// What a sink hears, in input order; the views point into the scanned text. The scan may still
// give up after some calls (the game then is not plain): a sink keeps what it heard until the
// scan has answered.
struct PlainGameSink {
  void tag(const char* /*open*/, std::string_view /*name*/, std::string_view /*value*/) {}
  void move_number(std::string_view /*text "12."*/) {}
  void square(int /*number*/) {}  // each square of the move about to be reported, in order
  void move(std::string_view /*text*/, Separator) {}
  void comment(const char* /*open*/, std::string_view /*text*/) {}
  void nag(std::string_view /*text "$3"*/) {}
  void result(std::string_view /*text*/) {}
};

// Each check below follows one rule of the liberal grammar (grammar.hpp) on the narrow form of
// plain_game_length; whatever leaves that form makes the scan give up (return false or 0), which
// is always safe: the grammar then reads the game.
template <typename Sink>
class PlainScan {
 public:
  PlainScan(std::string_view text, Sink& sink) : text_(text), sink_(sink) {}

  std::size_t game_length() {
    // Prelude: tag lines only.
    skip();
    while (peek() == '[') {
      if (!tag()) return 0;
      skip();
    }
    // Movetext, up to the terminator.
    while (true) {
      if (terminator()) {
        skip();  // the layout after a game goes with its text
        return at_;
      }
      const char c = peek();
      bool read = false;
      if (is_digit(c)) {
        read = move_or_number();
      } else if (c == '{') {
        read = comment();
      } else if (c == '$') {
        read = nag();
      }
      if (!read) return 0;
      skip();
    }
  }

 private:
  static bool is_digit(char c) { return c >= '0' && c <= '9'; }
  // grammar::blank: ' ' and '\t' '\n' '\v' '\f' '\r', which are consecutive.
  static bool is_blank(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
  static bool is_inline_blank(char c) { return c == ' ' || c == '\t'; }
  // grammar::token_char
  static bool is_token_char(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }

  char char_at(std::size_t index) const { return index < text_.size() ? text_[index] : '\0'; }
  char peek(std::size_t ahead = 0) const { return char_at(at_ + ahead); }
  std::size_t digits_from(std::size_t from) const {
    std::size_t end = from;
    while (end < text_.size() && is_digit(text_[end])) ++end;
    return end - from;
  }
  std::string_view piece(std::size_t from, std::size_t to) const {
    return text_.substr(from, to - from);
  }

  // liberal::skip: blanks and the two characters "\r".
  void skip() {
    while (at_ < text_.size()) {
      if (is_blank(text_[at_])) {
        ++at_;
      } else if (text_[at_] == '\\' && peek(1) == 'r') {
        at_ += 2;
      } else {
        break;
      }
    }
  }

  // liberal::tag, as `[Name "value"]`.
  bool tag() {
    std::size_t end = at_ + 1;
    while (end < text_.size() && (is_token_char(text_[end]))) ++end;
    const std::size_t name = end - at_ - 1;
    if (name == 0 || name > kMaxTokenBytes) return false;
    // The grammar's name runs to a blank, quote or bracket: stop where it would.
    while (end < text_.size() && is_inline_blank(text_[end])) ++end;
    if (end >= text_.size() || text_[end] != '"') return false;
    const std::size_t value = end + 1;
    std::size_t close = value;
    while (close < text_.size() && text_[close] != '"') {
      const char c = text_[close];
      if (c == '\\' || c == '\n' || c == '\r') return false;
      ++close;
    }
    if (close >= text_.size() || close - value > kMaxTextBytes) return false;
    end = close + 1;
    while (end < text_.size() && is_inline_blank(text_[end])) ++end;
    if (end >= text_.size() || text_[end] != ']') return false;
    sink_.tag(text_.data() + at_, text_.substr(at_ + 1, name), piece(value, close));
    at_ = end + 1;
    return true;
  }

  // grammar::terminator: a result not followed by a token character or a separator, or '*'.
  bool terminator() {
    if (peek() == '*') {
      sink_.result(text_.substr(at_, 1));
      ++at_;
      return true;
    }
    const std::size_t length = result_length();
    if (length == 0) return false;
    const char next = peek(length);
    if (is_token_char(next) || next == '-' || next == ':' || next == '/') return false;
    sink_.result(text_.substr(at_, length));
    at_ += length;
    return true;
  }
  // grammar::result_text: 1-0 1-1 1:0 1/2-1/2 1/2:1/2 | 0-1 0-2 0-0 0:1 | 2-0. Compared a
  // character at a time: this runs before every move, and most moves start with '1' or '2'.
  std::size_t result_length() const {
    const char first = peek();
    const char second = peek(1);
    const char third = peek(2);
    if (first == '1') {
      if ((second == '-' && (third == '0' || third == '1')) || (second == ':' && third == '0')) {
        return 3;
      }
      const bool half = second == '/' && third == '2' && (peek(3) == '-' || peek(3) == ':') &&
                        peek(4) == '1' && peek(5) == '/' && peek(6) == '2';
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
  bool move_or_number() {
    const std::size_t digits = digits_from(at_);
    if (peek(digits) == '.') {
      if (digits > 9) return false;  // the reader refuses a number that does not fit an int
      std::size_t after = at_ + digits + 1;
      if (after < text_.size() && text_[after] == '.') return false;  // "12..."
      while (after < text_.size() && is_inline_blank(text_[after])) ++after;
      if (char_at(after) == '.' && char_at(after + 1) == '.' && char_at(after + 2) == '.') {
        return false;  // "12. ..."
      }
      sink_.move_number(text_.substr(at_, digits + 1));
      at_ += digits + 1;
      return true;
    }
    std::size_t end = at_;
    std::size_t squares = 0;
    char separator = '\0';  // the first one, as split_move takes it
    while (true) {
      const std::size_t square = digits_from(end);
      if (square == 0 || square > 2 || text_[end] == '0') return false;
      const int tens = square == 2 ? text_[end] - '0' : 0;
      sink_.square(tens * 10 + (text_[end + square - 1] - '0'));
      end += square;
      ++squares;
      const char c = char_at(end);
      if ((c == '-' || c == 'x') && is_digit(char_at(end + 1))) {
        if (separator == '\0') separator = c;
        ++end;
        continue;
      }
      break;
    }
    if (squares < 2 || end - at_ > kMaxTokenBytes) return false;
    const char next = char_at(end);
    if (!is_blank(next) && next != '{' && next != '$') return false;
    sink_.move(piece(at_, end), separator == 'x' ? Separator::cross : Separator::dash);
    at_ = end;
    return true;
  }

  // grammar::comment, within the length limit.
  bool comment() {
    const void* close = std::memchr(text_.data() + at_ + 1, '}', text_.size() - at_ - 1);
    if (close == nullptr) return false;
    const std::size_t end =
        static_cast<std::size_t>(static_cast<const char*>(close) - text_.data());
    if (end - at_ - 1 > kMaxTextBytes) return false;
    sink_.comment(text_.data() + at_, piece(at_ + 1, end));
    at_ = end + 1;
    return true;
  }

  // grammar::nag, with a value that fits an int.
  bool nag() {
    const std::size_t digits = digits_from(at_ + 1);
    if (digits == 0 || digits > 9) return false;
    sink_.nag(text_.substr(at_, 1 + digits));
    at_ += 1 + digits;
    return true;
  }

  std::string_view text_;
  Sink& sink_;
  std::size_t at_ = 0;
};

}  // namespace damas::pdn::detail
