#include "output_file.hpp"

#include <fmt/core.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <utility>

namespace damas::cli {

namespace fs = std::filesystem;

OutputFile::OutputFile(std::string target) : target_(std::move(target)) {
  if (target_.empty() || target_ == "-") {
    file_ = stdout;
    return;
  }
  close_ = true;
  // Only a regular file (or a new one) is replaced; a device, pipe or symbolic link
  // (/dev/null, /dev/stdout) is written into, never renamed over.
  std::error_code ignored;
  const fs::file_status status = fs::symlink_status(target_, ignored);
  if (fs::exists(status) && !fs::is_regular_file(status)) {
    file_ = std::fopen(target_.c_str(), "wb");
    if (file_ == nullptr) throw std::system_error(errno, std::generic_category(), "cannot open " + target_);
    return;
  }
  // mkstemp gives a name no other run uses; the leading dot keeps it out of plain listings.
  const fs::path path(target_);
  const std::string name = "." + path.filename().string() + ".XXXXXX";
  temp_ = (path.parent_path().empty() ? fs::path(name) : path.parent_path() / name).string();
  const int fd = mkstemp(temp_.data());
  if (fd < 0 || (file_ = fdopen(fd, "wb")) == nullptr) {
    const int error = errno;
    if (fd >= 0) {
      ::close(fd);
      std::remove(temp_.c_str());
    }
    throw std::system_error(error, std::generic_category(), "cannot create a file beside " + target_);
  }
}

OutputFile::~OutputFile() {
  if (file_ == nullptr || !close_) return;
  std::fclose(file_);
  if (!temp_.empty()) std::remove(temp_.c_str());
}

void OutputFile::write(std::string_view text) {
  if (std::fwrite(text.data(), 1, text.size(), file_) != text.size()) failed_ = true;
}

std::optional<std::string> OutputFile::commit() {
  if (std::fflush(file_) != 0) failed_ = true;
  int error = failed_ ? errno : 0;
  if (close_) {
    if (std::fclose(file_) != 0 && error == 0) error = errno;
    file_ = nullptr;
  }
  if (error == 0 && !failed_ && !temp_.empty() && std::rename(temp_.c_str(), target_.c_str()) != 0) {
    error = errno;
  }
  if (error == 0 && !failed_) return std::nullopt;
  if (!temp_.empty()) std::remove(temp_.c_str());
  return fmt::format("cannot write '{}': {}", target_.empty() ? "-" : target_,
                     std::strerror(error != 0 ? error : EIO));
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
