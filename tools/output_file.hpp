// Writing a command's output so that readers never see half of it: the bytes go to a temporary
// file beside the target, which is renamed over it (atomic on one file system) only once
// everything is written. Standard output ("-" or no name) and targets that are not regular
// files (/dev/null, a pipe, a symbolic link) are written into directly.
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace damas::cli {

class OutputFile {
 public:
  // Throws std::system_error when the target (or its temporary file) cannot be created.
  explicit OutputFile(std::string target);
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;
  ~OutputFile();  // without a commit, the partial output is dropped

  void write(std::string_view text);

  // Finishes the output; an error message when it could not be written.
  std::optional<std::string> commit();

 private:
  std::string target_;
  std::string temp_;  // empty when writing into the target itself
  std::FILE* file_ = nullptr;
  bool close_ = false;  // the file is ours to close (not standard output)
  bool failed_ = false;
};

// Writes `bytes` to `path` through an OutputFile; gives an error message when it could not.
std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes);

}  // namespace damas::cli
