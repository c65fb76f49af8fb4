// One interface for every engine a program may ask about a game: search the current position
// of a game, knowing its history, within limits, and give the best move, the score, the depth,
// the nodes and the expected line. Two engines implement it: the built-in one
// (builtin_engine.hpp) and any external program speaking the Hub protocol (hub_engine.hpp);
// engine_spec.hpp starts either from a line of text, engine_pool.hpp shares them between threads.
//
//   GameHistory game(rules::Position::initial(), rules::portuguese_rules());
//   game.play(move);  // each move played so far
//   BuiltinEngine engine(kDefaultHashMegabytes, true);
//   const SearchResult result = engine.search(game, limits, SearchPurpose::analyse);
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "damas/engine/game_state.hpp"
#include "damas/engine/search.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::engine {

// A game as an engine is asked about it: where it started, every move since and the rules it
// is played under, with the draw-rule state they lead to (what the built-in search reads). An
// external engine gets the start and the moves, so it can detect repetitions and count.
class GameHistory {
 public:
  GameHistory(const rules::Position& start, const rules::Ruleset& rules)
      : start_(start), rules_(rules), state_(start, rules.draws) {}

  // Plays a legal move of position(), as the move generator makes them. Not checked, as in
  // GameState::play (Position::after asserts what it can in debug builds): a wrong move leaves
  // a position no game reaches, which the engine then searches.
  void play(const rules::Move& move) {
    moves_.push_back(move);
    state_.play(move);
  }

  const rules::Position& start() const { return start_; }
  const std::vector<rules::Move>& moves() const { return moves_; }
  const rules::Ruleset& rules() const { return rules_; }
  const GameState& state() const { return state_; }
  const rules::Position& position() const { return state_.position(); }

 private:
  rules::Position start_;
  rules::Ruleset rules_;
  std::vector<rules::Move> moves_;
  GameState state_;
};

// An external engine that failed: it could not be started, ended, hung past its timeout or
// answered nonsense. The message names the engine and quotes what it said.
class EngineError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Why a position is searched: to play a move in a game, or to analyse it (the Hub protocol's
// `go think` and `go analyze`; an engine may, say, leave its opening book out of an analysis).
enum class SearchPurpose { play, analyse };

// An engine that searches the positions of games, one search at a time (a program with
// several threads gives each its own engine: engine_pool.hpp).
class AnalysingEngine {
 public:
  virtual ~AnalysingEngine() = default;

  // Who an external engine says it is ("damas-pdn 1.0", from its Hub `id`); empty for the
  // built-in engine, which is pdn itself.
  virtual std::string identity() const { return {}; }

  // Forgets what earlier searches learnt: the next one behaves as the first of a fresh engine
  // (what makes results at a fixed depth reproducible, whatever engine played the game before).
  virtual void new_game() = 0;

  // Searches the game's current position. When the game is already over there, nothing is
  // searched and the result's game_over says how it ended; otherwise info.pv[0] is the move.
  // Scores are for the side to move. Throws EngineError when an external engine fails.
  virtual SearchResult search(const GameHistory& game, const Limits& limits,
                                      SearchPurpose purpose) = 0;
};

}  // namespace damas::engine
