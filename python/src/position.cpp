// damas.Position: a position of the standard board, its legal moves and the moves played from it.
#include "damas/rules/position.hpp"

#include <pybind11/operators.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "damas/rules/bitboard.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/illegal.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/rules/perft.hpp"
#include "damas/rules/square.hpp"
#include "damas/support/quoted.hpp"
#include "interruptible.hpp"

namespace damas::python {

namespace py = pybind11;

rules::Move legal_move(const rules::Position& position, const std::string& text) {
  // The text as a message names it: cut and escaped (worked out only for a message).
  const auto shown = [&] { return support::quoted(text, '\''); };
  const rules::ParsedMoveText parsed = rules::parse_move_text(text);
  if (!parsed.ok()) {
    throw py::value_error("not a move: " + shown() + ": " + parsed.error->message);
  }
  const rules::MoveMatch match = rules::match_move(position, parsed);
  switch (match.status) {
    case rules::MatchStatus::legal:
      return match.move;
    case rules::MatchStatus::ambiguous:
      throw py::value_error("ambiguous move " + shown() + ": it may be " +
                            rules::routes_text(match.candidates));
    case rules::MatchStatus::quiet_written_as_capture:
      throw py::value_error(shown() + " is written as a capture, but it takes nothing");
    case rules::MatchStatus::illegal:
      break;
  }
  throw py::value_error("illegal move " + shown() + " in " + rules::to_fen(position) + ": " +
                        rules::illegal_move_message(position, parsed));
}

rules::Position position_from_fen(const std::string& fen) {
  std::string error;
  const std::optional<rules::Position> position = rules::position_to_move(fen, error);
  if (!position) throw py::value_error(error);
  return *position;
}

namespace {

rules::Position from_fen(const std::optional<std::string>& fen) {
  return fen ? position_from_fen(*fen) : rules::Position::initial();
}

std::vector<std::string> legal_moves(const rules::Position& position) {
  rules::MoveList legal;
  rules::generate_moves(position, legal);
  std::vector<std::string> texts;
  for (const rules::Move& move : rules::in_square_order(legal)) {
    texts.push_back(rules::move_text(move, legal));
  }
  return texts;
}

rules::Position play(const rules::Position& position, const std::string& text) {
  return position.after(legal_move(position, text));
}

// The pieces by square number: "w" and "b" for men, "W" and "B" for kings (as text boards write
// them in ASCII).
std::map<int, std::string> pieces(const rules::Position& position) {
  std::map<int, std::string> found;
  const auto add = [&](rules::Bitboard squares, const char* piece) {
    while (squares != 0) found[rules::square_number(rules::pop_lowest(squares))] = piece;
  };
  add(position.men(rules::Color::white), "w");
  add(position.kings(rules::Color::white), "W");
  add(position.men(rules::Color::black), "b");
  add(position.kings(rules::Color::black), "B");
  return found;
}

}  // namespace

void bind_position(py::module_& module) {
  py::class_<rules::Position> position(
      module, "Position",
      "A position of Portuguese (and Spanish) draughts: where the pieces "
      "stand and who is to move. Positions are values: play() gives a "
      "new one.");
  position
      .def(py::init(&from_fen), py::arg("fen") = py::none(),
           "The position of a FEN in the PDN form ('W:W1-12:B21-32'); without one, the start "
           "position. Raises ValueError for a text that is not a FEN, an impossible setup, or a "
           "side to move that is '?'.")
      .def("legal_moves", &legal_moves,
           "The legal moves, as PDN texts in square order: '9-13' for a quiet move, '15x24' for "
           "a capture, with the full path ('15x24x31') where the short form names two moves.")
      .def("play", &play, py::arg("move"),
           "The position after `move` (a PDN move text: '9-13', '15x24', '15x24x31'). Raises "
           "ValueError when no legal move, or more than one, fits the text.")
      .def("pieces", &pieces,
           "The pieces by square number (1 to 32): 'w' and 'b' for White's and Black's men, 'W' "
           "and 'B' for their kings.")
      .def(
          "fen", [](const rules::Position& p) { return rules::to_fen(p); },
          "The FEN of the position, in its canonical form.")
      .def_property_readonly(
          "side_to_move",
          [](const rules::Position& p) {
            return p.side_to_move() == rules::Color::white ? "white" : "black";
          },
          "'white' or 'black'.")
      .def(
          "perft",
          [](const rules::Position& p, int depth) -> std::uint64_t {
            if (depth < 0) throw py::value_error("perft depth must be 0 or more");
            // Other Python threads run meanwhile, and Ctrl-C stops it.
            return run_stoppable(
                       [&](const std::atomic<bool>& stop) { return rules::perft(p, depth, stop); })
                .value();  // not stopped: run_stoppable raised otherwise
          },
          py::arg("depth"),
          "The number of move sequences of `depth` plies from here (a capture is one ply).")
      // Pickled as its FEN, which holds all of it: positions go to other processes
      // (multiprocessing) and through copy.copy / copy.deepcopy. Remade by Position(fen), not by
      // __new__ and __setstate__ (refuse_bare_new).
      .def("__reduce__",
           [](const py::object& self) {
             return py::make_tuple(
                 py::type::of(self),
                 py::make_tuple(rules::to_fen(self.cast<const rules::Position&>())));
           })
      .def(py::self == py::self)
      .def("__hash__", [](const rules::Position& p) { return p.hash(); })
      .def("__repr__",
           [](const rules::Position& p) { return "Position('" + rules::to_fen(p) + "')"; });
  refuse_bare_new(position, "a position is made by damas.Position(fen)");
  bind_position_pictures(position);
}

}  // namespace damas::python
