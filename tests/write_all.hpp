// Writes all of `bytes` to a descriptor (a pipe's or a FIFO's end, in the tests that feed a
// reader): false when a write fails (EPIPE once the reader is gone, SIGPIPE being ignored).
#pragma once

#include <unistd.h>

#include <string_view>

namespace damas::test {

inline bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

}  // namespace damas::test
