// A progress line on standard error for long runs over many games, rewritten in place:
// "validate: 120000 games, 3.1 s". Shown where someone watches it (see `wanted`).
#pragma once

#include <fmt/core.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>

namespace damas::cli {

class ProgressLine {
 public:
  using Clock = std::chrono::steady_clock;

  // Whether to show progress: standard error is a terminal, and the output does not go to the
  // same terminal (where it would mix with the line, and shows progress itself).
  static bool wanted(bool quiet, bool output_on_terminal) {
    return !quiet && !output_on_terminal && isatty(STDERR_FILENO);
  }

  // `name` starts the line; `with_plies` adds the plies counted. The line is redrawn at most
  // once per `interval` (the clock is read once per game: cheap; writing the line is not).
  ProgressLine(std::string_view name, bool shown, bool with_plies = false, std::FILE* out = stderr,
               Clock::duration interval = std::chrono::milliseconds(100))
      : name_(name), shown_(shown), with_plies_(with_plies), out_(out), interval_(interval) {}

  // Counts one more game, and its plies.
  void add(long plies = 0) {
    ++games_;
    plies_ += plies;
    if (!shown_) return;
    const Clock::time_point now = Clock::now();
    if (!drawn_ || now - last_draw_ >= interval_) draw(now);
  }
  // Clears the line before other text goes to the same terminal; the next add() redraws it.
  void clear() {
    if (!drawn_) return;
    fmt::print(out_, "\r\x1b[K");
    drawn_ = false;
  }
  // Ends the line with the final figures.
  void finish() {
    if (!shown_ || games_ == 0) return;
    draw(Clock::now());
    fmt::print(out_, "\n");
    drawn_ = false;
  }

 private:
  void draw(Clock::time_point now) {
    last_draw_ = now;
    drawn_ = true;
    const std::chrono::duration<double> elapsed = now - start_;
    if (with_plies_) {
      fmt::print(out_, "\r{}: {} games, {} plies, {:.1f} s", name_, games_, plies_,
                 elapsed.count());
    } else {
      fmt::print(out_, "\r{}: {} games, {:.1f} s", name_, games_, elapsed.count());
    }
    std::fflush(out_);
  }

  std::string name_;
  bool shown_;
  bool with_plies_;
  std::FILE* out_;
  Clock::duration interval_;
  std::size_t games_ = 0;
  long plies_ = 0;
  bool drawn_ = false;
  Clock::time_point start_ = Clock::now();
  Clock::time_point last_draw_;
};

}  // namespace damas::cli
