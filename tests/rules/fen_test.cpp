// FEN reading (every accepted form and every error with its offset) and canonical writing.
#include "damas/rules/fen.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "damas/rules/movegen.hpp"
#include "damas/rules/setup.hpp"
#include "test_support.hpp"

namespace damas::rules {
namespace {

// A set of squares from FPD numbers.
Bitboard squares(std::initializer_list<int> numbers) {
  Bitboard b = 0;
  for (int n : numbers) b |= bit(square_from_number(n));
  return b;
}

Bitboard range(int first, int last) {
  Bitboard b = 0;
  for (int n = first; n <= last; ++n) b |= bit(square_from_number(n));
  return b;
}

Position parsed(std::string_view text, Board board = Board::standard) {
  const FenResult result = parse_fen(text, board);
  EXPECT_TRUE(result.ok()) << text << ": " << (result.ok() ? "" : result.error->message);
  return result.position;
}

TEST(FenRead, RangesGiveTheStartPosition) {
  EXPECT_EQ(parsed("W:W1-12:B21-32"), Position::initial());
}

TEST(FenRead, KingsAlsoOnRanges) {
  EXPECT_EQ(parsed("B:W18,K10:BK22,5"),
            Position::from_sets(squares({10, 18}), squares({5, 22}), squares({10, 22}),
                                Color::black));
  EXPECT_EQ(parsed("W:WK1-3,4:B21"),
            Position::from_sets(range(1, 4), squares({21}), range(1, 3), Color::white));
}

TEST(FenRead, ColoursAndSquaresInAnyOrder) {
  EXPECT_EQ(parsed("W:B32,21-23:W9,K2,1"),
            Position::from_sets(squares({1, 2, 9}), squares({21, 22, 23, 32}), squares({2}),
                                Color::white));
}

TEST(FenRead, TrailingDotAndWhitespace) {
  const Position expected =
      Position::from_sets(squares({1, 2, 3, 5}), squares({21, 30}), squares({5, 30}), Color::black);
  EXPECT_EQ(parsed("B:W1-3,K5:B21,K30."), expected);
  EXPECT_EQ(parsed("  B : W 1 - 3 , K 5 : B 21 , K30 . \n"), expected);
}

TEST(FenRead, EmptySides) {
  EXPECT_EQ(parsed("B:W5:B"), Position::from_sets(squares({5}), 0, 0, Color::black));
  EXPECT_EQ(parsed("W:W:B"), Position());
  EXPECT_EQ(parsed("W::"), Position());
}

TEST(FenRead, QuestionMarkSideIsReadAsWhiteAndReported) {
  const FenResult unknown = parse_fen("?:W1:B32");
  ASSERT_TRUE(unknown.ok());
  EXPECT_FALSE(unknown.side_known);
  EXPECT_EQ(unknown.position.side_to_move(), Color::white);
  EXPECT_TRUE(parse_fen("B:W1:B32").side_known);
}

TEST(FenRead, AlgebraicSquaresOnBothBoards) {
  // Standard: h1 = 1, f1 = 2, g8 = 29, a8 = 32. Mirrored: a1 = 1, h8 = 32.
  EXPECT_EQ(parsed("W:Wh1,Kf1:Bg8,a8"),
            Position::from_sets(squares({1, 2}), squares({29, 32}), squares({2}), Color::white));
  EXPECT_EQ(parsed("W:Wa1,C1:BH8", Board::mirrored),
            Position::from_sets(squares({1, 2}), squares({32}), 0, Color::white));
}

TEST(FenWrite, CanonicalForm) {
  EXPECT_EQ(to_fen(Position::initial()), "W:W1-12:B21-32");
  EXPECT_EQ(to_fen(parsed("B:W18,K10:BK22,5.")), "B:W18,K10:B5,K22");
  EXPECT_EQ(to_fen(parsed("W:WK7,K5,K6,1,2,4:B")), "W:W1,2,4,K5-7:B");
  EXPECT_EQ(to_fen(Position()), "W:W:B");
}

TEST(FenWrite, RoundTripsOnRandomPositions) {
  std::mt19937 random(7);
  for (int i = 0; i < 5000; ++i) {
    // About 4 White and 7 Black pieces; the men on their promotion row are crowned.
    const Bitboard white = random() & random() & random();
    const Bitboard black = random() & random() & ~white;
    const Bitboard kings = random() | (white & promotion_squares(Color::white)) |
                           (black & promotion_squares(Color::black));
    const Position pos = Position::from_sets(white, black, kings,
                                             random() % 2 ? Color::white : Color::black);
    if (setup_fault(pos)) continue;  // more than 12 pieces of a side
    const FenResult back = parse_fen(to_fen(pos));
    ASSERT_TRUE(back.ok()) << to_fen(pos);
    ASSERT_EQ(back.position, pos) << to_fen(pos);
    ASSERT_EQ(back.position.hash(), pos.hash()) << to_fen(pos);
  }
}

// Any placement is written; reading it back refuses exactly the impossible setups, with
// setup_fault's reason.
TEST(FenWrite, ImpossibleSetupsAreWrittenButNotRead) {
  std::mt19937 random(11);
  int refused = 0;
  for (int i = 0; i < 2000; ++i) {
    const Bitboard white = random(), black = random() & ~white, kings = random();
    const Position pos = Position::from_sets(white, black, kings, Color::white);
    const FenResult back = parse_fen(to_fen(pos));
    const auto fault = setup_fault(pos);
    ASSERT_EQ(back.ok(), !fault.has_value()) << to_fen(pos);
    if (fault) {
      EXPECT_EQ(back.error->message, fault->message) << to_fen(pos);
      ++refused;
    }
  }
  EXPECT_GT(refused, 1000);
}

// ---- Errors: offset (0-based) of the offending character and what was expected ---------------

void expect_fen_error(std::string_view text, std::size_t offset, std::string_view message) {
  const FenResult result = parse_fen(text);
  ASSERT_FALSE(result.ok()) << text;
  EXPECT_EQ(result.error->offset, offset) << text;
  EXPECT_EQ(result.error->message, message) << text;
  EXPECT_EQ(result.position, Position()) << text;
}

TEST(FenErrors, EmptyText) {
  expect_fen_error("", 0, "expected 'W', 'B' or '?' (the side to move), found the end of the text");
}

TEST(FenErrors, BadSideToMove) {
  expect_fen_error("X:W1:B2", 0, "expected 'W', 'B' or '?' (the side to move), found 'X'");
}

TEST(FenErrors, MissingColon) {
  expect_fen_error("W W1:B2", 2, "expected ':' after the side to move, found 'W'");
}

TEST(FenErrors, BadColourLetter) {
  expect_fen_error("W:W1:X2", 5, "expected 'W' or 'B' after ':', found 'X'");
}

TEST(FenErrors, MissingColourSection) {
  expect_fen_error("W:", 2, "expected 'W' or 'B' after ':', found the end of the text");
  expect_fen_error("W:W1:", 5, "expected 'W' or 'B' after ':', found the end of the text");
}

TEST(FenErrors, SquareOutOfRange) {
  expect_fen_error("W:W0:B2", 3, "square 0 is out of range (1 to 32)");
  expect_fen_error("W:W1,33:B2", 5, "square 33 is out of range (1 to 32)");
  // A run of a million digits is named by its first twelve: the message stays a line.
  expect_fen_error("W:W1," + std::string(1'000'000, '7') + ":B2", 5,
                   "square 777777777777... is out of range (1 to 32)");
}

TEST(FenErrors, LightSquare) { expect_fen_error("W:Wa1:B2", 3, "a1 is not a playing square"); }

TEST(FenErrors, DuplicateSquare) {
  expect_fen_error("W:W1,2:B2", 8, "square 2 is given twice");
  expect_fen_error("W:W1-12:B12-14", 9, "square 12 is given twice");
}

TEST(FenWrite, AlgebraicSquaresOneByOne) {
  const Position start = parsed("W:W1-12:B21-32");
  EXPECT_EQ(to_fen(start, SquareNotation::algebraic),
            "W:Wh1,f1,d1,b1,g2,e2,c2,a2,h3,f3,d3,b3:Bg6,e6,c6,a6,h7,f7,d7,b7,g8,e8,c8,a8");
  EXPECT_EQ(to_fen(parsed("B:W5,K32:BK1"), SquareNotation::algebraic), "B:Wg2,Ka8:BKh1");
  EXPECT_EQ(to_fen(start, SquareNotation::numeric), "W:W1-12:B21-32");
  const Position kings = parsed("B:W5,K32:BK1");
  EXPECT_EQ(parsed(to_fen(kings, SquareNotation::algebraic)), kings);
}

TEST(FenErrors, BackwardsRange) {
  expect_fen_error("W:W12-1:B2", 3, "the range 12-1 runs backwards");
}

TEST(FenErrors, JunkAtTheEnd) {
  expect_fen_error("W:W1:B2 x", 8, "expected ',', ':' or the end of the FEN, found 'x'");
  expect_fen_error("W:W1:B2. x", 9, "expected the end of the FEN after its closing '.', found 'x'");
  // A '.' closes the FEN wherever it stands: a section after it is not read.
  expect_fen_error("W:W1.:B2", 5, "expected the end of the FEN after its closing '.', found ':'");
}

TEST(FenErrors, RepeatedColourSection) {
  // The second section would otherwise be merged with (or replace) the first.
  expect_fen_error("W:W1:B32:W5", 9, "the White pieces are given twice (a second 'W' section)");
  expect_fen_error("w:b32:w1:b5", 9, "the Black pieces are given twice (a second 'b' section)");
  expect_fen_error("W:W:W", 4, "the White pieces are given twice (a second 'W' section)");
}

// What setup_fault finds, pointed at the section with too many pieces or at the man.
TEST(FenErrors, ImpossibleSetups) {
  expect_fen_error("W:W1-13:B21-32", 2, "13 White pieces: a side has at most 12");
  expect_fen_error("W:W1:B21-32,17", 5, "13 Black pieces: a side has at most 12");
  expect_fen_error("W:W1-11,30:B21-29", 8,
                   "a White man on 30, its own promotion row (it would be a king)");
  expect_fen_error("B:W10:B 3", 8, "a Black man on 3, its own promotion row (it would be a king)");
  expect_fen_error("W:Wc8:B", 3, "a White man on 31, its own promotion row (it would be a king)");
  // Kings there, twelve pieces a side, an empty side: possible setups.
  EXPECT_TRUE(parse_fen("W:WK29-32:BK1-4").ok());
  EXPECT_TRUE(parse_fen("W:W1-12:B21-32").ok());
  EXPECT_TRUE(parse_fen("B:W5:B").ok());
}

TEST(FenErrors, DescribedWithTheTextQuotedUpToALittlePastTheError) {
  const FenResult short_text = parse_fen("W:W1-13:B21-32");
  ASSERT_FALSE(short_text.ok());
  EXPECT_EQ(short_text.error->describe("W:W1-13:B21-32"),
            "bad FEN 'W:W1-13:B21-32' at character 3: 13 White pieces: a side has at most 12");
  // 100 KB pasted as a FEN, wrong at its second character: quoted as far as 3 x 2 + 40 bytes.
  const std::string pasted = "W" + std::string(100'000, 'x');
  const FenResult long_text = parse_fen(pasted);
  ASSERT_FALSE(long_text.ok());
  EXPECT_EQ(
      long_text.error->describe(pasted),
      "bad FEN 'W" + std::string(45, 'x') + "'... at character 2: " + long_text.error->message);
  // A line end in the text stays escaped: the message is one line.
  const FenResult line_end = parse_fen("W:Wx\n:B5");
  ASSERT_FALSE(line_end.ok());
  EXPECT_EQ(line_end.error->describe("W:Wx\n:B5").find('\n'), std::string::npos);
}

TEST(FenErrors, APositionToMoveNeedsAKnownSide) {
  std::string error;
  EXPECT_EQ(position_to_move("?:W10:B14", error), std::nullopt);
  EXPECT_EQ(error, "'?:W10:B14': the side to move is unknown ('?'): give W or B");
  EXPECT_EQ(position_to_move("W:W1-13:B21-32", error), std::nullopt);
  EXPECT_EQ(error,
            "bad FEN 'W:W1-13:B21-32' at character 3: 13 White pieces: a side has at most 12");
  const std::optional<Position> known = position_to_move("B:W10:B14", error);
  ASSERT_TRUE(known.has_value());
  EXPECT_EQ(to_fen(*known), "B:W10:B14");
}

TEST(FenErrors, MissingSquare) {
  expect_fen_error("W:W1,:B2", 5, "expected a square, found ':'");
  expect_fen_error("W:WK", 4, "expected a square, found the end of the text");
}

}  // namespace
}  // namespace damas::rules
