#include "damas/pdn/move.hpp"

#include <cctype>

namespace damas::pdn {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

Separator separator_of(char c) {
  switch (c) {
    case '-': return Separator::dash;
    case ':': return Separator::colon;
    default: return Separator::cross;  // 'x' or 'X'
  }
}

}  // namespace

Separator split_move(std::string_view token, Squares& squares) {
  Separator separator = Separator::none;
  std::size_t i = 0;
  while (i < token.size()) {
    const char c = token[i];
    if (is_digit(c)) {
      // Summed apart from the square: stores through it could alias the token's bytes.
      int number = 0;
      while (i < token.size() && is_digit(token[i])) number = number * 10 + (token[i++] - '0');
      squares.emplace_back().number = number;
    } else if (is_letter(c) && c != 'x' && c != 'X') {
      // A file letter, followed by its rank unless it is the origin file of short notation.
      std::string& name = squares.emplace_back().name;
      name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      ++i;
      if (i < token.size() && is_digit(token[i])) name += token[i++];
    } else if (c == ' ' || c == '\t') {
      ++i;
    } else {
      if (separator == Separator::none) separator = separator_of(c);
      ++i;
    }
  }
  return separator;
}

void append_move_notation(std::string& out, const Move& move) {
  if (move.squares.empty()) {
    out += '-';  // an unknown move, "41. - -"
    return;
  }
  const char separator = move.separator == Separator::none ? '\0'
                         : is_capture(move.separator)      ? 'x'
                                                           : '-';
  bool first = true;
  for (const Square& square : move.squares) {
    if (!first && separator != '\0') out += separator;
    first = false;
    if (square.is_numeric()) {
      out += std::to_string(square.number);
    } else {
      out += square.name;
    }
  }
}

std::string move_notation(const Move& move) {
  std::string out;
  append_move_notation(out, move);
  return out;
}

}  // namespace damas::pdn
