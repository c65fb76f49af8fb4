#include "damas/analysis/match_clock.hpp"

#include <fmt/core.h>

namespace damas::analysis {

namespace {

std::size_t index_of(rules::Color side) { return side == rules::Color::white ? 0 : 1; }

std::string seconds_text(std::chrono::milliseconds time) {
  return fmt::format("{:g}", static_cast<double>(time.count()) / 1000);
}

}  // namespace

std::string time_control_tag(const TimeControl& control) {
  const std::string base = seconds_text(control.base);
  return control.increment.count() == 0 ? base : base + "+" + seconds_text(control.increment);
}

std::string lost_on_time_text(rules::Color side) {
  return fmt::format("{} lost on time", side == rules::Color::white ? "White" : "Black");
}

MatchClocks::MatchClocks(const TimeControl& control)
    : control_(control), remaining_{control.base, control.base} {}

engine::GameClock MatchClocks::clock(rules::Color side) const {
  return {.remaining = std::chrono::duration_cast<std::chrono::milliseconds>(remaining(side)),
          .increment = control_.increment,
          .moves_to_go = std::nullopt};
}

bool MatchClocks::charge(rules::Color side, std::chrono::nanoseconds spent) {
  std::chrono::nanoseconds& left = remaining_[index_of(side)];
  left -= spent;
  if (left < std::chrono::nanoseconds(0)) return false;
  left += control_.increment;
  return true;
}

std::chrono::nanoseconds MatchClocks::remaining(rules::Color side) const {
  return remaining_[index_of(side)];
}

}  // namespace damas::analysis
