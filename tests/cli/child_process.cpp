#include "child_process.hpp"

#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <thread>

namespace damas::test {

namespace {

// In the child, between fork and exec: only async-signal-safe calls.
void redirect(const char* path, int flags, int target) {
  const int fd = ::open(path, flags, 0644);
  if (fd < 0) ::_exit(127);
  ::dup2(fd, target);
  ::close(fd);
}

}  // namespace

Child start_child(const std::string& program, const std::vector<std::string>& args,
                  const std::string& stdin_path, const std::string& stdout_path,
                  const std::string& stderr_path, const ChildExtras& extras) {
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(program.c_str()));
  for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  const char* in = stdin_path.empty() ? "/dev/null" : stdin_path.c_str();

  Child child;
  child.start = std::chrono::steady_clock::now();
  child.pid = ::fork();
  if (child.pid == 0) {
    if (extras.stdin_descriptor >= 0) {
      if (::dup2(extras.stdin_descriptor, STDIN_FILENO) < 0) ::_exit(127);
    } else {
      redirect(in, O_RDONLY, STDIN_FILENO);
    }
    redirect(stdout_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, STDOUT_FILENO);
    redirect(stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, STDERR_FILENO);
    if (extras.descriptor_3 >= 0) {
      // dup2 onto itself keeps close-on-exec: cleared by hand then.
      if (extras.descriptor_3 == 3 ? ::fcntl(3, F_SETFD, 0) < 0
                                   : ::dup2(extras.descriptor_3, 3) < 0) {
        ::_exit(127);
      }
    }
    // A shell without job control starts background commands with SIGINT ignored, and the
    // child would inherit that (CI may run the suite so): the child gets the default, as a
    // command started from a terminal has.
    ::signal(SIGINT, SIG_DFL);
    if (extras.process_group && ::setpgid(0, 0) != 0) ::_exit(127);
    constexpr uid_t kNobody = 65534;
    if (extras.unprivileged && ::geteuid() == 0 &&
        (::setgroups(0, nullptr) != 0 || ::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)) {
      ::_exit(127);
    }
    ::execv(program.c_str(), argv.data());
    ::_exit(127);
  }
  return child;
}

SignalledRun signal_and_wait(const Child& child, int signal, double seconds_allowed, bool group) {
  SignalledRun ended;
  ended.sent = ::kill(group ? -child.pid : child.pid, signal) == 0;
  if (!ended.sent) return ended;
  const auto signalled = std::chrono::steady_clock::now();
  ended.run = wait_child(child, seconds_allowed);
  ended.seconds_to_end =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - signalled).count();
  return ended;
}

ChildRun wait_child(const Child& child, double seconds_allowed) {
  ChildRun run;
  if (child.pid < 0) return run;
  int status = 0;
  rusage usage{};
  if (seconds_allowed > 0) {
    const auto deadline = child.start + std::chrono::duration<double>(seconds_allowed);
    while (::wait4(child.pid, &status, WNOHANG, &usage) == 0) {
      if (std::chrono::steady_clock::now() >= deadline) {
        ::kill(child.pid, SIGKILL);
        run.killed_by_test = true;
        ::wait4(child.pid, &status, 0, &usage);
        break;
      }
      ::usleep(10'000);
    }
  } else {
    ::wait4(child.pid, &status, 0, &usage);
  }
  run.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - child.start).count();
  run.max_rss_kib = usage.ru_maxrss;  // Linux reports kibibytes
  if (WIFEXITED(status)) run.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
  return run;
}

ChildRun run_child(const std::string& program, const std::vector<std::string>& args,
                   const std::string& stdin_path, const std::string& stdout_path,
                   const std::string& stderr_path) {
  return wait_child(start_child(program, args, stdin_path, stdout_path, stderr_path));
}

bool wait_until_catching(const Child& child, int signal, double seconds) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  const std::string status_path = "/proc/" + std::to_string(child.pid) + "/status";
  while (true) {
    std::ifstream status(status_path);
    for (std::string line; std::getline(status, line);) {
      // "SigCgt:\t0000000000004002": the caught signals, bit N - 1 for signal N, in hexadecimal.
      if (line.starts_with("SigCgt:") &&
          (std::stoull(line.substr(7), nullptr, 16) >> (signal - 1) & 1) != 0) {
        return true;
      }
    }
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

}  // namespace damas::test
