// One game of a match between two engines (`pdn match`): they play from an opening, and the
// Adjudicator (the rules core) says when and how the game ends, exactly as `pdn validate` would
// judge the record. elo.hpp rates the results.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "damas/analysis/match_clock.hpp"
#include "damas/engine/analysing_engine.hpp"
#include "damas/engine/engine_spec.hpp"
#include "damas/pdn/game.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::analysis {

// Games still going after this many plies are stopped and scored as draws: the draw laws end
// almost every endless game long before, so reaching it means both sides shuffle men forever.
inline constexpr int kMaxMatchPlies = 400;

// The openings of a match: every sequence of `plies` legal moves from the initial position, in
// square order (2 plies: every first move of White and every reply of Black, 49 openings; 3
// plies: 302; 4 plies: 1469), so that a longer match never plays the same game twice.
std::vector<std::vector<rules::Move>> match_openings(int plies);

// Opening number `index` of a stream of random openings: `plies` moves, each drawn uniformly
// from the legal moves (in square order) by a generator seeded from `seed` and `index` alone, so
// that the same seed and index give the same opening on every machine and in every run (a
// self-play run split in parts, or resumed, plays what one run would have played). Used for
// more openings than the fixed lists have (self-play data for training the evaluation).
std::vector<rules::Move> random_opening(int plies, std::uint64_t seed, std::uint64_t index);

struct PlayedGame {
  pdn::Game record;  // tags, moves and result, ready for the writer
  rules::GameResult result = rules::GameResult::draw;
  std::optional<rules::Color> lost_on_time;  // the side whose clock ran out, if one did
  std::string engine_error;  // an external engine failed: the game was not played out
  bool interrupted = false;  // the stop flag ended it before its end: no result, no record
};

// A side of a game: the engine (fresh for the game) and how the user named and limited it.
struct MatchPlayer {
  const engine::EngineSpec& spec;
  engine::AnalysingEngine& engine;
};

// Plays `opening`, then lets `white` and `black` move in turn until the game ends. `round` goes
// to the Round tag. With a time control, each engine is told its clock (match_clock.hpp) with
// each search, the wall time of the search is charged to it, and a side whose clock runs out
// loses on time (the record says so in its final comment; its TimeControl tag gives the
// control); the opening's moves are not timed. Throws engine::EngineError when an external
// engine fails. `stop`, when given, is passed to the searches (engine::Limits::stop) and
// checked after each: once it is set, the game ends at once with `interrupted` set.
PlayedGame play_match_game(const MatchPlayer& white, const MatchPlayer& black,
                           const std::vector<rules::Move>& opening, const rules::Ruleset& rules,
                           int round, const std::optional<TimeControl>& time_control = {},
                           const std::atomic<bool>* stop = nullptr);

}  // namespace damas::analysis
