// A position: where the pieces stand and who is to move. Positions are small values: playing a
// move gives a new position (Position::after) and leaves the old one unchanged, which keeps
// search and replay free of undo bookkeeping (the whole state is four words and a hash).
#pragma once

#include <cstdint>

#include "damas/rules/bitboard.hpp"
#include "damas/rules/move.hpp"

namespace damas::rules {

enum class Color : std::uint8_t { white, black };
constexpr Color opponent(Color c) { return c == Color::white ? Color::black : Color::white; }

enum class Piece : std::uint8_t { none, white_man, white_king, black_man, black_king };

class Position {
 public:
  // The empty board, White to move.
  Position() = default;
  // White men on 1-12, Black men on 21-32, White to move.
  static Position initial();
  // Pieces given as sets; `kings` selects which of them are kings. Sets must not overlap.
  static Position from_sets(Bitboard white, Bitboard black, Bitboard kings, Color to_move);

  Bitboard pieces(Color c) const { return c == Color::white ? white_ : black_; }
  Bitboard men(Color c) const { return pieces(c) & ~kings_; }
  Bitboard kings(Color c) const { return pieces(c) & kings_; }
  Bitboard all_kings() const { return kings_; }
  Bitboard occupied() const { return white_ | black_; }
  Bitboard empty() const { return ~occupied(); }
  Color side_to_move() const { return side_; }
  // `sq` must be a square of the board, 0..31 (checked by an assert: this is on the hot path).
  Piece piece_at(Square sq) const;

  // Zobrist key of placement and side to move; equal positions have equal keys.
  std::uint64_t hash() const { return hash_; }

  // The position after `move`, which must be legal here (as produced by the move generator).
  // Nothing checks it in a release build: this runs at every node of the search and of perft.
  // Debug builds assert what can be checked at once: squares on the board, a piece of the side
  // to move on `from`, `to` empty (or `from` itself), only the other side's pieces taken.
  Position after(const Move& move) const;
  // The same placement with the other side to move.
  Position with_side_to_move(Color c) const;

  friend bool operator==(const Position& a, const Position& b) {
    return a.white_ == b.white_ && a.black_ == b.black_ && a.kings_ == b.kings_ &&
           a.side_ == b.side_;
  }

 private:
  Bitboard white_ = 0;
  Bitboard black_ = 0;
  Bitboard kings_ = 0;
  Color side_ = Color::white;
  std::uint64_t hash_ = 0;
};

// The rank on which a man of colour c is crowned.
constexpr Bitboard promotion_squares(Color c) {
  return c == Color::white ? rank_squares(7) : rank_squares(0);
}

}  // namespace damas::rules
