// Whether two names reach the same file: a command whose output is one of its inputs would
// replace the games it reads (html, standings) or lose those it leaves out (convert without
// --rejects). Files are compared by device and inode, so a symbolic link, a hard link or
// "./x" for "x" is the same file as the name it reaches.
#pragma once

#include <sys/stat.h>

#include <optional>
#include <string>
#include <vector>

namespace damas::support {

// The same file: the same device and inode.
inline bool same_file(const struct stat& a, const struct stat& b) {
  return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

// The input (as the user named it; "-" for standard input, which an empty `inputs` means) that
// is the regular file `output` names, or nullopt: `output` is no existing regular file (a new
// name, a device, a FIFO, standard output "-"), or none of the inputs.
std::optional<std::string> input_named_by(const std::string& output,
                                          const std::vector<std::string>& inputs);

}  // namespace damas::support
