// The per-player summary of an annotated game, as text for people or as a JSON line.
#pragma once

#include <string>

#include "annotate_game.hpp"

namespace damas::cli {

// "game 3: Silva (White): 1 inaccuracy, 0 mistakes, 2 blunders, average loss 4.1%; ..."
std::string summary_text(const std::string& source, const AnnotatedGame& game);

// {"file", "game", "plies", "white": {"name", "moves", "inaccuracies", "mistakes", "blunders",
// "average_loss"}, "black": {...}}, average_loss as a fraction of winning chances.
std::string summary_json(const std::string& source, const AnnotatedGame& game);

}  // namespace damas::cli
