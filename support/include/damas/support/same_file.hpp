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

// When `output` names an existing regular file that is one of `inputs` ("-" for standard input,
// which an empty `inputs` means), the start of the message that says so, naming the option
// `role`: "-o 'games.pdn' is one of the inputs", "-o 'games.pdn' is standard input"; else
// nullopt (a new name, a device, a FIFO, standard output "-", or none of the inputs).
std::optional<std::string> output_is_input(const std::string& role, const std::string& output,
                                           const std::vector<std::string>& inputs);

// Which of `inputs` (as above) the regular file `file` is: "standard input" or "one of the
// inputs"; nullopt when it is none of them, or not a regular file.
std::optional<std::string> input_reached(const struct stat& file,
                                         const std::vector<std::string>& inputs);

// When standard output is a regular file that is one of `inputs` (`pdn html games.pdn >>
// games.pdn`: the output would be written into the games while they are read), the message that
// says so; else nullopt.
std::optional<std::string> standard_output_is_input(const std::vector<std::string>& inputs);

}  // namespace damas::support
