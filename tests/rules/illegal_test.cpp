#include "damas/rules/illegal.hpp"

#include <gtest/gtest.h>

#include <string>

#include "damas/rules/fen.hpp"

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

}  // namespace
}  // namespace damas::rules
