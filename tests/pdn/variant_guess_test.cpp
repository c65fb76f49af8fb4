// Guessing the variant of a game without a GameType tag (variant_guess.hpp), and the GameType
// numbers and names (game_type.hpp). The expected variants come from the numbering facts of
// PDN 3.0 and of each variant, worked out by hand in the comments.
#include "damas/pdn/variant_guess.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/game_type.hpp"

namespace damas::pdn {
namespace {

std::optional<VariantGuess> guess_of(const char* text,
                                     rules::Board board = rules::Board::standard) {
  std::vector<Game> games = read_games(text);
  EXPECT_EQ(games.size(), 1U) << text;
  return games.empty() ? std::nullopt : guess_variant(games.front(), board);
}

TEST(GameType, NumbersAndNames) {
  EXPECT_EQ(game_type_number("20"), 20);
  EXPECT_EQ(game_type_number("20,W,10,10,N2,0"), 20);
  EXPECT_EQ(game_type_number("097"), 97);
  EXPECT_EQ(game_type_number("1234"), std::nullopt);
  EXPECT_EQ(game_type_number("Portuguese"), std::nullopt);
  EXPECT_EQ(game_type_number(""), std::nullopt);
  EXPECT_EQ(game_type_name(20), "International draughts");
  EXPECT_EQ(game_type_name(21), "English draughts");
  EXPECT_EQ(game_type_name(25), "Russian draughts");
  EXPECT_EQ(game_type_name(26), "Brazilian draughts");
  EXPECT_EQ(game_type_name(28), "Portuguese draughts");
  EXPECT_EQ(game_type_name(40), "Frisian draughts");
  EXPECT_EQ(game_type_name(97), "not a PDN 3.0 game type");
}

// International draughts: White's men start on 31-50.
TEST(VariantGuess, SquaresUpTo50AreInternationalDraughts) {
  const auto guess = guess_of("1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 4. 41-37 *");
  ASSERT_TRUE(guess);
  EXPECT_EQ(guess->variant, "International draughts, 10x10");
  EXPECT_FALSE(guess->from_setup);
  EXPECT_EQ(guess->message(),
            "looks like International draughts, 10x10 (squares up to 41, as in 37-32: a "
            "Portuguese board numbers 32): add a GameType tag");
}

// 12x12 has 72 playing squares; 51 is beyond a 10x10 board.
TEST(VariantGuess, SquaresUpTo72AreCanadianDraughts) {
  const auto guess = guess_of("1. 51-46 20-25 2. 46-41 *");
  ASSERT_TRUE(guess);
  EXPECT_EQ(guess->variant, "Canadian draughts, 12x12");
  const auto larger = guess_of("1. 73-46 20-25 2. 46-41 *");
  ASSERT_TRUE(larger);
  EXPECT_EQ(larger->variant, "a draughts variant on a board larger than 12x12");
}

// One square above 32 is a slip of the pen (33-28 for 23-28?), to be repaired, not a variant.
TEST(VariantGuess, OneSquareAbove32IsNoEvidence) {
  EXPECT_FALSE(guess_of("1. 11-15 24-20 2. 33-28 *"));
  EXPECT_FALSE(guess_of("[FEN \"W:W5,33:B20\"] *"));
}

TEST(VariantGuess, AFenWithSquaresAbove32) {
  const auto guess = guess_of("[FEN \"W:W31-50:B1-20\"] *");
  ASSERT_TRUE(guess);
  EXPECT_EQ(guess->variant, "International draughts, 10x10");
  EXPECT_TRUE(guess->from_setup);
  EXPECT_EQ(guess->why, "squares up to 50, in the FEN, as 33: a Portuguese board numbers 32");
}

TEST(VariantGuess, AlgebraicSquaresBeyondH8InTheFen) {
  const auto guess = guess_of("[FEN \"W:Wa1,c1,j10:Bb10,i9\"] *");
  ASSERT_TRUE(guess);
  EXPECT_EQ(guess->variant, "International draughts, 10x10");
  EXPECT_EQ(guess->why, "squares beyond h8 in the FEN, as j10");
  const auto twelve = guess_of("[FEN \"W:Wa1,l12:Bk11\"] *");
  ASSERT_TRUE(twelve);
  EXPECT_EQ(twelve->variant, "Canadian draughts, 12x12");
}

// English numbering (CheckerBoard's ballots, problem books) puts White's men on 21-32: White
// men on 29-32 or Black men on 1-4 stand on their own promotion row in Portuguese numbering.
TEST(VariantGuess, MenOnTheirOwnPromotionRowInTheFen) {
  const auto white = guess_of("[FEN \"B:W19,21-24,26-32:B1-3,5-12,15\"] *");
  ASSERT_TRUE(white);
  EXPECT_EQ(white->variant,
            "a game numbered from Black's side, as English and Italian draughts are");
  EXPECT_EQ(white->why,
            "the FEN has men on their own promotion row in Portuguese numbering, such as a White "
            "man on 29: English and Italian numberings start White on 21-32");
  const auto black = guess_of("[FEN \"W:W14:B3,K5,1\"] *");
  ASSERT_TRUE(black);
  EXPECT_NE(black->why.find("such as a Black man on 3:"), std::string::npos) << black->why;
  const auto named = guess_of("[FEN \"W:Wb8,Kc3:Bg1,e5\"] *");  // b8, g1: their own last ranks
  ASSERT_TRUE(named);
  EXPECT_NE(named->why.find("such as a White man on b8:"), std::string::npos) << named->why;
  // One man there is a slip (a king written without its K), left to the bad-setup report;
  // kings may stand anywhere.
  EXPECT_FALSE(guess_of("[FEN \"W:W1-11,30:B21-29\"] *"));
  EXPECT_FALSE(guess_of("[FEN \"W:WK30,K31:BK3,K2\"] *"));
}

// On the standard board a1 is a light square: c3 and d4 are squares of a board whose a1 is
// dark (Russian, Brazilian, Czech draughts).
TEST(VariantGuess, SquaresOfTheOtherColour) {
  const auto guess = guess_of("1. c3-d4 f6-e5 2. d4xf6 g7xe5 *");
  ASSERT_TRUE(guess);
  EXPECT_EQ(guess->variant, "Russian, Brazilian or Czech draughts");
  EXPECT_EQ(guess->advice, "--mirrored reads a Portuguese game written on that board");
  EXPECT_EQ(guess->message(),
            "looks like Russian, Brazilian or Czech draughts (squares that are dark only on a "
            "board whose corner a1 is, as in c3-d4): add a GameType tag "
            "(--mirrored reads a Portuguese game written on that board)");
  // Read on the mirrored board, those are its playing squares.
  EXPECT_FALSE(guess_of("1. c3-d4 f6-e5 2. d4xf6 g7xe5 *", rules::Board::mirrored));
  // A move with one square of each colour is a slip, not a board (h3-g4 e6-f5 are 9-13 22-18).
  EXPECT_FALSE(guess_of("1. h3-g4 e6-f5 2. d3-c5 *"));
  // Russian short notation: the origin file alone ("c") says nothing, d4 does.
  EXPECT_TRUE(guess_of("1. cd4 fe5 2. de5 *"));
}

// Italian numbering: White starts on 21-32 and moves first (1. 23-19 12-15 opens partite.pdn).
TEST(VariantGuess, WhiteMovingFirstFrom21To32IsItalian) {
  const auto guess = guess_of("1. 23-19 12-15 2. 19x12 8x15 *");
  ASSERT_TRUE(guess);
  EXPECT_EQ(guess->variant, "Italian draughts");
  EXPECT_EQ(guess->why,
            "the first move starts on 23 and the second on 12: White moves first from 21-32, as "
            "Italian numbering has it");
  // After a setup, anyone may stand anywhere.
  EXPECT_FALSE(guess_of("[FEN \"W:W23:B12\"] 1. 23-19 12-16 *"));
}

// English numbering: 1 = g1 from the first player's side (h1 in Portuguese numbering), so
// 8-11 (b2-c3 there, seen from the first player; a2-d3 in Portuguese numbering) and 22-17
// (f6-g5 there, e6-h5 in Portuguese numbering) are steps there only.
TEST(VariantGuess, EnglishSteps) {
  const auto guess = guess_of("1. 11-15 23-19 2. 8-11 22-17 3. 9-13 *");
  ASSERT_TRUE(guess);
  EXPECT_EQ(guess->variant, "English draughts");
  EXPECT_NE(guess->why.find("steps such as 8-11 "), std::string::npos) << guess->why;
  // One such step is a slip.
  EXPECT_FALSE(guess_of("1. 11-15 23-19 2. 8-11 *"));
  // A Portuguese game: 10-14 and 22-18 are steps on both boards, 11-14 (from a row of 9-12:
  // +3) and 20-23 (from a row of 17-20: +3) are Portuguese steps only.
  EXPECT_FALSE(guess_of("1. 10-14 22-18 2. 11-14 23-20 3. 9-13 *"));
}

// Ranges are counted, not walked: ten megabytes of "1-999" take a moment.
TEST(VariantGuess, AHostileFenIsReadInLinearTime) {
  std::string fen = "W:W";
  for (int i = 0; i < 800000; ++i) fen += "1-999,K,,x9-,";
  VariantEvidence evidence;
  evidence.add_setup(fen);
  const auto guess = evidence.guess();
  ASSERT_TRUE(guess);
  EXPECT_EQ(guess->variant, "a draughts variant on a board larger than 12x12");
}

}  // namespace
}  // namespace damas::pdn
