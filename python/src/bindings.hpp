// The parts of the Python module `damas`, each adding its classes and functions to the module.
#pragma once

#include <pybind11/pybind11.h>

#include <string>

#include "damas/pdn/game_reader.hpp"

namespace damas::python {

// What a function's `path_or_text` argument names: a file (a str or an os.PathLike) or the text
// itself (a str on several lines, or one that begins with '[' or '{').
struct Source {
  bool is_text = false;
  std::string value;  // the path or the text
  std::string name() const { return is_text ? "text" : value; }  // in games and reports
};
Source source_of(const pybind11::object& path_or_text);

// The games of `source`, pulled one at a time.
pdn::GameReader open_games(const Source& source, const pdn::ArchiveOptions& options);

void bind_games(pybind11::module_& module);     // read_games, Game
void bind_position(pybind11::module_& module);  // Position
void bind_analyse(pybind11::module_& module);   // analyse
void bind_validate(pybind11::module_& module);  // validate

}  // namespace damas::python
