#include "output_file.hpp"

#include <fcntl.h>
#include <fmt/core.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <utility>

namespace damas::cli {

namespace {

namespace fs = std::filesystem;

[[noreturn]] void fail(const std::string& what) {
  throw std::system_error(errno, std::generic_category(), what);
}

// Removes the ".NAME.tmp-PID" files of `folder` left by runs that were killed (PID not alive).
void remove_stale_temporaries(const fs::path& folder, const std::string& prefix) {
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    if (!name.starts_with(prefix)) continue;
    int pid = 0;
    const char* digits = name.data() + prefix.size();
    const auto [end, status] = std::from_chars(digits, name.data() + name.size(), pid);
    if (status != std::errc{} || end != name.data() + name.size() || pid <= 0) continue;
    if (::kill(pid, 0) != 0 && errno == ESRCH) fs::remove(entry.path(), error);
  }
}

}  // namespace

OutputFile::OutputFile(std::string target) : target_(std::move(target)) {
  if (target_.empty() || target_ == "-") {
    file_ = stdout;
    return;
  }
  // Only a regular file (or a new one) is replaced; a device, pipe or symbolic link
  // (/dev/null, /dev/stdout) is written into, never renamed over.
  std::error_code ignored;
  const fs::file_status status = fs::symlink_status(target_, ignored);
  if (fs::exists(status) && !fs::is_regular_file(status)) {
    file_ = std::fopen(target_.c_str(), "wb");
    if (file_ == nullptr) fail("cannot open " + target_);
    use_large_buffer();
    return;
  }
  replaces_ = true;
  const fs::path path(target_);
  const fs::path folder = path.parent_path().empty() ? fs::path(".") : path.parent_path();
  const std::string prefix = "." + path.filename().string() + ".tmp-";
  temp_ = (folder / (prefix + std::to_string(::getpid()))).string();
  remove_stale_temporaries(folder, prefix);
  int fd = ::open(folder.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
  unnamed_ = fd >= 0;
  if (!unnamed_) fd = ::open(temp_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0 || (file_ = ::fdopen(fd, "wb")) == nullptr) {
    fail("cannot create a file beside " + target_);
  }
  use_large_buffer();
}

// stdio's buffer is one block (4 KiB): a JSON line of a game is several times that, so each
// write went to the kernel by itself, a sixth of `pdn convert --to json`'s time. A megabyte
// makes that a few system calls per thousand games. (Standard output keeps stdio's buffer: other
// code may have written to it before, and setvbuf is only allowed before the first write.)
void OutputFile::use_large_buffer() {
  constexpr std::size_t kBufferBytes = 1 << 20;
  buffer_ = std::make_unique_for_overwrite<char[]>(kBufferBytes);
  std::setvbuf(file_, buffer_.get(), _IOFBF, kBufferBytes);
}

OutputFile::~OutputFile() {
  if (file_ == nullptr || file_ == stdout) return;
  std::fclose(file_);
  if (replaces_ && !unnamed_) std::remove(temp_.c_str());  // not committed: drop it
}

void OutputFile::write(std::string_view text) {
  if (std::fwrite(text.data(), 1, text.size(), file_) != text.size()) failed_ = true;
}

std::optional<std::string> OutputFile::commit() {
  if (std::fflush(file_) != 0) failed_ = true;
  if (file_ != stdout) {
    if (replaces_ && !failed_ && !publish()) failed_ = true;
    if (std::fclose(file_) != 0) failed_ = true;
    file_ = nullptr;
    if (replaces_ && !failed_ && std::rename(temp_.c_str(), target_.c_str()) != 0) failed_ = true;
  }
  if (!failed_) return std::nullopt;
  const int error = errno;  // before the clean-up changes it
  if (replaces_ && !unnamed_) std::remove(temp_.c_str());
  return fmt::format("cannot write '{}': {}", target_.empty() ? "-" : target_,
                     std::strerror(error != 0 ? error : EIO));
}

// Gives the unnamed temporary its name, so that it can be renamed over the target.
bool OutputFile::publish() {
  if (!unnamed_) return true;
  const std::string self = fmt::format("/proc/self/fd/{}", ::fileno(file_));
  std::remove(temp_.c_str());  // a leftover of an earlier process with the same id
  if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, temp_.c_str(), AT_SYMLINK_FOLLOW) != 0) {
    return false;
  }
  unnamed_ = false;
  return true;
}

std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes) {
  try {
    OutputFile out(path);
    out.write(bytes);
    return out.commit();
  } catch (const std::system_error& e) {
    return std::string(e.what());
  }
}

}  // namespace damas::cli
