// damas.Game: one game of an archive as read, shared by the reading (games.cpp) and the walk
// through its moves, comments and positions (game_lines.cpp).
#pragma once

#include <pybind11/pybind11.h>

#include <string>

#include "damas/pdn/archive.hpp"

namespace damas::python {

// A game as read, with where it came from and, for a game the reader could not read to its end,
// why (the tags read before the error are there, the moves are not). Python sees it read-only:
// the views of its moves (damas.Node) point into it while they keep it alive.
struct Game {
  pdn::ArchiveGame read;
};

// "SOURCE:LINE:COLUMN: ", the place in an input that messages about a game name.
std::string place_in(const std::string& source, const pdn::SourcePosition& position);

// Raises ValueError ("FILE:LINE:COLUMN: game N was not read to its end: ...") for a game the
// reader could not read to its end: its moves are lost, so what is worked out from them would
// be wrong without a word.
void refuse_game_read_in_part(const Game& g);

// Game.mainline, Game.trailing_comments and Game.positions, and the class damas.Node.
void bind_game_lines(pybind11::module_& module, pybind11::class_<Game>& game);
// Game(moves, tags=..., result=..., setup=...): a game made in Python (game_building.cpp).
void bind_game_building(pybind11::class_<Game>& game);
// Game.annotate: the game annotated by the built-in engine (annotate.cpp).
void bind_annotate(pybind11::class_<Game>& game);
// Game.validate: the verdict of pdn validate on the game (validate.cpp).
void bind_game_validate(pybind11::class_<Game>& game);

}  // namespace damas::python
