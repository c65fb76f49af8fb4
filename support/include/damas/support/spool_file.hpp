// Text set aside to be copied into an output later: the part of an output that comes after a
// part known only at the end (pdn html's one page: the list of the games comes first, and each
// game's section is set aside here as the game is read, rather than held in memory).
//
// The text goes to an unnamed temporary file (O_TMPFILE) in the temporary folder ($TMPDIR, else
// /tmp, where sort(1) sets its text aside too), which the kernel frees when it is closed, even
// when the run is killed; where the file system has no O_TMPFILE, to a file made by mkstemp and
// removed at once. So the folder needs room for the text, not the memory.
#pragma once

#include <string>
#include <string_view>

#include "damas/support/output_file.hpp"

namespace damas::support {

class SpoolFile {
 public:
  // Throws std::system_error naming the folder when the file cannot be made.
  SpoolFile();
  ~SpoolFile();
  SpoolFile(const SpoolFile&) = delete;
  SpoolFile& operator=(const SpoolFile&) = delete;

  // Buffered. Throws std::system_error when the file cannot be written (a full disk).
  void write(std::string_view text);

  // Writes everything written here so far to `out`, in order. Throws std::system_error when the
  // file cannot be written or read back.
  void copy_to(OutputFile& out);

 private:
  void write_out();

  std::string folder_;  // for messages
  int fd_ = -1;
  std::string buffer_;
};

}  // namespace damas::support
