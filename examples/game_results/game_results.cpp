// game_results FILE...: reads PDN (or JSON Lines) archives and prints one line per game, its
// players and its result: "torneio.pdn 2: Costa, Rui - Silva, Ana: 0-1". The result is the
// Result tag, else the game's terminator, else "?". A game that cannot be read is reported on
// standard error. Exit code 0, 1 when some game could not be read, 2 when a file could not be.
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/game_reader.hpp"

namespace {

std::string tag_or(const damas::pdn::Game& game, const char* name, const char* missing) {
  const std::string* value = game.tag(name);
  return value != nullptr ? *value : missing;
}

}  // namespace

int main(int argc, char** argv) {
  damas::pdn::ArchiveOptions options;
  options.json = true;  // JSON Lines too, told apart by their content
  // The games of every file in turn, pulled one at a time (memory stays bounded).
  damas::pdn::GameReader reader(std::vector<std::string>(argv + 1, argv + argc), options);
  int exit_code = 0;
  while (const std::optional<damas::pdn::ArchiveGame> item = reader.next()) {
    if (item->error) {
      std::fprintf(stderr, "%s\n", item->error->to_string().c_str());
      exit_code = 1;
      continue;
    }
    const damas::pdn::Game& game = item->game;
    const std::string* tag = game.tag("Result");
    const std::string result = tag ? *tag : game.result ? game.result->text : "?";
    std::printf("%s %zu: %s - %s: %s\n", item->source.c_str(), game.number,
                tag_or(game, "White", "?").c_str(), tag_or(game, "Black", "?").c_str(),
                result.c_str());
  }
  for (const damas::pdn::InputFailure& failure : reader.failures()) {
    std::fprintf(stderr, "game_results: %s: %s\n", failure.source.c_str(), failure.reason.c_str());
    exit_code = 2;
  }
  return exit_code;
}
