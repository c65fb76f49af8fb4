// Helpers shared by the rules tests: positions from FEN, and moves written as comparable text.
#pragma once

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <string_view>

#include "damas/rules/fen.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/position.hpp"

namespace damas::rules::testing {

// The position of a FEN that must be valid (the test fails otherwise).
inline Position position_of(std::string_view fen) {
  const FenResult parsed = parse_fen(fen);
  EXPECT_TRUE(parsed.ok()) << fen << ": " << (parsed.ok() ? "" : parsed.error->message);
  return parsed.position;
}

// A move's identity as text: "9-13" for a quiet move, "14x30 (18,26)" for a capture, with the
// captured squares ascending.
inline std::string identity(const Move& m) {
  std::string out = std::to_string(square_number(m.from));
  out += m.is_capture() ? 'x' : '-';
  out += std::to_string(square_number(m.to));
  if (m.is_capture()) {
    out += " (";
    bool first = true;
    for (Bitboard c = m.captured; c != 0;) {
      if (!first) out += ',';
      first = false;
      out += std::to_string(square_number(pop_lowest(c)));
    }
    out += ')';
  }
  return out;
}

using MoveSet = std::multiset<std::string>;

// The legal moves of a position as identities; a multiset, so that a move generated twice shows.
inline MoveSet legal_moves(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  MoveSet out;
  for (const Move& m : moves) out.insert(identity(m));
  return out;
}

inline MoveSet legal_moves(std::string_view fen) { return legal_moves(position_of(fen)); }

// The generated move with this identity text (the test fails when there is none).
inline Move find_move(const Position& pos, std::string_view wanted) {
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move& m : moves) {
    if (identity(m) == wanted) return m;
  }
  ADD_FAILURE() << "no legal move " << wanted;
  return {};
}

// A random position, dense enough that most of them have captures (about half the squares
// taken, a fifth of the pieces kings, men never on their promotion rank).
inline Position random_position(std::mt19937& random) {
  Bitboard white = 0, black = 0, kings = 0;
  for (Square sq = 0; sq < kSquareCount; ++sq) {
    const int roll = static_cast<int>(random() % 10);
    if (roll < 2 && rank_of(sq) != 7) white |= bit(sq);
    if (roll == 2) white |= bit(sq), kings |= bit(sq);
    if (roll >= 3 && roll < 5 && rank_of(sq) != 0) black |= bit(sq);
    if (roll == 5) black |= bit(sq), kings |= bit(sq);
  }
  return Position::from_sets(white, black, kings, random() % 2 ? Color::white : Color::black);
}

}  // namespace damas::rules::testing
