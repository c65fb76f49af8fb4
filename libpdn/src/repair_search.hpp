// The search behind Diagnostic::suggestion: after an illegal move, each plausible slip of it
// (repair.hpp) is played instead and the rest of the line is replayed after it, move by move as
// the replay meets them, to see which slips the rest of the line agrees with.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/replay.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/notation.hpp"
#include "written_move.hpp"

namespace damas::pdn::detail {

class RepairSearch {
 public:
  // `illegal` was written in the state `before` and names no legal move there; squares are read
  // on `board`.
  RepairSearch(const rules::Adjudicator& before, const WrittenMove& illegal, rules::Board board);

  // Whether a later move of the line can still change the suggestion (once every slip has met
  // an illegal move, none can).
  bool searching() const { return live_ > 0; }
  // The next move of the line as written.
  void follow(const WrittenMove& move);
  // Once the line has ended: the slip to suggest, if exactly one fits (see Suggestion).
  std::optional<Suggestion> suggestion() const;

 private:
  struct Slip {
    std::string text;            // as reports write it
    rules::Adjudicator board;    // after it and the later moves followed
    int stop_ply = 0;            // 0 while the line replays
    std::string stop_move;
  };

  std::vector<Slip> slips_;  // empty when there are more than kMaxRepairCandidates
  std::size_t live_ = 0;     // slips without a stop
  int ply_ = 0;              // of the illegal move
  rules::Board board_;
  rules::ParsedMoveText text_;  // scratch for match_written
};

}  // namespace damas::pdn::detail
