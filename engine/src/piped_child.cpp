#include "damas/engine/piped_child.hpp"

#include <fmt/core.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <system_error>
#include <thread>
#include <vector>

extern char** environ;

namespace damas::engine {

namespace {

[[noreturn]] void fail(int error, const char* what) {
  throw std::system_error(error, std::generic_category(), what);
}

// Milliseconds left until `deadline` for poll(), at least 0 (and at most a minute: poll's
// argument is an int; callers loop).
int poll_wait(PipedChild::Clock::time_point deadline) {
  const auto left =
      std::chrono::ceil<std::chrono::milliseconds>(deadline - PipedChild::Clock::now()).count();
  return static_cast<int>(std::clamp<long long>(left, 0, 60000));
}

std::string describe_status(int status) {
  if (WIFEXITED(status)) return fmt::format("exit code {}", WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return fmt::format("killed by signal {}", WTERMSIG(status));
  return "stopped";
}

// Owns the spawn attributes and file actions for the duration of posix_spawn.
class SpawnSetup {
 public:
  explicit SpawnSetup(int child_end) {
    posix_spawn_file_actions_init(&actions_);
    posix_spawnattr_init(&attributes_);
    posix_spawn_file_actions_adddup2(&actions_, child_end, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions_, child_end, STDOUT_FILENO);
    posix_spawnattr_setpgroup(&attributes_, 0);
    posix_spawnattr_setflags(&attributes_, POSIX_SPAWN_SETPGROUP);
  }
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&actions_);
    posix_spawnattr_destroy(&attributes_);
  }
  SpawnSetup(const SpawnSetup&) = delete;
  SpawnSetup& operator=(const SpawnSetup&) = delete;

  const posix_spawn_file_actions_t* actions() const { return &actions_; }
  const posix_spawnattr_t* attributes() const { return &attributes_; }

 private:
  posix_spawn_file_actions_t actions_;
  posix_spawnattr_t attributes_;
};

}  // namespace

PipedChild::PipedChild(const std::string& command) {
  // Both ends close on exec: the child gets its end as descriptors 0 and 1 only (dup2 clears
  // the flag), and no later child inherits an end of this one.
  std::array<int, 2> ends{};
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends.data()) != 0) {
    fail(errno, "socketpair");
  }
  const std::string script = "exec " + command;
  std::vector<char*> argv = {const_cast<char*>("sh"), const_cast<char*>("-c"),
                             const_cast<char*>(script.c_str()), nullptr};
  int error = 0;
  {
    const SpawnSetup setup(ends[1]);
    error =
        ::posix_spawn(&pid_, "/bin/sh", setup.actions(), setup.attributes(), argv.data(), environ);
  }
  ::close(ends[1]);
  if (error != 0) {
    ::close(ends[0]);
    fail(error, "posix_spawn /bin/sh");
  }
  socket_ = ends[0];
}

PipedChild::~PipedChild() { finish(std::chrono::milliseconds(0)); }

PipedChild::Write PipedChild::send(std::string_view line, Clock::time_point deadline) {
  std::string text(line);
  text += '\n';
  for (std::size_t sent = 0; sent < text.size();) {
    const ssize_t n =
        ::send(socket_, text.data() + sent, text.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      sent += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) return Write::closed;
    // The child has not read what was sent before: wait for room.
    if (Clock::now() >= deadline) return Write::timeout;
    pollfd waiting{socket_, POLLOUT, 0};
    if (::poll(&waiting, 1, poll_wait(deadline)) < 0 && errno != EINTR) return Write::closed;
  }
  return Write::sent;
}

PipedChild::Read PipedChild::read_line(std::string& line, Clock::time_point deadline) {
  for (;;) {
    const std::size_t newline = pending_.find('\n');
    if (newline != std::string::npos && newline <= kMaxLine) {
      line.assign(pending_, 0, newline);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      pending_.erase(0, newline + 1);
      return Read::line;
    }
    if (pending_.size() > kMaxLine) {
      line.assign(pending_, 0, kMaxLine);
      pending_.clear();
      return Read::too_long;
    }
    if (Clock::now() >= deadline) return Read::timeout;
    pollfd waiting{socket_, POLLIN, 0};
    const int ready = ::poll(&waiting, 1, poll_wait(deadline));
    if (ready < 0 && errno != EINTR) return Read::end;
    if (ready <= 0) continue;
    std::array<char, 4096> buffer{};
    const ssize_t n = ::recv(socket_, buffer.data(), buffer.size(), 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (pending_.empty()) return Read::end;
      line = std::move(pending_);  // a last line without its newline
      pending_.clear();
      return Read::line;
    }
    pending_.append(buffer.data(), static_cast<std::size_t>(n));
  }
}

std::string PipedChild::finish(std::chrono::milliseconds grace) {
  if (pid_ < 0) return ending_;
  int status = 0;
  pid_t ended = 0;
  if (grace.count() > 0) {
    ::shutdown(socket_, SHUT_WR);  // end of input: a well-behaved engine quits
    const auto deadline = Clock::now() + grace;
    while ((ended = ::waitpid(pid_, &status, WNOHANG)) == 0 && Clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  }
  if (ended == 0) {
    ::kill(-pid_, SIGKILL);  // the whole group: a script's own children too
    ended = ::waitpid(pid_, &status, 0);
  }
  ending_ = ended == pid_ ? describe_status(status) : "lost";
  ::close(socket_);
  socket_ = -1;
  pid_ = -1;
  return ending_;
}

}  // namespace damas::engine
