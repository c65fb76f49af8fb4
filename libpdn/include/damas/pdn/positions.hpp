// The positions along one line of a game, the main line or a variation, for the tools that show
// positions (pdn diagram). They come from the replay that validates games (replay.hpp), so a
// move is resolved the same way everywhere and a broken move stops the walk with the same
// diagnostic that `pdn validate` gives.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::pdn {

// One step from a line into one of its variations. Plies are numbered from the game start in
// every line: the variation at ply 3 replaces the move of ply 3, so its first move is ply 3.
struct VariationStep {
  int ply = 0;
  int index = 1;  // 1 = the first variation of that move

  friend bool operator==(const VariationStep&, const VariationStep&) = default;
};

// The steps from the main line down to a variation; empty for the main line.
using VariationPath = std::vector<VariationStep>;

// Reads "3.1" (the first variation at ply 3) or nested "3.1/5.2"; "" is the main line.
// Returns nullopt, with `error` set, for a malformed text.
std::optional<VariationPath> parse_variation_path(std::string_view text, std::string& error);

// "the main line" or "variation 3.1/5.2", for messages.
std::string line_name(const VariationPath& path);

// Thrown by walk_line for a path that the game does not have; the message says what exists
// ("ply 3 of the main line has 1 variation: no variation 2").
struct VariationPathError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct GameLine {
  ReplayedGame replayed;  // the whole game: rules, setup, move numbering, every diagnostic
  // The line's record from the game start: nodes[p - 1] is the move of ply p, taken from the
  // lines it branches from before the line's first ply. Points into the walked Game.
  std::vector<const Node*> nodes;
  int first_ply = 1;  // the line's own first move
  // The legal moves from the game start (moves[p - 1] is ply p) and the positions they lead to
  // (positions[p] after p plies, positions[0] the setup). Fewer than nodes when a move fails
  // (`stop` says why); both empty when the game cannot be replayed at all.
  std::vector<rules::Move> moves;
  std::vector<rules::Position> positions;
  // The same for a game of another variant of the family (replayed.family), under its rules;
  // moves and positions are then empty.
  std::vector<rules::family::Move> family_moves;
  std::vector<rules::family::Position> family_positions;
  std::optional<Diagnostic> stop;

  int recorded_plies() const { return static_cast<int>(nodes.size()); }
  int legal_plies() const {
    return static_cast<int>(replayed.family ? family_moves.size() : moves.size());
  }
  // Whether the position after `ply` plies was reached by legal moves (and can be shown).
  bool reached(int ply) const {
    const std::size_t count = replayed.family ? family_positions.size() : positions.size();
    return ply >= 0 && static_cast<std::size_t>(ply) < count;
  }
};

// Walks `game` along the line `path`. Throws VariationPathError when the path names a ply or a
// variation that does not exist. The game must outlive the result.
GameLine walk_line(const Game& game, const VariationPath& path, const ReplayOptions& options = {});

}  // namespace damas::pdn
