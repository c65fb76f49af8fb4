// pdn hub [--no-egtb] [rule options]: the engine speaking the Hub protocol on standard input and
// output, for draughts GUIs and match runners (the server is damas/engine/hub_server.hpp).
#include <fmt/core.h>

#include <cstdio>
#include <system_error>

#include "commands.hpp"
#include "damas/engine/hub_server.hpp"
#include "engine_options.hpp"
#include "exit_codes.hpp"
#include "options.hpp"
#include "rule_options.hpp"
#include "standard_streams.hpp"

namespace damas::cli {

int run_hub(std::string_view program, Arguments args) {
  CommandLine command{program, "[--no-egtb] [rule options]",
                      "Runs the engine under the Hub protocol (as Scan does) on standard input "
                      "and output:\nhub, set-param, init, pos, level, go think|analyze|ponder, "
                      "stop, ping, new-game, quit.\nPositions are 'W' or 'B' then one of "
                      "w b W B e per square 1..32. The rule options\nset the draw laws searched "
                      "under (also settable with set-param).",
                      po::options_description("Options"), {}};
  RuleOptionValues rule_options;
  bool no_egtb = false;
  add_egtb_option(command.options, no_egtb);
  add_rule_options(command.options, rule_options);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  std::string error;
  const auto overrides = read_rule_options(values, rule_options, error);
  if (!overrides) return usage_error(program, error);
  if (!read_ruleset(values, rule_options, error)) return usage_error(program, error);

  engine::HubServer server(
      {.version = DAMAS_PDN_VERSION, .rules = *overrides, .endgame_tables = !no_egtb},
      // Through stdio's stdout, which main checks at the end: a closed or failing standard
      // output is then exit code 2, not lines lost without a word.
      [](std::string_view line) {
        write_standard_output(line);
        write_standard_output("\n");
        flush_standard_output();
      });
  try {
    server.serve(stdin);
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: -: {}\n", program, e.code().message());
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace damas::cli
