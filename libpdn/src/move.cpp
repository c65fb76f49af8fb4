#include "damas/pdn/move.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstddef>

namespace damas::pdn {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

Separator separator_of(char c) {
  switch (c) {
    case '-':
      return Separator::dash;
    case ':':
      return Separator::colon;
    default:
      return Separator::cross;  // 'x' or 'X'
  }
}

constexpr std::size_t kMaxIntDigits = 11;  // sign included

// "00" to "99", so that writing a square takes no division (writers do it for every move).
constexpr std::array<char, 200> kDigitPairs = [] {
  std::array<char, 200> pairs{};
  for (std::size_t i = 0; i < 100; ++i) {
    pairs[2 * i] = static_cast<char>('0' + i / 10);
    pairs[2 * i + 1] = static_cast<char>('0' + i % 10);
  }
  return pairs;
}();

// Square numbers go up to 99 (only a damaged record from JSON has more).
char* write_square_number(char* out, int number) {
  if (number >= 100) return std::to_chars(out, out + kMaxIntDigits, number).ptr;
  const char* const pair = &kDigitPairs[2 * static_cast<std::size_t>(number)];
  if (number >= 10) *out++ = pair[0];
  *out++ = pair[1];
  return out;
}

// The value of the one or two digits from `begin` to `end`, or -1.
int short_number(const char* begin, const char* end) {
  const std::ptrdiff_t size = end - begin;
  if (size < 1 || size > 2 || !is_digit(begin[0])) return -1;
  if (size == 1) return begin[0] - '0';
  return is_digit(begin[1]) ? (begin[0] - '0') * 10 + (begin[1] - '0') : -1;
}

// The usual token, two numbers of one or two digits around '-' or 'x' ("11-15", "9x18"), read
// without the general loop of split_move, which costs twice as much: this runs for every move
// read. False, with nothing appended, for any other token.
bool split_two_numbers(std::string_view token, Squares& squares, Separator& separator) {
  if (token.size() < 3 || token.size() > 5) return false;
  const std::size_t cut = is_digit(token[1]) ? 2 : 1;
  const char mark = token[cut];
  const char* const begin = token.data();
  const int from = short_number(begin, begin + cut);
  const int to = short_number(begin + cut + 1, begin + token.size());
  if ((mark != '-' && mark != 'x') || from < 0 || to < 0) return false;
  squares.emplace_back().number = from;
  squares.emplace_back().number = to;
  separator = separator_of(mark);
  return true;
}

}  // namespace

// Out of line: inlined into the Emitter by link time optimisation, it made g++ 12 warn
// (-Wstringop-overflow, builds without the profile) about a small_vector regrowth that the
// Emitter's cleared vector never reaches; one call per move read by the grammar is nothing.
[[gnu::noinline]] Separator split_move(std::string_view token, Squares& squares) {
  Separator separator = Separator::none;
  if (split_two_numbers(token, squares, separator)) return separator;
  const char* at = token.data();
  const char* const end = at + token.size();
  while (at != end) {
    const char c = *at++;
    if (is_digit(c)) {
      int number = c - '0';
      while (at != end && is_digit(*at)) number = number * 10 + (*at++ - '0');
      squares.emplace_back().number = number;  // in place: a Square built apart cost bit masks
    } else if (is_letter(c) && c != 'x' && c != 'X') {
      // A file letter, followed by its rank unless it is the origin file of short notation.
      const char name[Square::kMaxNameSize] = {static_cast<char>(c | 0x20), at != end ? *at : '\0'};
      const bool has_rank = at != end && is_digit(*at);
      at += has_rank;
      squares.push_back(Square::named({name, has_rank ? 2U : 1U}));
    } else if (c != ' ' && c != '\t' && separator == Separator::none) {
      separator = separator_of(c);
    }
  }
  return separator;
}

namespace {

// A move without squares: an unknown move ("41. - -"), written "-", or a move that cannot be
// read ("15-2A", kept by the liberal reader), written as read so that nothing is lost. One cut
// short after its separator ("32-" at the end of a line) is written "-" too: the next move,
// written after a space, would be read as its end.
bool written_as_read(const Move& move) {
  if (!move.squares.empty() || move.text.empty() || move.text.front() == '-') return false;
  const std::string_view text = move.text;
  return std::string_view("-xX:").find(text.back()) == std::string_view::npos &&
         !text.ends_with("\u00d7");
}

}  // namespace

std::size_t move_notation_bound(const Move& move) {
  if (written_as_read(move)) return move.text.size();
  std::size_t bound = 1;  // "-" for an unknown move
  for (const Square& square : move.squares) {
    bound += 1 + (square.is_numeric() ? kMaxIntDigits : square.name().size());
  }
  return bound;
}

char* write_move_notation(char* out, const Move& move) {
  if (written_as_read(move)) return std::copy(move.text.begin(), move.text.end(), out);
  if (move.squares.empty()) {
    *out++ = '-';
    return out;
  }
  const char separator = move.separator == Separator::none ? '\0'
                         : is_capture(move.separator)      ? 'x'
                                                           : '-';
  bool first = true;
  for (const Square& square : move.squares) {
    if (!first && separator != '\0') *out++ = separator;
    first = false;
    if (square.is_numeric()) {
      out = write_square_number(out, square.number);
    } else {
      const std::string_view name = square.name();
      out = std::copy(name.begin(), name.end(), out);
    }
  }
  return out;
}

void append_move_notation(std::string& out, const Move& move) {
  const std::size_t start = out.size();
  out.resize(start + move_notation_bound(move));
  out.resize(static_cast<std::size_t>(write_move_notation(out.data() + start, move) - out.data()));
}

std::string move_notation(const Move& move) {
  std::string out;
  append_move_notation(out, move);
  return out;
}

}  // namespace damas::pdn
