// A line of a game of another variant of the draughts family, as the replay judges it
// (replayer.hpp): the position under the variant's rules (rules/family), its legal moves, the
// plies played, the variant's draw rules (rules/family/draws.hpp); and what a written move
// names there, or why it names nothing, in words.
// Portuguese and Spanish games are judged by the bitboard rules core (Adjudicator) instead.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/replay.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/family/draws.hpp"
#include "damas/rules/family/movegen.hpp"
#include "written_move.hpp"

namespace damas::pdn::detail {

class FamilyBoard {
 public:
  FamilyBoard(const rules::family::Variant& variant, const rules::family::Position& start);

  const rules::family::Variant& variant() const { return variant_; }
  const rules::family::Board& board() const { return board_; }
  const rules::family::Position& position() const { return position_; }
  const std::vector<rules::family::Move>& legal() const { return legal_; }
  int ply() const { return ply_; }

  // Over when the side to move has no legal move (no piece left, or every piece blocked): it has
  // lost, in every variant of the family; or when a draw rule of the variant ends the game. The
  // outcome's result is in PDN's terms, where 1-0 means the first player won (Black in English
  // draughts, White elsewhere); `ongoing` while the game goes on.
  bool is_over() const { return legal_.empty() || drawn_.has_value(); }
  rules::Outcome outcome() const;
  // The first draw that a player could have claimed (English draughts' rules give claims).
  const std::optional<rules::DrawClaim>& first_claim() const { return claim_; }

  void play(const rules::family::Move& move);

 private:
  rules::family::Variant variant_;
  rules::family::Board board_;
  rules::family::Position position_;
  std::vector<rules::family::Move> legal_;  // of position_: matching and is_over both need them
  int ply_ = 0;
  rules::family::DrawWatch draws_;
  std::optional<rules::Outcome> drawn_;  // by a rule that ends the game
  std::optional<rules::DrawClaim> claim_;
};

// "White" or "Black".
const char* side_name(rules::family::Side side);

// What a written move names in a family position: the legal move, or the diagnostic's code
// (illegal or ambiguous) and message. A legal move written in a wrong form (a quiet move with
// 'x') has both: the move, and a notation warning's message.
struct FamilyMatch {
  std::optional<rules::family::Move> move;
  DiagnosticCode code = DiagnosticCode::illegal_move;
  std::string message;
};

// A move written with numbers or algebraic squares, with every landing or its ends only, or in
// the Russian short form ("ed4"); a capture written with '-' is read as scoresheets mean it.
FamilyMatch match_family_move(const FamilyBoard& state, const WrittenMove& move);

}  // namespace damas::pdn::detail
