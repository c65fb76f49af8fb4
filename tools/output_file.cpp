#include "output_file.hpp"

#include <fmt/core.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <system_error>

namespace damas::cli {

std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes) {
  // A device, pipe or link to one (/dev/null, /dev/stdout) is written into, never renamed over.
  std::error_code ignored;
  const std::filesystem::file_status status = std::filesystem::status(path, ignored);
  if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
    std::ofstream out(path, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) return fmt::format("cannot write '{}'", path);
    return std::nullopt;
  }
  // The process id keeps two runs writing the same target from sharing a temporary file.
  const std::string temporary = fmt::format("{}.tmp-{}", path, ::getpid());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(temporary, ignored);
      return fmt::format("cannot write '{}'", path);
    }
  }
  std::error_code error;
  std::filesystem::rename(temporary, path, error);
  if (error) {
    std::error_code ignored;
    std::filesystem::remove(temporary, ignored);
    return fmt::format("cannot write '{}': {}", path, error.message());
  }
  return std::nullopt;
}

}  // namespace damas::cli
