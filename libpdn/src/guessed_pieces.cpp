#include "damas/pdn/guessed_pieces.hpp"

#include <cstring>

#include "tag_line.hpp"

namespace damas::pdn {

GuessedPiece PieceCutter::next() {
  const std::size_t begin = position_.byte;
  const char* const data = text_.data();
  std::size_t end = text_.size();
  std::size_t lines = 0;  // line ends in the piece
  std::size_t guesses = 0;
  // Line by line (memchr finds each line end), the lines counted on the way.
  for (std::size_t line = begin; line < text_.size();) {
    const void* found = std::memchr(data + line, '\n', text_.size() - line);
    if (found == nullptr) break;
    const auto line_end = static_cast<std::size_t>(static_cast<const char*>(found) - data);
    ++lines;
    const bool blank = line_end == line || (line_end == line + 1 && data[line] == '\r');
    line = line_end + 1;
    if (blank && line < text_.size() && data[line] == '[' &&
        detail::whole_tag_at(text_.substr(line)) == detail::TagAhead::yes &&
        (++guesses == max_guesses_ || line >= begin + bytes_)) {
      end = line;
      break;
    }
  }
  GuessedPiece piece{text_.substr(begin, end - begin), position_, end == text_.size()};
  position_.line += lines;
  position_.column = 1;  // a guess begins a line
  position_.byte = end;
  return piece;
}

}  // namespace damas::pdn
