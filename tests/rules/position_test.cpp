// Position: playing moves (after), crowning, side to move and the incremental Zobrist hash.
#include "damas/rules/position.hpp"

#include <gtest/gtest.h>

#include <random>

#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "test_support.hpp"

namespace damas::rules {
namespace {

using testing::find_move;
using testing::position_of;

// The FEN after playing the move with this identity.
std::string fen_after(std::string_view fen, std::string_view move) {
  const Position pos = position_of(fen);
  return to_fen(pos.after(find_move(pos, move)));
}

TEST(PositionAfter, QuietMove) {
  EXPECT_EQ(fen_after("W:W1-12:B21-32", "9-13"), "B:W1-8,10-13:B21-32");
  EXPECT_EQ(fen_after("B:W1:B19,24", "24-20"), "W:W1:B19,20");
}

TEST(PositionAfter, CaptureRemovesEveryTakenPiece) {
  EXPECT_EQ(fen_after("W:W9,10:B14", "10x19 (14)"), "B:W9,19:B");
  EXPECT_EQ(fen_after("W:W6:B10,18,30", "6x22 (10,18)"), "B:W22:B30");
  // A man taking a king: the king goes too.
  EXPECT_EQ(fen_after("W:W8,K29:B26,K12", "8x15 (12)"), "B:W15,K29:B26");
}

TEST(PositionAfter, MenAreCrownedOnTheFarRank) {
  EXPECT_EQ(fen_after("W:W27:B5", "27-31"), "B:WK31:B5");
  EXPECT_EQ(fen_after("B:W28:B5", "5-1"), "W:W28:BK1");
  EXPECT_EQ(fen_after("W:W23:B26,27", "23x30 (27)"), "B:WK30:B26");
  // A king stays a king wherever it goes.
  EXPECT_EQ(fen_after("W:WK14,9:B32", "14-21"), "B:W9,K21:B32");
}

TEST(PositionAfter, KingCaptureEndingOnItsStartSquare) {
  EXPECT_EQ(fen_after("W:WK14:B18,19,26,27", "14x14 (18,19,26,27)"), "B:WK14:B");
  const Position pos = position_of("W:WK14:B18,19,26,27");
  const Position next = pos.after(find_move(pos, "14x14 (18,19,26,27)"));
  EXPECT_EQ(next.piece_at(square_from_number(14)), Piece::white_king);
  EXPECT_EQ(next.hash(), Position::from_sets(bit(square_from_number(14)), 0,
                                             bit(square_from_number(14)), Color::black)
                             .hash());
}

TEST(PositionAfter, LeavesTheOriginalUnchanged) {
  const Position start = Position::initial();
  const Position copy = start;
  (void)start.after(find_move(start, "9-13"));
  EXPECT_EQ(start, copy);
  EXPECT_EQ(start.hash(), copy.hash());
}

TEST(PositionSide, EveryMoveFlipsTheSideToMove) {
  const Position start = Position::initial();
  const Position next = start.after(find_move(start, "9-13"));
  EXPECT_EQ(start.side_to_move(), Color::white);
  EXPECT_EQ(next.side_to_move(), Color::black);
  EXPECT_EQ(next.after(find_move(next, "21-17")).side_to_move(), Color::white);
}

TEST(PositionSide, WithSideToMoveChangesOnlyTheSideAndItsHashKey) {
  const Position start = Position::initial();
  const Position black = start.with_side_to_move(Color::black);
  EXPECT_EQ(black.side_to_move(), Color::black);
  EXPECT_EQ(black.occupied(), start.occupied());
  EXPECT_NE(black.hash(), start.hash());
  EXPECT_EQ(black.with_side_to_move(Color::white).hash(), start.hash());
  EXPECT_EQ(start.with_side_to_move(Color::white), start);
}

TEST(PositionHash, EqualsTheHashOfTheSameSetsAfterEveryMove) {
  std::mt19937 random(12345);
  int plies = 0;
  for (const char* fen :
       {"W:W1-12:B21-32", "W:WK1,K5,K10:BK29", "W:W1,4,9,16,18,K31:BK6,10,24,25,26,28,32",
        "W:W6,8,20,24,26,K29:BK1,9,18,28,31,32", "W:W2,6,7,12,K16,19:BK1,9,13,24,28"}) {
    for (int game = 0; game < 100; ++game) {
      Position pos = position_of(fen);
      for (int ply = 0; ply < 150; ++ply) {
        MoveList moves;
        generate_moves(pos, moves);
        if (moves.empty()) break;
        const Move& m = moves[static_cast<int>(random() % moves.size())];
        const Position next = pos.after(m);
        const Position rebuilt = Position::from_sets(next.pieces(Color::white),
                                                     next.pieces(Color::black),
                                                     next.all_kings(), next.side_to_move());
        ASSERT_EQ(next, rebuilt) << to_fen(pos) << " " << testing::identity(m);
        ASSERT_EQ(next.hash(), rebuilt.hash()) << to_fen(pos) << " " << testing::identity(m);
        ASSERT_EQ(next.side_to_move(), opponent(pos.side_to_move()));
        ASSERT_EQ(popcount(next.pieces(pos.side_to_move())),
                  popcount(pos.pieces(pos.side_to_move())));
        ASSERT_EQ(popcount(next.pieces(opponent(pos.side_to_move()))),
                  popcount(pos.pieces(opponent(pos.side_to_move()))) - m.capture_count());
        pos = next;
        ++plies;
      }
    }
  }
  EXPECT_GT(plies, 10000);
}

TEST(PositionHash, DiffersBetweenPieceKindsAndSides) {
  const Bitboard sq = bit(square_from_number(14));
  const std::uint64_t man = Position::from_sets(sq, 0, 0, Color::white).hash();
  const std::uint64_t king = Position::from_sets(sq, 0, sq, Color::white).hash();
  const std::uint64_t black_man = Position::from_sets(0, sq, 0, Color::white).hash();
  EXPECT_NE(man, king);
  EXPECT_NE(man, black_man);
  EXPECT_EQ(Position().hash(), 0U);
}

// piece_at is on the hot path: a square off the board is a programming error, caught by an
// assert in debug builds (where a shift by it would be undefined).
TEST(PositionDeathTest, PieceAtASquareOffTheBoardIsAProgrammingError) {
#ifdef NDEBUG
  GTEST_SKIP() << "asserts are compiled out";
#endif
  const Position pos = position_of("W:W1:B32");
  EXPECT_EQ(pos.piece_at(0), Piece::white_man);
  EXPECT_DEATH(pos.piece_at(kNoSquare), "square off the board");
  EXPECT_DEATH(pos.piece_at(kSquareCount), "square off the board");
}

// after is on the hot path too: a move it cannot play is a programming error, caught by an
// assert in debug builds (Move{} put a piece on square 32 for both sides).
TEST(PositionDeathTest, PlayingAMoveThatCannotBePlayedIsAProgrammingError) {
#ifdef NDEBUG
  GTEST_SKIP() << "asserts are compiled out";
#endif
  const Position pos = position_of("W:W9,10:B14,15");
  const auto move = [](int from, int to, Bitboard captured) {
    return Move{
        .from = square_from_number(from), .to = square_from_number(to), .captured = captured};
  };
  EXPECT_EQ(to_fen(pos.after(move(10, 19, bit(square_from_number(14))))), "B:W9,19:B15");
  const char* const refused = "a move that cannot be played here";
  EXPECT_DEATH((void)pos.after(Move{}), refused);           // squares off the board
  EXPECT_DEATH((void)pos.after(move(11, 16, 0)), refused);  // from an empty square
  EXPECT_DEATH((void)pos.after(move(14, 18, 0)), refused);  // a piece of the side not to move
  EXPECT_DEATH((void)pos.after(move(9, 10, 0)), refused);   // onto a piece
  EXPECT_DEATH((void)pos.after(move(10, 19, bit(square_from_number(9)))), refused);  // its own
}

}  // namespace
}  // namespace damas::rules
