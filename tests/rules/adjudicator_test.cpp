#include "damas/rules/adjudicator.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::rules {
namespace {

Position from_fen(const std::string& fen) {
  const FenResult parsed = parse_fen(fen);
  EXPECT_TRUE(parsed.ok()) << fen;
  return parsed.position;
}

// Plays a move given as text; it must be legal in the current position.
void play(Adjudicator& game, const std::string& text) {
  const MoveMatch match = match_move(game.position(), parse_move_text(text));
  ASSERT_EQ(match.status, MatchStatus::legal) << text << " at ply " << game.ply();
  ASSERT_FALSE(game.is_over()) << text << " played after the end";
  game.play(match.move);
  ASSERT_EQ(game.capturers(), find_capturers(game.position())) << "after " << text;
}

void play_cycles(Adjudicator& game, const std::vector<std::string>& cycle, int plies) {
  for (int i = 0; i < plies; ++i) play(game, cycle[i % cycle.size()]);
}

Ruleset with(void (*change)(DrawRules&)) {
  Ruleset rules = portuguese_rules();
  change(rules.draws);
  return rules;
}

// White kings h1 (1), f1 (2), d1 (3) against the black king g8 (29): the Forcada material,
// with a white king on the rio. The cycle shuffles two kings without any capture.
const char* const kForcadaFen = "W:WK1,K2,K3:BK29";
const std::vector<std::string> kForcadaCycle{"2-6", "29-25", "6-2", "25-29"};

// Playing on after the end would judge the position again as if the game went on.
TEST(Adjudicator, AMoveAfterTheEndIsRefused) {
  Adjudicator game(from_fen("W:W10:B14"), portuguese_rules());
  play(game, "10x19");  // Black's last piece: White wins
  ASSERT_TRUE(game.is_over());
  const Position end = game.position();
  const Move any{.from = square_from_number(19), .to = square_from_number(23)};
  EXPECT_THROW(game.play(any), std::logic_error);
  EXPECT_EQ(game.position(), end);
  EXPECT_EQ(game.ply(), 1);
  EXPECT_EQ(game.outcome().result, GameResult::white_wins);
  // Over at the setup too.
  Adjudicator lost(from_fen("B:W5:B"), portuguese_rules());
  EXPECT_THROW(lost.play(Move{.from = square_from_number(5), .to = square_from_number(9)}),
               std::logic_error);
  EXPECT_EQ(lost.ply(), 0);
}

TEST(Adjudicator, SideWithoutPiecesHasLostAtTheSetup) {
  const Adjudicator game(from_fen("B:W5:B"), portuguese_rules());
  EXPECT_EQ(game.outcome().result, GameResult::white_wins);
  EXPECT_EQ(game.outcome().reason, EndReason::no_pieces);
  EXPECT_EQ(game.outcome().ply, 0);
}

TEST(Adjudicator, SideWithoutMovesHasLost) {
  // The black man on g2 (5) is blocked by the white men on h1 (1) and f1 (2).
  const Adjudicator game(from_fen("B:W1,2:B5"), portuguese_rules());
  EXPECT_EQ(game.outcome().result, GameResult::white_wins);
  EXPECT_EQ(game.outcome().reason, EndReason::no_moves);
}

TEST(Adjudicator, KnowsTheCapturersOfTheCurrentPosition) {
  // Black's man on e4 (14) can take f3 (10) at the setup; after 14x5, White's h1 (1) can take
  // it; after 1x10, Black's king on a8 (32) can take that man along the long diagonal.
  Adjudicator game(from_fen("B:W1,10:B14,K32"), portuguese_rules());
  EXPECT_EQ(game.capturers(), (Capturers{bit(13), 0}));
  play(game, "14x5");
  EXPECT_EQ(game.capturers(), (Capturers{bit(0), 0}));
  play(game, "1x10");
  EXPECT_EQ(game.capturers(), (Capturers{0, bit(31)}));
}

TEST(Adjudicator, CapturingTheLastPieceWinsAtThatPly) {
  Adjudicator game(from_fen("W:W10:B14,K29"), portuguese_rules());
  play(game, "10x19");
  EXPECT_FALSE(game.is_over());
  play(game, "29x15");  // the black king takes the man on its diagonal g8-a2
  EXPECT_EQ(game.outcome().result, GameResult::black_wins);
  EXPECT_EQ(game.outcome().reason, EndReason::no_pieces);
  EXPECT_EQ(game.outcome().ply, 2);
}

TEST(Adjudicator, KingAgainstKingIsDrawnAtOnceUnlessPlayedOn) {
  const Adjudicator drawn(from_fen("W:WK1:BK32"), portuguese_rules());
  EXPECT_EQ(drawn.outcome().result, GameResult::draw);
  EXPECT_EQ(drawn.outcome().reason, EndReason::king_vs_king);
  EXPECT_EQ(drawn.outcome().ply, 0);

  const Adjudicator played(from_fen("W:WK1:BK32"),
                           with([](DrawRules& d) { d.king_vs_king = KingVsKingRule::play; }));
  EXPECT_FALSE(played.is_over());
}

TEST(Adjudicator, KingAgainstKingIsDrawnEvenWhenACaptureIsPossible) {
  // White's king on 1 could take the black king on 5; the draw comes first.
  const Adjudicator game(from_fen("W:WK1:BK5"), portuguese_rules());
  EXPECT_EQ(game.outcome().reason, EndReason::king_vs_king);
}

TEST(Adjudicator, KingAgainstKingArisingFromACapture) {
  Adjudicator game(from_fen("W:WK1,K3:BK32,14"), portuguese_rules());
  play(game, "1x19");  // takes the man on 14: two kings against one
  EXPECT_FALSE(game.is_over());
  play(game, "32x1");  // the black king takes 19 along the rio
  EXPECT_EQ(game.outcome().reason, EndReason::king_vs_king);
  EXPECT_EQ(game.outcome().ply, 2);
}

TEST(Adjudicator, ThirdOccurrenceIsAnAutomaticDraw) {
  Adjudicator game(from_fen("W:WK3,K4:BK29"), portuguese_rules());
  const std::vector<std::string> cycle{"4-8", "29-25", "8-4", "25-29"};
  play_cycles(game, cycle, 7);
  EXPECT_FALSE(game.is_over());  // the start position occurred twice (plies 0 and 4)
  play(game, cycle[3]);
  EXPECT_EQ(game.outcome().result, GameResult::draw);
  EXPECT_EQ(game.outcome().reason, EndReason::repetition);
  EXPECT_EQ(game.outcome().ply, 8);
}

TEST(Adjudicator, RepetitionUnderClaimOnlyRecordsTheClaim) {
  Adjudicator game(from_fen("W:WK3,K4:BK29"),
                   with([](DrawRules& d) { d.repetition = RepetitionRule::claim; }));
  play_cycles(game, {"4-8", "29-25", "8-4", "25-29"}, 12);
  EXPECT_FALSE(game.is_over());
  ASSERT_TRUE(game.first_claim().has_value());
  EXPECT_EQ(game.first_claim()->reason, EndReason::repetition);
  EXPECT_EQ(game.first_claim()->ply, 8);
}

TEST(Adjudicator, ManMoveStartsRepetitionAfresh) {
  Adjudicator game(from_fen("W:WK3,K4,12:BK29"), portuguese_rules());
  const std::vector<std::string> cycle{"4-8", "29-25", "8-4", "25-29"};
  play_cycles(game, cycle, 4);  // start position twice
  play(game, "12-16");          // irreversible: earlier positions can never come back
  play_cycles(game, {"29-25", "4-8", "25-29", "8-4"}, 8);
  EXPECT_EQ(game.outcome().reason, EndReason::repetition);
  EXPECT_EQ(game.outcome().ply, 13);  // third occurrence of the position after ply 5
}

TEST(Adjudicator, TwentyMoveRuleDrawsOnTheFortiethCountedPly) {
  Adjudicator game(from_fen("W:WK3,K4:BK29,K30"),
                   with([](DrawRules& d) { d.repetition = RepetitionRule::claim; }));
  const std::vector<std::string> cycle{"4-8", "29-25", "8-4", "25-29"};
  play_cycles(game, cycle, 39);
  EXPECT_EQ(game.twenty_move_count(), 39);
  EXPECT_FALSE(game.is_over());
  play(game, cycle[39 % 4]);
  EXPECT_EQ(game.outcome().reason, EndReason::twenty_move);
  EXPECT_EQ(game.outcome().ply, 40);
}

TEST(Adjudicator, TwentyMoveCountRestartsAtAManMove) {
  Adjudicator game(from_fen("W:WK3,K4,12:BK29,K30"),
                   with([](DrawRules& d) { d.repetition = RepetitionRule::claim; }));
  play_cycles(game, {"4-8", "29-25", "8-4", "25-29"}, 10);
  EXPECT_EQ(game.twenty_move_count(), 10);
  play(game, "12-16");
  EXPECT_EQ(game.twenty_move_count(), 0);
  play(game, "25-29");
  EXPECT_EQ(game.twenty_move_count(), 1);
}

TEST(Adjudicator, TwentyMoveRuleNeedsTheFpdMaterialUnlessUnconditional) {
  // Five black pieces: the FPD condition (at most four a side) does not hold.
  const std::string fen = "W:WK3,K4:BK29,K30,28,31,32";
  const std::vector<std::string> cycle{"4-8", "29-25", "8-4", "25-29"};
  auto claim = [](DrawRules& d) { d.repetition = RepetitionRule::claim; };
  Adjudicator fpd(from_fen(fen), with(claim));
  play_cycles(fpd, cycle, 40);
  EXPECT_FALSE(fpd.is_over());
  EXPECT_EQ(fpd.twenty_move_count(), 0);

  Adjudicator unconditional(from_fen(fen), with([](DrawRules& d) {
                              d.repetition = RepetitionRule::claim;
                              d.twenty_move = TwentyMoveRule::unconditional;
                            }));
  play_cycles(unconditional, cycle, 40);
  EXPECT_EQ(unconditional.outcome().reason, EndReason::twenty_move);
  EXPECT_EQ(unconditional.outcome().ply, 40);
}

TEST(Adjudicator, TwentyMoveRuleNeedsAKingOnEachSide) {
  Adjudicator game(from_fen("W:WK3,K4:B30,31"),
                   with([](DrawRules& d) { d.repetition = RepetitionRule::claim; }));
  play(game, "4-8");
  EXPECT_EQ(game.twenty_move_count(), 0);
}

Ruleset forcada_rules(int moves, ForcadaRule rule) {
  Ruleset rules = portuguese_rules();
  rules.draws.repetition = RepetitionRule::claim;
  rules.draws.forcada_moves = moves;
  rules.draws.forcada = rule;
  return rules;
}

TEST(Adjudicator, ForcadaFromTheSetupWithTheStrongSideToMoveEndsAtPly23) {
  Adjudicator game(from_fen(kForcadaFen), forcada_rules(12, ForcadaRule::rio));
  ASSERT_EQ(game.forcada_count(), 0);
  play_cycles(game, kForcadaCycle, 22);
  EXPECT_EQ(game.forcada_count(), 11);
  EXPECT_FALSE(game.is_over());
  play(game, kForcadaCycle[22 % 4]);
  EXPECT_EQ(game.outcome().result, GameResult::draw);
  EXPECT_EQ(game.outcome().reason, EndReason::forcada);
  EXPECT_EQ(game.outcome().ply, 23);
}

TEST(Adjudicator, ForcadaWithTheWeakSideToMoveEndsAtPly24) {
  Adjudicator game(from_fen("B:WK1,K2,K3:BK29"), forcada_rules(12, ForcadaRule::rio));
  play_cycles(game, {"29-25", "2-6", "25-29", "6-2"}, 23);
  EXPECT_FALSE(game.is_over());
  play(game, "6-2");
  EXPECT_EQ(game.outcome().reason, EndReason::forcada);
  EXPECT_EQ(game.outcome().ply, 24);
}

TEST(Adjudicator, ForcadaMoveCountIsAnOption) {
  Adjudicator game(from_fen(kForcadaFen), forcada_rules(13, ForcadaRule::rio));
  play_cycles(game, kForcadaCycle, 24);
  EXPECT_FALSE(game.is_over());
  play(game, kForcadaCycle[24 % 4]);
  EXPECT_EQ(game.outcome().reason, EndReason::forcada);
  EXPECT_EQ(game.outcome().ply, 25);
}

TEST(Adjudicator, ForcadaCountStartsAfterTheMoveOntoTheRio) {
  // No white king on the rio yet: nothing is counted until 2-5 puts one there.
  const std::string fen = "W:WK2,K3,K4:BK29";
  Adjudicator game(from_fen(fen), forcada_rules(12, ForcadaRule::rio));
  EXPECT_FALSE(game.forcada_count().has_value());
  play(game, "2-5");
  EXPECT_EQ(game.forcada_count(), 0);
  play_cycles(game, {"29-25", "3-7", "25-29", "7-3"}, 23);
  EXPECT_FALSE(game.is_over());
  play(game, "7-3");
  EXPECT_EQ(game.outcome().reason, EndReason::forcada);
  EXPECT_EQ(game.outcome().ply, 25);
}

TEST(Adjudicator, ForcadaWithoutRioCountsFromTheMaterial) {
  const std::string fen = "W:WK2,K3,K4:BK29";
  const std::vector<std::string> cycle{"2-6", "29-25", "6-2", "25-29"};
  Adjudicator rio(from_fen(fen), forcada_rules(12, ForcadaRule::rio));
  play_cycles(rio, cycle, 30);
  EXPECT_FALSE(rio.is_over());  // no king ever on the rio: no count (and no 20-move count)

  Adjudicator no_rio(from_fen(fen), forcada_rules(12, ForcadaRule::no_rio));
  play_cycles(no_rio, cycle, 23);
  EXPECT_EQ(no_rio.outcome().reason, EndReason::forcada);
  EXPECT_EQ(no_rio.outcome().ply, 23);
}

TEST(Adjudicator, WinOnTheLastForcadaMoveTakesPriority) {
  Adjudicator game(from_fen(kForcadaFen), forcada_rules(12, ForcadaRule::rio));
  play_cycles(game, kForcadaCycle, 21);
  play(game, "29-19");  // the lone king steps onto the rio in front of the king on h1
  play(game, "1x23");   // White's 12th counted move takes it
  EXPECT_EQ(game.outcome().result, GameResult::white_wins);
  EXPECT_EQ(game.outcome().reason, EndReason::no_pieces);
  EXPECT_EQ(game.outcome().ply, 23);
}

TEST(Adjudicator, ResultAndReasonTexts) {
  EXPECT_STREQ(result_text(GameResult::white_wins), "1-0");
  EXPECT_STREQ(result_text(GameResult::black_wins), "0-1");
  EXPECT_STREQ(result_text(GameResult::draw), "1/2-1/2");
  EXPECT_STREQ(result_text(GameResult::ongoing), "*");
  EXPECT_STREQ(reason_text(EndReason::twenty_move), "twenty-move");
  EXPECT_STREQ(reason_text(EndReason::king_vs_king), "king-vs-king");
  EXPECT_STREQ(reason_text(EndReason::none), "none");
}

}  // namespace
}  // namespace damas::rules
