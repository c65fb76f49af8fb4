// The draw rules of the family's variants, where their federations publish them
// (docs/variants.md cites each document), as data, and a watcher that follows a game and says
// when one of them draws it.
//
// Three kinds of rule cover every variant with published draw rules:
// - repetition: the same position (all pieces and the side to move) for the n-th time;
// - king moves: n plies in a row in which only kings moved and nothing was taken;
// - endgame limits: one side has a lone king and the other the material the rule names; the
//   count starts with the first move after that material arises (the move that brings it about
//   is not counted) and runs while it lasts, whatever is moved or taken within it.
// A rule either draws the game at once (FMJD, FShR, Brazilian rules: "the game is drawn") or
// gives the player a claim (English: "a player can demonstrate ..."), which DrawWatch reports
// at the ply where the claim first becomes valid and then lets the game go on.
//
// Portuguese and Spanish games are judged by the Adjudicator (adjudicator.hpp), whose rules
// these are not; the variants without published draw rules have none here.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "damas/rules/adjudicator.hpp"
#include "damas/rules/family/movegen.hpp"

namespace damas::rules::family {

// The material an endgame limit applies to, held by the side against a lone king.
enum class Material : std::uint8_t {
  three_with_king,         // three pieces, at least one a king
  two_or_fewer_with_king,  // one or two pieces, at least one a king (a lone king too)
  three_or_more_kings,     // three or more pieces, all kings
  three_kings,             // exactly three pieces, all kings
};

struct RepetitionRule {
  int times = 0;  // 0: no such rule
  bool ends_game = true;
  std::string_view rule;
};

struct KingMovesRule {
  int plies = 0;  // 0: no such rule
  bool ends_game = true;
  EndReason reason = EndReason::king_moves;
  std::string_view rule;
};

struct EndgameLimit {
  Material material = Material::three_with_king;
  int limit = 0;  // 0: no such rule
  // false: every ply counts; true: only the moves of the side against the lone king (FShR's
  // "his 15th move"; with a lone king on both sides, the side that moves first in the ending).
  bool strong_side_only = false;
  std::string_view rule;
};

struct DrawRules {
  RepetitionRule repetition;
  KingMovesRule king_moves;
  std::array<EndgameLimit, 2> endgames;
};

// The variant's draw rules; all empty where none is published (or the Adjudicator judges it).
const DrawRules& draw_rules(const Variant& variant);

struct FamilyDraw {
  bool ends_game = true;  // false: a draw the player to move may claim; the game goes on
  EndReason reason = EndReason::none;
  std::string_view rule;  // the rule's short name: "repetition", "25 king moves", ...
  int ply = 0;            // plies played when it happened (as Outcome::ply)
};

// Follows one game from `start` by its variant's draw rules. Tell it every move played, with
// the position after it; after a draw that ends the game it is not to be told more.
class DrawWatch {
 public:
  DrawWatch(const Variant& variant, const Position& start);

  // The draw this move brings, if any: the first rule in the order repetition, king moves,
  // endgame limits. Every count is brought up to date first, so a claim reported here does not
  // hide a rule that fires later.
  std::optional<FamilyDraw> after(const Move& move, const Position& after);

 private:
  struct EndgameCount {
    bool running = false;
    Side strong = Side::white;
    int count = 0;
  };

  std::optional<FamilyDraw> repetition(bool irreversible, const Position& after);
  std::optional<FamilyDraw> king_moves(bool irreversible);
  std::optional<FamilyDraw> endgame(int index, Side mover, const Position& after);

  const DrawRules& rules_;
  int ply_ = 0;
  Position current_;
  std::vector<Position> since_irreversible_;  // with the current position last
  int quiet_king_plies_ = 0;
  std::array<EndgameCount, 2> endgames_{};
};

}  // namespace damas::rules::family
