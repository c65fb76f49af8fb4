#include "options.hpp"

#include <fmt/core.h>

#include <sstream>
#include <string>
#include <vector>

#include "damas/support/quoted.hpp"
#include "exit_codes.hpp"

namespace damas::cli {

std::optional<int> parse_command_line(CommandLine& command, Arguments args,
                                      po::variables_map& values) {
  command.options.add_options()("help,h", "show this help and exit");
  try {
    po::store(po::command_line_parser(std::vector<std::string>(args.begin(), args.end()))
                  .options(command.options)
                  .positional(command.positional)
                  .run(),
              values);
    if (values.count("help") != 0) {
      std::ostringstream options;
      options << command.options;
      // Through stdio's stdout, which main checks (a closed one fails: make_standard_streams_safe).
      fmt::print("Usage: {} {}\n{}\n\n{}", command.program, command.usage, command.description,
                 options.str());
      return kExitOk;
    }
    po::notify(values);
  } catch (const po::error& e) {
    return usage_error(command.program, e.what());
  }
  return std::nullopt;
}

detail::FileNameValue* file_name(std::string* store) { return new detail::FileNameValue(store); }

detail::FileNamesValue* file_names(std::vector<std::string>* store) {
  return new detail::FileNamesValue(store, "%canonical_option%: a file name is empty");
}

detail::FileNamesValue* input_file_names(std::vector<std::string>* store) {
  // Not "%canonical_option%": the inputs are positional, and Boost would call them "--input".
  return new detail::FileNamesValue(store, "an input file name is empty");
}

int usage_error(std::string_view program, std::string_view message) {
  fmt::print(stderr, "{}: {}\nTry '{} --help'.\n", program, message, program);
  return kExitUsage;
}

std::string quoted_value(std::string_view text) {
  return support::quoted(text, '\'', kShownValueBytes);
}

std::optional<int> check_text_or_json(std::string_view program, std::string_view format) {
  if (format == "text" || format == "json") return std::nullopt;
  return usage_error(program, fmt::format("unknown --format '{}' (text or json)", format));
}

}  // namespace damas::cli
