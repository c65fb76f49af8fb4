#include "damas/support/same_file.hpp"

#include <fmt/core.h>
#include <unistd.h>

#include "damas/support/quoted.hpp"

namespace damas::support {

std::optional<std::string> input_reached(const struct stat& file,
                                         const std::vector<std::string>& inputs) {
  if (!S_ISREG(file.st_mode)) return std::nullopt;
  for (const std::string& input : inputs.empty() ? std::vector<std::string>{"-"} : inputs) {
    struct stat read {};
    const int found = input == "-" ? ::fstat(STDIN_FILENO, &read) : ::stat(input.c_str(), &read);
    if (found == 0 && same_file(read, file)) {
      return input == "-" ? "standard input" : "one of the inputs";
    }
  }
  return std::nullopt;
}

std::optional<std::string> output_is_input(const std::string& role, const std::string& output,
                                           const std::vector<std::string>& inputs) {
  struct stat target {};
  if (output.empty() || output == "-" || ::stat(output.c_str(), &target) != 0) return std::nullopt;
  const auto input = input_reached(target, inputs);
  if (!input) return std::nullopt;
  return fmt::format("{} '{}' is {}", role, shown_name(output), *input);
}

std::optional<std::string> standard_output_is_input(const std::vector<std::string>& inputs) {
  struct stat output {};
  if (::fstat(STDOUT_FILENO, &output) != 0) return std::nullopt;
  const auto input = input_reached(output, inputs);
  if (!input) return std::nullopt;
  return fmt::format("standard output is {}: it would be written into while it is read", *input);
}

}  // namespace damas::support
