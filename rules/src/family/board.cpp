#include "damas/rules/family/board.hpp"

#include <stdexcept>

namespace damas::rules::family {

namespace {

constexpr int kFileStep[4] = {+1, -1, +1, -1};  // by Direction
constexpr int kRankStep[4] = {+1, +1, -1, -1};

bool playing(const BoardShape& shape, int file, int rank) {
  const bool same_colour_as_a1 = (file + rank) % 2 == 0;
  return same_colour_as_a1 == shape.bottom_left_playable;
}

}  // namespace

Board::Board(const BoardShape& shape) : shape_(shape) {
  if (shape.width < 2 || shape.height < 2 || shape.width > kMaxBoardSide ||
      shape.height > kMaxBoardSide || shape.width % 2 != 0 || shape.height % 2 != 0) {
    throw std::invalid_argument("a draughts board has an even width and height up to 12");
  }
  index_.fill(kNoSquare);
  const bool from_bottom =
      shape.first_square == Corner::bottom_left || shape.first_square == Corner::bottom_right;
  const bool from_left =
      shape.first_square == Corner::bottom_left || shape.first_square == Corner::top_left;
  for (int row = 0; row < shape.height; ++row) {
    const int rank = from_bottom ? row : shape.height - 1 - row;
    for (int column = 0; column < shape.width; ++column) {
      const int file = from_left ? column : shape.width - 1 - column;
      if (!playing(shape, file, rank)) continue;
      file_[count_] = static_cast<std::int8_t>(file);
      rank_[count_] = static_cast<std::int8_t>(rank);
      index_[rank * shape.width + file] = static_cast<std::int8_t>(count_);
      ++count_;
    }
  }
  for (int sq = 0; sq < count_; ++sq) {
    for (int d = 0; d < 4; ++d) {
      neighbours_[sq][d] =
          static_cast<std::int8_t>(square_at(file_[sq] + kFileStep[d], rank_[sq] + kRankStep[d]));
    }
  }
}

int Board::square_at(int file, int rank) const {
  if (file < 0 || rank < 0 || file >= shape_.width || rank >= shape_.height) return kNoSquare;
  return index_[rank * shape_.width + file];
}

std::optional<int> Board::from_number(int number) const {
  if (number < 1 || number > count_) return std::nullopt;
  return number - 1;
}

std::string Board::algebraic(int square) const {
  return std::string(1, static_cast<char>('a' + file_[square])) + std::to_string(rank_[square] + 1);
}

std::optional<int> Board::from_algebraic(std::string_view name) const {
  if (name.size() < 2 || name.size() > 3) return std::nullopt;
  const char letter = static_cast<char>(name[0] | 0x20);  // lower case
  if (letter < 'a' || letter > 'z') return std::nullopt;
  int rank = 0;
  for (const char c : name.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    rank = rank * 10 + (c - '0');
  }
  if (name[1] == '0') return std::nullopt;
  const int sq = square_at(letter - 'a', rank - 1);
  if (sq == kNoSquare) return std::nullopt;
  return sq;
}

}  // namespace damas::rules::family
