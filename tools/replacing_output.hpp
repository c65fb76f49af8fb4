// An output that a reader never sees half written: standard output, or a file that replaces its
// target only once everything is written (pdn convert -o OUT).
//
// The bytes go to an unnamed file in the target's folder (O_TMPFILE), which is given a name
// (".OUT.tmp-PID") only at commit and at once renamed over the target. A run killed before the
// commit, even by SIGKILL, leaves the old target intact and no file behind: the kernel frees an
// unnamed file with its last descriptor. Only where the file system lacks O_TMPFILE is the
// temporary named from the start; a killed run then leaves that hidden ".OUT.tmp-PID", which
// the next run writing OUT removes when no process PID is alive.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace damas::cli {

class ReplacingOutput {
 public:
  // `target` "" or "-" is standard output; a device, pipe or symbolic link is written into.
  // Throws std::system_error when the output cannot be opened.
  explicit ReplacingOutput(const std::string& target);
  ReplacingOutput(const ReplacingOutput&) = delete;
  ReplacingOutput& operator=(const ReplacingOutput&) = delete;
  ~ReplacingOutput();

  void write(std::string_view text);

  // Finishes the output; false (with a message on standard error) when it could not be written.
  bool commit();

 private:
  bool publish();

  std::string target_;
  std::string temp_;         // the named temporary, once it has a name
  std::FILE* file_ = nullptr;
  bool replaces_ = false;    // writing a temporary that replaces the target
  bool unnamed_ = false;     // the temporary is an O_TMPFILE not yet linked
  bool failed_ = false;
};

}  // namespace damas::cli
