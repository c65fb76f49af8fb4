// pdn: one command for Portuguese draughts game records; the work is done by subcommands.
#include <fmt/core.h>

#include <csignal>
#include <cstring>
#include <string>
#include <unistd.h>

#include "commands.hpp"
#include "exit_codes.hpp"

namespace {

void print_usage(std::FILE* out) {
  fmt::print(out,
             "Usage: pdn COMMAND [OPTIONS...]\n"
             "Tools for Portuguese draughts (Damas Classicas) game records in PDN.\n\n"
             "Commands:\n");
  for (const auto& command : damas::cli::kSubcommands) {
    fmt::print(out, "  {:<10} {}\n", command.name, command.summary);
  }
  fmt::print(out,
             "\nRun 'pdn COMMAND --help' for the options of a command.\n"
             "Exit codes: 0 success, 1 problems found in the input, 2 bad usage or unreadable "
             "input.\n");
}

// A reader that stops early (`pdn convert big.pdn | head -1`) closes the pipe; like grep or cat,
// pdn then stops quietly. The default action would end it by a signal, which shells report as
// a failure, and ignoring the signal would leave every write site to check for EPIPE.
void exit_on_closed_pipe(int) { _exit(damas::cli::kExitOk); }

}  // namespace

int main(int argc, char** argv) {
  using namespace damas::cli;
  std::signal(SIGPIPE, exit_on_closed_pipe);
  if (argc < 2) {
    print_usage(stderr);
    return kExitUsage;
  }
  const std::string_view name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    print_usage(stdout);
    return kExitOk;
  }
  if (name == "--version") {
    fmt::print("pdn (damas-pdn) {}\n", DAMAS_PDN_VERSION);
    return kExitOk;
  }
  for (const auto& command : kSubcommands) {
    if (command.name == name) {
      return command.run(fmt::format("pdn {}", name), Arguments(argv + 2, argv + argc));
    }
  }
  fmt::print(stderr, "pdn: unknown command '{}'\n\n", name);
  print_usage(stderr);
  return kExitUsage;
}
