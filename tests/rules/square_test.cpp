#include "damas/rules/square.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace damas::rules {
namespace {

TEST(Square, FpdNumberingPutsSquareOneOnH1) {
  EXPECT_EQ(square_name(square_from_number(1)), "h1");
  EXPECT_EQ(square_name(square_from_number(4)), "b1");
  EXPECT_EQ(square_name(square_from_number(5)), "g2");
  EXPECT_EQ(square_name(square_from_number(8)), "a2");
  EXPECT_EQ(square_name(square_from_number(9)), "h3");
  EXPECT_EQ(square_name(square_from_number(29)), "g8");
  EXPECT_EQ(square_name(square_from_number(32)), "a8");
}

TEST(Square, NamesRoundTripOnBothBoards) {
  for (Square sq = 0; sq < kSquareCount; ++sq) {
    for (Board board : {Board::standard, Board::mirrored}) {
      const auto back = square_from_name(square_name(sq, board), board);
      ASSERT_TRUE(back.has_value());
      EXPECT_EQ(*back, sq);
    }
  }
}

TEST(Square, MirroredBoardPutsSquareOneOnA1) {
  EXPECT_EQ(square_name(square_from_number(1), Board::mirrored), "a1");
  EXPECT_EQ(square_name(square_from_number(32), Board::mirrored), "h8");
  EXPECT_EQ(square_number(*square_from_name("H8", Board::mirrored)), 32);
}

TEST(Square, LightSquaresAndBadNamesAreRejected) {
  EXPECT_FALSE(square_from_name("a1").has_value());
  EXPECT_FALSE(square_from_name("h8").has_value());
  EXPECT_FALSE(square_from_name("i3").has_value());
  EXPECT_FALSE(square_from_name("a9").has_value());
  EXPECT_FALSE(square_from_name("a").has_value());
  EXPECT_EQ(square_from_number(0), kNoSquare);
  EXPECT_EQ(square_from_number(33), kNoSquare);
}

// kNoSquare is what square_from_number and square_at give for no square: it has no name.
TEST(Square, SquaresOffTheBoardHaveNoName) {
  for (const Square sq : {kNoSquare, kSquareCount, 64}) {
    SCOPED_TRACE(sq);
    EXPECT_THROW(square_name(sq), std::out_of_range);
    EXPECT_THROW(square_name(sq, Board::mirrored), std::out_of_range);
    EXPECT_THROW(square_text(sq, SquareNotation::numeric), std::out_of_range);
    EXPECT_THROW(square_text(sq, SquareNotation::algebraic), std::out_of_range);
  }
  EXPECT_EQ(square_text(31, SquareNotation::numeric), "32");
  EXPECT_EQ(square_text(0, SquareNotation::algebraic), "h1");
}

}  // namespace
}  // namespace damas::rules
