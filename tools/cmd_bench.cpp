// pdn bench [--depth D] [--hash MB]: the engine's signature and speed. Searches the fixed bench
// positions to a fixed depth and prints the total node count (which changes whenever the
// search's behaviour does) and the nodes per second.
#include <fmt/core.h>

#include "commands.hpp"
#include "damas/engine/bench.hpp"
#include "damas/engine/egtb_source.hpp"
#include "exit_codes.hpp"
#include "options.hpp"
#include "engine_options.hpp"
#include "damas/engine/engine_spec.hpp"

namespace damas::cli {

int run_bench(std::string_view program, Arguments args) {
  CommandLine command{program, "[--depth D] [--hash MB] [--no-egtb]",
                      "Searches the engine's bench positions to a fixed depth, one engine state "
                      "per position,\nand prints 'nodes N' (the signature: the same for the same "
                      "search) and 'nps R'\n(nodes per second of processor time, steadier than wall-clock time on a "
                      "busy machine). The endgame tables are loaded (or built) before the timing.",
                      po::options_description("Options"), {}};
  int depth = engine::kBenchDepth;
  int hash = engine::kDefaultHashMegabytes;
  command.options.add_options()
      ("depth", bounded(&depth, 1, 40)->default_value(engine::kBenchDepth),
       "search depth in plies")
      ("hash", bounded(&hash, 1, 65536)->default_value(engine::kDefaultHashMegabytes),
       "transposition table size in MB");
  bool no_egtb = false;
  add_egtb_option(command.options, no_egtb);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  const engine::BenchResult result = engine::run_bench(
      depth, static_cast<std::size_t>(hash),
      no_egtb ? engine::TableSource{} : engine::default_table_source());
  fmt::print("positions {}\ndepth {}\nnodes {}\nseconds {:.3f}\ncpu-seconds {:.3f}\nnps {:.0f}\n",
             engine::bench_positions().size(), depth, result.nodes, result.seconds,
             result.cpu_seconds, result.nps());
  return kExitOk;
}

}  // namespace damas::cli
