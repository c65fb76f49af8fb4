#include "repair_search.hpp"

#include "damas/pdn/repair.hpp"
#include "damas/rules/movegen.hpp"

namespace damas::pdn::detail {

RepairSearch::RepairSearch(const rules::Adjudicator& before, const WrittenMove& illegal,
                           rules::Board board)
    : ply_(before.ply() + 1), board_(board) {
  const std::vector<rules::Move> slips =
      plausible_slips(before.position(), illegal.squares, illegal.separator, board);
  if (slips.size() > kMaxRepairCandidates) return;
  rules::MoveList legal;
  rules::generate_moves(before.position(), legal);
  for (const rules::Move& move : slips) {
    slips_.push_back({rules::move_text(move, legal), before, 0, {}});
    slips_.back().board.play(move);
  }
  live_ = slips_.size();
}

void RepairSearch::follow(const WrittenMove& move) {
  for (Slip& slip : slips_) {
    if (slip.stop_ply != 0) continue;
    rules::Adjudicator& board = slip.board;
    const rules::MoveMatch match =
        board.is_over() ? rules::MoveMatch{} : match_written(move, board, board_, text_);
    if (goes_on(match)) {
      board.play(match.move);
      continue;
    }
    slip.stop_ply = board.ply() + 1;
    slip.stop_move = std::string(move.text);
    --live_;
  }
}

std::optional<Suggestion> RepairSearch::suggestion() const {
  if (slips_.size() == 1) {
    const Slip& slip = slips_.front();
    if (slip.stop_ply != 0 && slip.stop_ply - ply_ - 1 < kMinPliesReplayed) return std::nullopt;
    return Suggestion{slip.text, slip.stop_ply == 0, slip.stop_ply, slip.stop_move};
  }
  if (live_ != 1) return std::nullopt;  // none, or several the rest of the line agrees with
  for (const Slip& slip : slips_) {
    if (slip.stop_ply == 0) return Suggestion{slip.text, true, 0, {}};
  }
  return std::nullopt;
}

}  // namespace damas::pdn::detail
