#include "damas/support/same_file.hpp"

#include <fmt/core.h>
#include <unistd.h>

#include "damas/support/quoted.hpp"

namespace damas::support {

std::optional<std::string> output_is_input(const std::string& role, const std::string& output,
                                           const std::vector<std::string>& inputs) {
  struct stat target {};
  if (output.empty() || output == "-" || ::stat(output.c_str(), &target) != 0 ||
      !S_ISREG(target.st_mode)) {
    return std::nullopt;
  }
  for (const std::string& input : inputs.empty() ? std::vector<std::string>{"-"} : inputs) {
    struct stat read {};
    const int found = input == "-" ? ::fstat(STDIN_FILENO, &read) : ::stat(input.c_str(), &read);
    if (found == 0 && same_file(read, target)) {
      return fmt::format("{} '{}' is {}", role, shown_name(output),
                         input == "-" ? "standard input" : "one of the inputs");
    }
  }
  return std::nullopt;
}

}  // namespace damas::support
