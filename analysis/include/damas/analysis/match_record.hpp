// Reading back the record of a match game (what play_match_game writes, `pdn match -o`), so that
// a stopped match can be resumed without playing or counting a game twice: which game of the
// match a record is, whether it is really that game of this match, and how it ended.
//
//   const std::optional<int> round = recorded_round(record);            // its Round tag
//   const MatchGameIdentity expected = identity_of(*round);             // what the match plays
//   std::string why;
//   if (const auto result = recorded_result(record, expected, why)) { /* finished: count it */ }
//   else { /* `why` says what differs: another match, or a game that did not end */ }
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "damas/analysis/match_clock.hpp"
#include "damas/engine/search.hpp"
#include "damas/pdn/game.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/move.hpp"

namespace damas::analysis {

// What a match plays as one of its games, as far as its record shows it.
struct MatchGameIdentity {
  std::string white;  // the players' names (the White and Black tags)
  std::string black;
  std::vector<rules::Move> opening;         // the first moves, from the initial position
  int game_type = 0;                        // the GameType tag
  std::optional<TimeControl> time_control;  // the TimeControl tag, if the match has a clock
  // Each player's search limits (the WhiteSearch and BlackSearch tags, search_tag's text): a
  // record without them, written before they were, is not checked on them.
  std::string white_search;
  std::string black_search;
};

// "depth 6", "movetime 100 ms, depth 64", "nodes 50000, depth 64": every limit of a player's
// searches, as the WhiteSearch and BlackSearch tags of its games record them (a match resumed
// with other limits would count games of two settings as one).
std::string search_tag(const engine::Limits& limits);

// The game number a record gives in its Round tag (1 or more), or nullopt when it has none or
// it is not a number.
std::optional<int> recorded_round(const pdn::Game& record);

// How the game of `record` ended, when it is the game `expected` describes and it ended ("1-0",
// "0-1" or "1/2-1/2" in its Result tag). Otherwise nullopt, with `why` saying what differs
// ("White is 'x', not 'builtin'", "it begins 9-13 22-18, not 9-13 21-17", ...).
std::optional<rules::GameResult> recorded_result(const pdn::Game& record,
                                                 const MatchGameIdentity& expected,
                                                 std::string& why);

}  // namespace damas::analysis
