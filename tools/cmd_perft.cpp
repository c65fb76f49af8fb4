// pdn perft DEPTH [--fen FEN] [--divide] [--rules VARIANT]: move-generator check against
// published counts, and a speed measure. One line per depth: DEPTH NODES SECONDS
// NODES_PER_SECOND. Portuguese and Spanish are counted by the bitboard generator, the other
// variants by the family's generic one (rules/family).
#include <fmt/core.h>

#include <chrono>
#include <string>

#include "commands.hpp"
#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/rules/perft.hpp"
#include "exit_codes.hpp"
#include "options.hpp"
#include "standard_streams.hpp"
#include "variant_option.hpp"

namespace damas::cli {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Prints a line per depth, `count(d)` giving the nodes at depth d.
template <class Count>
void print_depths(int depth, Count count) {
  for (int d = 1; d <= depth; ++d) {
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = count(d);
    const double seconds = seconds_since(start);
    const double rate = seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
    fmt::print("{} {} {:.3f} {:.0f}\n", d, nodes, seconds, rate);
    flush_standard_output();
  }
}

// The counts of a variant other than Portuguese and Spanish, by the generic generator.
int family_perft(std::string_view program, const rules::family::Variant& variant,
                 const std::string& fen, int depth, bool divide) {
  namespace family = rules::family;
  const family::Board board(variant.board);
  family::Position position = family::initial_position(variant, board);
  if (!fen.empty()) {
    std::string error;
    const auto parsed = family::parse_setup(variant, board, fen, error);
    if (!parsed) {
      return usage_error(program, fmt::format("bad --fen {}: {}", quoted_value(fen), error));
    }
    if (!parsed->side_known) return usage_error(program, rules::unknown_side_text(fen));
    position = parsed->position;
  }
  if (divide) {
    for (const auto& entry : family::perft_divide(variant, board, position, depth)) {
      fmt::print("{} {}\n", family::move_text(variant, board, entry.move), entry.nodes);
    }
  }
  print_depths(depth, [&](int d) { return family::perft(variant, board, position, d); });
  return kExitOk;
}

}  // namespace

int run_perft(std::string_view program, Arguments args) {
  CommandLine command{program, "DEPTH [--fen FEN] [--divide] [--rules VARIANT]",
                      "Counts the move sequences of 1..DEPTH plies from a position (each move "
                      "counted once per\n(from, to, captured set), as in the published tables) "
                      "and prints, per depth:\n  DEPTH NODES SECONDS NODES_PER_SECOND",
                      po::options_description("Options"), {}};
  int depth = 0;
  std::string fen;
  std::string variant_name = "portuguese";
  command.options.add_options()
      ("depth", bounded(&depth, 1, 20)->required(), "number of plies")
      ("fen", po::value<std::string>(&fen), "start position (default: the initial position)")
      ("divide", "first print each root move with the count below it: MOVE NODES")
      ("rules", po::value<std::string>(&variant_name)->default_value("portuguese"),
       ("the variant: " + rules::family::variant_names()).c_str());
  command.positional.add("depth", 1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  std::string error;
  const auto variant = find_variant_option(variant_name, error);
  if (!variant) return usage_error(program, error);
  const bool divide = values.count("divide") != 0;
  if (!rules::family::is_iberian(*variant)) {
    return family_perft(program, *variant, fen, depth, divide);
  }

  rules::Position position = rules::Position::initial();
  if (!fen.empty()) {
    const auto parsed = rules::position_to_move(fen, error);
    if (!parsed) return usage_error(program, error);
    position = *parsed;
  }

  if (divide) {
    rules::MoveList legal;
    rules::generate_moves(position, legal);
    for (const auto& entry : rules::perft_divide(position, depth)) {
      fmt::print("{} {}\n", rules::move_text(entry.move, legal), entry.nodes);
    }
  }
  print_depths(depth, [&](int d) { return rules::perft(position, d); });
  return kExitOk;
}

}  // namespace damas::cli
