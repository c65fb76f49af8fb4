#include "damas/engine/time_manager.hpp"

#include <algorithm>

namespace damas::engine {

std::chrono::milliseconds move_time_of(const GameClock& clock) {
  const std::chrono::milliseconds share =
      clock.remaining / clock.moves_to_go.value_or(kAssumedMovesToGo) + clock.increment;
  return std::max(std::min(share, clock.remaining / 2), std::chrono::milliseconds(1));
}

bool TimeBudget::start_next(std::chrono::nanoseconds elapsed, bool easy) const {
  return elapsed < (easy ? easy_after() : std::chrono::nanoseconds(maximum_) / 2);
}

bool TimeBudget::stop_now(std::chrono::nanoseconds elapsed, bool unsettled) const {
  // A kept iteration runs to the maximum less a sixteenth, time to return and send the move.
  if (unfinished_ == Unfinished::kept) return elapsed >= maximum_ * 15 / 16;
  return elapsed >= (unsettled ? std::chrono::nanoseconds(maximum_) : maximum_ * 3 / 4);
}

}  // namespace damas::engine
