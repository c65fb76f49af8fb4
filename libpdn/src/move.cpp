#include "damas/pdn/move.hpp"

#include <algorithm>
#include <charconv>

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

// Square numbers go up to 99 (only a damaged record from JSON has more).
char* write_square_number(char* out, int number) {
  if (number >= 100) return std::to_chars(out, out + kMaxIntDigits, number).ptr;
  if (number >= 10) *out++ = static_cast<char>('0' + number / 10);
  *out++ = static_cast<char>('0' + number % 10);
  return out;
}

}  // namespace

Separator split_move(std::string_view token, Squares& squares) {
  Separator separator = Separator::none;
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

std::size_t move_notation_bound(const Move& move) {
  std::size_t bound = 1;  // "-" for an unknown move
  for (const Square& square : move.squares) {
    bound += 1 + (square.is_numeric() ? kMaxIntDigits : square.name().size());
  }
  return bound;
}

char* write_move_notation(char* out, const Move& move) {
  if (move.squares.empty()) {
    *out++ = '-';  // an unknown move, "41. - -"
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
