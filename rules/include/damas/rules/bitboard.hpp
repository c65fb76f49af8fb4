// A set of squares as the bits of a 32-bit word (bit i = Square i), and the board geometry
// expressed on such sets: the neighbour of a square in each diagonal direction, the ray of
// squares beyond it, and whole-set shifts used by the move generator.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "damas/rules/square.hpp"

namespace damas::rules {

using Bitboard = std::uint32_t;

constexpr Bitboard bit(Square sq) { return Bitboard{1} << sq; }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr Square lowest(Bitboard b) { return std::countr_zero(b); }
constexpr Square highest(Bitboard b) { return 31 - std::countl_zero(b); }
constexpr bool contains(Bitboard b, Square sq) { return (b >> sq) & 1U; }

// Removes and returns the lowest square of a non-empty set.
constexpr Square pop_lowest(Bitboard& b) {
  const Square sq = lowest(b);
  b &= b - 1;
  return sq;
}

// Diagonal directions seen from White: north is towards Black (rank 8), east towards file h.
// Unsigned, as the array indices they are.
enum Direction : unsigned { north_east, north_west, south_east, south_west };
inline constexpr std::array<Direction, 4> kDirections{north_east, north_west, south_east,
                                                      south_west};

constexpr Direction opposite(Direction d) { return static_cast<Direction>(d ^ 3); }
// Square indices grow along the north directions and shrink along the south ones, so the
// nearest square of a ray is its lowest bit going north and its highest bit going south.
constexpr bool is_northward(Direction d) { return d == north_east || d == north_west; }
constexpr Square nearest(Bitboard ray_part, Direction d) {
  return is_northward(d) ? lowest(ray_part) : highest(ray_part);
}

namespace geometry {

constexpr int kFileStep[4] = {+1, -1, +1, -1};
constexpr int kRankStep[4] = {+1, +1, -1, -1};

constexpr Square neighbour_of(Square sq, Direction d) {
  return square_at(file_of(sq) + kFileStep[d], rank_of(sq) + kRankStep[d]);
}

struct Tables {
  // neighbour[d][sq]: the adjacent square in direction d, or kNoSquare.
  std::array<std::array<Square, kSquareCount>, 4> neighbour{};
  // ray[d][sq]: every square beyond sq in direction d, up to the edge.
  std::array<std::array<Bitboard, kSquareCount>, 4> ray{};
  // A short jump from sq in direction d: the square jumped over and the landing square, as
  // one-square sets, both empty when the board ends first.
  std::array<std::array<Bitboard, kSquareCount>, 4> jump_over{};
  std::array<std::array<Bitboard, kSquareCount>, 4> jump_land{};
  // A step in direction d adds `step_delta[d][k]` to the index of the squares in
  // `step_from[d][k]` (k = 0, 1): two cases because the rows alternate in shape.
  std::array<std::array<int, 2>, 4> step_delta{};
  std::array<std::array<Bitboard, 2>, 4> step_from{};
  // Two steps in direction d add jump_delta[d] to the index of every square of jump_from[d]
  // (those two steps away from the edge): the row shapes alternate back within two rows.
  std::array<int, 4> jump_delta{};
  std::array<Bitboard, 4> jump_from{};
};

constexpr Tables make_tables() {
  Tables t;
  for (Direction d : kDirections) {
    std::size_t deltas_found = 0;
    for (Square sq = 0; sq < kSquareCount; ++sq) {
      const auto i = static_cast<std::size_t>(sq);
      const Square next = neighbour_of(sq, d);
      t.neighbour[d][i] = next;
      for (Square s = next; s != kNoSquare; s = neighbour_of(s, d)) t.ray[d][i] |= bit(s);
      if (next == kNoSquare) continue;
      if (const Square beyond = neighbour_of(next, d); beyond != kNoSquare) {
        t.jump_over[d][i] = bit(next);
        t.jump_land[d][i] = bit(beyond);
        t.jump_delta[d] = beyond - sq;  // the same for every square (checked by the tests)
        t.jump_from[d] |= bit(sq);
      }
      const int delta = next - sq;
      std::size_t k = 0;
      while (k < deltas_found && t.step_delta[d][k] != delta) ++k;
      if (k == deltas_found) t.step_delta[d][deltas_found++] = delta;
      t.step_from[d][k] |= bit(sq);
    }
  }
  return t;
}

inline constexpr Tables kTables = make_tables();

}  // namespace geometry

constexpr Square neighbour(Square sq, Direction d) {
  return geometry::kTables.neighbour[d][static_cast<std::size_t>(sq)];
}
constexpr Bitboard ray(Square sq, Direction d) {
  return geometry::kTables.ray[d][static_cast<std::size_t>(sq)];
}
constexpr Bitboard jump_over(Square sq, Direction d) {
  return geometry::kTables.jump_over[d][static_cast<std::size_t>(sq)];
}
constexpr Bitboard jump_land(Square sq, Direction d) {
  return geometry::kTables.jump_land[d][static_cast<std::size_t>(sq)];
}

// Every square of `b` moved by `Delta` in index (towards higher indices when positive).
template <int Delta>
constexpr Bitboard moved(Bitboard b) {
  if constexpr (Delta >= 0) {
    return b << Delta;
  } else {
    return b >> -Delta;
  }
}

// Every square of `b` moved one step in direction D (squares that would leave the board drop).
// The direction is a template argument so that a step is two masks and two constant shifts
// whatever the inliner makes of the caller: a loop over directions left rolled in a large
// flattened function read the tables at run time (validate's replay did 5% more work so).
template <Direction D>
constexpr Bitboard shift(Bitboard b) {
  constexpr const geometry::Tables& t = geometry::kTables;
  return moved<t.step_delta[D][0]>(b & t.step_from[D][0]) |
         moved<t.step_delta[D][1]>(b & t.step_from[D][1]);
}

// Every square of `b` moved two steps in direction D, as a man's jump does (squares that would
// leave the board drop): one shift, where a single step takes two.
template <Direction D>
constexpr Bitboard jump_shift(Bitboard b) {
  constexpr const geometry::Tables& t = geometry::kTables;
  return moved<t.jump_delta[D]>(b & t.jump_from[D]);
}

// `step.template operator()<D>()` for the direction D that `d` names at run time.
template <class Step>
constexpr Bitboard for_direction(Direction d, Step step) {
  switch (d) {
    case north_east: return step.template operator()<north_east>();
    case north_west: return step.template operator()<north_west>();
    case south_east: return step.template operator()<south_east>();
    case south_west: return step.template operator()<south_west>();
  }
  return 0;
}

// shift and jump_shift with the direction known only at run time.
constexpr Bitboard shift(Bitboard b, Direction d) {
  return for_direction(d, [b]<Direction D>() { return shift<D>(b); });
}

constexpr Bitboard jump_shift(Bitboard b, Direction d) {
  return for_direction(d, [b]<Direction D>() { return jump_shift<D>(b); });
}

// The rio: the long diagonal from White's near right corner (h1) to a8.
constexpr Bitboard rio_squares() {
  Bitboard b = 0;
  for (Square sq = 0; sq < kSquareCount; ++sq) {
    if (file_of(sq) + rank_of(sq) == 7) b |= bit(sq);
  }
  return b;
}

// Squares of a rank (0 = White's first rank).
constexpr Bitboard rank_squares(int rank) { return Bitboard{0xF} << (4 * rank); }

}  // namespace damas::rules
