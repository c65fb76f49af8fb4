// The subcommands of `pdn`. Each one is a function in its own file (cmd_NAME.cpp) that takes the
// arguments after its name and returns the process exit code:
//   0 success, 1 the input had problems that were reported, 2 bad usage or unreadable input.
#pragma once

#include <span>
#include <string_view>

namespace damas::cli {

using Arguments = std::span<char* const>;  // argv without the program and subcommand names

struct Subcommand {
  std::string_view name;
  std::string_view summary;
  int (*run)(std::string_view program, Arguments args);
  // The words of a command made of actions ("build probe" for `pdn egtb build`): its messages
  // name the action too. Empty for a command of one action.
  std::string_view actions = {};
};

int run_validate(std::string_view program, Arguments args);
int run_perft(std::string_view program, Arguments args);
int run_moves(std::string_view program, Arguments args);
int run_diagram(std::string_view program, Arguments args);
int run_html(std::string_view program, Arguments args);
int run_convert(std::string_view program, Arguments args);
int run_analyse(std::string_view program, Arguments args);
int run_annotate(std::string_view program, Arguments args);
int run_match(std::string_view program, Arguments args);
int run_hub(std::string_view program, Arguments args);
int run_bench(std::string_view program, Arguments args);
int run_egtb(std::string_view program, Arguments args);
int run_standings(std::string_view program, Arguments args);

inline constexpr Subcommand kSubcommands[] = {
    {"validate", "check games move by move against the rules; verdicts and diagnostics",
     run_validate},
    {"convert", "read PDN as real files write it; write PDN 3.0, JSON Lines, CSV or positions",
     run_convert},
    {"diagram", "draw any position of any game as SVG, PNG, PDF or a text board", run_diagram},
    {"html", "web pages of games: board, moves, variations, clickable and linkable", run_html},
    {"standings", "tournament standings and crosstable of each event, as text, CSV, JSON or HTML",
     run_standings},
    {"analyse", "search a position: best move, score and line under the draw laws", run_analyse},
    {"annotate", "evaluate every move of games; mark mistakes, give better lines", run_annotate},
    {"match", "play two engine settings against each other; score and Elo margin", run_match},
    {"hub", "run the engine under the Hub protocol (for draughts GUIs)", run_hub},
    {"egtb", "build endgame tables (4 pieces, or 5) or probe a position in them", run_egtb,
     "build probe"},
    {"moves", "list the legal moves of positions given as FEN", run_moves},
    {"perft", "count move sequences from a position (rules check and speed test)", run_perft},
    {"bench", "the engine's fixed-depth node-count signature and its speed", run_bench},
};

}  // namespace damas::cli
