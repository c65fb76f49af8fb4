// Reading the games of the inputs named on a command line, one game at a time, for the
// subcommands that work game by game (validate, convert, annotate). Each input is a file
// (memory-mapped) or "-" for standard input; no input at all means standard input.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/error.hpp"
#include "damas/pdn/game.hpp"
#include "damas/pdn/reader.hpp"

namespace damas::cli {

// One game as read: either built, or broken by a syntax error (then `game` holds the number,
// position and the tags read before the error, and `error` says what went wrong).
struct InputGame {
  std::string source;  // the input's name as given ("-" for standard input)
  pdn::Game game;
  std::optional<pdn::ReadError> error;
  std::string text;  // the game's original text, when InputOptions::keep_text
};

struct InputOptions {
  pdn::ReadOptions read;
  // Also read JSON Lines (the lossless form `pdn convert --to json` writes): inputs named
  // .jsonl or .json, or whose first non-blank line opens an object with a quoted key.
  bool json = false;
  // Give games their original text. A PDN input is then held in memory whole, since the end of
  // a game's text is only known when the next one begins.
  bool keep_text = false;
};

// Reads every input in turn and hands each game to `on_game`. Returns false when an input could
// not be opened or read at all (reported on standard error as "pdn CMD: FILE: reason").
bool read_inputs(std::string_view program, const std::vector<std::string>& inputs,
                 const InputOptions& options, const std::function<void(InputGame&&)>& on_game);

}  // namespace damas::cli
