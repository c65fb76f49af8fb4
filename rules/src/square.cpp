#include "damas/rules/square.hpp"

#include <cctype>
#include <stdexcept>

namespace damas::rules {

namespace {

void check_on_board(Square sq) {
  if (sq < 0 || sq >= kSquareCount) {
    throw std::out_of_range("square " + std::to_string(sq) + " is not on the board (0 to 31)");
  }
}

}  // namespace

std::string square_name(Square sq, Board board) {
  check_on_board(sq);
  int file = file_of(sq);
  if (board == Board::mirrored) file = 7 - file;
  return {static_cast<char>('a' + file), static_cast<char>('1' + rank_of(sq))};
}

std::string square_text(Square sq, SquareNotation notation) {
  check_on_board(sq);
  return notation == SquareNotation::numeric ? std::to_string(square_number(sq)) : square_name(sq);
}

std::optional<Square> square_from_name(std::string_view name, Board board) {
  if (name.size() != 2) return std::nullopt;
  const int file = std::tolower(static_cast<unsigned char>(name[0])) - 'a';
  const int rank = name[1] - '1';
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return std::nullopt;
  const Square sq = square_at(board == Board::mirrored ? 7 - file : file, rank);
  if (sq == kNoSquare) return std::nullopt;
  return sq;
}

}  // namespace damas::rules
