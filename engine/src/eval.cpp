#include "damas/engine/eval.hpp"

#include <array>

namespace damas::engine {

namespace {

using rules::Bitboard;
using rules::Color;
using rules::Direction;
using rules::popcount;

constexpr Score kTempo = 5;
constexpr Score kBackRowGuard = 8;
constexpr Score kCentre = 5;
constexpr Score kMobility = 2;
constexpr Score kKingOnRio = 10;
constexpr Score kDrawishDivisor = 4;
// Advance by rank counted from the man's own first row (a man never stands on the last one).
constexpr std::array<Score, 8> kAdvance{0, 0, 2, 4, 7, 11, 16, 0};
constexpr std::array<Score, 8> kRunaway{0, 0, 0, 40, 60, 85, 120, 0};

constexpr int own_rank(Color c, rules::Square sq) {
  return c == Color::white ? rules::rank_of(sq) : 7 - rules::rank_of(sq);
}

constexpr std::array<Direction, 2> forward(Color c) {
  return c == Color::white ? std::array{rules::north_east, rules::north_west}
                           : std::array{rules::south_east, rules::south_west};
}

constexpr Bitboard centre_squares() {
  Bitboard b = 0;
  for (rules::Square sq = 0; sq < rules::kSquareCount; ++sq) {
    const int file = rules::file_of(sq);
    const int rank = rules::rank_of(sq);
    if (file >= 2 && file <= 5 && rank >= 2 && rank <= 5) b |= rules::bit(sq);
  }
  return b;
}

// The squares a man of colour c on sq could reach moving forward, up to the crowning row.
constexpr Bitboard forward_cone(Color c, rules::Square sq) {
  Bitboard cone = 0;
  Bitboard front = rules::bit(sq);
  while (front != 0) {
    Bitboard next = 0;
    for (Direction d : forward(c)) next |= rules::shift(front, d);
    cone |= next;
    front = next;
  }
  return cone;
}

struct ConeTables {
  std::array<std::array<Bitboard, rules::kSquareCount>, 2> cone{};
};

constexpr ConeTables make_cones() {
  ConeTables t;
  for (rules::Square sq = 0; sq < rules::kSquareCount; ++sq) {
    t.cone[0][sq] = forward_cone(Color::white, sq);
    t.cone[1][sq] = forward_cone(Color::black, sq);
  }
  return t;
}

inline constexpr Bitboard kCentreSquares = centre_squares();
inline constexpr ConeTables kCones = make_cones();

// The squares a king on sq could slide to.
Bitboard king_slides(rules::Square sq, Bitboard occupied) {
  Bitboard targets = 0;
  for (Direction d : rules::kDirections) {
    const Bitboard ray = rules::ray(sq, d);
    const Bitboard blockers = ray & occupied;
    if (blockers == 0) {
      targets |= ray;
    } else {
      const rules::Square first = rules::nearest(blockers, d);
      targets |= ray & ~(rules::ray(first, d) | rules::bit(first));
    }
  }
  return targets;
}

int quiet_moves(const rules::Position& pos, Color c) {
  const Bitboard empty = pos.empty();
  int count = 0;
  for (Direction d : forward(c)) {
    count += popcount(pos.men(c) & rules::shift(empty, rules::opposite(d)));
  }
  for (Bitboard kings = pos.kings(c); kings != 0;) {
    count += popcount(king_slides(rules::pop_lowest(kings), pos.occupied()));
  }
  return count;
}

// Every term for the pieces of colour c.
Score side_terms(const rules::Position& pos, Color c) {
  const Color them = opponent(c);
  const Bitboard men = pos.men(c);
  const Bitboard kings = pos.kings(c);
  Score s = kManValue * popcount(men) + kKingValue * popcount(kings);

  const bool enemy_has_kings = pos.kings(them) != 0;
  for (Bitboard b = men; b != 0;) {
    const rules::Square sq = rules::pop_lowest(b);
    const int rank = own_rank(c, sq);
    s += kAdvance[rank];
    if (!enemy_has_kings && (kCones.cone[static_cast<int>(c)][sq] & pos.pieces(them)) == 0) {
      s += kRunaway[rank];
    }
  }
  if (pos.men(them) != 0) {
    const Bitboard back_row = c == Color::white ? rules::rank_squares(0) : rules::rank_squares(7);
    s += kBackRowGuard * popcount(men & back_row);
  }
  s += kCentre * popcount(men & kCentreSquares);
  s += kKingOnRio * popcount(kings & rules::rio_squares());
  s += kMobility * quiet_moves(pos, c);
  return s;
}

}  // namespace

Score evaluate(const rules::Position& pos) {
  const Color us = pos.side_to_move();
  const Score s = side_terms(pos, us) - side_terms(pos, opponent(us));
  // Drawish endings: the side behind has a king and the side ahead at most three pieces.
  const Color behind = s < 0 ? us : opponent(us);
  if (pos.kings(behind) != 0 && popcount(pos.pieces(opponent(behind))) <= 3) {
    return s / kDrawishDivisor + kTempo;
  }
  return s + kTempo;
}

}  // namespace damas::engine
