// A game's positions as lines (position_rows.hpp): one per move of the main line, its ply, the
// move as written and the FEN after it; then numbered with the game.
#include "damas/pdn/position_rows.hpp"

#include <gtest/gtest.h>

#include "damas/pdn/replay.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

TEST(PositionRows, OneLinePerMoveWithTheFenAfterIt) {
  EXPECT_EQ(positions_header(), "game\tply\tmove\tfen\n");
  const Game game = only_game("1. 11-15 24-20 *\n");
  const ReplayedGame replayed = replay(game);
  // White's man 11 goes to 15, then Black's 24 to 20.
  EXPECT_EQ(position_rows(game, replayed, rules::SquareNotation::numeric),
            "1\t11-15\tB:W1-10,12,15:B21-32\n"
            "2\t24-20\tW:W1-10,12,15:B20-23,25-32\n");
}

TEST(PositionRows, StopsAtTheFirstIllegalMove) {
  const Game game = only_game("1. 11-15 24-20 2. 15-19 *\n");  // 15x24 was compulsory
  const ReplayedGame replayed = replay(game);
  EXPECT_EQ(position_rows(game, replayed, rules::SquareNotation::numeric),
            "1\t11-15\tB:W1-10,12,15:B21-32\n"
            "2\t24-20\tW:W1-10,12,15:B20-23,25-32\n");
}

TEST(AppendNumberedRows, PutsTheGameNumberBeforeEachLine) {
  std::string out = "head\n";
  append_numbered_rows(out, 7, "1\ta\n2\tb\n");
  EXPECT_EQ(out, "head\n7\t1\ta\n7\t2\tb\n");
}

}  // namespace
}  // namespace damas::pdn
