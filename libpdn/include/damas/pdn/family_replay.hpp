// Replaying a game of any variant of the draughts family (rules/family, docs/variants.md) along
// its main line: every move written is matched against the legal moves of its position under
// the variant's rules, from the FEN tag's setup or the variant's start. This is the judge for
// games that are not Portuguese or Spanish; those keep the full replay of replay.hpp (draw laws,
// variations, every diagnostic), which this one does not have yet.
#pragma once

#include <optional>
#include <string>

#include "damas/pdn/game.hpp"
#include "damas/rules/family/movegen.hpp"

namespace damas::pdn {

struct FamilyReplay {
  rules::family::Variant variant;
  int recorded_plies = 0;  // moves written in the main line
  int legal_plies = 0;     // moves played before the first that could not be
  // Why the replay stopped before the end (a bad FEN, a move that is not legal, one that is
  // ambiguous, a square the board lacks), with where; nullopt when every move was played.
  std::optional<std::string> error;
  SourcePosition error_position;
  rules::family::Position final_position;  // after the legal moves
  bool side_to_move_has_no_move = false;   // in final_position: that side has lost

  bool complete() const { return !error.has_value(); }
};

// The variant a game's GameType tag names, when the family has it (no tag: nullopt).
std::optional<rules::family::Variant> family_variant_of(const Game& game);

FamilyReplay replay_family(const Game& game, const rules::family::Variant& variant);

}  // namespace damas::pdn
