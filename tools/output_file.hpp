// Writing a command's output file so that readers never see half of it: the bytes go to a
// temporary file beside the target, which is then renamed over it (atomic on one file system).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace damas::cli {

// Writes `bytes` to `path`; gives an error message when it could not.
std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes);

}  // namespace damas::cli
