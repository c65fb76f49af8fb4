// The parts of the Python module `damas`, each adding its classes and functions to the module.
#pragma once

#include <pybind11/pybind11.h>

#include <optional>
#include <string>
#include <vector>

#include "damas/engine/search_limits.hpp"
#include "damas/pdn/game_reader.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::python {

// What a function's `path_or_text` argument names: a file (a str, bytes or an os.PathLike) or
// the text itself (a str on several lines, or one that begins with '[' or '{' and names no file).
struct Source {
  bool is_text = false;
  // The text, or the path as the bytes the system knows it by (os.fsencode: a file whose name
  // is not UTF-8 is read too).
  std::string value;
  std::string name() const { return is_text ? "text" : value; }  // in games and reports
};
Source source_of(const pybind11::object& path_or_text);

// A text for Python that may hold a file name: UTF-8, where a byte that is not is kept as
// os.fsdecode keeps it (a surrogate), so that a name given back to os.fsencode (or open) is the
// file's again.
pybind11::str text_of(const std::string& bytes);
// Raises ValueError with `message` (which may name a file: text_of).
[[noreturn]] void raise_value_error(const std::string& message);

// The games of `source`, pulled one at a time.
pdn::GameReader open_games(const Source& source, const pdn::ArchiveOptions& options);

// The games of a reader as a Python iterator takes them (read_games, validate).
class GamePuller {
 public:
  explicit GamePuller(pdn::GameReader reader) : reader_(std::move(reader)) {}
  // Stops the reader without the GIL: a reader waiting on an input that gives nothing (a FIFO
  // nobody writes to) is waited for up to a second (pdn::GameReader's stop), during which the
  // other Python threads stopped too.
  ~GamePuller();
  GamePuller(GamePuller&&) = default;

  // The next game, waited for without the GIL (Ctrl-C stops the wait), or nullopt once every
  // game has been given, and on every call after. An input that could not be read raises
  // ValueError once, after the games read before the failure. A second thread calling it while
  // a first waits raises ValueError, as a Python generator already running does (the reader
  // gives each game once; the second would wait holding the GIL).
  std::optional<pdn::ArchiveGame> next();

 private:
  pdn::GameReader reader_;
  bool busy_ = false;
  bool ended_ = false;
};

// The move texts of `moves`: any iterable of str (a list, a tuple, a generator), each one move
// (no blank inside); TypeError for a str itself or an item that is not a str, ValueError for an
// item holding several words.
std::vector<std::string> move_texts(const pybind11::object& moves);

// The position of a FEN, or ValueError saying what is wrong with it (a '?' side to move too).
rules::Position position_from_fen(const std::string& fen);
// The legal move `text` names in `position`, or ValueError saying why none or several do.
rules::Move legal_move(const rules::Position& position, const std::string& text);

// The rule options of `pdn validate` given as keywords (rules="spanish", forcada_moves=10), or
// ValueError for an unknown one or a bad value.
rules::RuleOverrides rule_overrides(const pybind11::kwargs& rule_options);

// `value` when it is within `range` (depth=, movetime=), else ValueError naming the limit.
std::optional<long long> checked_limit(const engine::LimitRange& range,
                                       std::optional<long long> value);
// Says the endgame table files the engine could not read during the last search as Python
// RuntimeWarnings (they are kept while the search runs without the GIL).
void warn_of_unread_tables();

// Makes `Cls.__new__(Cls)` raise TypeError saying `made_by` (how such objects are made): pybind11
// (2.10, Debian 12's) gives an object whose C++ value was never made, and its first use reads
// memory never written (a crash). Cls(...) and Python subclasses are made as before; pickling
// must not need __new__ then (__reduce__ names a function that makes the object).
// pybind11_object.__new__(Cls), pybind11's own base, still gives such an object: that path is
// not one a user takes by mistake.
void refuse_bare_new(const pybind11::handle& type, const std::string& made_by);

void bind_games(pybind11::module_& module);     // read_games, Game
void bind_position(pybind11::module_& module);  // Position
// Position.diagram, str(position), _repr_svg_ (position_pictures.cpp).
void bind_position_pictures(pybind11::class_<rules::Position>& position);
void bind_analyse(pybind11::module_& module);   // analyse
void bind_validate(pybind11::module_& module);  // validate

}  // namespace damas::python
