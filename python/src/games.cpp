// damas.read_games and damas.Game: the games of PDN and JSON Lines archives, pulled one at a time
// (pdn::GameReader), so that an archive of any size is read in bounded memory.
#include <pybind11/eval.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <sys/stat.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bindings.hpp"
#include "damas/pdn/game_reader.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/writer.hpp"
#include "damas/support/quoted.hpp"
#include "game.hpp"
#include "interruptible.hpp"

namespace damas::python {
namespace {

namespace py = pybind11;

py::dict tags(const Game& g) {
  py::dict tags;
  for (const pdn::Tag& tag : g.read.game.tags) {
    const py::str name(tag.name);
    if (!tags.contains(name)) tags[name] = py::str(tag.value);  // the first of a name counts
  }
  return tags;
}

std::vector<std::string> moves(const Game& g) {
  std::vector<std::string> moves;
  for (const pdn::Node& node : g.read.game.moves.nodes) {
    moves.push_back(pdn::move_notation(node.move));
  }
  return moves;
}

std::optional<std::string> result(const Game& g) {
  if (!g.read.game.result) return std::nullopt;
  return g.read.game.result->text;
}

std::optional<std::string> setup(const Game& g) {
  const std::string* fen = g.read.game.tag("FEN");
  if (!fen) return std::nullopt;
  return *fen;
}

std::optional<py::str> error(const Game& g) {
  if (!g.read.error) return std::nullopt;
  // As ReadError::to_string, but the file named as `source` names it (os.fsdecode's form; the
  // message's own form would show bytes that are not UTF-8 as Windows-1252 characters).
  const pdn::ReadError& e = *g.read.error;
  return text_of(place_in(e.source, e.position) + "error: game " + std::to_string(e.game) + ": " +
                 e.message);
}

// A game pickled (multiprocessing sends games to other processes so): the game as its lossless
// JSON line, where it was read from, and why it could not be read to its end.
py::tuple pickled(const Game& g) {
  py::object error = py::none();
  if (const auto& e = g.read.error) {
    error = py::make_tuple(py::bytes(e->source), e->game, e->position.line, e->position.column,
                           e->position.byte, py::bytes(e->message));
  }
  return py::make_tuple(pdn::to_json(g.read.game), py::bytes(g.read.source), error);
}

Game unpickled_or_throw(const py::tuple& state) {
  if (state.size() != 3) throw py::value_error("not a pickled Game");
  Game g;
  g.read.game = pdn::game_from_json(state[0].cast<std::string>());
  g.read.source = state[1].cast<std::string>();
  if (!state[2].is_none()) {
    const auto error = state[2].cast<py::tuple>();
    if (error.size() != 6) throw py::value_error("not a pickled Game");
    g.read.error = pdn::ReadError{.source = error[0].cast<std::string>(),
                                  .game = error[1].cast<std::size_t>(),
                                  .position = {.line = error[2].cast<std::size_t>(),
                                               .column = error[3].cast<std::size_t>(),
                                               .byte = error[4].cast<std::size_t>()},
                                  .message = error[5].cast<std::string>()};
  }
  return g;
}

// ValueError for a state that is not one `pickled` gave (pickle data made by hand or damaged),
// not the JSON reader's or pybind11's RuntimeError.
Game unpickled(const py::tuple& state) {
  try {
    return unpickled_or_throw(state);
  } catch (const pdn::JsonError& e) {
    raise_value_error(std::string("not a pickled Game: ") + e.what());
  } catch (const py::cast_error&) {
    raise_value_error("not a pickled Game: " + py::repr(state).cast<std::string>().substr(0, 80));
  }
}

// The iterator read_games gives.
class Games {
 public:
  explicit Games(pdn::GameReader reader) : games_(std::move(reader)) {}

  Game next() {
    std::optional<pdn::ArchiveGame> game = games_.next();
    if (!game) throw py::stop_iteration();
    return Game{std::move(*game)};
  }

 private:
  GamePuller games_;
};

// What is taken as a text rather than a file name: a str on several lines, or one that begins
// (after blanks) with a tag or a JSON object and is not the name of a file that exists
// ("[2024] torneio.pdn" was read as a text of one tag, without an error). (An os.PathLike is
// always a file.)
bool is_text(const std::string& source) {
  if (source.find('\n') != std::string::npos) return true;
  const auto first = source.find_first_not_of(" \t\r");
  struct stat found {};
  return first != std::string::npos && (source[first] == '[' || source[first] == '{') &&
         ::stat(source.c_str(), &found) != 0;
}

Games read_games(const py::object& source) {
  pdn::ArchiveOptions options;
  options.json = true;  // JSON Lines as `pdn convert --to json` writes them, detected
  return Games(open_games(source_of(source), options));
}

}  // namespace

Source source_of(const py::object& path_or_text) {
  if (py::isinstance<py::str>(path_or_text)) {
    // UTF-8, whatever the locale; surrogates (a name os.listdir gave) back to their bytes.
    PyObject* utf8 = PyUnicode_AsEncodedString(path_or_text.ptr(), "utf-8", "surrogateescape");
    if (utf8 == nullptr) throw py::error_already_set();
    std::string text(py::reinterpret_steal<py::bytes>(utf8));
    if (is_text(text)) return {true, std::move(text)};
  }
  // A name as the system's bytes (os.fsencode: str, bytes or os.PathLike; else TypeError).
  std::string name(py::bytes(py::module_::import("os").attr("fsencode")(path_or_text)));
  // Opening it would say ": No such file or directory".
  if (name.empty()) throw py::value_error("the file name is empty");
  // The system would read the name up to the NUL, another file (open() refuses it so too).
  if (name.find('\0') != std::string::npos) {
    throw py::value_error("embedded null byte in the file name");
  }
  return {false, std::move(name)};
}

std::vector<std::string> move_texts(const py::object& moves) {
  if (py::isinstance<py::str>(moves) || py::isinstance<py::bytes>(moves)) {
    throw py::type_error("moves is a list of move texts, not one text");
  }
  std::vector<std::string> texts;
  for (const py::handle item : moves) {  // TypeError for what cannot be iterated
    const std::string place = "moves[" + std::to_string(texts.size()) + "]";
    if (!py::isinstance<py::str>(item)) throw py::type_error(place + " is not a str");
    std::string text = item.cast<std::string>();
    if (text.find_first_of(" \t\r\n") != std::string::npos) {
      raise_value_error(place + " is not one move: " + support::quoted(text, '\''));
    }
    texts.push_back(std::move(text));
  }
  return texts;
}

py::str text_of(const std::string& bytes) {
  PyObject* text =
      PyUnicode_DecodeUTF8(bytes.data(), static_cast<Py_ssize_t>(bytes.size()), "surrogateescape");
  if (text == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(text);
}

void raise_value_error(const std::string& message) {
  PyErr_SetObject(PyExc_ValueError, text_of(message).ptr());
  throw py::error_already_set();
}

GamePuller::~GamePuller() {
  // Not while the interpreter is finalizing: a daemon thread taking the GIL back is then ended,
  // which a destructor cannot let through (without_gil).
  if (_Py_IsFinalizing()) return;
  without_gil([&] { const pdn::GameReader stopped = std::move(reader_); });
}

std::optional<pdn::ArchiveGame> GamePuller::next() {
  if (ended_) return std::nullopt;
  if (busy_) throw py::value_error("this iterator is already taking a game in another thread");
  {
    busy_ = true;
    struct Busy {
      bool& flag;
      ~Busy() { flag = false; }  // also when Ctrl-C ends the wait
    } const busy{busy_};
    wait_interruptibly([&](std::chrono::milliseconds slice) { return reader_.wait_for(slice); });
  }
  std::optional<pdn::ArchiveGame> game = reader_.next();  // there: next() does not wait
  if (game) return game;
  ended_ = true;
  // An input that could not be read is an error of the call, not a game: said at the end, once
  // the games of the inputs that could be read have been given.
  if (!reader_.failures().empty()) {
    const pdn::InputFailure& failure = reader_.failures().front();
    raise_value_error(failure.source + ": " + failure.reason);
  }
  return std::nullopt;
}

pdn::GameReader open_games(const Source& source, const pdn::ArchiveOptions& options) {
  if (source.is_text) return pdn::GameReader::from_text(source.value, source.name(), options);
  return pdn::GameReader({source.value}, options);
}

void bind_games(py::module_& module) {
  py::class_<Game> game(module, "Game", "One game: read from an archive, or made in Python.");
  game.def_property_readonly("tags", &tags,
                             "The tags, name to value, in the order read (the first of a name).")
      .def_property_readonly("moves", &moves,
                             "The moves of the main line, as PDN texts ('32-28', '15x24').")
      .def_property_readonly("result", &result,
                             "The result written after the moves ('2-0', '1-1', '*'), or None.")
      .def_property_readonly("setup", &setup,
                             "The FEN the game starts from (its FEN tag), or None.")
      .def_property_readonly(
          "number", [](const Game& g) { return g.read.game.number; },
          "The game's number in its input, from 1.")
      .def_property_readonly(
          "source", [](const Game& g) { return text_of(g.read.source); },
          "The input it was read from: the file name, or 'text'; '' for a game made in Python.")
      .def_property_readonly(
          "line", [](const Game& g) { return g.read.game.position.line; },
          "The line of its input where it begins, from 1 (1 for a game made in Python).")
      .def_property_readonly("error", &error,
                             "Why the game could not be read to its end ('FILE:LINE:COLUMN: "
                             "...'), or None.")
      .def(
          "to_pdn",
          [](const Game& g) {
            refuse_game_read_in_part(g);
            return pdn::write_game(g.read.game);
          },
          "The game in PDN 3.0, as `pdn convert` writes it. Raises ValueError for a game read in "
          "part (its moves are lost).")
      .def(
          "to_json",
          [](const Game& g) {
            refuse_game_read_in_part(g);
            return pdn::to_json(g.read.game);
          },
          "The game as one line of JSON Lines, as `pdn convert --to json` writes it. Raises "
          "ValueError for a game read in part.")
      // Remade by damas._unpickle_game, not by __new__ and __setstate__ (refuse_bare_new).
      .def("__reduce__",
           [module](const Game& g) {
             return py::make_tuple(module.attr("_unpickle_game"), py::make_tuple(pickled(g)));
           })
      .def("__repr__", [](const Game& g) {
        // The names escaped: printed in a terminal, a control sequence would drive it.
        const std::string* white = g.read.game.tag("White");
        const std::string* black = g.read.game.tag("Black");
        return "<damas.Game " + std::to_string(g.read.game.number) + ": " +
               (white ? support::escaped(*white) : "?") + " - " +
               (black ? support::escaped(*black) : "?") + ">";
      });
  refuse_bare_new(game, "a game comes from damas.read_games or is made by damas.Game(moves, ...)");
  module.def("_game_from_state", &unpickled, py::arg("state"),
             "A pickled Game made again (through _unpickle_game; not for users).");
  // pickle names the function that makes a Game again by its module and name: a function of
  // Python's, as a pybind11 function cannot be pickled (its __self__ is a capsule).
  py::exec(R"(
def _unpickle_game(state):
    """A pickled Game made again (pickle calls it; not for users)."""
    return _game_from_state(state)
)",
           module.attr("__dict__"));
  bind_game_lines(module, game);
  bind_game_building(game);
  bind_annotate(game);
  bind_game_validate(game);

  py::class_<Games> games(module, "Games", "An iterator over the games of an archive.");
  games.def("__iter__", [](Games& g) -> Games& { return g; }).def("__next__", &Games::next);
  refuse_bare_new(games, "games are read by damas.read_games(path_or_text)");

  module.def(
      "read_games", &read_games, py::arg("path_or_text"),
      "The games of a PDN or JSON Lines archive, one at a time: `path_or_text` is a file "
      "name (str, bytes or os.PathLike), or the text itself (a str on several lines, or one that "
      "begins with '[' or '{' and names no file). A game that cannot be read comes with its "
      "`error`; a file that cannot be read raises ValueError after the games read before "
      "it.");
}

}  // namespace damas::python
