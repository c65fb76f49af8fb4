// pdn analyse's pieces in the analysis library: moves played from text, and the result as JSON
// and as text, checked on positions whose answer is known by hand.
#include "damas/analysis/analyse_position.hpp"

#include <gtest/gtest.h>

#include <string>

#include "damas/engine/engine_spec.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::analysis {
namespace {

engine::GameHistory game_from(const char* fen) {
  return engine::GameHistory(rules::parse_fen(fen).position, rules::portuguese_rules());
}

engine::SearchResult search(const engine::GameHistory& game, int depth) {
  engine::EngineSpec spec;
  spec.endgame_tables = false;
  spec.limits.depth = depth;
  return engine::start_engine(spec, game.rules())
      ->search(game, spec.limits, engine::SearchPurpose::analyse);
}

TEST(PlayMoves, PlaysUntilAMoveIsNotLegalAndSaysWhichPlyWhyAndWhatIs) {
  engine::GameHistory game = game_from("W:W1-12:B21-32");
  EXPECT_EQ(play_moves(game, "  11-15\t22-18 "), std::nullopt);
  EXPECT_EQ(game.moves().size(), 2u);
  // White's men step up the board: the rows 1-4 and 5-8 are blocked but for 11, left by 6 or 7;
  // 9 on the edge steps to 13 only, 10 to 13 or 14, 12 to 16 (15 is taken), 15 to 19 or 20.
  const std::string legal = "legal moves: 6-11 7-11 9-13 10-13 10-14 12-16 15-19 15-20";
  EXPECT_EQ(
      play_moves(game, "9-14 10-14"),
      "'9-14' is not a legal move at ply 3: no piece can go from 9 to 14 in one move; " + legal);
  EXPECT_EQ(game.moves().size(), 2u);
  EXPECT_EQ(play_moves(game, "11-16"),
            "'11-16' is not a legal move at ply 3: there is no piece on 11; " + legal);
  EXPECT_EQ(play_moves(game, "x"),
            "'x' is not a legal move at ply 3: expected a square, found 'x'; " + legal);
  // A word of 100 KB (a file pasted) is quoted in 40 bytes; a control byte is escaped.
  EXPECT_EQ(play_moves(game, std::string(100'000, 'y')),
            "'" + std::string(40, 'y') +
                "'... is not a legal move at ply 3: expected a square, found 'y'; " + legal);
  EXPECT_EQ(play_moves(game, "11-15\x1b[2J"),
            "'11-15\\u001b[2J' is not a legal move at ply 3: expected '-', 'x' or ':', found "
            "'\\u001b'; " +
                legal);
}

// A capture written without its path where two routes fit, and a quiet move written as a
// capture, are refused with what they could mean.
TEST(PlayMoves, AmbiguousAndMiswrittenMovesAreNamed) {
  // The man on 2 reaches 18 over 5 and 13 (landing on 9) or over 6 and 14 (landing on 11).
  engine::GameHistory two_routes = game_from("W:W2:B5,6,13,14");
  EXPECT_EQ(play_moves(two_routes, "2x18"),
            "'2x18' is not a legal move at ply 1: it names several captures (2x9x18, 2x11x18); "
            "write the full path");
  EXPECT_EQ(play_moves(two_routes, "2x11x18"), std::nullopt);
  // The man on 9, on the edge, steps to 13 and has nothing to take.
  engine::GameHistory quiet = game_from("W:W9:B14,18");
  EXPECT_EQ(play_moves(quiet, "9x13"),
            "'9x13' is not a legal move at ply 1: it is written as a capture, but the move is "
            "the quiet 9-13");
}

TEST(AnalysisJson, AGameOverHasNoBestMoveButItsResult) {
  const engine::GameHistory game = game_from("W:W:B5");  // White to move has no piece
  const engine::SearchResult result = search(game, 4);
  EXPECT_EQ(analysis_json("W:W:B5", game, result),
            R"({"fen":"W:W:B5","best":null,"score":null,"result":"0-1","reason":"no-pieces"})");
  EXPECT_EQ(analysis_text(game, result), "game over: 0-1 (no-pieces)");
}

TEST(AnalysisJson, AForcedCaptureIsTheBestMove) {
  // White's 9 must take 13 (the only legal move), landing on 18.
  const engine::GameHistory game = game_from("W:W9,12:B13");
  const engine::SearchResult result = search(game, 3);
  const std::string json = analysis_json("W:W9,12:B13", game, result);
  EXPECT_EQ(json.rfind(R"({"fen":"W:W9,12:B13","best":"9x18","score":)", 0), 0u) << json;
  EXPECT_NE(json.find(R"("pv":["9x18")"), std::string::npos) << json;
  EXPECT_EQ(analysis_text(game, result).rfind("best 9x18  score ", 0), 0u);
}

// An AnalysingEngine of one's own may answer a position that is not over with no move at all:
// no best move then, and the rest of what it said.
TEST(AnalysisJson, AResultWithNoMoveHasNoBestMove) {
  const engine::GameHistory game = game_from("W:W1-12:B21-32");
  engine::SearchResult result;
  result.info.depth = 3;
  result.info.nodes = 40;
  EXPECT_EQ(analysis_json("W:W1-12:B21-32", game, result),
            R"({"fen":"W:W1-12:B21-32","best":null,"score":0.00,"depth":3,"nodes":40,"nps":0,)"
            R"("pv":[]})");
  EXPECT_EQ(analysis_text(game, result),
            "best none  score 0.00  depth 3  nodes 40  nps 0  pv none");
}

}  // namespace
}  // namespace damas::analysis
