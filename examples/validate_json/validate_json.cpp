// validate_json FILE...: replays every game of PDN files through the rules and prints, for each,
// the JSON object `pdn validate --format json` prints (JSON Lines): {"file", "game", "line",
// "tags", "plies", "result_tag", "rules", "outcome": {"result", "reason", "ply"},
// "diagnostics": [{"severity", "code", "reason", "ply", "move", "line", "column", "message"}]};
// a game that cannot be read has one "syntax" diagnostic. Exit code 0 when no game has an
// error, 1 otherwise, 2 when a file cannot be read.
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/game_reader.hpp"
#include "damas/pdn/validate.hpp"

int main(int argc, char** argv) {
  const damas::pdn::ValidateOptions options;  // JSON reports, pdn validate's rules
  damas::pdn::ArchiveOptions reading;
  reading.replay = options.replay;  // plain games replayed as they are read: much faster
  damas::pdn::GameReader reader(std::vector<std::string>(argv + 1, argv + argc), reading);
  bool errors = false;
  while (std::optional<damas::pdn::ArchiveGame> game = reader.next()) {
    const damas::pdn::Verdict verdict = damas::pdn::validate_game(*game, options);
    std::fputs(verdict.report.c_str(), stdout);
    errors = errors || verdict.errors;
  }
  for (const damas::pdn::InputFailure& failure : reader.failures()) {
    std::fprintf(stderr, "validate_json: %s: %s\n", failure.source.c_str(), failure.reason.c_str());
  }
  if (!reader.failures().empty()) return 2;
  return errors ? 1 : 0;
}
