#include "standard_streams.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace damas::cli {

namespace {

// The errno of the first write to standard output that failed, 0 until one does.
std::atomic<int> first_write_failure{0};

void keep_failure(int reason) {
  int none = 0;
  if (reason != 0) first_write_failure.compare_exchange_strong(none, reason);
}

// Whether `fd` was closed (and is now open on /dev/null). Standard input and output are opened
// the other way round (write-only, read-only): every read of the input and every write of the
// output fails with EBADF as on the closed descriptor, so that an input `-` is not taken for an
// empty one (`pdn convert - -o games.pdn <&-` replaced games.pdn with nothing), and -o
// /dev/stdout, which opens descriptor 1 again by its name, is refused (support::OutputSet).
bool open_on_dev_null_if_closed(int fd) {
  if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) return false;
  // open returns the lowest free descriptor: `fd` itself, as the ones below it are open.
  const int opened = ::open("/dev/null", fd == STDOUT_FILENO ? O_RDONLY : O_WRONLY);
  if (opened != fd && opened >= 0) ::close(opened);  // cannot happen; never keep a stray one
  return true;
}

// The write function of a closed standard output's replacement: every write fails as a write
// to the closed descriptor would have.
ssize_t write_failing(void*, const char*, std::size_t) {
  errno = EBADF;
  return -1;
}

// The write function of standard error's replacement: writes everything it can to descriptor 2
// and reports success whatever happened, so that callers (fmt::print throws on a short write)
// carry on. Messages are unbuffered, as on the stream it replaces.
ssize_t write_ignoring_failure(void*, const char* bytes, std::size_t size) {
  std::size_t written = 0;
  while (written < size) {
    const ssize_t n = ::write(STDERR_FILENO, bytes + written, size - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;  // the rest is dropped
    written += static_cast<std::size_t>(n);
  }
  return static_cast<ssize_t>(size);
}

}  // namespace

void make_standard_streams_safe() {
  open_on_dev_null_if_closed(STDIN_FILENO);
  const bool output_closed = open_on_dev_null_if_closed(STDOUT_FILENO);
  open_on_dev_null_if_closed(STDERR_FILENO);
  if (output_closed) {
    cookie_io_functions_t failing{};
    failing.write = write_failing;
    if (std::FILE* closed = ::fopencookie(nullptr, "w", failing)) stdout = closed;
  }
  // glibc lets a program set `stderr` (a plain variable there): every fmt::print(stderr, ...)
  // and fputs(..., stderr) of every command then goes through write_ignoring_failure.
  cookie_io_functions_t functions{};
  functions.write = write_ignoring_failure;
  if (std::FILE* never_failing = ::fopencookie(nullptr, "w", functions)) {
    std::setvbuf(never_failing, nullptr, _IONBF, 0);
    stderr = never_failing;
  }
}

void write_standard_output(std::string_view bytes) {
  if (bytes.empty()) return;
  errno = 0;
  if (std::fwrite(bytes.data(), 1, bytes.size(), stdout) != bytes.size()) keep_failure(errno);
}

void flush_standard_output() {
  errno = 0;
  if (std::fflush(stdout) != 0) keep_failure(errno);
}

std::optional<std::string> standard_output_failure(int reason) {
  const bool failed_before = std::ferror(stdout) != 0;
  flush_standard_output();
  if (!failed_before && std::ferror(stdout) == 0) return std::nullopt;
  keep_failure(reason);
  const int known = first_write_failure.load();
  if (known == 0) return std::string("cannot write to standard output: some output was lost");
  return std::string("cannot write to standard output: ") + std::strerror(known);
}

}  // namespace damas::cli
