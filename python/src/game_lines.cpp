// Game.mainline, Game.trailing_comments, Game.positions and damas.Node: a game's moves with what
// is written around them (comments, strengths, NAGs, variations), and the positions along a line,
// replayed by the same walk as `pdn diagram` (pdn::walk_line), so that a move is resolved and a
// broken one reported as `pdn validate` does.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "bindings.hpp"
#include "damas/pdn/positions.hpp"
#include "damas/rules/position.hpp"
#include "game.hpp"

namespace damas::python {
namespace {

namespace py = pybind11;

// One move of a game and what is written around it. A view into its Game, which it keeps alive:
// games are read-only from Python, so the node it points to stays where it is.
struct NodeView {
  py::object game;  // the damas.Game holding `node`
  const pdn::Node* node = nullptr;
  int ply = 0;            // from the game's start, in every line (a variation at ply 3 begins at 3)
  std::string variation;  // the path of its line, as Game.positions takes it ("" = the main line)
};

// The texts of the comments among `remarks` (not the % lines or /FEN/ setups), as written.
template <class Remarks>
std::vector<py::str> comment_texts(const Remarks& remarks) {
  std::vector<py::str> texts;
  for (const pdn::Remark& remark : remarks) {
    if (const auto* comment = std::get_if<pdn::Comment>(&remark)) {
      texts.push_back(text_of(comment->text));
    }
  }
  return texts;
}

// The nodes of `line`, whose first move is ply `first_ply`, as views of `game`.
py::list line_views(const py::object& game, const pdn::Line& line, int first_ply,
                    const std::string& variation) {
  py::list views;
  int ply = first_ply;
  for (const pdn::Node& node : line.nodes) {
    views.append(NodeView{game, &node, ply++, variation});
  }
  return views;
}

py::list variations(const NodeView& view) {
  py::list lines;
  int index = 1;
  for (const pdn::Line& line : view.node->variations) {
    std::string path = view.variation.empty() ? "" : view.variation + '/';
    path += std::to_string(view.ply) + '.' + std::to_string(index++);
    lines.append(line_views(view.game, line, view.ply, path));
  }
  return lines;
}

std::vector<std::pair<py::str, py::str>> commands(const NodeView& view) {
  std::vector<std::pair<py::str, py::str>> found;
  for (const pdn::Remark& remark : view.node->after) {
    if (const auto* comment = std::get_if<pdn::Comment>(&remark)) {
      for (const pdn::Command& command : comment->commands) {
        found.emplace_back(text_of(command.name), text_of(command.value));
      }
    }
  }
  return found;
}

std::vector<rules::Position> positions(const Game& g, const std::string& variation, bool partial,
                                       bool mirrored) {
  const pdn::ArchiveGame& read = g.read;
  const std::string game_name = "game " + std::to_string(read.game.number);
  // A game read in part has lost its moves: its positions would end at the setup, unsaid.
  if (!partial) refuse_game_read_in_part(g);
  std::string error;
  const std::optional<pdn::VariationPath> path = pdn::parse_variation_path(variation, error);
  if (!path) raise_value_error("variation " + error);
  pdn::ReplayOptions options;
  options.check_tags = false;
  options.suggest_repairs = false;  // the message says what is wrong; a guess costs replays
  if (mirrored) options.board = rules::Board::mirrored;
  pdn::GameLine line = [&] {
    try {
      return pdn::walk_line(read.game, *path, options);
    } catch (const pdn::VariationPathError& e) {
      raise_value_error(game_name + ": " + e.what());
    }
  }();
  if (line.replayed.family) {
    raise_value_error(game_name + " is a game of " +
                      std::string(line.replayed.family->variant.name) +
                      " draughts: damas.Position holds Portuguese and Spanish positions only");
  }
  if (line.stop && (line.positions.empty() || !partial)) {
    const pdn::Diagnostic& stop = *line.stop;
    if (stop.ply == 0) {
      raise_value_error(place_in(read.source, stop.position) + game_name +
                        " cannot be replayed: " + stop.message);
    }
    raise_value_error(place_in(read.source, stop.position) + game_name + ", " +
                      pdn::line_name(*path) + ", ply " + std::to_string(stop.ply) + " (" +
                      stop.move + "): " + stop.message);
  }
  return std::move(line.positions);
}

}  // namespace

std::string place_in(const std::string& source, const pdn::SourcePosition& position) {
  return source + ':' + std::to_string(position.line) + ':' + std::to_string(position.column) +
         ": ";
}

void refuse_game_read_in_part(const Game& g) {
  if (const auto& error = g.read.error) {
    raise_value_error(place_in(g.read.source, error->position) + "game " +
                      std::to_string(g.read.game.number) +
                      " was not read to its end: " + error->message);
  }
}

void bind_game_lines(py::module_& module, py::class_<Game>& game) {
  py::class_<NodeView> node(
      module, "Node", "One move of a game and what is written around it; a view of its Game.");
  node.def_property_readonly(
          "move", [](const NodeView& v) { return pdn::move_notation(v.node->move); },
          "The move in PDN 3.0 form ('32-28', '15x24').")
      .def_property_readonly(
          "written", [](const NodeView& v) { return text_of(v.node->move.text); },
          "The move as written in the input ('32 - 28', 'E3:G5').")
      .def_property_readonly(
          "ply", [](const NodeView& v) { return v.ply; },
          "Its ply from the game's start (1 = the first move), in variations too: a variation "
          "of the move at ply 3 begins at ply 3.")
      .def_property_readonly(
          "variation", [](const NodeView& v) { return v.variation; },
          "The line it belongs to, as Game.positions takes it: '' for the main line, '3.1' for "
          "the first variation of the move at ply 3, '3.1/5.2' for one inside it.")
      .def_property_readonly(
          "strength", [](const NodeView& v) { return v.node->strength; },
          "The strength written after it ('!', '?', '!?', ...), or ''.")
      .def_property_readonly(
          "nags",
          [](const NodeView& v) {
            std::vector<int> values;
            for (const pdn::Nag& nag : v.node->nags) values.push_back(nag.value);
            return values;
          },
          "The numeric annotations after it ($1 is 1), in order.")
      .def_property_readonly(
          "comments", [](const NodeView& v) { return comment_texts(v.node->after); },
          "The comments written right after it (before any variation), as written.")
      .def_property_readonly(
          "comments_before", [](const NodeView& v) { return comment_texts(v.node->before); },
          "The comments written between the move before it and this one.")
      .def_property_readonly("commands", &commands,
                             "The [%name value] commands of its comments (an engine's %eval, "
                             "a clock's %clk), as (name, value) pairs in order.")
      .def_property_readonly("variations", &variations,
                             "The lines written in its place, each a list of Node.")
      .def_property_readonly(
          "line", [](const NodeView& v) { return v.node->position.line; },
          "The line of the input where the move is written, from 1.")
      .def_property_readonly(
          "column", [](const NodeView& v) { return v.node->position.column; },
          "The column of the input where the move is written, from 1.")
      .def("__repr__", [](const NodeView& v) {
        return "<damas.Node ply " + std::to_string(v.ply) + ": " +
               pdn::move_notation(v.node->move) + v.node->strength + ">";
      });
  refuse_bare_new(node, "a node comes from a Game's mainline or a Node's variations");

  game.def_property_readonly(
          "mainline",
          [](const py::object& self) {
            return line_views(self, self.cast<const Game&>().read.game.moves, 1, "");
          },
          "The moves of the main line, each a Node with its comments, NAGs and variations.")
      .def_property_readonly(
          "trailing_comments",
          [](const Game& g) { return comment_texts(g.read.game.moves.trailing); },
          "The comments written after the main line's last move and its variations.")
      .def("positions", &positions, py::arg("variation") = "", py::kw_only(),
           py::arg("partial") = false, py::arg("mirrored") = false,
           "The positions along a line, replayed: the setup, then the position after each "
           "move (positions(node.variation)[node.ply - 1] is the one a Node's move is played "
           "in). `variation` names a line as Node.variation does ('' = the main line). Raises "
           "ValueError for a move that is not legal, a game read in part or one that cannot be "
           "replayed, naming the file, line and column; with partial=True, the positions up to "
           "the first move that fails instead. mirrored=True reads alphanumeric squares on the "
           "mirrored board, as `pdn validate --mirrored` does.");
}

}  // namespace damas::python
