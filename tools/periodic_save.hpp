// Saving a run's output while it runs, so that a run killed outright (SIGKILL, a crash, the
// machine going down), which writes nothing at its end, leaves the work of its last save:
// pdn match's records, pdn annotate's games.
#pragma once

#include <chrono>
#include <functional>
#include <string>

#include "damas/support/output_file.hpp"

namespace damas::cli {

// Each save writes a whole new file that replaces `output` at once (an OutputSet of its own):
// a reader, or a run killed mid-save, sees the last save whole or the one before it. A save is
// due when `every` has passed since the last one and ten times the time the last one took (so
// that saving stays a small part of a long run), or at every call when `every` is 0. A save
// that fails is reported once on standard error ("PROGRAM: saving WHAT: REASON (the run goes
// on)"), and the run goes on.
class PeriodicSave {
 public:
  using Clock = std::chrono::steady_clock;

  // `output` empty: never saves. `what` names the saved work in the failure's message ("the
  // games finished so far"); `every_seconds` is --save-every.
  PeriodicSave(std::string program, std::string output, std::string what, double every_seconds);

  bool enabled() const { return !output_.empty(); }

  // Saves when a save is due: `write` writes the whole file, or throws std::exception when it
  // cannot (its what() is reported and nothing is replaced).
  void save_if_due(const std::function<void(support::OutputFile&)>& write);

 private:
  void save(const std::function<void(support::OutputFile&)>& write);

  std::string program_;
  std::string output_;
  std::string what_;
  Clock::duration every_;
  Clock::time_point last_save_ = Clock::now();
  Clock::duration last_save_took_{0};
  bool failed_ = false;
};

}  // namespace damas::cli
