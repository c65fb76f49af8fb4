// A game as a page shows it: every position of its main line and of every variation, nested to
// any depth, computed here from one replay of the game (replay.hpp: the replay that validates
// games and that `pdn diagram`'s walk along a line rides on; every move resolved against the
// rules), so that the page's script only draws and navigates and knows no rules.
//
// Positions are nodes of a tree: node 0 is the setup, every legal move written in the game is a
// node whose parent is the node before it. A line (the main line, or a variation named by its
// path as `pdn diagram --variation` names it, "3.1/5.2") lists its nodes by ply from the game
// start: nodes[p] is the position after p plies, the plies before its own first move being
// those of the lines it branches from. A line stops at its first illegal move; the moves after
// it are not nodes, and the diagnostic says why.
//
// A game of any variant of the draughts family is viewed (Portuguese and Spanish ones replayed
// by the bitboard rules core, the others by the family's rules: ReplayedGame::family); its
// positions and moves are kept as the squares of its own board (GameView::board), as diagrams
// draw them (diagram.hpp).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "damas/diagram/diagram.hpp"
#include "damas/pdn/archive.hpp"
#include "damas/pdn/positions.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/rules/family/movegen.hpp"

namespace damas::web {

struct ViewNode {
  int parent = -1;                   // the node before; -1 for the setup
  int ply = 0;                       // from the game start; 0 for the setup
  std::string line;                  // the path of the line the move is written in ("" = main line)
  rules::family::Position position;  // after the move, on GameView::board
  std::optional<diagram::LastMove> move;  // none for the setup
  const pdn::Node* record = nullptr;      // the move in the game; none for the setup
  std::optional<double> eval;             // [%eval] of the move's comment (eval_value)
};

struct ViewLine {
  std::string path;        // "" for the main line, else "3.1" or "3.1/5.2"
  std::vector<int> nodes;  // by ply from the game start
};

struct GameView {
  std::size_t number = 0;  // counted across all inputs, from 1 (as `pdn diagram --game`)
  // The game as read; a unique_ptr because the nodes point into its moves.
  std::unique_ptr<const pdn::ArchiveGame> input;
  pdn::ReplayedGame replayed;       // the game's replay: rules, move numbers, diagnostics
  rules::family::BoardShape board;  // of its variant (when it has nodes)
  std::vector<ViewNode> nodes;      // empty when the game could not be read or replayed
  std::vector<ViewLine> lines;      // lines[0] is the main line
  std::unordered_map<const pdn::Node*, int> node_of;  // the node of each legal move written
  // What went wrong, as text for the page: a syntax error, a setup that cannot be replayed, an
  // illegal move (each line's first), each with its place in the input.
  std::vector<std::string> problems;

  // The node after `ply` plies of the line `path`, or -1.
  int node_at(const std::string& path, int ply) const;
};

// The game `number` of the inputs (as read_inputs gives it) made into a view.
GameView view_game(pdn::ArchiveGame input, std::size_t number,
                   const pdn::ReplayOptions& options = {});

// "3.1/5.2" for a path, "" for the main line: the text of --variation and of page links.
std::string path_text(const pdn::VariationPath& path);

// The value of an [%eval X] command in men from White's point of view ("0.35", "-1.08"), with
// a forced win "#7" as +kForcedWin and "#-7" as -kForcedWin; nullopt for anything else ("nan"
// and "inf" included).
inline constexpr double kForcedWin = 100;
std::optional<double> eval_value(const std::string& text);

}  // namespace damas::web
