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

// A rule's case: the moves from `fen` along which `rule` first speaks at `ply`.
struct DrawCase {
  const char* name;
  std::string_view variant;
  std::string_view fen;
  std::string moves;
  int ply;
  std::string_view rule;
  EndReason reason;
  bool ends_game;
};

std::string repeat(const std::string& moves, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += moves + " ";
  return out;
}

const DrawCase kDrawCases[] = {
    // FMJD: the setup stands for the third time after 8 plies; men on both sides keep every
    // endgame count off.
    {"InternationalRepetition", "international", "W:WK48,36,26:BK1,15,25",
     repeat("48-43 1-7 43-48 7-1", 2), 8, "repetition", EndReason::repetition, true},
    // FMJD: 25 moves of each player with only kings moved: the 50th ply.
    {"InternationalTwentyFiveKingMoves", "international", "W:WK48,36,26:BK1,15,25",
     "48-43 1-7 43-39 7-2 39-34 2-8 34-29 8-3 29-24 3-9 24-19 9-4 19-14 4-13 14-5 13-9 5-19 "
     "9-4 19-14 4-13 14-5 13-9 5-23 9-4 23-19 4-9 19-5 9-4 5-10 4-9 10-5 9-4 5-10 4-9 10-4 "
     "9-3 4-13 3-14 13-4 14-10 4-9 10-5 9-4 5-10 4-9 10-5 9-4 5-14 4-13 14-10",
     50, "25 king moves", EndReason::king_moves, true},
    // FMJD: three kings against one, 16 moves each from the setup: the 32nd ply.
    {"InternationalSixteenMoveEndgame", "international", "W:WK48,K47,K36:BK5",
     "36-31 5-10 31-27 10-5 27-22 5-10 22-18 10-5 18-13 5-10 13-9 10-5 9-4 5-14 4-15 14-5 "
     "15-4 5-14 4-15 14-5 15-20 5-10 20-15 10-4 15-20 4-10 20-15 10-4 15-20 4-15 20-14 15-4",
     32, "16-move endgame", EndReason::endgame_limit, true},
    // FMJD: 48x31 leaves two kings against one; the count starts after it: ply 11.
    {"InternationalFiveMoveEndgameCountsFromTheCapture", "international", "W:WK48,K49:BK5,42",
     "48x31 5-10 31-27 10-5 27-22 5-10 22-18 10-5 18-13 5-10 13-9", 11, "5-move endgame",
     EndReason::endgame_limit, true},
    // FShR 7.2.5: 15 moves of each with only kings (30 plies).
    {"RussianFifteenKingMoves", "russian", "W:WKc1,a3,a5:BKh8,h6,h4",
     "c1-d2 h8-g7 d2-e3 g7-h8 e3-f4 h8-g7 f4-d6 g7-h8 d6-e7 h8-g7 e7-f8 g7-h8 f8-e7 h8-g7 "
     "e7-f8 g7-h8 f8-d6 h8-g7 d6-e7 g7-h8 e7-f8 h8-g7 f8-e7 g7-h8 e7-f8 h8-g7 f8-d6 g7-h8 "
     "d6-c7 h8-g7",
     30, "15 king moves", EndReason::king_moves, true},
    // FShR 7.2.4: the strong side's 15th move; White moves first, so ply 29 (a count of
    // plies would say 30).
    {"RussianThreeKingsCountTheStrongSidesMoves", "russian", "W:WKc1,Ke1,Kg1:BKb8",
     "c1-d2 b8-c7 d2-e3 c7-d8 e3-f4 d8-e7 f4-h6 e7-f8 h6-g5 f8-g7 g5-h6 g7-h8 h6-f8 h8-f6 "
     "f8-h6 f6-h8 h6-f8 h8-f6 f8-h6 f6-e7 h6-g7 e7-f8 g7-h8 f8-h6 h8-f6 h6-f8 f6-h8 f8-h6 "
     "h8-f6",
     29, "three kings against one", EndReason::endgame_limit, true},
    // FShR 7.2.8: two kings against one, the strong side's 5th move: ply 9.
    {"RussianFiveMoveEndgame", "russian", "W:WKc1,Ke1:BKb8",
     "c1-d2 b8-c7 d2-e3 c7-d8 e3-f4 d8-e7 f4-h6 e7-f8 h6-g5", 9, "5-move endgame",
     EndReason::endgame_limit, true},
    // Brazilian rules: 20 king moves of each (40 plies).
    {"BrazilianTwentyKingMoves", "brazilian", "W:WKc1,a3,a5:BKh8,h6,h4",
     "c1-d2 h8-g7 d2-e3 g7-h8 e3-f4 h8-g7 f4-d6 g7-h8 d6-e7 h8-g7 e7-f8 g7-h8 f8-e7 h8-g7 "
     "e7-f8 g7-h8 f8-d6 h8-g7 d6-e7 g7-h8 e7-f8 h8-g7 f8-e7 g7-h8 e7-f8 h8-g7 f8-d6 g7-h8 "
     "d6-c7 h8-g7 c7-d8 g7-h8 d8-c7 h8-g7 c7-d8 g7-h8 d8-b6 h8-g7 b6-c7 g7-h8",
     40, "20 king moves", EndReason::king_moves, true},
    // WCDF: the third occurrence gives a claim; the game goes on.
    {"EnglishRepetitionIsAClaim", "english", "B:WK29,30:BK1,5", repeat("1-6 29-25 6-1 25-29", 2), 8,
     "repetition", EndReason::repetition, false},
    // WCDF: 40 moves of each with no man moved and nothing taken: a claim at ply 80.
    {"EnglishFortyMoveClaim", "english", "B:WK29,30:BK1,5",
     "1-6 29-25 6-2 25-22 2-7 22-18 7-3 18-15 3-8 15-10 8-4 10-7 4-8 7-3 8-4 3-7 4-8 7-3 "
     "8-12 3-7 12-16 7-3 16-12 3-7 12-16 7-3 16-20 3-8 20-16 8-4 16-20 4-8 20-16 8-4 16-19 "
     "4-8 19-15 8-4 15-10 4-8 10-7 8-4 7-2 4-8 2-7 8-4 7-2 4-8 2-6 8-4 6-1 4-8 1-6 8-4 6-10 "
     "4-8 10-15 8-4 15-19 4-8 19-24 8-4 24-28 4-8 28-24 8-4 24-28 4-8 28-32 8-4 32-27 4-8 "
     "27-23 8-4 23-18 4-8 18-14 8-4 14-9 4-8",
     80, "40-move rule", EndReason::forty_move, false},
};

class FamilyDrawRule : public ::testing::TestWithParam<DrawCase> {};

// Nothing is said before the case's ply; at that ply its rule draws (or allows a claim).
TEST_P(FamilyDrawRule, FallsOnItsPly) {
  const DrawCase& c = GetParam();
  const Said said = watch(c.variant, c.fen, c.moves);
  ASSERT_GE(static_cast<int>(said.size()), c.ply);
  for (int i = 0; i + 1 < c.ply; ++i) {
    EXPECT_FALSE(said[i].has_value()) << "ply " << i + 1 << ": " << said[i]->rule;
  }
  const std::optional<FamilyDraw>& draw = said[c.ply - 1];
  ASSERT_TRUE(draw.has_value()) << "nothing at ply " << c.ply;
  EXPECT_EQ(draw->rule, c.rule);
  EXPECT_EQ(draw->reason, c.reason);
  EXPECT_EQ(draw->ply, c.ply);
  EXPECT_EQ(draw->ends_game, c.ends_game);
}

INSTANTIATE_TEST_SUITE_P(Published, FamilyDrawRule, ::testing::ValuesIn(kDrawCases),
                         [](const auto& info) { return std::string(info.param.name); });

// Variants without published draw rules draw by none: a position three times in Czech.
TEST(FamilyDraws, CzechHasNone) {
  const Said said = watch("czech", "W:WKc1,a3:BKh8,h6", repeat("c1-d2 h8-g7 d2-c1 g7-h8", 3));
  ASSERT_EQ(said.size(), 12U);
  for (const std::optional<FamilyDraw>& d : said) EXPECT_FALSE(d.has_value());
}

}  // namespace
}  // namespace damas::rules::family
