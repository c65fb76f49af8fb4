// The slips of the pen (repair.hpp) and the suggestions the replay makes from them (replay.hpp).
// Every expected move was worked out by hand on the FPD numbering (1 = h1, 5 = g2, 9 = h3, ...;
// a White man on an even rank steps from n to n+3 and n+4, on an odd rank to n+4 and n+5).
#include "damas/pdn/repair.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::pdn {
namespace {

rules::Position position(const char* fen) {
  const rules::FenResult parsed = rules::parse_fen(fen);
  EXPECT_TRUE(parsed.ok()) << fen;
  return parsed.position;
}

// The slips of `move` in `fen` ("" for the initial position), as full routes.
std::vector<std::string> slips(const char* fen, const char* move,
                               rules::Board board = rules::Board::standard) {
  Squares squares;
  const Separator separator = split_move(move, squares);
  const rules::Position before = *fen != '\0' ? position(fen) : rules::Position::initial();
  std::vector<std::string> texts;
  for (const rules::Move& m : plausible_slips(before, {squares.data(), squares.size()}, separator, board)) {
    texts.push_back(rules::route_text(m));
  }
  return texts;
}

using Texts = std::vector<std::string>;

TEST(Slips, DigitsSwappedInASquare) {
  // 21 is a Black man; 12 (its digits swapped) goes to 16. No other edit names a legal move:
  // 16 is reached by no other White piece, and nothing goes from 21 or from 16.
  EXPECT_EQ(slips("", "21-16"), Texts{"12-16"});
  // 61 is no square; 16 is, and only 12 goes there.
  EXPECT_EQ(slips("", "12-61"), Texts{"12-16"});
}

TEST(Slips, OneWrongDigitOrOneLeftOutOrTooMany) {
  // 51 is no square: its typos 15 (swapped), 1, 5 (a digit left out), 11, 21, 31 (one wrong):
  // of those only 15 is reached from 11.
  EXPECT_EQ(slips("", "11-51"), Texts{"11-15"});
  // A digit too many: the man on 1 goes to 5 only, written 15 (5 with a 1 before it).
  EXPECT_EQ(slips("W:W1:B30", "1-15"), Texts{"1-5"});
  // A digit left out: 11 written 1 (10-19, 21 and 31 are 1 with a digit more: only 11 holds a
  // piece).
  EXPECT_EQ(slips("W:W11:B30", "1-15"), Texts{"11-15"});
  // Both with men on 1 and 11: 1-5 (a digit too many) and 11-15 (one left out).
  EXPECT_EQ(slips("W:W1,11:B30", "1-15"), (Texts{"1-5", "11-15"}));
  // 11-16: 11 goes to 14 and 15 (16 with one digit wrong), and 12 (11 with one digit wrong)
  // goes to 16: three moves, none more plausible than the others.
  EXPECT_EQ(slips("", "11-16"), (Texts{"11-14", "11-15", "12-16"}));
}

TEST(Slips, LeadingZerosAreNotDigits) {
  // The example: Black's man on 16 takes the White man on 12 landing on 7, written
  // 12x07. 07 is square 7; 12 with one digit wrong is 16.
  EXPECT_EQ(slips("B:W12,1:B16", "12x07"), Texts{"16x7"});
  // 07 has the typos of 7 (1-6, 8, 9, 17, 27), none reached from 11 (which goes to 14 and 15);
  // no White piece can go to 7, and 7-11 is no move either.
  EXPECT_EQ(slips("", "11-07"), Texts{});
}

TEST(Slips, FromAndToReversed) {
  // 15 is empty; 11-15 read backwards. 11 is taken, so no move ends there.
  EXPECT_EQ(slips("", "15-11"), Texts{"11-15"});
}

TEST(Slips, TheWrongStartingSquare) {
  // White men on 5 and 12: 5 goes to 9 and 10, 12 to 15 and 16. 8 is empty and its typos (9,
  // 18, 28, 3...) start nothing that goes to 16; the piece that can go to 16 is on 12.
  EXPECT_EQ(slips("W:W5,12:B30", "8-16"), Texts{"12-16"});
}

TEST(Slips, ACaptureCutShort) {
  // The man on 10 takes 14 landing on 19, then 23 landing on 28: written as its first jump.
  EXPECT_EQ(slips("W:W10:B14,23", "10x19"), Texts{"10x19x28"});
  // The landing squares written in order, the last one left out: the same capture.
  EXPECT_EQ(slips("W:W10:B14,23", "10-19"), Texts{"10x19x28"});
}

TEST(Slips, AlgebraicSquares) {
  // e5 is a light square; its typos e4 (the rank wrong) and d5, f5 ... (the file wrong): d3
  // (square 11) goes to e4 (14) and c4 (15), so only e4.
  EXPECT_EQ(slips("", "d3-e5"), Texts{"11-14"});
  // On the mirrored board (a1 = square 1) e3 is the standard board's d3 (11) and f5 its c5, a
  // light square; of f5's typos, f4 is the standard c4 (15), where 11 goes.
  EXPECT_EQ(slips("", "e3-f5", rules::Board::mirrored), Texts{"11-15"});
}

TEST(Slips, AKingWithManyMovesGivesMoreThanTheBound) {
  // The king on 14 reaches 1, 4, 5, 7, 10, 11, 18, 19, 21, 23, 25, 28 and 32. Written 14-2
  // (2 is off its diagonals): the typos of 2 it reaches are 1, 4, 5, 7 (one wrong digit) and
  // 21, 23, 25, 28, 32 (a digit too many): nine moves.
  EXPECT_EQ(slips("W:WK14:B30", "14-2"),
            (Texts{"14-1", "14-4", "14-5", "14-7", "14-21", "14-23", "14-25", "14-28", "14-32"}));
  EXPECT_GT(slips("W:WK14:B30", "14-2").size(), kMaxRepairCandidates);
}

// The only game of `text` (movetext, a FEN tag allowed) replayed as a built game.
ReplayedGame replayed(const std::string& text) {
  std::vector<Game> games = read_games(text);
  EXPECT_EQ(games.size(), 1U);
  ReplayOptions options;
  options.check_tags = false;
  return replay(games.front(), options);
}

// The same game replayed as the reader reads it (a plain game: no model of its moves; one that
// looks like another variant is built, and replayed so).
ReplayedGame replayed_as_read(const std::string& text) {
  std::optional<ReplayedGame> out;
  ReplayOptions options;
  options.check_tags = false;
  GameBuilder builder([&](Game&& game) {
    const ReplayedGame r = replay(game, options);
    EXPECT_TRUE(std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
      return d.code == DiagnosticCode::other_variant;
    })) << "not replayed as read";
    out = r;
  });
  builder.replay_plain_games(options, [&](Game&&, ReplayedGame&& r) { out = std::move(r); });
  read_text(text, "<text>", builder);
  EXPECT_TRUE(out.has_value());
  return out ? std::move(*out) : ReplayedGame{};
}

const Diagnostic& only_error(const ReplayedGame& game) {
  EXPECT_EQ(game.diagnostics.size(), 1U);
  return game.diagnostics.front();
}

// 11-15 written 11-51; then Black 22-19, White 15x22 (over 19), Black 26x19 (over 22).
const char* const kSwappedGame = "1. 11-51 22-19 2. 15x22 26x19 *";

TEST(Suggestion, AUniqueSlipAfterWhichTheGameReplays) {
  for (const ReplayedGame& game : {replayed(kSwappedGame), replayed_as_read(kSwappedGame)}) {
    const Diagnostic& d = only_error(game);
    ASSERT_TRUE(d.suggestion.has_value());
    EXPECT_EQ(d.suggestion->move, "11-15");
    EXPECT_TRUE(d.suggestion->replays);
    EXPECT_EQ(d.message,
              "square 51 does not exist on the 32-square board; did you mean 11-15? (the game "
              "then replays to its end legally)");
  }
}

// The first 12 plies of a legal game with 11-15 written 11-51, then 24-82 at ply 13.
const char* const kTwoSlips =
    "1. 11-51 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13 6. 9x25 28-23 "
    "7. 24-82 *";

TEST(Suggestion, AUniqueSlipAfterWhichTheGameStopsAgain) {
  // With 11-15 the game replays 11 plies, to ply 13, where 24-82 is a second slip.
  for (const ReplayedGame& game : {replayed(kTwoSlips), replayed_as_read(kTwoSlips)}) {
    const Diagnostic& d = only_error(game);
    ASSERT_TRUE(d.suggestion.has_value());
    EXPECT_EQ(d.suggestion->move, "11-15");
    EXPECT_FALSE(d.suggestion->replays);
    EXPECT_EQ(d.suggestion->stop_ply, 13);
    EXPECT_EQ(d.suggestion->stop_move, "24-82");
    EXPECT_NE(d.message.find("; did you mean 11-15? (the game then stops again at ply 13, 24-82)"),
              std::string::npos)
        << d.message;
  }
}

TEST(Suggestion, NoneForASlipAfterWhichTheGameSoonStopsAgain) {
  // With 11-15 the game replays 3 plies (22-19 15x22 26x19), fewer than kMinPliesReplayed,
  // before 10-51 at ply 5.
  const std::string text = "1. 11-51 22-19 2. 15x22 26x19 3. 10-51 *";
  for (const ReplayedGame& game : {replayed(text), replayed_as_read(text)}) {
    EXPECT_FALSE(only_error(game).suggestion.has_value()) << only_error(game).message;
  }
}

TEST(Suggestion, SeveralSlipsOfWhichTheRestOfTheGameKeepsOne) {
  // 11-16: 11-14, 11-15 or 12-16. Only after 11-15 is there a man on 15 to take 19 at ply 3.
  const std::string text = "1. 11-16 22-19 2. 15x22 26x19 *";
  for (const ReplayedGame& game : {replayed(text), replayed_as_read(text)}) {
    const Diagnostic& d = only_error(game);
    ASSERT_TRUE(d.suggestion.has_value()) << d.message;
    EXPECT_EQ(d.suggestion->move, "11-15");
    EXPECT_TRUE(d.suggestion->replays);
  }
}

TEST(Suggestion, SeveralSlipsThatTheRestOfTheGameDoesNotTellApart) {
  // The last move: 11-14, 11-15 and 12-16 all end the game legally.
  for (const ReplayedGame& game : {replayed("1. 11-16 *"), replayed_as_read("1. 11-16 *")}) {
    const Diagnostic& d = only_error(game);
    EXPECT_FALSE(d.suggestion.has_value()) << d.message;
    EXPECT_EQ(d.message.find("did you mean"), std::string::npos);
  }
  // 22-19 then 9-13: legal after each of the three.
  EXPECT_FALSE(only_error(replayed("1. 11-16 22-19 2. 9-13 *")).suggestion.has_value());
}

// The only diagnostic of the game `text` is `code`, without a suggestion.
void expect_no_suggestion(const std::string& text, DiagnosticCode code) {
  const ReplayedGame game = replayed(text);
  const Diagnostic& d = only_error(game);
  EXPECT_EQ(d.code, code) << text;
  EXPECT_FALSE(d.suggestion.has_value()) << text;
}

TEST(Suggestion, NoneWhenNoSlipIsLegal) {
  // 11-27: 27 is a Black man far away; no edit of 11-27 names a move of White's.
  expect_no_suggestion("1. 11-27 *", DiagnosticCode::illegal_move);
}

TEST(Suggestion, NoneBeyondTheBoundOfCandidates) {
  // Nine slips of 14-2 (see AKingWithManyMovesGivesMoreThanTheBound): too many to suggest one,
  // even though the game ends there.
  const ReplayedGame game = replayed("[FEN \"W:WK14:B30\"] 1. 14-2 *");
  const Diagnostic& d = only_error(game);
  EXPECT_FALSE(d.suggestion.has_value());
  // Not even when the rest of the game keeps one of them: Black's 30-27 is legal after each,
  // and only after 14-32 is there a king on 32 to play 32-23.
  const ReplayedGame longer = replayed("[FEN \"W:WK14:B30\"] 1. 14-2 30-27 2. 32-23 *");
  EXPECT_FALSE(only_error(longer).suggestion.has_value()) << only_error(longer).message;
}

TEST(Suggestion, InAVariation) {
  // The variation replacing 11-15 writes 12-61 for 12-16; Black's 22-18 then is legal.
  const ReplayedGame game = replayed("1. 11-15 (1. 12-61 22-18) 22-19 *");
  const Diagnostic& d = only_error(game);
  EXPECT_EQ(d.ply, 1);
  ASSERT_TRUE(d.suggestion.has_value());
  EXPECT_EQ(d.suggestion->move, "12-16");
  EXPECT_TRUE(d.suggestion->replays);
  EXPECT_NE(d.message.find("(the variation then replays to its end legally)"), std::string::npos)
      << d.message;
}

TEST(Suggestion, OnlyForIllegalMoves) {
  // A move after the end of the game is no slip: Black's man on 19 takes White's last man (on
  // 15, landing on 12), and a move of White's is written after it.
  expect_no_suggestion("[FEN \"B:W15:B19\"] 1... 19x12 2. 14-18 *",
                       DiagnosticCode::move_after_end);
}

TEST(Suggestion, TheMoveSquaresAreMarked) {
  const ReplayedGame game = replayed("1. 21-16 *");
  const Diagnostic& d = only_error(game);
  EXPECT_EQ(d.squares, rules::bit(rules::square_from_number(21)) |
                           rules::bit(rules::square_from_number(16)));
  // A square that does not exist is not marked.
  EXPECT_EQ(only_error(replayed(kSwappedGame)).squares, rules::bit(rules::square_from_number(11)));
}

}  // namespace
}  // namespace damas::pdn
