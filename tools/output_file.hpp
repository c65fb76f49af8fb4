// Writing a command's output so that readers never see half of it: the bytes go to a temporary
// file beside the target, which is renamed over it (atomic on one file system) only once
// everything is written. Standard output ("-" or no name) and targets that are not regular
// files (/dev/null, a pipe, a symbolic link) are written into directly.
//
// The temporary is an unnamed file in the target's folder (O_TMPFILE), given a name
// (".OUT.tmp-PID") only at commit and at once renamed over the target: a run killed before the
// commit, even by SIGKILL, leaves the old target intact and no file behind (the kernel frees an
// unnamed file with its last descriptor). Only where the file system lacks O_TMPFILE is the
// temporary named from the start; a killed run then leaves that hidden ".OUT.tmp-PID", which
// the next run writing OUT removes when no process PID is alive.
#pragma once

#include <cstdio>
#include <memory>
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
  bool publish();
  void use_large_buffer();

  std::string target_;
  std::unique_ptr<char[]> buffer_;  // the stream's, when larger than stdio's own
  std::string temp_;       // the named temporary, once it has a name
  std::FILE* file_ = nullptr;
  bool replaces_ = false;  // writing a temporary that replaces the target
  bool unnamed_ = false;   // the temporary is an O_TMPFILE not yet linked
  bool failed_ = false;
};

// Writes `bytes` to `path` through an OutputFile; gives an error message when it could not.
std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes);

}  // namespace damas::cli
