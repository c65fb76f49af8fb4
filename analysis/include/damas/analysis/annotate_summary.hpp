// The per-player summary of an annotated game (annotate_game.hpp), as text for people or as a
// JSON line: moves, marks and the average loss of winning chances of each side.
#pragma once

#include <string>

#include "damas/analysis/annotate_game.hpp"

namespace damas::analysis {

// "game 3: Silva (White): 1 inaccuracy, 0 mistakes, 2 blunders, average loss 4.1%; ..."
std::string summary_text(const std::string& source, const AnnotatedGame& game);

// {"file", "game", "plies", "white": {"name", "moves", "inaccuracies", "mistakes", "blunders",
// "average_loss"}, "black": {...}}, average_loss as a fraction of winning chances.
std::string summary_json(const std::string& source, const AnnotatedGame& game);

}  // namespace damas::analysis
