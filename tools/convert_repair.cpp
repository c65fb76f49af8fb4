#include "convert_repair.hpp"

#include <unordered_map>
#include <utility>

namespace damas::cli {

std::vector<Repair> apply_repairs(pdn::Game& game, const pdn::ReplayedGame& replayed) {
  // The diagnostics to act on, by where their move is written: one walk over the game then
  // finds every node (not one walk per repair: a game may have many lines to repair).
  std::unordered_map<std::size_t, const pdn::Diagnostic*> wanted;
  for (const pdn::Diagnostic& d : replayed.diagnostics) {
    if (d.suggestion && d.suggestion->replays) wanted.emplace(d.position.byte, &d);
  }
  std::vector<Repair> repairs;
  // A list of lines to visit rather than recursion: variations may be nested very deep.
  std::vector<pdn::Line*> lines{&game.moves};
  while (!lines.empty() && repairs.size() < wanted.size()) {
    pdn::Line* line = lines.back();
    lines.pop_back();
    for (pdn::Node& node : line->nodes) {
      for (pdn::Line& variation : node.variations) lines.push_back(&variation);
      const auto found = wanted.find(node.position.byte);
      if (found == wanted.end() || !(found->second->position == node.position)) continue;
      const pdn::Diagnostic& d = *found->second;
      pdn::Move move;
      move.text = d.suggestion->move;
      move.separator = pdn::split_move(move.text, move.squares);
      node.move = std::move(move);
      node.after.insert(node.after.begin(), pdn::Comment{"repaired: written " + d.move, {}, {}});
      repairs.push_back({d.position, d.ply, d.move, d.suggestion->move});
    }
  }
  return repairs;
}

}  // namespace damas::cli
