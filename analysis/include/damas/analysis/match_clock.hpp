// The clocks of a game played with a time control with increment (Fischer), as `pdn match
// --time MIN --inc S` plays it: each side starts with the base time; the time a move took is
// taken from the mover's clock and, if the clock has not run out, the increment is added. A side
// whose clock runs out during its move has lost on time. The durations are given by the caller
// (who measures them), so that the arithmetic is tested with chosen ones.
#pragma once

#include <array>
#include <chrono>
#include <string>

#include "damas/engine/time_manager.hpp"
#include "damas/rules/position.hpp"

namespace damas::analysis {

struct TimeControl {
  std::chrono::milliseconds base{0};       // per side, for the whole game
  std::chrono::milliseconds increment{0};  // added after each move
};

// The PGN TimeControl tag's value: base and increment in seconds, "180+2" (or "180" without an
// increment; fractions where the times have them, "3+0.1").
std::string time_control_tag(const TimeControl& control);

// "White lost on time": how a record and the match's report say it.
std::string lost_on_time_text(rules::Color side);

class MatchClocks {
 public:
  explicit MatchClocks(const TimeControl& control);

  // What the side to move is told: its time left and the increment.
  engine::GameClock clock(rules::Color side) const;

  // Charges `spent` to `side`'s clock; false when that ran it out (the side lost on time),
  // otherwise the increment is added.
  bool charge(rules::Color side, std::chrono::nanoseconds spent);

  std::chrono::nanoseconds remaining(rules::Color side) const;

 private:
  TimeControl control_;
  std::array<std::chrono::nanoseconds, 2> remaining_;
};

}  // namespace damas::analysis
