// The Python module `damas`: Portuguese draughts game records and positions, through the
// project's libraries (libpdn, rules, the engine and the analysis library). See python/README.md.
#include <pybind11/pybind11.h>

#include "bindings.hpp"

PYBIND11_MODULE(damas, module) {
  module.doc() =
      "Portuguese draughts (Damas Classicas) game records and positions: read PDN and JSON Lines "
      "archives, replay moves, list legal moves, count positions.";
  module.attr("__version__") = DAMAS_PDN_VERSION;
  // Position first: the signatures of Game's methods then name it damas.Position.
  damas::python::bind_position(module);
  damas::python::bind_games(module);
  damas::python::bind_analyse(module);
  damas::python::bind_validate(module);
}
