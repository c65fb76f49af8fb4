// Runs the built `pdn` as a child process and measures it: exit code or signal, wall time and the
// child's own peak resident memory (wait4 gives the rusage of that one child, so earlier
// children do not blur the figure as RUSAGE_CHILDREN's running maximum would).
#pragma once

#include <chrono>
#include <string>
#include <sys/types.h>
#include <vector>

namespace damas::test {

struct ChildRun {
  int exit_code = -1;        // -1 when killed by a signal
  int signal = 0;            // the signal that ended it, 0 when it exited
  double seconds = 0;
  long max_rss_kib = 0;
  bool killed_by_test = false;  // still running when wait_child's time was up
};

// What the child gets besides its standard streams.
struct ChildExtras {
  int stdin_descriptor = -1;  // a descriptor of this process as its standard input (not a path)
  int descriptor_3 = -1;      // a descriptor of this process given to the child as 3 (/dev/fd/3)
  bool unprivileged = false;  // run as nobody when this process is root, so permissions apply
  // Leads a process group of its own (its id is the child's), which kill(-pid, ...) signals
  // whole with the processes the child starts, as a terminal's Ctrl-C does.
  bool process_group = false;
};

struct Child {
  pid_t pid = -1;
  std::chrono::steady_clock::time_point start;
};

// Starts `program ARGS...`, standard input from `stdin_path` ("" for /dev/null, a FIFO to feed
// it by hand), standard output and error into the given files.
Child start_child(const std::string& program, const std::vector<std::string>& args,
                  const std::string& stdin_path, const std::string& stdout_path,
                  const std::string& stderr_path, const ChildExtras& extras = {});

// Waits for the child to end and measures it; with `seconds_allowed` above 0, kills it (SIGKILL)
// when it runs longer.
ChildRun wait_child(const Child& child, double seconds_allowed = 0);

// What became of a child sent a signal: how it ended, and how long after the signal.
struct SignalledRun {
  bool sent = false;  // kill() succeeded
  ChildRun run;
  double seconds_to_end = 0;
};

// Sends `signal` to the child (to its whole process group with `group`) and waits for it to end,
// as wait_child does.
SignalledRun signal_and_wait(const Child& child, int signal, double seconds_allowed,
                             bool group = false);

// Waits up to `seconds` until the child catches `signal` (has a handler for it, as
// /proc/PID/status shows): a signal sent before that would end it by the default action.
bool wait_until_catching(const Child& child, int signal, double seconds);

// Both at once.
ChildRun run_child(const std::string& program, const std::vector<std::string>& args,
                   const std::string& stdin_path, const std::string& stdout_path,
                   const std::string& stderr_path);

}  // namespace damas::test
