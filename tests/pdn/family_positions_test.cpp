// Walking games of the family's other variants to their positions (positions.hpp): the lines
// replayed by the variant's rules, numbered from the variant's first player. The positions are
// worked out by hand from each variant's numbering (docs/variants.md).
#include <gtest/gtest.h>

#include "damas/pdn/positions.hpp"
#include "damas/rules/family/notation.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

// International: White's 32 (d4) goes to 28 (e5); Black's 19 (g7) to 23 (f6); 28 takes 23 and
// lands on 19 (g7), emptied by Black's move; Black takes back from 14 (h8) to 23, or, in the
// variation, from 13 (f8) to 24 (h6).
const char* const kInternational =
    "[GameType \"20\"]\n"
    "1. 32-28 19-23 2. 28x19 14x23 (2... 13x24 3. 31-27) 3. 37-32 *";

// The position after `ply` plies of `line`, and `expected` (a FEN with ranges, "B1-12"), as the
// FENs of the line's variant write them.
std::string fen(const GameLine& line, int ply) {
  const rules::family::Board board(line.replayed.family->variant.board);
  return rules::family::to_fen(board, line.family_positions[static_cast<std::size_t>(ply)], false);
}

std::string fen(const GameLine& line, const std::string& expected) {
  const rules::family::Board board(line.replayed.family->variant.board);
  std::string error;
  const auto parsed = rules::family::parse_fen(board, expected, error);
  EXPECT_TRUE(parsed) << expected << ": " << error;
  return parsed ? rules::family::to_fen(board, parsed->position, false) : error;
}

TEST(WalkFamilyLine, InternationalMainLine) {
  const Game game = only_game(kInternational);
  const GameLine line = walk_line(game, {});
  ASSERT_TRUE(line.replayed.family);
  EXPECT_TRUE(line.positions.empty());
  EXPECT_EQ(line.legal_plies(), 5);
  EXPECT_TRUE(line.reached(5));
  EXPECT_FALSE(line.reached(6));
  EXPECT_EQ(fen(line, 0), fen(line, "W:W31-50:B1-20"));
  EXPECT_EQ(fen(line, 3), fen(line, "B:W19,31,33-50:B1-18,20"));
  EXPECT_EQ(line.family_moves[2].captured, std::vector<std::int8_t>{23 - 1});
  EXPECT_EQ(fen(line, 5), fen(line, "B:W31-36,38-50:B1-13,15-18,20,23"));
  EXPECT_FALSE(line.stop);
}

TEST(WalkFamilyLine, InternationalVariation) {
  const Game game = only_game(kInternational);
  const GameLine line = walk_line(game, {{4, 1}});
  EXPECT_EQ(line.legal_plies(), 5);
  EXPECT_EQ(fen(line, 4), fen(line, "W:W31,33-50:B1-12,14-18,20,24"));
  EXPECT_EQ(fen(line, 5), fen(line, "B:W27,33-50:B1-12,14-18,20,24"));
}

TEST(WalkFamilyLine, StopsAtAnIllegalMoveAndSaysWhy) {
  // 33-29 at ply 3 leaves the capture 28x19 undone.
  const Game game = only_game("[GameType \"20\"]\n1. 32-28 19-23 2. 33-29 14x23 *");
  const GameLine line = walk_line(game, {});
  EXPECT_EQ(line.legal_plies(), 2);
  EXPECT_FALSE(line.reached(3));
  ASSERT_TRUE(line.stop);
  EXPECT_EQ(line.stop->ply, 3);
  EXPECT_EQ(line.stop->move, "33-29");
  EXPECT_NE(line.stop->message.find("capture"), std::string::npos) << line.stop->message;
}

TEST(WalkFamilyLine, GameOverAtItsSetupSaysWhy) {
  // Black is to move without a piece: the game is over before its move.
  const Game game = only_game("[GameType \"20\"]\n[FEN \"B:W28:B\"]\n1... 28-22 *");
  const GameLine line = walk_line(game, {});
  ASSERT_TRUE(line.stop);
  EXPECT_EQ(line.stop->code, DiagnosticCode::bad_setup);
  EXPECT_FALSE(line.reached(1));
}

TEST(WalkFamilyLine, EnglishBlackMovesFirst) {
  // Black's 11 (f6) to 15 (e5) is move 1; White's 23 (e3) to 19 (f4) its second half.
  const Game game = only_game("[GameType \"21\"]\n1. 11-15 23-19 *");
  const GameLine line = walk_line(game, {});
  EXPECT_EQ(fen(line, 1), fen(line, "W:W21-32:B1-10,12,15"));
  EXPECT_EQ(line.replayed.number_of(1), (MoveNumber{1, false}));
  EXPECT_EQ(line.replayed.number_of(2), (MoveNumber{1, true}));
}

}  // namespace
}  // namespace damas::pdn
