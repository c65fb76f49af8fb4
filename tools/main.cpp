// pdn: one command for Portuguese draughts game records; the work is done by subcommands.
#include <fmt/core.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>

#include "commands.hpp"
#include "damas/engine/egtb_source.hpp"
#include "exit_codes.hpp"
#include "guarded_run.hpp"
#include "interrupt_request.hpp"
#include "process_settings.hpp"
#include "standard_streams.hpp"

namespace {

using namespace damas::cli;

void print_usage(std::FILE* out) {
  fmt::print(out,
             "Usage: pdn COMMAND [OPTIONS...]\n"
             "Tools for Portuguese draughts (Damas Classicas) game records in PDN.\n\n"
             "Commands:\n");
  for (const auto& command : kSubcommands) {
    fmt::print(out, "  {:<10} {}\n", command.name, command.summary);
  }
  fmt::print(out,
             "\nOutput formats:\n"
             "  convert --to      pdn (canonical PDN 3.0), json (JSON Lines, lossless), csv (a "
             "row per\n"
             "                    game) or positions (tab-separated, a line per move with its "
             "FEN);\n"
             "                    default: from -o's extension (.pdn, .jsonl or .json, .csv, "
             ".tsv), else pdn\n"
             "  diagram --format  svg, png, pdf or text (a board for the terminal);\n"
             "                    default: from -o's extension (.svg, .png, .pdf, .txt), else "
             "text\n"
             "  html -o           OUT.html (one page, every game) or DIR/ (index.html and "
             "game-N.html)\n"
             "  standings         --format text, csv, json or html (a page linking the games, "
             "--game-pages);\n"
             "                    default: from -o's extension (.txt, .csv, .json, .html), else "
             "text\n"
             "  --format          text or json: the reports of validate, analyse, annotate (its "
             "summary),\n"
             "                    moves and egtb probe\n"
             "  annotate, match   write their games as PDN\n"
             "\nRun 'pdn help COMMAND' or 'pdn COMMAND --help' for the options of a command;\n"
             "'pdn --version' (-V) prints the version.\n"
             "Exit codes: 0 success, 1 problems found in the input, 2 bad usage or unreadable "
             "input,\n"
             "3 an internal error (a fault of pdn: please report it).\n");
}

const Subcommand* find_command(std::string_view name) {
  for (const auto& command : kSubcommands) {
    if (command.name == name) return &command;
  }
  return nullptr;
}

int unknown_command(std::string_view name) {
  fmt::print(stderr, "pdn: unknown command '{}'\n\n", name);
  print_usage(stderr);
  return kExitUsage;
}

// Runs the command named by argv[1]; its exit code.
int dispatch(int argc, char** argv) {
  if (argc < 2) {
    print_usage(stderr);
    return kExitUsage;
  }
  const std::string_view name = argv[1];
  if (name == "--help" || name == "-h" || (name == "help" && argc == 2)) {
    print_usage(stdout);
    return kExitOk;
  }
  if (name == "--version" || name == "-V") {
    fmt::print("pdn (damas-pdn) {}\n", DAMAS_PDN_VERSION);
    return kExitOk;
  }
  if (name == "help") {
    // pdn help COMMAND: the command's own --help.
    const std::string_view wanted = argv[2];
    const Subcommand* command = find_command(wanted);
    if (command == nullptr) return unknown_command(wanted);
    if (argc > 3) {
      fmt::print(stderr, "pdn help: give one command ('pdn help {}'), not '{} {}'\n", wanted,
                 wanted, argv[3]);
      return kExitUsage;
    }
    char help_option[] = "--help";
    char* help_args[] = {help_option};
    return command->run(fmt::format("pdn {}", wanted), Arguments(help_args, 1));
  }
  if (const Subcommand* command = find_command(name)) {
    return command->run(fmt::format("pdn {}", name), Arguments(argv + 2, argv + argc));
  }
  return unknown_command(name);
}

// Whether `word` is one of the space-separated `actions`.
bool is_action(std::string_view actions, std::string_view word) {
  while (!actions.empty()) {
    const std::size_t end = actions.find(' ');
    if (actions.substr(0, end) == word) return true;
    if (end == std::string_view::npos) break;
    actions.remove_prefix(end + 1);
  }
  return false;
}

// "pdn validate", or "pdn egtb probe" for an action of a command made of actions, for messages
// about the run as a whole.
std::string program_name(int argc, char** argv) {
  if (argc < 2) return "pdn";
  const Subcommand* command = find_command(argv[1]);
  if (command != nullptr && argc >= 3 && is_action(command->actions, argv[2])) {
    return fmt::format("pdn {} {}", argv[1], argv[2]);
  }
  return fmt::format("pdn {}", argv[1]);
}

}  // namespace

int main(int argc, char** argv) {
  make_standard_streams_safe();
  keep_freed_heap_memory();
  // A file grown past `ulimit -f` fails its write (EFBIG), said as any failed write is: the
  // signal's default action ended the process without a word, its temporary files left behind.
  std::signal(SIGXFSZ, SIG_IGN);
  // Endgame tables the user built and the engines cannot read are said, not dropped in silence.
  damas::engine::set_table_file_warning(
      [name = program_name(argc, argv)](const std::string& message) {
        fmt::print(stderr, "{}: warning: {}\n", name, message);
      });
  // A reader of standard output that stops early (`pdn validate big.pdn | head -1`) closes the
  // pipe: the next write raises SIGPIPE, whose default action (kept as the parent left it) ends
  // the run, as it ends cat or grep; a shell reports 141, not the success of a run that did not
  // finish. A command holding an InterruptRequest catches it to drop its temporaries first.
  const int code = run_guarded(program_name(argc, argv), [&] { return dispatch(argc, argv); });
  // A run stopped by Ctrl-C (its work written, or dropped) or by a closed pipe ends by the
  // signal, as it would have without a handler: the failed writes to a closed pipe are not said.
  die_of_received_signal();
  // Output that was written but never reached its destination (standard output on a full disk
  // or /dev/full) means the run failed, whatever the command found.
  if (const auto lost = standard_output_failure()) {
    fmt::print(stderr, "{}: error: {}\n", program_name(argc, argv), *lost);
    return kExitUsage;
  }
  return code;
}
