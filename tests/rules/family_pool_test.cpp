// American pool checkers (GameType 23). No perft counts of it are published, so the generic
// generator is checked against the tests' separate reference (family_reference.hpp) under the
// APCA's rules of play (docs/variants.md): Black on the top three rows moving first, men move
// forward and capture both ways, kings fly, any capture may be chosen, and a man that reaches
// the far row in a capture goes on as a man if it can, crowned only where its move ends.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "damas/rules/family/draws.hpp"
#include "damas/rules/family/movegen.hpp"
#include "damas/rules/family/notation.hpp"
#include "family_reference.hpp"

namespace damas::rules::family {
namespace {

using namespace reference;

constexpr RefRules kPoolRules{true, true, RefRules::Choice::free, RefRules::Crowning::as_man};

const Variant kPool = find_variant("pool").value();

Position from_fen(const Board& board, const char* text) {
  std::string error;
  const std::optional<FamilyFen> fen = parse_fen(board, text, error);
  EXPECT_TRUE(fen) << error;
  return fen ? fen->position : Position{};
}

// Depth 8 is the first where pool leaves the Russian counts (929896 against 929899): there a
// Russian man crowned in a capture takes on as a king.
TEST(FamilyPool, StartAsTheReference) {
  const Board board(kPool.board);
  const Position start = initial_position(kPool, board);
  EXPECT_EQ(start.side_to_move, Side::black);
  const Grid g = grid_of(board, start);
  EXPECT_EQ(g[0], ".b.b.b.b");  // Black on b8, d8, f8, h8
  EXPECT_EQ(g[7], "w.w.w.w.");  // White on a1, c1, e1, g1
  for (int depth = 0; depth <= 8; ++depth) {
    EXPECT_EQ(perft(kPool, board, start, depth), reference_perft(kPoolRules, g, true, depth))
        << depth;
  }
}

// Worked by hand: White's man on b6 takes c7 and reaches d8, the far row; from there it can
// take e7 backwards, to f6: it must, and stays a man. Stopping on d8 is not a move.
TEST(FamilyPool, AManPassingTheFarRowGoesOnAsAMan) {
  const Board board(kPool.board);
  const Position p = from_fen(board, "W:Wb6:Bc7,e7,a3");
  const std::vector<Move> moves = legal_moves(kPool, board, p);
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(board.algebraic(moves[0].to), "f6");
  EXPECT_EQ(moves[0].captured.size(), 2U);
  EXPECT_FALSE(moves[0].crowns);
  EXPECT_EQ(play(p, moves[0]).squares[moves[0].to], Piece::white_man);
  // Without the piece on e7 the capture ends on d8 and crowns.
  const Position alone = from_fen(board, "W:Wb6:Bc7,a3");
  const std::vector<Move> one = legal_moves(kPool, board, alone);
  ASSERT_EQ(one.size(), 1U);
  EXPECT_EQ(board.algebraic(one[0].to), "d8");
  EXPECT_TRUE(one[0].crowns);
}

// Free choice: White's man on c3 may take d4 alone (landing on e5) or b4 and then b6 (landing
// on a5, then c7): either, not only the longer.
TEST(FamilyPool, AnyCaptureMayBeChosen) {
  const Board board(kPool.board);
  const Position p = from_fen(board, "W:Wc3:Bd4,b4,b6,h8");
  std::set<std::string> ends;
  for (const Move& m : legal_moves(kPool, board, p)) ends.insert(board.algebraic(m.to));
  // c3xd4 lands on e5 and stops; c3xb4 lands on a5, then takes b6 to c7.
  EXPECT_EQ(ends, (std::set<std::string>{"e5", "c7"}));
}

// APCA: three kings against a lone king must win within 13 moves of their own.
TEST(FamilyPool, ThreeKingsHaveThirteenMoves) {
  const Board board(kPool.board);
  Position p = from_fen(board, "B:WKh2:BKb8,Kd8,Kf8");
  DrawWatch watch(kPool, p);
  std::optional<FamilyDraw> draw;
  int plies = 0;
  // Kings shuttle without taking: the strong side's 13th move draws (the 25th ply, Black first).
  const char* const shuttle[2][2] = {{"b8", "a7"}, {"h2", "g1"}};
  while (!draw && plies < 40) {
    const bool black = p.side_to_move == Side::black;
    const char* const* pair = shuttle[black ? 0 : 1];
    const int from = board.from_algebraic(pair[plies / 2 % 2]).value();
    const int to = board.from_algebraic(pair[1 - plies / 2 % 2]).value();
    Move m;
    for (const Move& legal : legal_moves(kPool, board, p)) {
      if (legal.from == from && legal.to == to) m = legal;
    }
    ASSERT_EQ(m.from, from) << plies;
    p = play(p, m);
    draw = watch.after(m, p);
    ++plies;
  }
  ASSERT_TRUE(draw);
  EXPECT_EQ(draw->ply, 25);
  EXPECT_EQ(draw->reason, EndReason::endgame_limit);
}

}  // namespace
}  // namespace damas::rules::family
