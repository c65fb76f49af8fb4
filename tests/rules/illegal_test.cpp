#include "damas/rules/illegal.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>

#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"

namespace damas::rules {
namespace {

// The reason given for `move` in `fen`, after checking that the move is indeed illegal there.
std::string reason_for(const std::string& fen, const std::string& move) {
  const FenResult parsed = parse_fen(fen);
  EXPECT_TRUE(parsed.ok()) << fen;
  const ParsedMoveText text = parse_move_text(move);
  EXPECT_TRUE(text.ok()) << move;
  EXPECT_EQ(match_move(parsed.position, text).status, MatchStatus::illegal) << move;
  return reason_text(explain_illegal(parsed.position, text));
}

// White men on f3 (10) and h3 (9); Black men on g4 (13), e4 (14) and c6 (23): the most pieces
// are taken by 10x19x28 (e4, then c6); 9x18 and 10x17 take one.
const char* const kTwoPieceCapture = "W:W9,10:B13,14,23";
// The same with a king on e4: 10x19 (the king) is the only legal capture.
const char* const kKingCapture = "W:W9,10:B13,K14";

TEST(Illegal, EmptySquare) { EXPECT_EQ(reason_for("W:W1-12:B21-32", "13-17"), "empty-square"); }

TEST(Illegal, OpponentPiece) {
  EXPECT_EQ(reason_for("W:W1-12:B21-32", "21-17"), "opponent-piece");
}

TEST(Illegal, ManMovingBackward) { EXPECT_EQ(reason_for("W:W14:B30", "14-10"), "man-backward"); }

TEST(Illegal, ManCapturingBackward) {
  // e4 over f3 to g2: a backward jump, never allowed to a man.
  EXPECT_EQ(reason_for("W:W14:B10", "14x5"), "man-backward");
  EXPECT_EQ(reason_for("B:W14:B10", "10x19"), "man-backward");
}

TEST(Illegal, NotAMove) {
  EXPECT_EQ(reason_for("W:W1-12:B21-32", "9-14"), "not-a-move");
  EXPECT_EQ(reason_for("W:WK1:B30", "1-2"), "not-a-move");
}

TEST(Illegal, CaptureRequired) {
  EXPECT_EQ(reason_for("W:W10,11:B14", "11-15"), "capture-required");
  EXPECT_EQ(reason_for("W:WK1,10:B14", "1-5"), "capture-required");
}

TEST(Illegal, QuantityLaw) {
  EXPECT_EQ(reason_for(kTwoPieceCapture, "9x18"), "quantity-law");
  EXPECT_EQ(reason_for(kTwoPieceCapture, "10x17"), "quantity-law");
}

TEST(Illegal, QualityLaw) {
  EXPECT_EQ(reason_for(kKingCapture, "9x18"), "quality-law");
  EXPECT_EQ(reason_for(kKingCapture, "10x17"), "quality-law");
}

TEST(Illegal, IncompleteCapture) {
  EXPECT_EQ(reason_for(kTwoPieceCapture, "10x19"), "incomplete-capture");
}

// match_move also answers illegal for a text that did not parse, so the documented use reaches
// explain_illegal with no squares, or one: such a text names no move at all.
TEST(Illegal, TextThatDidNotParseIsNotAMove) {
  const Position pos = Position::initial();
  for (const char* written : {"zz", "", "9-", "9-33"}) {
    SCOPED_TRACE(written);
    const ParsedMoveText text = parse_move_text(written);
    ASSERT_FALSE(text.ok());
    ASSERT_EQ(match_move(pos, text).status, MatchStatus::illegal);
    EXPECT_STREQ(reason_text(explain_illegal(pos, text)), "not-a-move");
  }
}

// A king capture that turns, written with its two ends only. White king g8 (29); Black kings f7
// (26) and b3 (12), man c6 (23). The king takes both kings along one diagonal (29x22x8: over f7,
// then over b3 to a2), or f7 and then, turning at d5 (19), the man c6 to b7 (28): as many pieces,
// fewer kings.
TEST(Illegal, QualityLawOfATurningCaptureWrittenShort) {
  EXPECT_EQ(reason_for("W:WK29:B23,K12,K26", "29x28"), "quality-law");
  EXPECT_EQ(reason_for("W:WK29:B23,K12,K26", "29x19x28"), "quality-law");
}

// The law a capture breaks, in every position: random positions with kings of both sides; each
// complete capture sequence that is not a legal move, written with its whole path and with its
// two ends only, is judged by the law the sequence breaks (for two squares, the best of every
// sequence between them: the one the writer most likely meant).
TEST(Illegal, CapturesAreJudgedByTheLawTheyBreak) {
  std::mt19937_64 random(2026);
  std::size_t judged = 0;
  for (int i = 0; i < 20000; ++i) {
    Bitboard white = 0;
    Bitboard black = 0;
    Bitboard kings = 0;
    for (Square sq = 0; sq < 32; ++sq) {
      const auto draw = random() % 10;
      if (draw > 3) continue;
      (draw % 2 == 0 ? white : black) |= bit(sq);
      // Kings anywhere; men only where they may stand (not on their promotion row).
      const bool on_far_row = draw % 2 == 0 ? rank_of(sq) == 7 : rank_of(sq) == 0;
      if (draw >= 2 || on_far_row) kings |= bit(sq);
    }
    const Position pos =
        Position::from_sets(white, black, kings, random() % 2 ? Color::white : Color::black);
    MoveList legal;
    generate_moves(pos, legal);
    if (legal.size() == 0 || !legal[0].is_capture()) continue;
    const auto law = [&](int pieces) {
      return pieces < legal[0].capture_count() ? "quantity-law" : "quality-law";
    };
    const std::vector<CaptureSequence> sequences = every_capture_sequence(pos);
    for (const CaptureSequence& s : sequences) {
      if (!s.complete) continue;
      const bool is_legal = std::any_of(legal.begin(), legal.end(),
                                        [&](const Move& m) { return m.same_identity(s.move); });
      if (is_legal) continue;
      ParsedMoveText path;
      path.separator = Separator::capture;
      path.squares.push_back(s.move.from);
      for (const std::int8_t landing : s.move.landings()) path.squares.push_back(landing);
      SCOPED_TRACE(to_fen(pos) + " " + route_text(s.move));
      // Landings name the pieces jumped: a path of three squares or more is this sequence alone
      // (two squares are the ends, below).
      if (path.squares.size() > 2) {
        EXPECT_EQ(reason_text(explain_illegal(pos, path)), std::string(law(s.move.capture_count())));
      }
      ParsedMoveText ends = path;
      ends.squares = {s.move.from, s.move.to};
      if (match_move(pos, ends).status != MatchStatus::illegal) continue;  // names a legal move
      std::pair<int, int> best{0, 0};
      for (const CaptureSequence& t : sequences) {
        if (t.complete && t.move.from == s.move.from && t.move.to == s.move.to) {
          best = std::max(best, std::pair<int, int>(t.move.capture_count(), t.move.captured_kings));
        }
      }
      EXPECT_EQ(reason_text(explain_illegal(pos, ends)), std::string(law(best.first)));
      ++judged;
    }
  }
  EXPECT_GT(judged, 1000u);  // the positions drawn did hold illegal captures to judge
}

// The message: why, then what the rules allow instead, in square order.
std::string message_for(const std::string& fen, const std::string& move) {
  const FenResult parsed = parse_fen(fen);
  EXPECT_TRUE(parsed.ok()) << fen;
  return illegal_move_message(parsed.position, parse_move_text(move));
}

TEST(IllegalMessage, SaysWhyAndWhatIsLegalInstead) {
  // The start: h3 (9) steps to g4 (13) only; f3, d3 and b3 (10, 11, 12) each to two squares.
  const std::string opening = "legal moves: 9-13 10-13 10-14 11-14 11-15 12-15 12-16";
  EXPECT_EQ(message_for("W:W1-12:B21-32", "13-17"), "there is no piece on 13; " + opening);
  EXPECT_EQ(message_for("W:W1-12:B21-32", "21-17"),
            "the piece on 21 is Black's, and White is to move; " + opening);
  EXPECT_EQ(message_for("W:W1-12:B21-32", "9-14"),
            "no piece can go from 9 to 14 in one move; " + opening);
  EXPECT_EQ(message_for("W:W1-12:B21-32", "x"), "expected a square, found 'x'; " + opening);
  // A capture is written short where no other route fits (10x19x28 is 10x28).
  EXPECT_EQ(message_for(kTwoPieceCapture, "9x18"),
            "the law of quantity requires taking 2 pieces: 10x28");
  // f3 and d3 (10, 11) each take e4 (14), landing on d5 (19) and f5 (18).
  EXPECT_EQ(message_for("W:W10,11:B14", "11-15"), "a capture is compulsory: 10x19 11x18");
}

TEST(IllegalMessage, SaysWhenTheSideToMoveHasNoMove) {
  // White's man on b1 (4): c2 and a2 (7, 8) are taken, and d3 (11) behind c2 too.
  EXPECT_EQ(message_for("W:W4:B7,8,11", "4-8"),
            "no piece can go from 4 to 8 in one move; White has no legal move");
}

}  // namespace
}  // namespace damas::rules
