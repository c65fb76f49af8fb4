// One position searched by an engine, as `pdn analyse` and the Python module's damas.analyse
// report it: the moves played since the setup read from text, and the result written as one
// JSON object or one line of text.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "damas/engine/analysing_engine.hpp"
#include "damas/engine/search.hpp"

namespace damas::analysis {

// Plays on `game` the moves written in `text`, separated by blanks ("12-16 21-17"); nullopt when
// every one was legal, else what is wrong, why, and what is legal instead ("'9-14' is not a
// legal move at ply 3: no piece can go from 9 to 14 in one move; legal moves: ..."), the moves
// before it played.
std::optional<std::string> play_moves(engine::GameHistory& game, std::string_view text);

// {"fen", "best", "score", "depth", "nodes", "nps", "pv"} for a position searched, or {"fen",
// "best": null, "score": null, "result", "reason"} for a game already over; one line, no line
// end. The score is from White's point of view: a number of men, or "#N" / "#-N" for a win. A
// result with no move (an empty pv, which an AnalysingEngine of one's own may give) has "best":
// null and "pv": [].
std::string analysis_json(std::string_view fen, const engine::GameHistory& game,
                          const engine::SearchResult& result);

// "best 9-13  score 0.12  depth 12  nodes ...  nps ...  pv 9-13 ...", or "game over: ...";
// no line end. A result with no move says "best none" and "pv none".
std::string analysis_text(const engine::GameHistory& game, const engine::SearchResult& result);

}  // namespace damas::analysis
