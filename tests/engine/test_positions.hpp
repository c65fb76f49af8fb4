// Helpers shared by the engine tests.
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "damas/engine/game_state.hpp"
#include "damas/engine/search.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::engine::testing {

inline rules::Position from_fen(const std::string& fen) {
  const rules::FenResult parsed = rules::parse_fen(fen);
  EXPECT_TRUE(parsed.ok()) << fen;
  return parsed.position;
}

inline rules::Move parse_move(const rules::Position& pos, const std::string& text) {
  const rules::MoveMatch match = rules::match_move(pos, rules::parse_move_text(text));
  EXPECT_EQ(match.status, rules::MatchStatus::legal) << text;
  return match.move;
}

// Plays moves written as "16-23 24-31 ...".
inline void play_line(GameState& game, const std::string& line) {
  std::istringstream words(line);
  std::string word;
  while (words >> word) game.play(parse_move(game.position(), word));
}

inline rules::DrawRules default_draws() { return rules::portuguese_rules().draws; }

// A fixed-depth search with a fresh engine (small table: the tests' positions are small).
inline SearchResult search_depth(const GameState& game, int depth) {
  Engine engine(8);
  Limits limits;
  limits.depth = depth;
  return engine.search(game, limits);
}

// The same under a time limit far longer than the search takes (10 minutes): the search still
// ends at `depth`, but makes what only timed searches make (singular extensions).
inline SearchResult search_timed(const GameState& game, int depth) {
  Engine engine(8);
  Limits limits;
  limits.depth = depth;
  limits.movetime = std::chrono::minutes(10);
  return engine.search(game, limits);
}

// The PDN text of the best move found.
inline std::string best_text(const GameState& game, const SearchResult& result) {
  rules::MoveList legal;
  rules::generate_moves(game.position(), legal);
  return rules::move_text(result.info.pv.at(0), legal);
}

}  // namespace damas::engine::testing
