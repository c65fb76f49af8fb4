// How long a search limited by time runs: the time allowed is a maximum, never exceeded, not a
// target. Pure arithmetic on elapsed times (no clock is read here), so that every decision can be
// tested with durations chosen by the test.
//
// - A game clock (remaining time, increment, moves to the next control) gives the maximum of one
//   move: move_time_of.
// - Within one search, TimeBudget says when to stop: no iteration is started past half the
//   maximum (it would seldom finish: each costs a few times the one before), and none past an
//   eighth of it when the move is easy (the same best move over the last iterations, every
//   other move clearly worse); an iteration is cut at three quarters of the maximum unless it is
//   unsettled (its aspiration window failed high or low: the score is moving, and the move may
//   change), which may run to the maximum. A search that keeps what a cut iteration found (a
//   move to play) cuts it at fifteen sixteenths, settled or not: the time is then not lost.
//   Measured at 100 ms a move against the engine that discarded cut iterations and stopped at
//   three quarters: +14 Elo (+1 to +28, 604 games; bench/README.md).
//
//   const TimeBudget budget(move_time_of({.remaining = 60s, .increment = 1s}));
//   if (!budget.start_next(elapsed, easy)) break;       // between iterations
//   if (budget.stop_now(elapsed, unsettled)) stop();    // inside one
#pragma once

#include <chrono>
#include <optional>

namespace damas::engine {

// A player's clock in a game with an increment per move (Fischer).
struct GameClock {
  std::chrono::milliseconds remaining{0};
  std::chrono::milliseconds increment{0};
  std::optional<int> moves_to_go;  // moves before the next time control; none: the whole game
};

// Moves assumed left in the game when the clock does not say.
inline constexpr int kAssumedMovesToGo = 30;

// The most one move may take on `clock`: the time left shared over the moves to go (or
// kAssumedMovesToGo) plus the increment, but never more than half the time left (the moves
// after this one need some) and at least a millisecond.
std::chrono::milliseconds move_time_of(const GameClock& clock);

class TimeBudget {
 public:
  // What becomes of an iteration the time limit cuts: `discarded` (the search answers with the
  // last completed one), or `kept` (a search that plays its move takes the best root move the
  // unfinished iteration found, so that running on to near the maximum is worth it).
  enum class Unfinished { discarded, kept };

  explicit TimeBudget(std::chrono::milliseconds maximum,
                      Unfinished unfinished = Unfinished::discarded)
      : maximum_(maximum), unfinished_(unfinished) {}

  std::chrono::milliseconds maximum() const { return maximum_; }

  // Whether to start another iteration at `elapsed`, the last one completed; `easy` when the
  // move is easy (see above).
  bool start_next(std::chrono::nanoseconds elapsed, bool easy) const;

  // Whether a search inside an iteration stops at `elapsed`; `unsettled` while the iteration
  // re-searches after its aspiration window failed.
  bool stop_now(std::chrono::nanoseconds elapsed, bool unsettled) const;

  // From when an easy move may end the search: before it, even an easy move is searched on.
  std::chrono::nanoseconds easy_after() const { return maximum_ / 8; }

 private:
  std::chrono::milliseconds maximum_;
  Unfinished unfinished_;
};

}  // namespace damas::engine
