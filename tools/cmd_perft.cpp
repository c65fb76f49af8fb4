// pdn perft DEPTH [--fen FEN] [--divide]: move-generator check against published counts, and
// a speed measure. One line per depth: DEPTH NODES SECONDS NODES_PER_SECOND.
#include <fmt/core.h>

#include <chrono>
#include <string>

#include "commands.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/rules/perft.hpp"
#include "exit_codes.hpp"
#include "options.hpp"

namespace damas::cli {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int run_perft(std::string_view program, Arguments args) {
  CommandLine command{program, "DEPTH [--fen FEN] [--divide]",
                      "Counts the move sequences of 1..DEPTH plies from a position (each move "
                      "counted once per\n(from, to, captured set), as in the published tables) "
                      "and prints, per depth:\n  DEPTH NODES SECONDS NODES_PER_SECOND",
                      po::options_description("Options"), {}};
  int depth = 0;
  std::string fen;
  command.options.add_options()
      ("depth", bounded(&depth, 1, 20)->required(), "number of plies")
      ("fen", po::value<std::string>(&fen), "start position (default: the initial position)")
      ("divide", "first print each root move with the count below it: MOVE NODES");
  command.positional.add("depth", 1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  rules::Position position = rules::Position::initial();
  if (!fen.empty()) {
    const rules::FenResult parsed = rules::parse_fen(fen);
    if (!parsed.ok()) {
      return usage_error(program, fen_error_text(fen, *parsed.error));
    }
    position = parsed.position;
  }

  if (values.count("divide") != 0) {
    rules::MoveList legal;
    rules::generate_moves(position, legal);
    for (const auto& entry : rules::perft_divide(position, depth)) {
      fmt::print("{} {}\n", rules::move_text(entry.move, legal), entry.nodes);
    }
  }
  for (int d = 1; d <= depth; ++d) {
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = rules::perft(position, d);
    const double seconds = seconds_since(start);
    const double rate = seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
    fmt::print("{} {} {:.3f} {:.0f}\n", d, nodes, seconds, rate);
    std::fflush(stdout);
  }
  return kExitOk;
}

}  // namespace damas::cli
