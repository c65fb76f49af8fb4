// Round trips of games through the writers and readers, for the tests and the JSON Lines fuzz
// target: what "the same game" means after writing PDN and reading it back.
#pragma once

#include <string>

#include "damas/pdn/game.hpp"

namespace damas::pdn::testing {

// "" when `reread` (read back from the writer's text) holds the same record as `original`,
// otherwise where they first differ. What the writer normalises on purpose is left aside:
// positions, move numbers, tag order, the spelling of moves and separators, the FEN's canonical
// form, a missing terminator written as `*`, and its one loss (a comment holding '}' and a line
// end has its '}' written as ')').
std::string record_difference(const Game& original, const Game& reread);

// "" when `game`, as game_from_json returned it, keeps the JSON reader's promise (json.hpp),
// otherwise what broke it:
//   - its JSON (to_json) reads back as the same game;
//   - written as PDN, it reads back, with the plain-game scan and with the grammar alone, as
//     one game without error and with the same record (record_difference);
//   - that game is accepted as JSON too, and writes the same PDN.
std::string json_game_round_trip_failure(const Game& game);

}  // namespace damas::pdn::testing
