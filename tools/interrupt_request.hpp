// Ctrl-C (SIGINT), SIGTERM and SIGHUP (the terminal gone: a session over ssh that dropped) as a
// request that a long command honours instead of dying with its work: `pdn match` at a second a
// move plays for hours, and an interrupted match should keep the games it finished. While an
// InterruptRequest lives, the first of these signals sets its flag (work polls it, and engine
// searches stop on it through engine::Limits::stop) and writes `notice` to standard error; the
// signal's default action is back at once, so a second one ends the process as it would have
// ended without this. Once the command has written its work, die_of_received_signal (main) ends
// the process by that signal, as the caller expects of a process it interrupted.
// A command that keeps nothing of an unfinished run (convert, html, diagram) stops instead
// (stop_if_requested, between games and before its commit): on the way out its OutputSet drops
// the temporaries, named ones too (many outputs, or a file system without O_TMPFILE), which the
// default action left behind.
// SIGPIPE, the reader of standard output gone (`| head`), is taken the same way, without the
// notice and for every write: the run stops as for Ctrl-C and ends by SIGPIPE, as a Unix filter
// does, its temporaries dropped.
#pragma once

#include <atomic>
#include <string>

namespace damas::cli {

class InterruptRequest {
 public:
  explicit InterruptRequest(std::string notice);
  ~InterruptRequest();  // the earlier actions of the signals are restored
  InterruptRequest(const InterruptRequest&) = delete;
  InterruptRequest& operator=(const InterruptRequest&) = delete;

  // Set by the first signal; never cleared.
  const std::atomic<bool>& flag() const;
  bool requested() const { return flag().load(std::memory_order_relaxed); }
  // Throws Interrupted once a signal came.
  void stop_if_requested() const;
  // Whether the signal that came is SIGPIPE: nothing more can reach standard output's reader.
  bool pipe_closed() const;
  // The exit code of a process that a signal ended (128 + its number, as shells report it); 0
  // while none came.
  int exit_code() const;

 private:
  std::string notice_;
};

// Thrown by stop_if_requested; main ends the process by the signal. Not a std::exception, so that
// no handler of failures on the way takes it for one.
struct Interrupted {};

// Ends the process by the signal an InterruptRequest received during the run, if one did
// (its default action, which prints nothing): a shell running pdn in a loop stops at Ctrl-C
// only when the command died of it; an exit code of 130 alone makes it go on to the next one.
// Call once everything is written and flushed.
void die_of_received_signal();

}  // namespace damas::cli
