#include "damas/engine/search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <ostream>

#include "damas/engine/egtb.hpp"
#include "damas/rules/movegen.hpp"
#include "test_positions.hpp"

namespace damas::engine {
namespace {

using testing::best_text;
using testing::default_draws;
using testing::from_fen;
using testing::search_depth;
using testing::search_timed;

rules::DrawRules draws_with(const std::function<void(rules::DrawRules&)>& change) {
  rules::DrawRules d = default_draws();
  change(d);
  return d;
}

// Golpes: a man offered so that the forced capture opens a multiple capture (checked by hand:
// each line below is the only way to win material).
struct Shot {
  const char* fen;
  const char* move;
  const char* why;
};

void PrintTo(const Shot& shot, std::ostream* out) { *out << shot.fen << " " << shot.move; }

class Golpe : public ::testing::TestWithParam<Shot> {};

TEST_P(Golpe, IsFound) {
  const GameState game(from_fen(GetParam().fen), default_draws());
  const SearchResult result = search_depth(game, 6);
  EXPECT_EQ(best_text(game, result), GetParam().move) << GetParam().why;
  EXPECT_GT(result.info.score, 150);
}

// A search under a time limit makes singular extensions (search.hpp); the shot is still found.
TEST_P(Golpe, IsFoundUnderATimeLimit) {
  const GameState game(from_fen(GetParam().fen), default_draws());
  const SearchResult result = search_timed(game, 9);
  EXPECT_EQ(best_text(game, result), GetParam().move) << GetParam().why;
  EXPECT_GT(result.info.score, 150);
}

INSTANTIATE_TEST_SUITE_P(
    Search, Golpe,
    ::testing::Values(
        Shot{"W:W1-5,7,8,12,17:B18,20,23,25,26,28,29,31,32", "12-15",
             "20x11 forced, then 7x30 takes 11, 18 and 26 and crowns"},
        Shot{"W:W1,3-5,7-12:B17,18,23-28,31,32", "10-13",
             "17x10 forced, then 5x30 takes 10, 18 and 26 and crowns"},
        Shot{"W:W1,2,4-6,8,9,11-13:B19,20,24-30,32", "11-15",
             "20x11 forced, then 6x31 takes three and crowns"}));

// The first move of a forced win is reported with its distance in moves of the winner.
struct Ending {
  const char* fen;
  int moves;  // positive: the side to move wins in that many of its moves; negative: loses
};

void PrintTo(const Ending& e, std::ostream* out) { *out << e.fen << " #" << e.moves; }

class MateDistance : public ::testing::TestWithParam<Ending> {};

TEST_P(MateDistance, IsExact) {
  const GameState game(from_fen(GetParam().fen), default_draws());
  const SearchResult result = search_depth(game, 20);
  ASSERT_TRUE(is_forced(result.info.score)) << result.info.score;
  EXPECT_EQ(moves_to_end(result.info.score), GetParam().moves);
}

// Singular extensions (searches under a time limit) lengthen some lines: the distance reported
// must stay the shortest.
TEST_P(MateDistance, IsExactUnderATimeLimit) {
  const GameState game(from_fen(GetParam().fen), default_draws());
  const SearchResult result = search_timed(game, 20);
  ASSERT_TRUE(is_forced(result.info.score)) << result.info.score;
  EXPECT_EQ(moves_to_end(result.info.score), GetParam().moves);
}

INSTANTIATE_TEST_SUITE_P(Search, MateDistance,
                         ::testing::Values(Ending{"W:W10:B14", 1},   // 10x19 takes the last piece
                                           Ending{"B:W10:B14", 1},   // 14x5 does
                                           Ending{"W:W18,K29:B9,25", 3},
                                           Ending{"B:W8,24:B15,K4", 3},  // the same, reversed
                                           Ending{"W:W2,K24:B14,18", 4},
                                           Ending{"W:WK2,K10,K16:BK24", 4}));

// An exhaustive check that no win is shorter: the side to move cannot force a win (by the move
// rules alone) within `plies`.
bool wins_within(const rules::Position& pos, int plies) {
  rules::MoveList moves;
  rules::generate_moves(pos, moves);
  if (plies <= 0 || moves.empty()) return false;
  for (const rules::Move& m : moves) {
    const rules::Position next = pos.after(m);
    rules::MoveList replies;
    rules::generate_moves(next, replies);
    if (replies.empty()) return true;
    bool all_lose = true;
    for (const rules::Move& r : replies) {
      if (!wins_within(next.after(r), plies - 2)) {
        all_lose = false;
        break;
      }
    }
    if (all_lose) return true;
  }
  return false;
}

TEST(Search, ReportedWinsHaveNoShorterWin) {
  for (const auto& [fen, moves] : {std::pair{"W:W18,K29:B9,25", 3}, {"W:W2,K24:B14,18", 4}}) {
    EXPECT_TRUE(wins_within(from_fen(fen), 2 * moves - 1)) << fen;
    EXPECT_FALSE(wins_within(from_fen(fen), 2 * moves - 3)) << fen;
  }
}

// What a search reports when the draw rules forbid the win: no forced result, and less than a
// man (giving up a king to restart the counts is all that is left to try).
void expect_no_win(const SearchResult& result) {
  EXPECT_FALSE(is_forced(result.info.score)) << score_text(result.info.score, rules::Color::white);
  EXPECT_LT(std::abs(result.info.score), kManValue);
}

// White wins in four moves (Forcada count fresh), but not within fewer moves than the count
// leaves: the draw rules turn the win into a draw.
const char* const kForcadaWin = "W:WK2,K10,K16:BK24";

TEST(Search, ForcadaCountWithFewMovesLeftTurnsAWinIntoADraw) {
  const GameState fresh(from_fen(kForcadaWin), draws_with([](auto& d) { d.forcada_moves = 4; }));
  EXPECT_EQ(score_text(search_depth(fresh, 12).info.score, rules::Color::white), "#4");

  const GameState short_count(from_fen(kForcadaWin),
                              draws_with([](auto& d) { d.forcada_moves = 3; }));
  expect_no_win(search_depth(short_count, 12));
}

TEST(Search, ForcadaMovesPlayedBeforeTheRootCount) {
  // Twenty plies of king moves that come back to the same position: ten White moves counted.
  GameState game(from_fen(kForcadaWin), default_draws());
  testing::play_line(game, "16-23 24-31 10-1 31-13 2-5 13-18 5-2 18-9 23-10 9-27 10-17 27-31 "
                           "17-30 31-13 30-20 13-22 20-16 22-31 1-10 31-24");
  ASSERT_EQ(game.position(), from_fen(kForcadaWin));
  ASSERT_EQ(game.counters().forcada, 10);
  ASSERT_EQ(game.outcome().result, rules::GameResult::ongoing);
  expect_no_win(search_depth(game, 12));
}

TEST(Search, TwentyMoveCountTurnsAWinIntoADraw) {
  // A king each (and a black man): the 20-move rule counts. White wins in four moves with
  // 23-1 32-23 1x28, which lets two reversible plies pass before the capture; a count with two
  // plies left (as after 38 plies of the 40) draws first.
  const char* const fen = "W:WK3,K23:B21,K32";
  const GameState fresh(from_fen(fen), default_draws());
  EXPECT_EQ(score_text(search_depth(fresh, 12).info.score, rules::Color::white), "#4");
  const GameState counted(from_fen(fen), draws_with([](auto& d) { d.twenty_move_plies = 2; }));
  expect_no_win(search_depth(counted, 12));
}

TEST(Search, KingAgainstKingIsADrawUnlessPlayedOn) {
  const GameState drawn(from_fen("W:WK1:BK5"), default_draws());
  const SearchResult over = search_depth(drawn, 4);
  ASSERT_TRUE(over.game_over.has_value());
  EXPECT_EQ(over.game_over->reason, rules::EndReason::king_vs_king);

  const GameState played(from_fen("W:WK1:BK5"),
                         draws_with([](auto& d) { d.king_vs_king = rules::KingVsKingRule::play; }));
  EXPECT_EQ(score_text(search_depth(played, 4).info.score, rules::Color::white), "#1");
}

TEST(Search, ThreeKingsAgainstOneWinsOnlyWhenKingAgainstKingIsPlayedOn) {
  // docs/rules.md: a draw by default (every win passes through king against king), a win in 13
  // White moves with king-vs-king=play (Black to move). Short searches here; the test below checks
  // a part of the win to its full distance.
  const GameState drawn(from_fen("B:WK1,K5,K10:BK8"), default_draws());
  EXPECT_FALSE(is_forced(search_depth(drawn, 10).info.score));
}

TEST(Search, ThreeKingsAgainstOneInSevenWithKingAgainstKingPlayed) {
  // B:WK1,K5,K10:BK8 six moves into the endgame tables' line of its win in 13 (the whole win
  // takes the search minutes since repetition draws stay out of its table): a win in 7 the
  // search (without tables) must find to its full distance, as the tables give it.
  const rules::DrawRules draws =
      draws_with([](auto& d) { d.king_vs_king = rules::KingVsKingRule::play; });
  const GameState game(from_fen("B:WK3,K18,K19:BK20"), draws);
  const auto tables = EndgameTables(draws.king_vs_king).extended(Material::of(game.position()));
  const auto value = probe(*tables, game.position(), game.counters(), draws);
  ASSERT_TRUE(value.has_value());
  EXPECT_EQ(score_text(table_score(*value, 0), rules::Color::black), "#7");
  Engine engine(64);
  Limits limits;
  limits.depth = 16;
  EXPECT_EQ(engine.search(game, limits).info.score, table_score(*value, 0));
}

// A draw by repetition found below a node holds only on the path that reached it, so such a
// score is not kept for the node in the transposition table (the best move is). When it was,
// this win in 8 (the endgame tables' value; the search below does not use them) was scored
// +1.11 at depth 18: lines reaching a position a second way took the draw stored for it.
TEST(SearchLong, AWinIsNotLostToARepetitionOnAnotherPath) {
  const rules::DrawRules draws =
      draws_with([](auto& d) { d.king_vs_king = rules::KingVsKingRule::play; });
  const GameState game(from_fen("W:WK28,K11,26:BK27"), draws);
  const auto tables = EndgameTables(draws.king_vs_king).extended(Material::of(game.position()));
  const auto value = probe(*tables, game.position(), game.counters(), draws);
  ASSERT_TRUE(value.has_value());
  ASSERT_EQ(value->result, TableResult::win);

  Engine engine(16);
  Limits limits;
  limits.depth = 18;
  EXPECT_EQ(engine.search(game, limits).info.score, table_score(*value, 0));
}

TEST(Search, SameNodesAtFixedDepth) {
  const GameState game(rules::Position::initial(), default_draws());
  Engine engine(8);
  Limits limits;
  limits.depth = 9;
  const SearchResult first = engine.search(game, limits);
  engine.new_game();
  const SearchResult second = engine.search(game, limits);
  const SearchResult other = search_depth(game, 9);
  EXPECT_EQ(first.info.nodes, second.info.nodes);
  EXPECT_EQ(first.info.nodes, other.info.nodes);
  EXPECT_EQ(first.info.pv.at(0).from, other.info.pv.at(0).from);
  EXPECT_EQ(first.info.score, other.info.score);
}

// Under a time limit the search makes singularity tests and extensions that a fixed-depth search
// does not: to the same depth it visits more nodes (the time is far from reached), and its line
// is still a legal one from the root.
TEST(Search, ATimedSearchMakesSingularExtensions) {
  GameState game(rules::Position::initial(), default_draws());
  testing::play_line(game, "11-14 22-19 9-13 24-20");
  const SearchResult fixed = search_depth(game, 10);
  const SearchResult timed = search_timed(game, 10);
  EXPECT_EQ(timed.info.depth, 10);
  EXPECT_GT(timed.info.nodes, fixed.info.nodes + fixed.info.nodes / 10);
  rules::Position pos = game.position();
  for (const rules::Move& m : timed.info.pv) {
    rules::MoveList legal;
    rules::generate_moves(pos, legal);
    ASSERT_TRUE(std::any_of(legal.begin(), legal.end(),
                            [&](const rules::Move& l) { return l.same_identity(m); }));
    pos = pos.after(m);
  }
}

TEST(Search, StopsAtTheNodeLimitButStillAnswers) {
  const GameState game(rules::Position::initial(), default_draws());
  Engine engine(8);
  Limits limits;
  limits.nodes = 5000;
  const SearchResult result = engine.search(game, limits);
  EXPECT_GE(result.info.depth, 1);
  EXPECT_FALSE(result.info.pv.empty());
  EXPECT_LT(result.info.nodes, 6000U);
}

TEST(Search, StopFlagEndsTheSearch) {
  const GameState game(rules::Position::initial(), default_draws());
  Engine engine(8);
  std::atomic<bool> stop{true};
  Limits limits;
  limits.stop = &stop;
  const SearchResult result = engine.search(game, limits);
  EXPECT_EQ(result.info.depth, 1);  // depth 1 always completes, then the flag is seen
  EXPECT_FALSE(result.info.pv.empty());
}

TEST(Search, ReportsEachIteration) {
  const GameState game(rules::Position::initial(), default_draws());
  Engine engine(8);
  Limits limits;
  limits.depth = 5;
  std::vector<int> depths;
  engine.search(game, limits, [&](const SearchInfo& info) { depths.push_back(info.depth); });
  EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4, 5}));
}

// White's only move is 8-12 (a quiet one); Black threatens nothing yet.
constexpr const char* kOneMove = "W:W8:B21,22,25,26,29,30";

TEST(Search, AMoveWithoutAlternativeIsPlayedAtOnceUnderATimeLimit) {
  const GameState game(from_fen(kOneMove), default_draws());
  Engine engine(8);
  Limits limits;
  limits.movetime = std::chrono::milliseconds(60'000);
  limits.playing = true;
  const SearchResult result = engine.search(game, limits);
  // Only the root is visited: its static value is the score.
  EXPECT_EQ(result.info.nodes, 1U);
  EXPECT_EQ(result.info.depth, 0);
  ASSERT_EQ(result.info.pv.size(), 1U);
  EXPECT_EQ(best_text(game, result), "8-12");
}

TEST(Search, AMoveWithoutAlternativeIsSearchedWhenAnalysedOrAtAFixedDepth) {
  const GameState game(from_fen(kOneMove), default_draws());
  Engine engine(8);
  Limits limits;
  limits.movetime = std::chrono::milliseconds(60'000);
  limits.depth = 3;  // the analysis still ends at once
  EXPECT_EQ(engine.search(game, limits).info.depth, 3);
  // A depth limit stays exact when playing: the same nodes as an analysis to that depth.
  Limits depth_only;
  depth_only.depth = 3;
  engine.new_game();
  const std::uint64_t analysed = engine.search(game, depth_only).info.nodes;
  depth_only.playing = true;
  engine.new_game();
  const SearchResult played = engine.search(game, depth_only);
  EXPECT_EQ(played.info.depth, 3);
  EXPECT_EQ(played.info.nodes, analysed);
  EXPECT_GT(analysed, 1U);
}

// A move to play, when a limit cuts an iteration: a root move that iteration has already found
// better than the last completed iteration's is played, reported at the depth last completed;
// an analysis cut at the same node keeps the completed iteration's move. Looked for at the first
// depth of a few openings where the best move changes: cut anywhere in that iteration, the
// analysis keeps the old move, and once the new one is found, the move to play is the new one.
TEST(Search, AMoveToPlayTakesWhatACutIterationFound) {
  int cuts_taking_the_new_move = 0;
  for (const char* moves : {"", "9-13 22-18", "11-14 23-20 14-19", "9-13 22-18 13x22 26x19"}) {
    GameState game(rules::Position::initial(), default_draws());
    testing::play_line(game, moves);
    int depth = 2;
    while (depth < 10 && best_text(game, search_depth(game, depth)) ==
                             best_text(game, search_depth(game, depth - 1))) {
      ++depth;
    }
    if (depth == 10) continue;
    const SearchResult completed = search_depth(game, depth);
    const std::string new_move = best_text(game, completed);
    const std::uint64_t before = search_depth(game, depth - 1).info.nodes;
    const std::uint64_t step = std::max<std::uint64_t>(1, (completed.info.nodes - before) / 64);
    for (std::uint64_t cut = before + 1; cut < completed.info.nodes; cut += step) {
      Limits limits;
      limits.depth = depth;
      limits.nodes = cut;
      Engine engine(8);
      const SearchResult analysed = engine.search(game, limits);
      ASSERT_EQ(analysed.info.depth, depth - 1);
      ASSERT_NE(best_text(game, analysed), new_move);
      limits.playing = true;
      engine.new_game();
      const SearchResult played = engine.search(game, limits);
      EXPECT_EQ(played.info.depth, depth - 1);
      if (best_text(game, played) == new_move) ++cuts_taking_the_new_move;
    }
  }
  EXPECT_GT(cuts_taking_the_new_move, 0);
}

TEST(Search, AClockLimitsTheSearchToItsShare) {
  Limits limits;
  EXPECT_FALSE(time_allowed(limits));
  limits.clock = GameClock{};
  limits.clock->remaining = std::chrono::milliseconds(3000);
  EXPECT_EQ(time_allowed(limits), std::chrono::milliseconds(100));  // 3 s over 30 moves
  limits.movetime = std::chrono::milliseconds(40);
  EXPECT_EQ(time_allowed(limits), std::chrono::milliseconds(40));
}

}  // namespace
}  // namespace damas::engine
