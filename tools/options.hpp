// Shared handling of a subcommand's options (Boost.Program_options): parsing, --help, and usage
// errors reported the same way by every subcommand.
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "commands.hpp"
#include "damas/rules/fen.hpp"

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

// What is wrong with a FEN given on the command line (--fen, a FEN argument, a line of pdn moves'
// input), in the one form every command reports it: "bad FEN 'W:W1-13:B21-32' at character 3:
// 13 White pieces: a side has at most 12". parse_fen refuses a text that is not a FEN and a
// position that cannot be set up (rules/setup.hpp) alike.
std::string fen_error_text(std::string_view fen, const rules::FenError& error);

// Checks a --format of the commands that write text or JSON: kExitUsage after reporting any
// other value, nullopt to go on.
std::optional<int> check_text_or_json(std::string_view program, std::string_view format);

}  // namespace damas::cli
