#include "damas/support/spool_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <system_error>

namespace damas::support {

namespace {

// Written out and read back by this much: few system calls, little memory.
constexpr std::size_t kChunkBytes = 1 << 20;

[[noreturn]] void fail(int error, const std::string& what) {
  throw std::system_error(error, std::generic_category(), what);
}

// $TMPDIR, else /tmp. An empty TMPDIR counts as unset, as POSIX tools take it
// (std::filesystem::temp_directory_path took it for a folder "" that is nowhere).
std::string temporary_folder() {
  const char* set = std::getenv("TMPDIR");
  const std::string folder = set != nullptr && *set != '\0' ? set : "/tmp";
  std::error_code error;
  if (!std::filesystem::is_directory(folder, error)) {
    fail(error ? error.value() : ENOTDIR,
         "cannot find the temporary folder " + folder + " ($TMPDIR, else /tmp)");
  }
  return folder;
}

}  // namespace

SpoolFile::SpoolFile() : folder_(temporary_folder()) {
  fd_ = ::open(folder_.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd_ < 0) {
    std::string name = (std::filesystem::path(folder_) / "damas-spool-XXXXXX").string();
    fd_ = ::mkostemp(name.data(), O_CLOEXEC);
    if (fd_ < 0) fail(errno, "cannot create a temporary file in " + folder_);
    ::unlink(name.c_str());
  }
  buffer_.reserve(kChunkBytes);
}

SpoolFile::~SpoolFile() { ::close(fd_); }

void SpoolFile::write(std::string_view text) {
  buffer_ += text;
  if (buffer_.size() >= kChunkBytes) write_out();
}

void SpoolFile::write_out() {
  for (std::size_t done = 0; done < buffer_.size();) {
    const ssize_t wrote = ::write(fd_, buffer_.data() + done, buffer_.size() - done);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote < 0) fail(errno, "cannot write a temporary file in " + folder_);
    done += static_cast<std::size_t>(wrote);
  }
  buffer_.clear();
}

void SpoolFile::copy_to(OutputFile& out) {
  write_out();
  const auto chunk = std::make_unique_for_overwrite<char[]>(kChunkBytes);
  for (off_t at = 0;;) {
    const ssize_t got = ::pread(fd_, chunk.get(), kChunkBytes, at);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) fail(errno, "cannot read back a temporary file in " + folder_);
    if (got == 0) return;
    out.write({chunk.get(), static_cast<std::size_t>(got)});
    at += got;
  }
}

}  // namespace damas::support
