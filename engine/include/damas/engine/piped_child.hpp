// A child process that speaks lines of text on its standard input and output: how an external
// engine is run (hub_engine.hpp). The command goes through `/bin/sh -c` (so users can quote words
// and rely on PATH) and replaces the shell (`exec`), so the child is the program itself.
//
// - Reading and writing wait until a deadline at most: a child that hangs can never hang its
//   parent.
// - A line is kMaxLine bytes at most: a child that never ends its line cannot make the parent's
//   memory grow without bound.
// - The child talks through a socket pair rather than pipes: writing to a child that has died
//   then fails with an error instead of raising SIGPIPE (which `pdn` takes for a reader of its
//   output that stopped early, and dies of): a crashed engine must be an error.
// - The child leads a process group of its own, so that killing it also ends whatever it
//   started (a script's own children would otherwise keep our standard error open). A Ctrl-C
//   therefore reaches only the parent; the child then finds its input closed and quits, as
//   engine protocols ask.
// - Its standard error is ours: what an engine complains about reaches the user.
// (tests/cli/child_process.hpp is another thing: it runs `pdn` for tests with files for its
// input and output and measures the run; nothing there talks to the child while it runs.)
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

namespace damas::engine {

class PipedChild {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts `command`; throws std::system_error when no process can be started (a command that
  // is not found shows as a child that ends at once with exit code 127).
  explicit PipedChild(const std::string& command);
  // Ends the child as finish() does, with no grace if it is still running.
  ~PipedChild();
  PipedChild(const PipedChild&) = delete;
  PipedChild& operator=(const PipedChild&) = delete;

  // The longest line read, without its newline.
  static constexpr std::size_t kMaxLine = 64 * 1024;

  enum class Write { sent, closed, timeout };
  // Writes `line` and a newline, waiting until `deadline` at most for the child to make room.
  // `closed` when the child no longer reads.
  Write send(std::string_view line, Clock::time_point deadline);

  enum class Read { line, end, timeout, too_long };
  // The next line (without its newline) into `line`, waiting until `deadline` at most. `end`
  // when the child closed its output (it ended, usually); `too_long` for a line of more than
  // kMaxLine bytes, whose first kMaxLine bytes are then in `line` (the child talks nonsense:
  // nothing more should be read from it).
  Read read_line(std::string& line, Clock::time_point deadline);

  // Closes the child's input, waits up to `grace` for it to exit, kills it (and its process
  // group) if it has not, and says how it ended: "exit code 3", "killed by signal 9". With no
  // grace the child is killed at once (its input left open, so that it cannot slip out first).
  std::string finish(std::chrono::milliseconds grace);

 private:
  pid_t pid_ = -1;
  int socket_ = -1;      // our end: the child's standard input and output are the other
  std::string pending_;  // what was read after the last complete line
  std::string ending_;   // how the child ended, once finish() has run
};

}  // namespace damas::engine
