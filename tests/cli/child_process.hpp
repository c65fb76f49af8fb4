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
};

struct Child {
  pid_t pid = -1;
  std::chrono::steady_clock::time_point start;
};

// Starts `program ARGS...`, standard input from `stdin_path` ("" for /dev/null, a FIFO to feed
// it by hand), standard output and error into the given files.
Child start_child(const std::string& program, const std::vector<std::string>& args,
                  const std::string& stdin_path, const std::string& stdout_path,
                  const std::string& stderr_path);

// Waits for the child to end and measures it.
ChildRun wait_child(const Child& child);

// Both at once.
ChildRun run_child(const std::string& program, const std::vector<std::string>& args,
                   const std::string& stdin_path, const std::string& stdout_path,
                   const std::string& stderr_path);

}  // namespace damas::test
