#include "damas/engine/eval.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "damas/rules/movegen.hpp"
#include "test_positions.hpp"

namespace damas::engine {
namespace {

using testing::from_fen;

// The position seen from the other side: the board turned half a turn, colours swapped.
rules::Position reversed(const rules::Position& pos) {
  auto turn = [](rules::Bitboard b) {
    rules::Bitboard out = 0;
    while (b != 0) {
      const rules::Square sq = rules::pop_lowest(b);
      out |= rules::bit(rules::square_at(7 - rules::file_of(sq), 7 - rules::rank_of(sq)));
    }
    return out;
  };
  return rules::Position::from_sets(turn(pos.pieces(rules::Color::black)),
                                    turn(pos.pieces(rules::Color::white)), turn(pos.all_kings()),
                                    opponent(pos.side_to_move()));
}

TEST(Evaluate, ColourReversedPositionsScoreTheSame) {
  std::mt19937 random(11);
  rules::MoveList moves;
  for (int game = 0; game < 50; ++game) {
    rules::Position pos = rules::Position::initial();
    for (int ply = 0; ply < 120; ++ply) {
      EXPECT_EQ(evaluate(pos), evaluate(reversed(pos))) << rules::to_fen(pos);
      rules::generate_moves(pos, moves);
      if (moves.empty()) break;
      pos = pos.after(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))]);
    }
  }
}

TEST(Evaluate, StartIsBalanced) {
  EXPECT_LT(std::abs(evaluate(rules::Position::initial())), 20);
}

TEST(Evaluate, AnExtraManIsWorthMoreThanHalfAManAndLessThanAKing) {
  const Score s = evaluate(from_fen("W:W1-12:B21-31"));
  EXPECT_GT(s, 50);
  EXPECT_LT(s, 300);
}

TEST(Evaluate, AKingIsWorthSeveralMen) {
  // Same men on both sides, White has a king more: more than three men in the middle game.
  const Score s = evaluate(from_fen("W:W1-8,K30:B21-28"));
  EXPECT_GT(s, 300);
}

TEST(Evaluate, ThreeKingsAgainstOneIsNearlyADraw) {
  EXPECT_LT(evaluate(from_fen("W:WK1,K5,K10:BK29")), 2 * kManValue);
}

}  // namespace
}  // namespace damas::engine
