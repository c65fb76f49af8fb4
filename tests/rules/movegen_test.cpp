// Move generation, rule by rule, on positions whose legal moves were worked out by hand.
// Squares: FPD numbers (1 = h1 ... 32 = a8); the diagonals used are named in each test.
#include "damas/rules/movegen.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "reference_movegen.hpp"
#include "test_support.hpp"

namespace damas::rules {
namespace {

using testing::legal_moves;
using testing::MoveSet;
using testing::position_of;

TEST(MovegenMen, StepDiagonallyForward) {
  // h3 (9) can only go to g4 (13); f3 (10) to g4 (13) or e4 (14).
  EXPECT_EQ(legal_moves("W:W9,10:B30"), (MoveSet{"9-13", "10-13", "10-14"}));
  // Black men move down the board: a6 (24) to b5 (20), d5 (19) to c4 (15) or e4 (14).
  EXPECT_EQ(legal_moves("B:W1:B19,24"), (MoveSet{"19-14", "19-15", "24-20"}));
}

TEST(MovegenCapture, IsCompulsoryAndQuietMovesVanish) {
  // f3 (10) takes e4 (14) landing on d5 (19); h3 (9) could step to g4 but must not.
  EXPECT_EQ(legal_moves("W:W9,10:B14"), (MoveSet{"10x19 (14)"}));
  EXPECT_EQ(legal_moves("B:W14:B19,24"), (MoveSet{"19x10 (14)"}));
}

TEST(MovegenCapture, ManCapturesSeveralPiecesInOneMove) {
  // e2 (6) x f3 (10) to g4 (13), then x f5 (18) to e6 (22).
  EXPECT_EQ(legal_moves("W:W6:B10,18"), (MoveSet{"6x22 (10,18)"}));
}

TEST(MovegenCapture, MenNeverCaptureBackwards) {
  // Enemy men right behind, with empty squares beyond them: only the forward steps.
  EXPECT_EQ(legal_moves("W:W14:B10,11"), (MoveSet{"14-18", "14-19"}));
  EXPECT_EQ(legal_moves("B:W18,19:B14"), (MoveSet{"14-10", "14-11"}));
  // c2 (7) x d3 (11) to e4 (14); from e4 a king could go on over f3 (10), a man may not.
  EXPECT_EQ(legal_moves("W:W7:B10,11"), (MoveSet{"7x14 (11)"}));
}

TEST(MovegenCapture, PromotionDuringCaptureEndsTheMove) {
  // c6 (23) x d7 (27) lands on e8 (30) and is crowned; as a king it could take f7 (26) next,
  // but the move ends on the crowning square.
  EXPECT_EQ(legal_moves("W:W23:B26,27"), (MoveSet{"23x30 (27)"}));
  const Position after = position_of("W:W23:B26,27").after(testing::find_move(
      position_of("W:W23:B26,27"), "23x30 (27)"));
  EXPECT_EQ(to_fen(after), "B:WK30:B26");
}

TEST(MovegenLawOfQuantity, ManMustTakeTheMostPieces) {
  // e2 (6) takes two (10, 18); b3 (12) could take one (15).
  EXPECT_EQ(legal_moves("W:W6,12:B10,15,18"), (MoveSet{"6x22 (10,18)"}));
}

TEST(MovegenLawOfQuantity, KingMustTakeTheMostPieces) {
  // King e4 (14): over d3 (11) takes one; over f5 (18) to g6 (21), then f7 (26) to e8 (30),
  // takes two.
  EXPECT_EQ(legal_moves("W:WK14:B11,18,26"), (MoveSet{"14x30 (18,26)"}));
}

TEST(MovegenLawOfQuantity, ComesBeforeQuality) {
  // Two men (18, 26) outweigh one king (11).
  EXPECT_EQ(legal_moves("W:WK14:B18,26,K11"), (MoveSet{"14x30 (18,26)"}));
}

TEST(MovegenLawOfQuality, EqualCountsTakeTheMostKings) {
  // King e4 (14) can take the man f5 (18) or the king d5 (19): only the king.
  EXPECT_EQ(legal_moves("W:WK14:B18,K19"),
            (MoveSet{"14x23 (19)", "14x28 (19)", "14x32 (19)"}));
}

TEST(MovegenLawOfQuality, DependsOnWhatIsCapturedNotOnWhatCaptures) {
  // A man taking a king (a2 x b3) beats a king taking a man (g8 x f7).
  EXPECT_EQ(legal_moves("W:W8,K29:B26,K12"), (MoveSet{"8x15 (12)"}));
  // A king taking a king beats a man taking a man.
  EXPECT_EQ(legal_moves("W:W8,K29:BK26,12"),
            (MoveSet{"29x15 (26)", "29x19 (26)", "29x22 (26)"}));
}

TEST(MovegenKing, FliesAlongAllFourDiagonalsUpToABlocker) {
  // King e4 (14): north-east f5 g6, stopped by the black man h7 (25) that it cannot take (edge);
  // north-west d5, stopped by its own man c6 (23); south-east f3 g2 h1; south-west d3 c2 b1.
  EXPECT_EQ(legal_moves("W:W23,K14:B25"),
            (MoveSet{"14-18", "14-21", "14-19", "14-10", "14-5", "14-1", "14-11", "14-7", "14-4",
                     "23-27", "23-28"}));
}

TEST(MovegenKing, CapturesAtDistanceAndMayLandOnAnySquareBeyond) {
  // King h1 (1) takes e4 (14) along the long diagonal and lands on d5, c6, b7 or a8.
  EXPECT_EQ(legal_moves("W:WK1:B14"),
            (MoveSet{"1x19 (14)", "1x23 (14)", "1x28 (14)", "1x32 (14)"}));
}

TEST(MovegenKing, LandingSquareIsForcedWhenOnlyOneContinues) {
  // Only from c6 (23) can the king go on, over d7 (27) to e8 (30).
  EXPECT_EQ(legal_moves("W:WK1:B14,27"), (MoveSet{"1x30 (14,27)"}));
}

TEST(MovegenTurkishStrike, CapturedPiecesBlockUntilTheMoveEnds) {
  // h1 x e4 to c6, x d7 to e8, x f7 to g6 or h5. From g6 the line south-west runs through the
  // taken e4 (14): were it removed at once, the king would go on over c2 (7) to b1 (4).
  EXPECT_EQ(legal_moves("W:WK1:B7,14,26,27"),
            (MoveSet{"1x17 (14,26,27)", "1x21 (14,26,27)"}));
}

TEST(MovegenTurkishStrike, NoPieceIsTakenTwice) {
  // The king e4 runs round the square 18, 26, 27, 19 (either way) and may stop on its own start
  // square; it can never take 18 or 19 a second time.
  EXPECT_EQ(legal_moves("W:WK14:B18,19,26,27"),
            (MoveSet{"14x1 (18,19,26,27)", "14x4 (18,19,26,27)", "14x5 (18,19,26,27)",
                     "14x7 (18,19,26,27)", "14x10 (18,19,26,27)", "14x11 (18,19,26,27)",
                     "14x14 (18,19,26,27)"}));
}

TEST(MovegenIdentity, RoutesWithTheSameIdentityAreOneMove) {
  // The loop reaches 14 both ways round: 8 routes, 7 moves.
  const Position loop = position_of("W:WK14:B18,19,26,27");
  EXPECT_EQ(legal_capture_routes(loop).size(), 8U);
  EXPECT_EQ(legal_moves(loop).size(), 7U);
  // h1 x f3 landing on e4 or d5, then x c6 to b7 or a8: 4 routes, 2 moves.
  const Position line = position_of("W:WK1:B10,23");
  EXPECT_EQ(legal_capture_routes(line).size(), 4U);
  EXPECT_EQ(legal_moves(line), (MoveSet{"1x28 (10,23)", "1x32 (10,23)"}));
}

TEST(MovegenIdentity, SameEndsWithDifferentCapturesAreTwoMoves) {
  // e2 (6) reaches e6 (22) over f3 and f5 or over d3 and d5.
  EXPECT_EQ(legal_moves("W:W6:B10,11,18,19"), (MoveSet{"6x22 (10,18)", "6x22 (11,19)"}));
}

TEST(MovegenNoMoves, BlockedOrAbsentPiecesGiveNoMove) {
  EXPECT_EQ(legal_moves("B:W5:B"), MoveSet{});
  // The man h1 (1) faces g2 (5), which cannot be taken because f3 (10) behind it is occupied.
  EXPECT_EQ(legal_moves("W:W1:B5,10"), MoveSet{});
  EXPECT_EQ(count_moves(position_of("W:W1:B5,10")), 0);
  EXPECT_FALSE(has_capture(position_of("W:W1:B5,10")));
  EXPECT_FALSE(has_moves(position_of("W:W1:B5,10")));
  EXPECT_FALSE(has_moves(position_of("B:W5:B")));
  EXPECT_TRUE(has_moves(position_of("W:W5:B")));
}


// ---- Consistency over many positions ------------------------------------------------------

struct WalkStats {
  int positions = 0;
  int with_capture = 0;
};

// Visits every position reachable in `depth` plies and checks, in each, that count_moves,
// has_moves and has_capture agree with generate_moves, that no identity is generated twice and
// (down to `reference_depth`) that the moves equal those of the reference generator.
void walk(const Position& pos, int depth, int reference_depth, WalkStats& stats) {
  MoveList moves;
  generate_moves(pos, moves);
  ++stats.positions;
  const MoveSet identities = legal_moves(pos);
  const std::set<std::string> distinct(identities.begin(), identities.end());
  ASSERT_EQ(distinct.size(), identities.size()) << to_fen(pos);
  ASSERT_EQ(count_moves(pos), moves.size()) << to_fen(pos);
  ASSERT_EQ(has_moves(pos), !moves.empty()) << to_fen(pos);
  const bool captures = !moves.empty() && moves[0].is_capture();
  ASSERT_EQ(has_capture(pos), captures) << to_fen(pos);
  stats.with_capture += captures;
  if (reference_depth > 0) {
    ASSERT_EQ(distinct, testing::ReferenceMovegen(pos).moves()) << to_fen(pos);
  }
  if (depth == 0) return;
  for (const Move& m : moves) {
    walk(pos.after(m), depth - 1, reference_depth - 1, stats);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// is_legal_quiet_move() holds for exactly the quiet moves that generate_moves() gives.
void expect_quiet_moves_found_alone(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  for (Square from = 0; from < kSquareCount; ++from) {
    for (Square to = 0; to < kSquareCount; ++to) {
      const bool generated = std::any_of(moves.begin(), moves.end(), [&](const Move& m) {
        return !m.is_capture() && m.from == from && m.to == to;
      });
      ASSERT_EQ(is_legal_quiet_move(pos, from, to), generated)
          << to_fen(pos) << " " << square_number(from) << "-" << square_number(to);
    }
  }
}

// The functions given the capturers agree with those that find them, and the captures between
// two squares are generate_moves' captures between them, with the same paths in the same order.
void expect_known_capturers_change_nothing(const Position& pos) {
  const Capturers capturers = find_capturers(pos);
  ASSERT_EQ(capturers.any(), has_capture(pos)) << to_fen(pos);
  ASSERT_EQ(has_moves(pos, capturers), has_moves(pos)) << to_fen(pos);
  MoveList moves;
  generate_moves(pos, moves);
  for (Square from = 0; from < kSquareCount; ++from) {
    for (Square to = 0; to < kSquareCount; ++to) {
      ASSERT_EQ(is_legal_quiet_move(pos, capturers, from, to), is_legal_quiet_move(pos, from, to));
      std::vector<Move> expected;
      std::copy_if(moves.begin(), moves.end(), std::back_inserter(expected), [&](const Move& m) {
        return m.is_capture() && m.from == from && m.to == to;
      });
      MoveList between;
      generate_captures_between(pos, capturers, from, to, between);
      ASSERT_EQ(between.size(), static_cast<int>(expected.size()))
          << to_fen(pos) << " " << square_number(from) << "x" << square_number(to);
      for (int i = 0; i < between.size(); ++i) {
        ASSERT_TRUE(between[i].same_identity(expected[i])) << to_fen(pos);
        ASSERT_TRUE(std::ranges::equal(between[i].landings(), expected[i].landings()))
            << to_fen(pos);
      }
    }
  }
}

TEST(MovegenCapturers, AreThePiecesThatCanStartACapture) {
  // f3 (10) can take e4 (14); h3 (9) cannot take anything.
  EXPECT_EQ(find_capturers(position_of("W:W9,10:B14")), (Capturers{bit(9), 0}));
  // The king on e4 (14) can take f5 (18) or d5 (19); the man on b3 (12) takes nothing.
  EXPECT_EQ(find_capturers(position_of("W:W12,K14:B18,19,26,27")), (Capturers{0, bit(13)}));
  EXPECT_FALSE(find_capturers(Position::initial()).any());
}

TEST(MovegenCapturers, CapturesBetweenTwoSquares) {
  const Position two_ways = position_of("W:W6:B10,11,18,19");  // 6x22 over 10,18 or 11,19
  const Capturers capturers = find_capturers(two_ways);
  MoveList between;
  generate_captures_between(two_ways, capturers, 5, 21, between);
  ASSERT_EQ(between.size(), 2);
  EXPECT_EQ(testing::identity(between[0]), "6x22 (10,18)");
  EXPECT_EQ(testing::identity(between[1]), "6x22 (11,19)");
  generate_captures_between(two_ways, capturers, 5, 12, between);  // 6x13 takes fewer pieces
  EXPECT_TRUE(between.empty());
}

TEST(MovegenConsistency, CountAndCaptureFlagAgreeFromTheStart) {
  WalkStats stats;
  walk(Position::initial(), 5, 5, stats);
  expect_quiet_moves_found_alone(Position::initial());
  // 1 + 7 + 49 + 302 + 1469 + 7361 positions (perft 0..5).
  EXPECT_EQ(stats.positions, 9189);
  EXPECT_GT(stats.with_capture, 0);
}

TEST(MovegenConsistency, CountAndCaptureFlagAgreeFromTheCrossCheckPositions) {
  for (const char* fen :
       {"W:WK14:B18,K19", "W:WK14:B18,19,26,27", "W:WK1,K5,K10:BK29",
        "W:W1,4,9,16,18,K31:BK6,10,24,25,26,28,32", "W:W6,8,20,24,26,K29:BK1,9,18,28,31,32",
        "W:W2,6,7,12,K16,19:BK1,9,13,24,28"}) {
    SCOPED_TRACE(fen);
    WalkStats stats;
    walk(position_of(fen), 4, 4, stats);
    EXPECT_GT(stats.positions, 1);
    expect_quiet_moves_found_alone(position_of(fen));
    expect_known_capturers_change_nothing(position_of(fen));
  }
}

TEST(MovegenConsistency, MatchesTheReferenceGeneratorOnRandomPositions) {
  std::mt19937 random(20260101);
  int compared = 0;
  int with_capture = 0;
  for (int i = 0; i < 20000; ++i) {
    const Position pos = testing::random_position(random);
    const MoveSet identities = legal_moves(pos);
    ASSERT_EQ(std::set<std::string>(identities.begin(), identities.end()),
              testing::ReferenceMovegen(pos).moves())
        << to_fen(pos);
    ASSERT_EQ(count_moves(pos), static_cast<int>(identities.size())) << to_fen(pos);
    if (i % 10 == 0) {
      expect_quiet_moves_found_alone(pos);
      expect_known_capturers_change_nothing(pos);
    }
    ++compared;
    with_capture += has_capture(pos);
  }
  EXPECT_EQ(compared, 20000);
  EXPECT_GT(with_capture, 10000);  // the positions are dense: most of them have captures
}

}  // namespace
}  // namespace damas::rules
