// The parts of the Python module `damas`, each adding its classes and functions to the module.
#pragma once

#include <pybind11/pybind11.h>

namespace damas::python {

void bind_games(pybind11::module_& module);     // read_games, Game
void bind_position(pybind11::module_& module);  // Position
void bind_analyse(pybind11::module_& module);   // analyse

}  // namespace damas::python
