#include "damas/pdn/apply_repairs.hpp"

#include <unordered_map>
#include <utility>

namespace damas::pdn {

std::vector<Repair> apply_repairs(Game& game, const ReplayedGame& replayed) {
  // The diagnostics to act on, by where their move is written: one walk over the game then
  // finds every node (not one walk per repair: a game may have many lines to repair).
  std::unordered_map<std::size_t, const Diagnostic*> wanted;
  for (const Diagnostic& d : replayed.diagnostics) {
    if (d.suggestion && d.suggestion->replays) wanted.emplace(d.position.byte, &d);
  }
  std::vector<Repair> repairs;
  // A list of lines to visit rather than recursion: variations may be nested very deep.
  std::vector<Line*> lines{&game.moves};
  while (!lines.empty() && repairs.size() < wanted.size()) {
    Line* line = lines.back();
    lines.pop_back();
    for (Node& node : line->nodes) {
      for (Line& variation : node.variations) lines.push_back(&variation);
      const auto found = wanted.find(node.position.byte);
      if (found == wanted.end() || !(found->second->position == node.position)) continue;
      const Diagnostic& d = *found->second;
      Move move;
      move.text = d.suggestion->move;
      move.separator = split_move(move.text, move.squares);
      node.move = std::move(move);
      node.after.insert(node.after.begin(), Comment{"repaired: written " + d.move, {}, {}});
      repairs.push_back({d.position, d.ply, d.move, d.suggestion->move});
    }
  }
  return repairs;
}

}  // namespace damas::pdn
