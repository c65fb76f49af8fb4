// Squares, FEN and moves of the draughts family (rules/family/notation.hpp). Expected positions
// come from the GameType conventions worked by hand and from a start position as lidraughts
// exports it (docs/variants.md).
#include <gtest/gtest.h>

#include "damas/rules/family/notation.hpp"

namespace damas::rules::family {
namespace {

struct VariantBoard {
  explicit VariantBoard(std::string_view name) : variant(find_variant(name).value()), board(variant.board) {}
  Variant variant;
  Board board;
};

TEST(FamilyNotation, SquaresAsNumbersOrNames) {
  const VariantBoard s("international");
  EXPECT_EQ(parse_square(s.board, "46"), s.board.from_algebraic("a1"));
  EXPECT_EQ(parse_square(s.board, "j10"), 4);
  EXPECT_EQ(parse_square(s.board, "0"), std::nullopt);
  EXPECT_EQ(parse_square(s.board, "046"), std::nullopt);
  EXPECT_EQ(parse_square(s.board, "51"), std::nullopt);
  EXPECT_EQ(parse_square(s.board, "b"), std::nullopt);
}

TEST(FamilyNotation, StartPositionsFromTheirFen) {
  std::string error;
  const VariantBoard international("international");
  const auto fen = parse_fen(international.board, "W:W31-50:B1-20", error);
  ASSERT_TRUE(fen) << error;
  EXPECT_EQ(fen->position, initial_position(international.variant, international.board));

  // Brazilian, as lidraughts writes its start (algebraic squares).
  const VariantBoard brazilian("brazilian");
  const auto algebraic = parse_fen(
      brazilian.board,
      "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6", error);
  ASSERT_TRUE(algebraic) << error;
  EXPECT_EQ(algebraic->position, initial_position(brazilian.variant, brazilian.board));

  // English: Black, on 1-12, moves first.
  const VariantBoard english("english");
  EXPECT_EQ(to_fen(english.board, initial_position(english.variant, english.board), false),
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
}

TEST(FamilyNotation, FenRoundTripsAndRefusesNonsense) {
  const VariantBoard s("russian");
  std::string error;
  const auto fen = parse_fen(s.board, "B:WKa1,c3:Bh8,Kb6.", error);
  ASSERT_TRUE(fen) << error;
  // Squares in the order of their numbers (from the top left seen from White), kings marked.
  EXPECT_EQ(to_fen(s.board, fen->position, true), "B:Wc3,Ka1:Bh8,Kb6");
  EXPECT_EQ(fen->position.squares[*s.board.from_algebraic("a1")], Piece::white_king);
  EXPECT_EQ(fen->position.squares[*s.board.from_algebraic("b6")], Piece::black_king);
  for (const char* bad : {"X:W1", "W:W33", "W:W1,1", "W:Q1", "W:W5-2"}) {
    EXPECT_FALSE(parse_fen(s.board, bad, error)) << bad;
    EXPECT_FALSE(error.empty());
  }
}

// A setup no game can have, as for Portuguese draughts: more pieces than a side starts with
// (20 in International draughts, 12 in English), or a man on its own promotion row (International:
// White's is 1-5, Black's 46-50; English, numbered from Black's side: White's is 1-4, Black's
// 29-32; Russian: White's is rank 8).
TEST(FamilyNotation, SetupsNoGameCanHaveAreRefused) {
  std::string error;
  const VariantBoard international("international");
  EXPECT_TRUE(parse_setup(international.variant, international.board, "W:W31-50:B1-20", error));
  EXPECT_TRUE(parse_setup(international.variant, international.board, "W:WK1,K2:BK50", error));
  EXPECT_FALSE(parse_setup(international.variant, international.board, "W:W30-50:B1-5", error));
  EXPECT_EQ(error, "21 White pieces: a side has at most 20");
  EXPECT_FALSE(parse_setup(international.variant, international.board, "W:W30:B46", error));
  EXPECT_EQ(error, "a Black man on 46, its own promotion row (it would be a king)");
  const VariantBoard english("english");
  EXPECT_FALSE(parse_setup(english.variant, english.board, "B:W4:B20", error));
  EXPECT_EQ(error, "a White man on 4, its own promotion row (it would be a king)");
  EXPECT_TRUE(parse_setup(english.variant, english.board, "B:W5:B28", error));
  const VariantBoard russian("russian");
  EXPECT_FALSE(parse_setup(russian.variant, russian.board, "W:Wb8:Bh8", error));
  EXPECT_EQ(error, "a White man on b8, its own promotion row (it would be a king)");
  // What parse_fen refuses, parse_setup refuses with its reason.
  EXPECT_FALSE(parse_setup(russian.variant, russian.board, "W:W33", error));
  EXPECT_FALSE(error.empty());
}

TEST(FamilyNotation, MovesMatchByTheirSquares) {
  const VariantBoard s("international");
  std::string error;
  // The man on 28 (e5) takes 23 (f6) and 13 (f8), landing on 19 (g7) and 8 (e9): the only
  // capture, so the only legal move.
  const auto fen = parse_fen(s.board, "W:W28:B23,13", error);
  ASSERT_TRUE(fen) << error;
  const std::vector<Move> legal = legal_moves(s.variant, s.board, fen->position);
  ASSERT_EQ(legal.size(), 1U);
  EXPECT_EQ(move_text(s.variant, s.board, legal[0]), "28x19x8");
  for (const char* text : {"28x8", "28-8", "28x19x8", "e5xe9", "e5:g7:e9", "E5xG7xE9"}) {
    const auto written = parse_move(s.board, text);
    ASSERT_TRUE(written) << text;
    EXPECT_EQ(matching_moves(s.board, *written, legal).size(), 1U) << text;
  }
  for (const char* text : {"28x19", "28x17x8", "28-22"}) {
    const auto written = parse_move(s.board, text);
    ASSERT_TRUE(written) << text;
    EXPECT_TRUE(matching_moves(s.board, *written, legal).empty()) << text;
  }
  // Short notation: from the e file to e9.
  const WrittenMove short_form{.squares = {kNoSquare, *s.board.from_algebraic("e9")},
                               .capture = false, .from_file = 4};
  EXPECT_EQ(matching_moves(s.board, short_form, legal).size(), 1U);
  const WrittenMove other_file{.squares = short_form.squares, .capture = false, .from_file = 3};
  EXPECT_TRUE(matching_moves(s.board, other_file, legal).empty());
  EXPECT_FALSE(parse_move(s.board, "28"));
  EXPECT_FALSE(parse_move(s.board, "28-22-17"));
  EXPECT_FALSE(parse_move(s.board, "28x99"));
}

TEST(FamilyNotation, MovesWrittenAsTheVariantWritesThem) {
  std::string error;
  const VariantBoard russian("russian");
  // c3 takes d4 and f6, landing on e5 then g7: Russian PDN writes it with colons.
  const auto fen = parse_fen(russian.board, "W:Wc3:Bd4,f6,h8", error);
  ASSERT_TRUE(fen) << error;
  const std::vector<Move> legal = legal_moves(russian.variant, russian.board, fen->position);
  ASSERT_EQ(legal.size(), 1U);
  EXPECT_EQ(move_text(russian.variant, russian.board, legal[0]), "c3:e5:g7");
  const VariantBoard brazilian("brazilian");
  const Position start = initial_position(brazilian.variant, brazilian.board);
  const std::vector<Move> first = legal_moves(brazilian.variant, brazilian.board, start);
  EXPECT_EQ(move_text(brazilian.variant, brazilian.board, first.front()).size(), 5U);  // "c3-d4"
  EXPECT_EQ(move_text(brazilian.variant, brazilian.board, first.front())[2], '-');
}

}  // namespace
}  // namespace damas::rules::family
