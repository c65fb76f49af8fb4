// The boards of the draughts family (docs/variants.md): any even width and height up to 12 x 12,
// play on one colour of squares, the squares numbered as the variant's PDN GameType says.
//
// Coordinates are seen from White: file 0 is the left edge, rank 0 White's own edge, and White's
// men move towards higher ranks. A GameType's numbering is given from the side of the player who
// moves first (`21,B,8,8,N1,0`: seen from Black, square 1 is in the bottom-right corner); the
// variant table turns it into the corner seen from White (BoardShape::first_square). Square
// numbers run along the ranks from that corner, every rank in the same direction, rank after rank
// away from it. A square's index here is its number minus one.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace damas::rules::family {

inline constexpr int kMaxBoardSide = 12;
inline constexpr int kMaxSquares = kMaxBoardSide * kMaxBoardSide / 2;

enum class Corner : std::uint8_t { bottom_left, bottom_right, top_left, top_right };

struct BoardShape {
  int width = 8;
  int height = 8;
  bool bottom_left_playable = true;  // a1, seen from White, is a playing square
  Corner first_square = Corner::top_left;  // where square 1 lies, seen from White

  friend bool operator==(const BoardShape&, const BoardShape&) = default;
};

// The four diagonal directions, seen from White: up is towards Black.
enum class Direction : std::uint8_t { up_right, up_left, down_right, down_left };
inline constexpr std::array<Direction, 4> kDirections{Direction::up_right, Direction::up_left,
                                                      Direction::down_right,
                                                      Direction::down_left};

inline constexpr int kNoSquare = -1;

class Board {
 public:
  explicit Board(const BoardShape& shape);

  const BoardShape& shape() const { return shape_; }
  int square_count() const { return count_; }

  int file(int square) const { return file_[static_cast<std::size_t>(square)]; }
  int rank(int square) const { return rank_[static_cast<std::size_t>(square)]; }
  // The playing square at a file and rank, or kNoSquare (off the board or a non-playing square).
  int square_at(int file, int rank) const;
  // The next square in a direction, or kNoSquare at the edge.
  int neighbour(int square, Direction direction) const {
    return neighbours_[static_cast<std::size_t>(square)][static_cast<std::size_t>(direction)];
  }

  // PDN numeric names: 1 to square_count().
  int number(int square) const { return square + 1; }
  std::optional<int> from_number(int number) const;
  // Algebraic names seen from White: "a1" is file 0, rank 0; files run a, b, ... and ranks 1,
  // 2, ... 12. Letter case is free when reading.
  std::string algebraic(int square) const;
  std::optional<int> from_algebraic(std::string_view name) const;

 private:
  BoardShape shape_;
  int count_ = 0;
  std::array<std::int8_t, kMaxSquares> file_{};
  std::array<std::int8_t, kMaxSquares> rank_{};
  std::array<std::array<std::int8_t, 4>, kMaxSquares> neighbours_{};
  std::array<std::int8_t, kMaxBoardSide * kMaxBoardSide> index_{};  // by rank * width + file
};

}  // namespace damas::rules::family
