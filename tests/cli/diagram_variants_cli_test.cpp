// End-to-end tests of `pdn diagram --rules VARIANT --fen FEN`: positions of the other variants of
// the family drawn on their own boards (docs/variants.md), read back from the text board and
// the SVG metadata. The expected boards are worked out by hand from each variant's numbering.
#include <gtest/gtest.h>

#include <string>

#include "diagram_runs.hpp"

namespace damas::test {
namespace {

using DiagramVariant = DiagramRuns;

TEST_F(DiagramVariant, InternationalCaptureAsText) {
  // The man on 28 (e5) takes 23 (f6) and 24 (h6) by 19 (g7) and stops on 30 (i5).
  EXPECT_EQ(drawn("--rules international --fen W:W28:B23,24 --last-move 28x30 --format text "
                  "--ascii --coordinates"),
            "   +------------------------------+\n"
            "10 |    .     .     .     .     . |\n"
            " 9 | .     .     .     .     .    |\n"
            " 8 |    .     .     .     .     . |\n"
            " 7 | .     .     .     .     .    |\n"
            " 6 |    .     .     x     x     . |\n"
            " 5 | .     .     .     .     w    |\n"
            " 4 |    .     .     .     .     . |\n"
            " 3 | .     .     .     .     .    |\n"
            " 2 |    .     .     .     .     . |\n"
            " 1 | .     .     .     .     .    |\n"
            "   +------------------------------+\n"
            "     a  b  c  d  e  f  g  h  i  j\n"
            "Black to move\n"
            "Last move: 28x19x30\n");
}

TEST_F(DiagramVariant, InternationalSvgMetadata) {
  const std::string svg =
      drawn("--rules international --fen W:W28,K40:B23,24 --last-move 28x30 --format svg");
  EXPECT_NE(svg.find("fen=\"B:W30,K40:B\" side=\"black\" flipped=\"false\" "
                     "last-move=\"28x19x30\""),
            std::string::npos)
      << svg.substr(0, 2000);
  EXPECT_NE(svg.find("<damas:piece square=\"30\" name=\"i5\" colour=\"white\" kind=\"man\"/>"),
            std::string::npos);
  EXPECT_NE(svg.find("<damas:piece square=\"40\" name=\"i3\" colour=\"white\" kind=\"king\"/>"),
            std::string::npos);
}

TEST_F(DiagramVariant, EnglishStartFromBlacksSide) {
  // Without --fen, the variant's start: Black (to move) on 1-12, b8 being square 1.
  const std::string board = drawn("--rules english --format text --ascii --numbers");
  EXPECT_EQ(board.substr(0, board.find("Black to move")),
            "+------------------------+\n"
            "|    b     b     b     b |\n"
            "| b     b     b     b    |\n"
            "|    b     b     b     b |\n"
            "|13    14    15    16    |\n"
            "|   17    18    19    20 |\n"
            "| w     w     w     w    |\n"
            "|    w     w     w     w |\n"
            "| w     w     w     w    |\n"
            "+------------------------+\n");
}

TEST_F(DiagramVariant, RussianAlgebraicFenAndMove) {
  const std::string svg =
      drawn("--rules russian --fen W:Wc3:Bd4,f6 --last-move c3:g7 --format svg --flip");
  // g7 is square 8: the numbers run from b8 (1), along each rank from the left.
  EXPECT_NE(svg.find("fen=\"B:Wg7:B\" side=\"black\" flipped=\"true\" last-move=\"c3:e5:g7\""),
            std::string::npos);
  EXPECT_NE(svg.find("<damas:piece square=\"8\" name=\"g7\""), std::string::npos);
}

TEST_F(DiagramVariant, EveryImageFormatAndSheets) {
  const std::string dir = dir_.string();
  for (const std::string format : {"png", "pdf", "svg"}) {
    EXPECT_EQ(run("diagram --rules canadian --numbers --coordinates -o " + dir + "/c." + format)
                  .exit_code,
              0)
        << format;
    EXPECT_EQ(run("diagram --rules international --sheet --fen W:W28:B23 --fen B:W30:B "
                  "--caption one --caption two -o " +
                  dir + "/s." + format)
                  .exit_code,
              0)
        << format;
  }
  const std::string sheet = drawn(
      "--rules brazilian --sheet --format text --fen W:Wc3:B "
      "--fen B:Wc3:Bd6");
  EXPECT_NE(sheet.find("White to move"), std::string::npos);
  EXPECT_NE(sheet.find("Black to move"), std::string::npos);
}

TEST_F(DiagramVariant, ProblemsExitWith2) {
  EXPECT_NE(failure("--rules checkers")
                .find("unknown --rules 'checkers' (portuguese, spanish, "
                      "international"),
            std::string::npos);
  EXPECT_NE(failure("--rules international --fen W:W51").find("bad FEN 'W:W51'"),
            std::string::npos);
  // A capture is compulsory: 28-22 is not the man's move.
  EXPECT_NE(failure("--rules international --fen W:W28:B23 --last-move 28-22")
                .find("--last-move '28-22' is not a legal move in W:W28:B23"),
            std::string::npos);
  EXPECT_NE(failure("--rules english --fen B:W18:B14 --last-move 14").find("bad --last-move"),
            std::string::npos);
}

}  // namespace
}  // namespace damas::test
