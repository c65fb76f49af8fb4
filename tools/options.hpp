// Shared handling of a subcommand's options (Boost.Program_options): parsing, --help, and usage
// errors reported the same way by every subcommand.
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <string_view>

#include "commands.hpp"

namespace damas::cli {

namespace po = boost::program_options;

struct CommandLine {
  std::string_view program;        // "pdn perft"
  std::string_view usage;          // "DEPTH [--fen FEN] [--divide]"
  std::string_view description;    // a paragraph printed under the usage line
  po::options_description options; // named options; --help is added automatically
  po::positional_options_description positional;
};

// Parses `args` into `values`. Returns an exit code when the command must stop here: kExitOk
// after printing --help, kExitUsage after reporting a usage error; nullopt to go on.
std::optional<int> parse_command_line(CommandLine& command, Arguments args,
                                      po::variables_map& values);

// Reports a usage error in the common form and returns kExitUsage.
int usage_error(std::string_view program, std::string_view message);

// Checks a --format of the commands that write text or JSON: kExitUsage after reporting any
// other value, nullopt to go on.
std::optional<int> check_text_or_json(std::string_view program, std::string_view format);

}  // namespace damas::cli
