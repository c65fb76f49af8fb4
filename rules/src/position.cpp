#include "damas/rules/position.hpp"

#include <cassert>

#include "zobrist.hpp"

namespace damas::rules {

namespace {

constexpr Piece piece_of(Color c, bool king) {
  if (c == Color::white) return king ? Piece::white_king : Piece::white_man;
  return king ? Piece::black_king : Piece::black_man;
}

// What `after` can check of its precondition in constant time: the move's squares are on the
// board, it starts on a piece of the side to move, ends on an empty square (or where it started,
// as a king's capture may) and takes only pieces of the other side. Only asserted: after runs at
// every node of the search and of perft, with moves the generator made.
[[maybe_unused]] bool fits(const Position& pos, const Move& move) {
  const auto on_board = [](Square sq) { return sq >= 0 && sq < kSquareCount; };
  if (!on_board(move.from) || !on_board(move.to)) return false;
  const Color side = pos.side_to_move();
  return contains(pos.pieces(side), move.from) &&
         (move.to == move.from || !contains(pos.occupied(), move.to)) &&
         (move.captured & ~pos.pieces(opponent(side))) == 0;
}

}  // namespace

Position Position::initial() {
  // Made once: every game without a setup starts here, and hashing it takes 24 key lookups.
  static const Position kInitial =
      from_sets(rank_squares(0) | rank_squares(1) | rank_squares(2),
                rank_squares(5) | rank_squares(6) | rank_squares(7), 0, Color::white);
  return kInitial;
}

Position Position::from_sets(Bitboard white, Bitboard black, Bitboard kings, Color to_move) {
  Position p;
  p.white_ = white;
  p.black_ = black;
  p.kings_ = kings & (white | black);
  p.side_ = to_move;
  p.hash_ = to_move == Color::black ? zobrist::kKeys.black_to_move : 0;
  for (Bitboard b = p.occupied(); b != 0;) {
    const Square sq = pop_lowest(b);
    p.hash_ ^= zobrist::key(p.piece_at(sq), sq);
  }
  return p;
}

Piece Position::piece_at(Square sq) const {
  assert(sq >= 0 && sq < kSquareCount && "square off the board");
  if (contains(white_, sq)) return piece_of(Color::white, contains(kings_, sq));
  if (contains(black_, sq)) return piece_of(Color::black, contains(kings_, sq));
  return Piece::none;
}

// The new position's words are computed as values and stored once: built by modifying a copy
// through references (which side's set is "ours" picked by address), the new position was
// written a word at a time and read back whole by the caller's copy, which the processor cannot
// forward from those narrower stores (a tenth of the replay's samples in a profile waited there).
Position Position::after(const Move& move) const {
  assert(fits(*this, move) && "a move that cannot be played here");
  const Bitboard from = bit(move.from);
  const Bitboard to = bit(move.to);
  const bool was_king = contains(kings_, move.from);
  const bool is_king = was_king || (to & promotion_squares(side_)) != 0;

  std::uint64_t hash = hash_ ^ zobrist::key(piece_of(side_, was_king), move.from) ^
                       zobrist::key(piece_of(side_, is_king), move.to) ^
                       zobrist::kKeys.black_to_move;
  const Color opponent_side = opponent(side_);  // every captured piece is theirs
  for (Bitboard b = move.captured; b != 0;) {
    const Square sq = pop_lowest(b);
    hash ^= zobrist::key(piece_of(opponent_side, contains(kings_, sq)), sq);
  }

  // Clear `from` before setting `to`: a king's capture may end on its own start square.
  const Bitboard ours = (pieces(side_) & ~from) | to;
  const Bitboard theirs = pieces(opponent_side) & ~move.captured;
  Position next;
  next.white_ = side_ == Color::white ? ours : theirs;
  next.black_ = side_ == Color::white ? theirs : ours;
  next.kings_ = (kings_ & ~from & ~move.captured) | (is_king ? to : 0);
  next.side_ = opponent_side;
  next.hash_ = hash;
  return next;
}

Position Position::with_side_to_move(Color c) const {
  Position p = *this;
  if (c != side_) {
    p.side_ = c;
    p.hash_ ^= zobrist::kKeys.black_to_move;
  }
  return p;
}

}  // namespace damas::rules
