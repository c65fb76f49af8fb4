// End-to-end tests of `pdn diagram` drawing games of the family's other variants (their GameType
// says which): the positions of the variant's replay on its own board, its move numbering and
// its first player. The boards are worked out by hand from each variant's numbering
// (docs/variants.md).
#include <gtest/gtest.h>

#include <string>

#include "diagram_runs.hpp"

namespace damas::test {
namespace {

// International: 32 (d4) to 28 (e5), 19 (g7) to 23 (f6); 28 takes 23 and lands on 19, emptied
// by Black's move; Black takes back from 14 (h8) to 23, or in the variation from 13 (f8) to 24.
const char* const kInternational =
    "[Event \"T\"]\n[White \"Wit\"]\n[Black \"Zwart\"]\n[Result \"*\"]\n[GameType \"20\"]\n"
    "1. 32-28 19-23 2. 28x19 14x23 (2... 13x24 3. 31-27) 3. 37-32 *\n";

// English: Black (1-12) moves first; 11 (f6) to 15 (e5), White 23 (e3) to 19 (f4), ...; 15
// takes 18 (d4) landing on 22 (c3), and 25 (b2) takes it back.
const char* const kEnglish =
    "[Event \"T\"]\n[White \"Red\"]\n[Black \"Black\"]\n[Result \"*\"]\n[GameType \"21\"]\n"
    "1. 11-15 23-19 2. 8-11 22-18 3. 15x22 25x18 *\n";

using DiagramFamilyGame = DiagramRuns;

TEST_F(DiagramFamilyGame, InternationalAfterACapture) {
  // Ply 3, White's second move: the man from 28 stands on 19 (g7), 23 (f6) is taken, 32 (d4)
  // is empty.
  const std::string game = write("international.pdn", kInternational);
  EXPECT_EQ(drawn(game + " --ply 3 --format text --ascii --coordinates --caption auto"),
            "   +------------------------------+\n"
            "10 |    b     b     b     b     b |\n"
            " 9 | b     b     b     b     b    |\n"
            " 8 |    b     b     b     b     b |\n"
            " 7 | b     b     b     w     b    |\n"
            " 6 |    .     .     x     .     . |\n"
            " 5 | .     .     .     .     .    |\n"
            " 4 |    w     .     w     w     w |\n"
            " 3 | w     w     w     w     w    |\n"
            " 2 |    w     w     w     w     w |\n"
            " 1 | w     w     w     w     w    |\n"
            "   +------------------------------+\n"
            "     a  b  c  d  e  f  g  h  i  j\n"
            "Black to move\n"
            "Last move: 28x19\n"
            "Wit - Zwart, 2. 28x19\n");
}

TEST_F(DiagramFamilyGame, InternationalVariation) {
  // Variation 4.1: 13 (f8) takes 19 (g7) and stops on 24 (h6); White then plays 31-27.
  const std::string game = write("international.pdn", kInternational);
  const std::string board =
      drawn(game + " --variation 4.1 --ply 4 --format text --ascii --caption auto");
  EXPECT_EQ(board.substr(0, board.find("White to move")),
            "+------------------------------+\n"
            "|    b     b     b     b     b |\n"
            "| b     b     b     b     b    |\n"
            "|    b     b     .     b     b |\n"
            "| b     b     b     x     b    |\n"
            "|    .     .     .     b     . |\n"
            "| .     .     .     .     .    |\n"
            "|    w     .     w     w     w |\n"
            "| w     w     w     w     w    |\n"
            "|    w     w     w     w     w |\n"
            "| w     w     w     w     w    |\n"
            "+------------------------------+\n");
  EXPECT_NE(board.find("Wit - Zwart, 2... 13x24"), std::string::npos) << board;
}

TEST_F(DiagramFamilyGame, EnglishBlackMovesFirst) {
  // 1b is Black's first move, the game's first ply; 1w White's answer.
  const std::string game = write("english.pdn", kEnglish);
  EXPECT_EQ(drawn(game + " --move 1b --format text --ascii --numbers --caption auto"),
            "+------------------------+\n"
            "|    b     b     b     b |\n"
            "| b     b     b     b    |\n"
            "|    b     b    11     b |\n"
            "|13    14     b    16    |\n"
            "|   17    18    19    20 |\n"
            "| w     w     w     w    |\n"
            "|    w     w     w     w |\n"
            "| w     w     w     w    |\n"
            "+------------------------+\n"
            "White to move\n"
            "Last move: 11-15\n"
            "Red - Black, 1. 11-15\n");
  EXPECT_NE(drawn(game + " --move 1w --caption auto").find("Red - Black, 1... 23-19"),
            std::string::npos);
  EXPECT_NE(failure(game + " --move 4b").find("game 1 has moves 1b to 3w: no move 4b"),
            std::string::npos);
}

TEST_F(DiagramFamilyGame, EnglishCaptureOnTheSheet) {
  // Ply 5, 15x22: 18 (d4) taken; Black's men on 1-7, 9-12 and 22 (c3).
  const std::string game = write("english.pdn", kEnglish);
  const std::string sheet = drawn(game + " --sheet --plies 5 --format text --ascii");
  EXPECT_NE(sheet.find("|    b     b     b     b |\n"
                       "| b     b     b     .    |\n"
                       "|    b     b     b     b |\n"
                       "| .     .     .     .    |\n"
                       "|    .     x     w     . |\n"
                       "| w     b     .     w    |\n"),
            std::string::npos)
      << sheet;
  EXPECT_NE(sheet.find("3. 15x22"), std::string::npos) << sheet;
}

TEST_F(DiagramFamilyGame, ProblemsSayWhere) {
  // 33-29 at ply 3 leaves the capture 28x19 undone.
  const std::string broken = write("broken.pdn", "[GameType \"20\"]\n1. 32-28 19-23 2. 33-29 *\n");
  EXPECT_NE(failure(broken).find("broken.pdn:2:19: game 1, ply 3 (33-29): a capture is "
                                 "compulsory: 28x19; so ply 3 cannot be drawn"),
            std::string::npos);
  const std::string fen = write("fen.pdn", "[GameType \"20\"]\n[FEN \"W:W28:Bx\"]\n1. 28-22 *\n");
  EXPECT_NE(failure(fen).find("fen.pdn:2:1: game 1 cannot be replayed: FEN \"W:W28:Bx\""),
            std::string::npos);
}

}  // namespace
}  // namespace damas::test
