// The features of the learned evaluation (eval.hpp), shared by the evaluation itself and by the
// trainer that fits their weights (eval_training.hpp), so that both see the same board.
//
// The board is read twice, once as each side sees it: White's view is the board as it stands,
// Black's view the board turned half a turn (square s becomes 31 - s, which the rules map onto
// themselves with the colours swapped). In each view "own" pieces move north. Every feature of
// a view is a count x of something on the board; White's view adds x times the feature's
// weight, Black's view subtracts it, so a position and its colour-reversed turn score exactly
// opposite and each weight learns from both sides' pieces. The features of a view:
// - patterns: the men in each of 15 windows of 4x4 squares (8 playing squares; windows at every
//   rank from the first to the fifth and at files a, c and e), each square empty (or a king:
//   kings have features of their own), own man or enemy man: 3^8 = 6561 patterns a window,
//   one weight each, which learn formations, holes, outposts and the back row without naming
//   them;
// - material: own men, own kings, and "own kings while the enemy has none";
// - a table of own kings by square (the long diagonal, corners);
// - mobility: own men's steps and kings' slides to empty squares;
// - runaway men by rank: an own man with no enemy piece on the squares it could reach on its
//   way to crowning, while the enemy has no king;
// and once for the position, tempo: the side to move (x = +1 for White, -1 for Black).
// Each weight is a pair, for the opening and for the ending, mixed by the number of pieces on
// the board (phase_of).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "damas/rules/bitboard.hpp"
#include "damas/rules/position.hpp"

namespace damas::engine::eval_features {

using rules::Bitboard;

inline constexpr int kWindowFiles = 3;  // windows begin at files a, c, e
inline constexpr int kWindowRanks = 5;  // and at ranks 1 to 5
inline constexpr int kWindowCount = kWindowFiles * kWindowRanks;
inline constexpr int kPatterns = 6561;  // 3^8

// Feature numbers.
inline constexpr int kPatternBase = 0;
inline constexpr int kMen = kWindowCount * kPatterns;
inline constexpr int kKings = kMen + 1;
inline constexpr int kSoleKings = kKings + 1;
inline constexpr int kKingSquare = kSoleKings + 1;     // + square
inline constexpr int kManSteps = kKingSquare + rules::kSquareCount;
inline constexpr int kKingSlides = kManSteps + 1;
inline constexpr int kRunaway = kKingSlides + 1;       // + rank, 1..6
inline constexpr int kTempo = kRunaway + 8;
inline constexpr int kFeatureCount = kTempo + 1;

// The phase: the pieces on the board, at most kFullPhase. A weight pair (opening o, ending e)
// counts (phase * o + (kFullPhase - phase) * e) / kFullPhase.
inline constexpr int kFullPhase = 24;
inline int phase_of(const rules::Position& pos) { return rules::popcount(pos.occupied()); }

namespace detail {

// The board turned half a turn: square s to 31 - s, which reverses the 32 bits.
constexpr Bitboard turned(Bitboard b) {
  b = ((b >> 1) & 0x55555555U) | ((b & 0x55555555U) << 1);
  b = ((b >> 2) & 0x33333333U) | ((b & 0x33333333U) << 2);
  b = ((b >> 4) & 0x0F0F0F0FU) | ((b & 0x0F0F0F0FU) << 4);
  b = ((b >> 8) & 0x00FF00FFU) | ((b & 0x00FF00FFU) << 8);
  return (b >> 16) | (b << 16);
}

// The 8 bits of the window whose lowest square is bit `low`: in every rank the squares of
// files f..f+3 (f even) are two neighbours in the square order (square.hpp), so the window is
// two bits of each of four ranks.
constexpr unsigned window_bits(Bitboard b, int low) {
  const Bitboard m = b >> low;
  return (m & 0x3U) | ((m >> 2) & 0xCU) | ((m >> 4) & 0x30U) | ((m >> 6) & 0xC0U);
}

// base3[bits]: the bits read as base-3 digits (a set bit i counts 3^i).
constexpr std::array<std::uint16_t, 256> make_base3() {
  std::array<std::uint16_t, 256> t{};
  for (unsigned b = 0; b < 256; ++b) {
    unsigned value = 0;
    unsigned power = 1;
    for (int i = 0; i < 8; ++i, power *= 3) {
      if ((b >> i) & 1U) value += power;
    }
    t[b] = static_cast<std::uint16_t>(value);
  }
  return t;
}
inline constexpr std::array<std::uint16_t, 256> kBase3 = make_base3();

// The squares a man moving north from sq could reach before it crowns.
constexpr Bitboard northward_cone(rules::Square sq) {
  Bitboard cone = 0;
  Bitboard front = rules::bit(sq);
  while (front != 0) {
    front = rules::shift<rules::north_east>(front) | rules::shift<rules::north_west>(front);
    cone |= front;
  }
  return cone;
}
constexpr std::array<Bitboard, rules::kSquareCount> make_cones() {
  std::array<Bitboard, rules::kSquareCount> t{};
  for (rules::Square sq = 0; sq < rules::kSquareCount; ++sq) {
    t[static_cast<std::size_t>(sq)] = northward_cone(sq);
  }
  return t;
}
inline constexpr std::array<Bitboard, rules::kSquareCount> kCones = make_cones();

// The empty squares a king on sq slides to.
inline int king_slides(rules::Square sq, Bitboard occupied) {
  int count = 0;
  for (rules::Direction d : rules::kDirections) {
    const Bitboard ray = rules::ray(sq, d);
    const Bitboard blockers = ray & occupied;
    if (blockers == 0) {
      count += rules::popcount(ray);
    } else {
      const rules::Square first = rules::nearest(blockers, d);
      count += rules::popcount(ray & ~(rules::ray(first, d) | rules::bit(first)));
    }
  }
  return count;
}

// One side's view: its men and kings and the enemy's, own men moving north.
struct View {
  Bitboard own_men, own_kings, enemy_men, enemy_kings;
};

// Always inlined, as visit_features is: the evaluation's visitor adds into two sums of its
// caller, which a call would keep in memory, one dependent read and write per feature (inlined,
// they stay in registers: 4 to 6% more nodes a second, bench/README.md).
template <class Visit>
[[gnu::always_inline]] inline void visit_view(const View& v, int sign, Visit&& visit) {
  for (int rank = 0; rank < kWindowRanks; ++rank) {
    for (int file = 0; file < kWindowFiles; ++file) {
      const int low = 4 * rank + (kWindowFiles - 1 - file);
      const int pattern = kBase3[window_bits(v.own_men, low)] +
                          2 * kBase3[window_bits(v.enemy_men, low)];
      visit(kPatternBase + (rank * kWindowFiles + file) * kPatterns + pattern, sign);
    }
  }
  visit(kMen, sign * rules::popcount(v.own_men));
  if (v.own_kings != 0) {
    visit(kKings, sign * rules::popcount(v.own_kings));
    if (v.enemy_kings == 0) visit(kSoleKings, sign);
  }
  const Bitboard occupied = v.own_men | v.own_kings | v.enemy_men | v.enemy_kings;
  int slides = 0;
  for (Bitboard b = v.own_kings; b != 0;) {
    const rules::Square sq = rules::pop_lowest(b);
    visit(kKingSquare + sq, sign);
    slides += king_slides(sq, occupied);
  }
  if (slides != 0) visit(kKingSlides, sign * slides);
  const Bitboard empty = ~occupied;
  const int steps =
      rules::popcount(v.own_men & rules::shift<rules::south_west>(empty)) +
      rules::popcount(v.own_men & rules::shift<rules::south_east>(empty));
  visit(kManSteps, sign * steps);
  if (v.enemy_kings == 0) {
    const Bitboard enemy = v.enemy_men;
    for (Bitboard b = v.own_men; b != 0;) {
      const rules::Square sq = rules::pop_lowest(b);
      const Bitboard cone = kCones[static_cast<std::size_t>(sq)];
      if ((cone & enemy) == 0) visit(kRunaway + rules::rank_of(sq), sign);
    }
  }
}

}  // namespace detail

// Calls visit(feature, x) for every feature of `pos` with its signed count (White's view
// positive); features not called have x = 0. The evaluation from White's side is then the sum
// of x times the feature's weight.
template <class Visit>
[[gnu::always_inline]] inline void visit_features(const rules::Position& pos, Visit&& visit) {
  using rules::Color;
  detail::visit_view({pos.men(Color::white), pos.kings(Color::white), pos.men(Color::black),
                      pos.kings(Color::black)},
                     +1, visit);
  detail::visit_view({detail::turned(pos.men(Color::black)), detail::turned(pos.kings(Color::black)),
                      detail::turned(pos.men(Color::white)), detail::turned(pos.kings(Color::white))},
                     -1, visit);
  visit(kTempo, pos.side_to_move() == Color::white ? +1 : -1);
}

}  // namespace damas::engine::eval_features
