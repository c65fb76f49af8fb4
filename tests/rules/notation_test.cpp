// Move text: reading every accepted form, finding the legal move it names, and writing PDN.
#include "damas/rules/notation.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "test_support.hpp"

namespace damas::rules {
namespace {

using testing::identity;
using testing::position_of;

// The FPD numbers of the squares read from a move text (the test fails if it did not parse).
std::vector<int> numbers(std::string_view text, Board board = Board::standard) {
  const ParsedMoveText parsed = parse_move_text(text, board);
  EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error->message);
  std::vector<int> out;
  for (Square sq : parsed.squares) out.push_back(square_number(sq));
  return out;
}

Separator separator(std::string_view text) { return parse_move_text(text).separator; }

TEST(NotationParse, NumericForms) {
  EXPECT_EQ(numbers("9-13"), (std::vector{9, 13}));
  EXPECT_EQ(numbers("9x18"), (std::vector{9, 18}));
  EXPECT_EQ(numbers("9:18"), (std::vector{9, 18}));
  EXPECT_EQ(numbers("6x13x22"), (std::vector{6, 13, 22}));
  EXPECT_EQ(numbers("09-13"), (std::vector{9, 13}));
  EXPECT_EQ(numbers(" 9 - 13 "), (std::vector{9, 13}));
  EXPECT_EQ(numbers("9X18"), (std::vector{9, 18}));
  EXPECT_EQ(separator("9-13"), Separator::hyphen);
  EXPECT_EQ(separator("9x18"), Separator::capture);
  EXPECT_EQ(separator("9:18"), Separator::capture);
  EXPECT_EQ(separator("6-13x22"), Separator::capture);
}

TEST(NotationParse, AlgebraicForms) {
  // Standard board: d3 = 11, e4 = 14. Mirrored board (1 = a1): c3 = 10, d4 = 14.
  EXPECT_EQ(numbers("d3-e4"), (std::vector{11, 14}));
  EXPECT_EQ(numbers("d3e4"), (std::vector{11, 14}));
  EXPECT_EQ(numbers("D3E4"), (std::vector{11, 14}));
  EXPECT_EQ(numbers("c3-d4", Board::mirrored), (std::vector{10, 14}));
  EXPECT_EQ(numbers("c3d4", Board::mirrored), (std::vector{10, 14}));
  EXPECT_EQ(numbers("C3-D4", Board::mirrored), (std::vector{10, 14}));
  EXPECT_EQ(numbers("e2xg4xe6"), (std::vector{6, 13, 22}));
}

void expect_move_text_error(std::string_view text, std::size_t offset, std::string_view message) {
  const ParsedMoveText parsed = parse_move_text(text);
  ASSERT_FALSE(parsed.ok()) << text;
  EXPECT_EQ(parsed.error->offset, offset) << text;
  EXPECT_EQ(parsed.error->message, message) << text;
  EXPECT_TRUE(parsed.squares.empty()) << text;
}

TEST(NotationParse, Errors) {
  expect_move_text_error("", 0, "expected a square, found the end of the move");
  expect_move_text_error("9", 1,
                         "expected a separator and a second square, found the end of the move");
  expect_move_text_error("9-", 2, "expected a square, found the end of the move");
  expect_move_text_error("0-4", 0, "square 0 is out of range (1 to 32)");
  expect_move_text_error("9-33", 2, "square 33 is out of range (1 to 32)");
  expect_move_text_error("9-" + std::string(10'000'000, '1'), 2,
                         "square 111111111111... is out of range (1 to 32)");
  expect_move_text_error("9+13", 1, "expected '-', 'x' or ':', found '+'");
  expect_move_text_error("c3-d4", 0, "c3 is not a playing square");
  expect_move_text_error("9-z", 2, "expected a square, found 'z'");
}

MoveMatch match(std::string_view fen, std::string_view text) {
  return match_move(position_of(fen), parse_move_text(text));
}

constexpr const char* kStart = "W:W1-12:B21-32";
constexpr const char* kOneCapture = "W:W9,10:B14";            // only 10x19
constexpr const char* kTwoWays = "W:W6:B10,11,18,19";         // 6x22 over 10,18 or 11,19
constexpr const char* kLoop = "W:WK14:B18,19,26,27";          // 14x14 both ways round

TEST(NotationMatch, QuietMove) {
  const MoveMatch m = match(kStart, "9-13");
  EXPECT_EQ(m.status, MatchStatus::legal);
  EXPECT_EQ(identity(m.move), "9-13");
}

TEST(NotationMatch, CaptureWrittenWithEverySeparator) {
  for (const char* text : {"10x19", "10:19", "10-19", "f3xd5"}) {
    const MoveMatch m = match(kOneCapture, text);
    EXPECT_EQ(m.status, MatchStatus::legal) << text;
    EXPECT_EQ(identity(m.move), "10x19 (14)") << text;
  }
}

TEST(NotationMatch, QuietMoveWrittenAsCapture) {
  const MoveMatch m = match(kStart, "9x13");
  EXPECT_EQ(m.status, MatchStatus::quiet_written_as_capture);
  EXPECT_EQ(identity(m.move), "9-13");
}

TEST(NotationMatch, IllegalMoves) {
  EXPECT_EQ(match(kStart, "9-14").status, MatchStatus::illegal);    // not a diagonal step
  EXPECT_EQ(match(kStart, "5-9").status, MatchStatus::illegal);     // occupied
  EXPECT_EQ(match(kOneCapture, "9-13").status, MatchStatus::illegal);  // capture is compulsory
  EXPECT_EQ(match(kTwoWays, "6x14x22").status, MatchStatus::illegal);  // no such route
  EXPECT_EQ(match_move(position_of(kStart), parse_move_text("9-")).status, MatchStatus::illegal);
}

TEST(NotationMatch, ShortCaptureWithTwoCapturedSetsIsAmbiguous) {
  for (const char* text : {"6x22", "6-22"}) {
    const MoveMatch m = match(kTwoWays, text);
    EXPECT_EQ(m.status, MatchStatus::ambiguous) << text;
    std::set<std::string> candidates;
    for (const Move& c : m.candidates) candidates.insert(identity(c));
    EXPECT_EQ(candidates, (std::set<std::string>{"6x22 (10,18)", "6x22 (11,19)"})) << text;
  }
}

TEST(NotationMatch, FullPathDisambiguates) {
  const MoveMatch left = match(kTwoWays, "6x15x22");
  EXPECT_EQ(left.status, MatchStatus::legal);
  EXPECT_EQ(identity(left.move), "6x22 (11,19)");
  const MoveMatch right = match(kTwoWays, "6x13x22");
  EXPECT_EQ(right.status, MatchStatus::legal);
  EXPECT_EQ(identity(right.move), "6x22 (10,18)");
}

TEST(NotationMatch, PathsOfOneIdentityAreOneMove) {
  // The loop round 18, 26, 27, 19 either way is one move.
  for (const char* text : {"14x14", "14-14", "14x21x30x23x14", "14x23x30x21x14"}) {
    const MoveMatch m = match(kLoop, text);
    EXPECT_EQ(m.status, MatchStatus::legal) << text;
    EXPECT_EQ(identity(m.move), "14x14 (18,19,26,27)") << text;
  }
}

TEST(NotationMatch, WrittenPathMustFollowTheRoute) {
  // Landings where the king runs straight on may be left out: h1 x f3 x c6 lands on e4 or d5
  // between the two captures.
  for (const char* text : {"1x28", "1x14x28", "1x19x28"}) {
    const MoveMatch m = match("W:WK1:B10,23", text);
    EXPECT_EQ(m.status, MatchStatus::legal) << text;
    EXPECT_EQ(identity(m.move), "1x28 (10,23)") << text;
  }
  // Leaving out a square where the king turns, or jumping between squares that share no
  // diagonal (g6 to c6), names no route.
  EXPECT_EQ(match(kLoop, "14x30x14").status, MatchStatus::illegal);
  EXPECT_EQ(match(kLoop, "14x21x23x14").status, MatchStatus::illegal);
  EXPECT_EQ(match(kLoop, "14x21x30x14").status, MatchStatus::illegal);
  EXPECT_EQ(match(kLoop, "14x30x23x14").status, MatchStatus::illegal);
}

// What a match says, as comparable text: the status, the move and its route, the candidates.
std::string described(const MoveMatch& m) {
  // Only a legal move, or a quiet move written as a capture, has a move: others keep Move{},
  // whose squares are not on the board.
  const bool has_move =
      m.status == MatchStatus::legal || m.status == MatchStatus::quiet_written_as_capture;
  std::string out =
      std::to_string(static_cast<int>(m.status)) + " " + (has_move ? route_text(m.move) : "");
  for (const Move& c : m.candidates) out += " | " + route_text(c);
  return out;
}

// match_move given the capturers, from a ParsedMoveText or from the two squares of a short
// form, says what match_move says on its own.
TEST(NotationMatch, KnownCapturersGiveTheSameMatch) {
  std::vector<Position> positions;
  for (const char* fen : {kStart, kOneCapture, kTwoWays, kLoop, "W:WK1:B10,23"}) {
    positions.push_back(position_of(fen));
  }
  std::mt19937 random(20261130);
  for (int i = 0; i < 300; ++i) positions.push_back(testing::random_position(random));
  int legal = 0, ambiguous = 0, quiet_as_capture = 0;
  for (const Position& pos : positions) {
    const Capturers capturers = find_capturers(pos);
    for (Square from = 0; from < kSquareCount; ++from) {
      for (Square to = 0; to < kSquareCount; ++to) {
        for (const Separator written : {Separator::hyphen, Separator::capture}) {
          ParsedMoveText text;
          text.squares = {from, to};
          text.separator = written;
          const MoveMatch found = match_move(pos, text);
          ASSERT_EQ(described(match_move(pos, text, capturers)), described(found))
              << to_fen(pos) << " " << square_number(from) << "-" << square_number(to);
          ASSERT_EQ(described(match_move(pos, from, to, written, capturers)), described(found))
              << to_fen(pos) << " " << square_number(from) << "-" << square_number(to);
          legal += found.status == MatchStatus::legal;
          ambiguous += found.status == MatchStatus::ambiguous;
          quiet_as_capture += found.status == MatchStatus::quiet_written_as_capture;
        }
      }
    }
  }
  // Every status occurs, so each path of match_move was compared.
  EXPECT_GT(legal, 1000);
  EXPECT_GT(ambiguous, 0);
  EXPECT_GT(quiet_as_capture, 100);
}

// The text of each legal move of a position, as move_text writes it.
std::set<std::string> texts(std::string_view fen) {
  MoveList legal;
  generate_moves(position_of(fen), legal);
  std::set<std::string> out;
  for (const Move& m : legal) out.insert(move_text(m, legal));
  return out;
}

TEST(NotationWrite, FullPathOnlyForTheAmbiguousCapture) {
  EXPECT_EQ(texts(kTwoWays), (std::set<std::string>{"6x13x22", "6x15x22"}));
  EXPECT_EQ(texts(kOneCapture), (std::set<std::string>{"10x19"}));
  EXPECT_EQ(texts("W:W6:B10,18"), (std::set<std::string>{"6x22"}));
  EXPECT_EQ(texts(kLoop), (std::set<std::string>{"14x1", "14x4", "14x5", "14x7", "14x10",
                                                 "14x11", "14x14"}));
  EXPECT_EQ(texts("W:W9,10:B30"), (std::set<std::string>{"9-13", "10-13", "10-14"}));
}

TEST(NotationWrite, RouteTextGivesEveryLanding) {
  const Position pos = position_of("W:WK1:B14,27");
  EXPECT_EQ(route_text(testing::find_move(pos, "1x30 (14,27)")), "1x23x30");
  EXPECT_EQ(route_text(testing::find_move(position_of(kStart), "9-13")), "9-13");
}

TEST(NotationWrite, RoutesTextListsEveryRouteInItsOrder) {
  // W:W6:B10,11,18,19: the man on 6 (e2) reaches 22 (e6) over 10 and 18, landing on 13 (g4),
  // or over 11 and 19, landing on 15 (c4): the two routes of the short text 6x22.
  const Position pos = position_of("W:W6:B10,11,18,19");
  const Move right = testing::find_move(pos, "6x22 (10,18)");
  const Move left = testing::find_move(pos, "6x22 (11,19)");
  EXPECT_EQ(routes_text({right, left}), "6x13x22, 6x15x22");
  EXPECT_EQ(routes_text({left, right}), "6x15x22, 6x13x22");
  EXPECT_EQ(routes_text({left}), "6x15x22");
  EXPECT_EQ(routes_text({}), "");
}

TEST(NotationWrite, AlgebraicSquaresOnTheStandardBoard) {
  const Position pos = position_of("W:WK1:B14,27");
  const Move capture = testing::find_move(pos, "1x30 (14,27)");
  EXPECT_EQ(route_text(capture, SquareNotation::algebraic), "h1xc6xe8");
  MoveList legal;
  generate_moves(pos, legal);
  EXPECT_EQ(move_text(capture, legal, SquareNotation::algebraic), "h1xe8");
  EXPECT_EQ(route_text(testing::find_move(position_of(kStart), "9-13"), SquareNotation::algebraic),
            "h3-g4");
}

TEST(NotationWrite, NeedsFullPathOnlyWhenTheShortFormNamesTwoMoves) {
  MoveList two_ways;
  generate_moves(position_of(kTwoWays), two_ways);
  ASSERT_EQ(two_ways.size(), 2);
  EXPECT_TRUE(needs_full_path(two_ways[0], two_ways));
  MoveList one;
  generate_moves(position_of(kOneCapture), one);
  ASSERT_EQ(one.size(), 1);
  EXPECT_FALSE(needs_full_path(one[0], one));
}

}  // namespace
}  // namespace damas::rules
