// damas.Game(moves, tags=..., result=..., setup=...): a game made in Python, its moves checked by
// the rules and the whole by the JSON reader's checks, so that to_pdn() writes what the PDN
// reader reads back as the same game.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/pdn30_form.hpp"
#include "damas/pdn/positions.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/support/quoted.hpp"
#include "game.hpp"

namespace damas::python {
namespace {

namespace py = pybind11;

// The tags in the order given: a dict (in its order) or pairs; names and values are str.
std::vector<pdn::Tag> tags_of(const py::object& given) {
  std::vector<pdn::Tag> tags;
  if (given.is_none()) return tags;
  const py::object pairs = py::isinstance<py::dict>(given) ? given.attr("items")() : given;
  for (const py::handle pair : pairs) {
    std::pair<std::string, std::string> name_and_value;
    try {
      name_and_value = pair.cast<std::pair<std::string, std::string>>();
    } catch (const py::cast_error&) {
      throw py::type_error("a tag is a (name, value) pair of str, not " +
                           py::repr(pair).cast<std::string>());
    }
    const auto& [name, value] = name_and_value;
    for (const pdn::Tag& tag : tags) {
      if (tag.name == name) {
        raise_value_error("the tag " + support::quoted(name, '\'') + " is given twice");
      }
    }
    tags.push_back({name, value, {}});
  }
  return tags;
}

// The main line of `moves` played from `start`, each move in PDN 3.0 form.
pdn::Line main_line(rules::Position position, const std::vector<std::string>& moves) {
  pdn::Line line;
  int ply = 1;
  for (const std::string& text : moves) {
    rules::Move move;
    try {
      move = legal_move(position, text);
    } catch (const py::value_error& e) {
      raise_value_error("ply " + std::to_string(ply) + ": " + e.what());
    }
    rules::MoveList legal;
    rules::generate_moves(position, legal);
    pdn::Node node;
    node.move.text = rules::move_text(move, legal);
    node.move.separator = pdn::split_move(node.move.text, node.move.squares);
    line.nodes.push_back(std::move(node));
    position = position.after(move);
    ++ply;
  }
  return line;
}

// Moves played after the rules ended the game (a setup already drawn, a third repetition) are
// legal one by one, so main_line takes them; positions() would refuse the game, so it is refused
// here, as the replay says it: a made game always replays.
void refuse_moves_after_the_end(const pdn::Game& game) {
  pdn::ReplayOptions options;
  options.check_tags = false;
  options.suggest_repairs = false;
  const pdn::GameLine line = pdn::walk_line(game, pdn::VariationPath{}, options);
  if (!line.stop) return;
  if (line.stop->ply == 0) raise_value_error(line.stop->message);
  raise_value_error("ply " + std::to_string(line.stop->ply) + ": " + line.stop->message);
}

Game make_game(const py::object& moves, const py::object& given_tags, const std::string& result,
               const std::optional<std::string>& setup) {
  pdn::Game game;
  game.number = 1;
  game.tags = tags_of(given_tags);
  // The setup: `setup`, or the FEN tag given; both must be the same position.
  const std::string* fen_tag = game.tag("FEN");
  rules::Position start = rules::Position::initial();
  if (setup || fen_tag) start = position_from_fen(setup ? *setup : *fen_tag);
  if (setup && fen_tag && position_from_fen(*fen_tag) != start) {
    raise_value_error("the setup and the FEN tag are not the same position");
  }
  if (setup && !fen_tag) game.tags.push_back({"FEN", rules::to_fen(start), {}});
  game.moves = main_line(start, move_texts(moves));
  // The Result tag says what the terminator says (validate reports a disagreement).
  if (const std::string* tag = game.tag("Result")) {
    if (*tag != result) {
      raise_value_error("the Result tag says " + support::quoted(*tag, '\'') + " and the result " +
                        support::quoted(result, '\''));
    }
  } else {
    game.tags.push_back({"Result", result, {}});
  }
  game.result = pdn::Result{result, {}};
  // What the PDN writer would write otherwise (a tag name that is not a PDN name, 'white', is
  // written as 'White' and kept in an escape line) is refused, and so is what it could not write
  // back (a tag name with a blank, a value with a line end, a result that is not a terminator:
  // the JSON reader's checks).
  pdn::Game as_written = game;
  if (const auto changes = pdn::to_pdn30_form(as_written); !changes.empty()) {
    raise_value_error("not a game PDN can hold as given (to_pdn would change it): " +
                      changes.front().what);
  }
  try {
    Game made;
    made.read.game = pdn::game_from_json(pdn::to_json(game));
    refuse_moves_after_the_end(made.read.game);
    return made;
  } catch (const pdn::JsonError& e) {
    raise_value_error(std::string("not a game PDN can hold: ") + e.what());
  }
}

}  // namespace

void bind_game_building(py::class_<Game>& game) {
  game.def(py::init(&make_game), py::arg("moves") = py::tuple(), py::kw_only(),
           py::arg("tags") = py::none(), py::arg("result") = "*", py::arg("setup") = py::none(),
           "A game made in Python: `moves` (PDN move texts, any iterable) played from the start "
           "position or from `setup` (a FEN, written as the FEN tag; a FEN tag among the tags does "
           "the same), each checked as Position.play checks it and kept in PDN 3.0 form; `tags` a "
           "dict (or pairs) of names and values, in the order to write; `result` the terminator "
           "('2-0', '0-2', '1-1', '*', ...), also the Result tag unless one is given (they must "
           "agree). Raises ValueError naming the ply of a move that is not legal or that comes "
           "after the rules ended the game (a drawn setup, a third repetition), or what PDN "
           "cannot hold (a tag name with a blank, a value with a line end).");
}

}  // namespace damas::python
