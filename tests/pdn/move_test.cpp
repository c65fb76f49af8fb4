#include "damas/pdn/move.hpp"

#include <gtest/gtest.h>

namespace damas::pdn {
namespace {

Move parsed(std::string_view text) {
  Move move{std::string(text), {}, Separator::none};
  move.separator = split_move(text, move.squares);
  return move;
}

TEST(Move, SplitsSquaresAndSeparator) {
  const Move capture = parsed("47x38x24");
  EXPECT_EQ(capture.squares,
            (Squares{Square::numbered(47), Square::numbered(38), Square::numbered(24)}));
  EXPECT_EQ(capture.separator, Separator::cross);
  EXPECT_EQ(parsed("06- 11").squares, (Squares{Square::numbered(6), Square::numbered(11)}));
  EXPECT_EQ(parsed("E3:G5").squares, (Squares{Square::named("e3"), Square::named("g5")}));
  EXPECT_EQ(parsed("E3:G5").separator, Separator::colon);
  EXPECT_EQ(parsed("ed4").squares, (Squares{Square::named("e"), Square::named("d4")}));
  EXPECT_EQ(parsed("ed4").separator, Separator::none);
}

// Two numbers of one or two digits around '-' or 'x' take a shorter way than other tokens: the
// tokens at its edges give the squares and separators of the general way.
TEST(Move, SplitsShortNumericTokensLikeOthers) {
  EXPECT_EQ(parsed("9x18").squares, (Squares{Square::numbered(9), Square::numbered(18)}));
  EXPECT_EQ(parsed("9x18").separator, Separator::cross);
  EXPECT_EQ(parsed("1-5").squares, (Squares{Square::numbered(1), Square::numbered(5)}));
  EXPECT_EQ(parsed("1-5").separator, Separator::dash);
  EXPECT_EQ(parsed("05-09").squares, (Squares{Square::numbered(5), Square::numbered(9)}));
  EXPECT_EQ(parsed("1-234").squares, (Squares{Square::numbered(1), Square::numbered(234)}));
  EXPECT_EQ(parsed("123-4").squares, (Squares{Square::numbered(123), Square::numbered(4)}));
  EXPECT_EQ(parsed("12X5").squares, (Squares{Square::numbered(12), Square::numbered(5)}));
  EXPECT_EQ(parsed("12X5").separator, Separator::cross);
  EXPECT_EQ(parsed("1:5").separator, Separator::colon);
  EXPECT_EQ(parsed("1- 5").squares, (Squares{Square::numbered(1), Square::numbered(5)}));
  EXPECT_EQ(parsed("1-5-9").squares,
            (Squares{Square::numbered(1), Square::numbered(5), Square::numbered(9)}));
  EXPECT_EQ(parsed("a3b4").squares, (Squares{Square::named("a3"), Square::named("b4")}));
}

TEST(Move, NotationIsPdn30) {
  EXPECT_EQ(move_notation(parsed("06- 11")), "6-11");
  EXPECT_EQ(move_notation(parsed("d4:b6")), "d4xb6");
  EXPECT_EQ(move_notation(parsed("a3b4")), "a3b4");
  EXPECT_EQ(move_notation(parsed("--")), "-");
}

// Into a buffer of move_notation_bound characters, as move_notation writes it: also squares of
// three digits and more (only a damaged JSON record has them) and alphanumeric paths.
TEST(Move, WritesIntoABufferOfItsBound) {
  for (const Move& move :
       {parsed("06- 11"), parsed("9x18x27"), parsed("d4:b6:d8"), parsed("--"),
        Move{"", Squares{Square::numbered(123), Square::numbered(2147483647)}, Separator::cross}}) {
    std::string buffer(move_notation_bound(move), '#');
    const char* const end = write_move_notation(buffer.data(), move);
    EXPECT_EQ(std::string_view(buffer.data(), static_cast<std::size_t>(end - buffer.data())),
              move_notation(move));
  }
  EXPECT_EQ(move_notation(Move{"", Squares{Square::numbered(123), Square::numbered(2147483647)},
                               Separator::cross}),
            "123x2147483647");
  EXPECT_EQ(move_notation_bound(parsed("9x18x27")), 37u);  // 1 + 3 * (1 + 11)
  EXPECT_EQ(move_notation_bound(parsed("d4:b6")), 7u);     // 1 + 2 * (1 + 2)
}

}  // namespace
}  // namespace damas::pdn
