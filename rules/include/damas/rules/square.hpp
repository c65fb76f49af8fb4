// Squares of the 8x8 board and the one place that knows how they are numbered.
//
// A Square is the index (0..31) of a playing square, which is also its bit in a Bitboard.
// The index order is chosen to follow the FPD numbering (index = number - 1), so that a
// Bitboard printed in binary reads like the federation's diagram, but no other file may rely on
// that: code that needs a square's number, name or place goes through the functions below.
//
// FPD numbering (Portuguese and Spanish, PDN GameType 28 and 24): seen from White, the near
// right corner h1 is square 1; squares count right to left along each rank, rank by rank away
// from White, so 4 = b1, 5 = g2, 29 = g8 and 32 = a8. The near left corner a1 is a light square.
// Some exporters use the "mirrored" board (1 = a1 ... 32 = h8): it is read only when asked for.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace damas::rules {

using Square = int;
inline constexpr int kSquareCount = 32;
inline constexpr Square kNoSquare = -1;

// File (0 = a .. 7 = h) and rank (0 = White's first rank .. 7) of a square.
constexpr int rank_of(Square sq) { return sq / 4; }
constexpr int file_of(Square sq) { return 7 - 2 * (sq % 4) - (rank_of(sq) % 2); }

// The square at (file, rank), or kNoSquare for a light square or a place off the board.
constexpr Square square_at(int file, int rank) {
  if (file < 0 || file > 7 || rank < 0 || rank > 7 || (file + rank) % 2 == 0) {
    return kNoSquare;
  }
  return 4 * rank + (7 - file - rank % 2) / 2;
}

// FPD number (1..32) of a square, and back; square_from_number gives kNoSquare out of range.
constexpr int square_number(Square sq) { return sq + 1; }
constexpr Square square_from_number(int number) {
  return number >= 1 && number <= kSquareCount ? number - 1 : kNoSquare;
}

enum class Board { standard, mirrored };

// Algebraic name ("h1") of a square; on the mirrored board the files are reflected (a <-> h).
// Throws std::out_of_range for a square not in 0..31 (kNoSquare say), as square_text does.
std::string square_name(Square sq, Board board = Board::standard);

// Reads an algebraic name (letters in either case). Gives nullopt for a malformed name or a
// light square.
std::optional<Square> square_from_name(std::string_view name, Board board = Board::standard);

// How moves and FENs name squares when written: FPD numbers, or algebraic names on the
// standard board (never mirrored: that board is only read).
enum class SquareNotation { numeric, algebraic };

// "1" or "h1".
std::string square_text(Square sq, SquareNotation notation);

}  // namespace damas::rules
