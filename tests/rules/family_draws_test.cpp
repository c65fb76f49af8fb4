// The draw rules of the family (rules/family/draws.hpp): for each rule a sequence of moves,
// checked legal by the generator, along which the rule draws exactly at the ply its text gives
// and not one ply earlier. The king-move sequences keep every position under three
// occurrences, so that repetition cannot be what fires.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "damas/rules/family/draws.hpp"
#include "damas/rules/family/notation.hpp"

namespace damas::rules::family {
namespace {

using Said = std::vector<std::optional<FamilyDraw>>;

// What the watcher says after each of `moves` (space-separated, as PDN writes them), played
// from `fen`; empty if a move is not exactly one legal move.
Said watch(std::string_view variant_name, std::string_view fen, const std::string& moves) {
  const Variant variant = find_variant(variant_name).value();
  const Board board(variant.board);
  std::string error;
  const std::optional<FamilyFen> start = parse_fen(board, fen, error);
  if (!start) {
    ADD_FAILURE() << fen << ": " << error;
    return {};
  }
  Position position = start->position;
  DrawWatch watcher(variant, position);
  Said said;
  std::istringstream in(moves);
  for (std::string text; in >> text;) {
    const std::optional<WrittenMove> written = parse_move(board, text);
    const std::vector<Move> matches =
        written ? matching_moves(board, *written, legal_moves(variant, board, position))
                : std::vector<Move>{};
    if (matches.size() != 1) {
      ADD_FAILURE() << text << " is not one legal move at ply " << said.size() + 1;
      return {};
    }
    position = play(position, matches.front());
    said.push_back(watcher.after(matches.front(), position));
  }
  return said;
}

// Nothing is said before `ply`; at `ply` the named rule draws (or allows a claim).
void expect_first_draw(const Said& said, int ply, std::string_view rule, bool ends_game) {
  ASSERT_GE(static_cast<int>(said.size()), ply);
  for (int i = 0; i + 1 < ply; ++i) {
    EXPECT_FALSE(said[i].has_value()) << "ply " << i + 1 << ": " << said[i]->rule;
  }
  ASSERT_TRUE(said[ply - 1].has_value()) << "nothing at ply " << ply;
  EXPECT_EQ(said[ply - 1]->rule, rule);
  EXPECT_EQ(said[ply - 1]->ply, ply);
  EXPECT_EQ(said[ply - 1]->ends_game, ends_game);
}

std::string repeat(const std::string& moves, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += moves + " ";
  return out;
}

// FMJD: the start position stands for the third time after 8 plies (kings 48 and 1 back and
// forth twice), with men on both sides so that no endgame count runs.
TEST(FamilyDraws, InternationalRepetition) {
  const Said said = watch("international", "W:WK48,36,26:BK1,15,25", repeat("48-43 1-7 43-48 7-1", 2));
  expect_first_draw(said, 8, "repetition", true);
  EXPECT_EQ(said[7]->reason, EndReason::repetition);
}

// FMJD: 25 moves of each player with only kings moved: the draw comes with the 50th ply.
TEST(FamilyDraws, InternationalTwentyFiveKingMoves) {
  const Said said = watch(
      "international", "W:WK48,36,26:BK1,15,25",
      "48-43 1-7 43-39 7-2 39-34 2-8 34-29 8-3 29-24 3-9 24-19 9-4 19-14 4-13 14-5 13-9 5-19 "
      "9-4 19-14 4-13 14-5 13-9 5-23 9-4 23-19 4-9 19-5 9-4 5-10 4-9 10-5 9-4 5-10 4-9 10-4 "
      "9-3 4-13 3-14 13-4 14-10 4-9 10-5 9-4 5-10 4-9 10-5 9-4 5-14 4-13 14-10");
  expect_first_draw(said, 50, "25 king moves", true);
  EXPECT_EQ(said[49]->reason, EndReason::king_moves);
}

// FMJD: three kings against one, 16 moves each from the setup: the 32nd ply.
TEST(FamilyDraws, InternationalSixteenMoveEndgame) {
  const Said said = watch(
      "international", "W:WK48,K47,K36:BK5",
      "36-31 5-10 31-27 10-5 27-22 5-10 22-18 10-5 18-13 5-10 13-9 10-5 9-4 5-14 4-15 14-5 "
      "15-4 5-14 4-15 14-5 15-20 5-10 20-15 10-4 15-20 4-10 20-15 10-4 15-20 4-15 20-14 15-4");
  expect_first_draw(said, 32, "16-move endgame", true);
  EXPECT_EQ(said[31]->reason, EndReason::endgame_limit);
}

// FMJD: the capture 48x31 leaves two kings against one; the count starts after it, so the
// five moves each end with ply 11.
TEST(FamilyDraws, InternationalFiveMoveEndgameCountsFromTheCapture) {
  const Said said = watch("international", "W:WK48,K49:BK5,42",
                          "48x31 5-10 31-27 10-5 27-22 5-10 22-18 10-5 18-13 5-10 13-9");
  expect_first_draw(said, 11, "5-move endgame", true);
}

// FShR 7.2.5: 15 moves of only kings (30 plies).
TEST(FamilyDraws, RussianFifteenKingMoves) {
  const Said said = watch(
      "russian", "W:WKc1,a3,a5:BKh8,h6,h4",
      "c1-d2 h8-g7 d2-e3 g7-h8 e3-f4 h8-g7 f4-d6 g7-h8 d6-e7 h8-g7 e7-f8 g7-h8 f8-e7 h8-g7 "
      "e7-f8 g7-h8 f8-d6 h8-g7 d6-e7 g7-h8 e7-f8 h8-g7 f8-e7 g7-h8 e7-f8 h8-g7 f8-d6 g7-h8 "
      "d6-c7 h8-g7");
  expect_first_draw(said, 30, "15 king moves", true);
}

// FShR 7.2.4: three kings against one draw with the strong side's 15th move: White moves
// first, so ply 29 (a count of plies would say 30).
TEST(FamilyDraws, RussianThreeKingsCountTheStrongSidesMoves) {
  const Said said = watch(
      "russian", "W:WKc1,Ke1,Kg1:BKb8",
      "c1-d2 b8-c7 d2-e3 c7-d8 e3-f4 d8-e7 f4-h6 e7-f8 h6-g5 f8-g7 g5-h6 g7-h8 h6-f8 h8-f6 "
      "f8-h6 f6-h8 h6-f8 h8-f6 f8-h6 f6-e7 h6-g7 e7-f8 g7-h8 f8-h6 h8-f6 h6-f8 f6-h8 f8-h6 "
      "h8-f6");
  expect_first_draw(said, 29, "three kings against one", true);
}

// FShR 7.2.8: two kings against one, the strong side's 5th move: ply 9.
TEST(FamilyDraws, RussianFiveMoveEndgame) {
  const Said said = watch("russian", "W:WKc1,Ke1:BKb8",
                          "c1-d2 b8-c7 d2-e3 c7-d8 e3-f4 d8-e7 f4-h6 e7-f8 h6-g5");
  expect_first_draw(said, 9, "5-move endgame", true);
}

// Brazilian rules: 20 king moves each (40 plies).
TEST(FamilyDraws, BrazilianTwentyKingMoves) {
  const Said said = watch(
      "brazilian", "W:WKc1,a3,a5:BKh8,h6,h4",
      "c1-d2 h8-g7 d2-e3 g7-h8 e3-f4 h8-g7 f4-d6 g7-h8 d6-e7 h8-g7 e7-f8 g7-h8 f8-e7 h8-g7 "
      "e7-f8 g7-h8 f8-d6 h8-g7 d6-e7 g7-h8 e7-f8 h8-g7 f8-e7 g7-h8 e7-f8 h8-g7 f8-d6 g7-h8 "
      "d6-c7 h8-g7 c7-d8 g7-h8 d8-c7 h8-g7 c7-d8 g7-h8 d8-b6 h8-g7 b6-c7 g7-h8");
  expect_first_draw(said, 40, "20 king moves", true);
}

// WCDF: the third occurrence gives a claim, not the end of the game.
TEST(FamilyDraws, EnglishRepetitionIsAClaim) {
  const Said said = watch("english", "B:WK29,30:BK1,5", repeat("1-6 29-25 6-1 25-29", 2));
  expect_first_draw(said, 8, "repetition", false);
}

// WCDF: 40 moves of each player with no man moved and nothing taken: a claim at ply 80.
TEST(FamilyDraws, EnglishFortyMoveClaim) {
  const Said said = watch(
      "english", "B:WK29,30:BK1,5",
      "1-6 29-25 6-2 25-22 2-7 22-18 7-3 18-15 3-8 15-10 8-4 10-7 4-8 7-3 8-4 3-7 4-8 7-3 "
      "8-12 3-7 12-16 7-3 16-12 3-7 12-16 7-3 16-20 3-8 20-16 8-4 16-20 4-8 20-16 8-4 16-19 "
      "4-8 19-15 8-4 15-10 4-8 10-7 8-4 7-2 4-8 2-7 8-4 7-2 4-8 2-6 8-4 6-1 4-8 1-6 8-4 6-10 "
      "4-8 10-15 8-4 15-19 4-8 19-24 8-4 24-28 4-8 28-24 8-4 24-28 4-8 28-32 8-4 32-27 4-8 "
      "27-23 8-4 23-18 4-8 18-14 8-4 14-9 4-8");
  expect_first_draw(said, 80, "40-move rule", false);
  EXPECT_EQ(said[79]->reason, EndReason::forty_move);
}

// Variants without published draw rules draw by none: a position three times in Czech.
TEST(FamilyDraws, CzechHasNone) {
  const Said said = watch("czech", "W:WKc1,a3:BKh8,h6", repeat("c1-d2 h8-g7 d2-c1 g7-h8", 3));
  ASSERT_EQ(said.size(), 12U);
  for (const std::optional<FamilyDraw>& d : said) EXPECT_FALSE(d.has_value());
}

}  // namespace
}  // namespace damas::rules::family
