// game_results FILE...: reads PDN archives and prints one line per game, its players and its
// result: "torneio.pdn 2: Costa, Rui - Silva, Ana: 0-1". The result is the Result tag, else the
// game's terminator, else "?". A game that cannot be read is reported on standard error.
// Exit code 0, 1 when some game could not be read, 2 when a file could not be.
#include <cstdio>
#include <exception>
#include <string>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/reader.hpp"

namespace {

std::string tag_or(const damas::pdn::Game& game, const char* name, const char* missing) {
  const std::string* value = game.tag(name);
  return value != nullptr ? *value : missing;
}

}  // namespace

int main(int argc, char** argv) {
  int exit_code = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string file = argv[i];
    damas::pdn::GameBuilder builder(
        [&](damas::pdn::Game&& game) {
          const std::string* tag = game.tag("Result");
          const std::string result = tag ? *tag : game.result ? game.result->text : "?";
          std::printf("%s %zu: %s - %s: %s\n", file.c_str(), game.number,
                      tag_or(game, "White", "?").c_str(), tag_or(game, "Black", "?").c_str(),
                      result.c_str());
        },
        [&](const damas::pdn::ReadError& error) {
          std::fprintf(stderr, "%s\n", error.to_string().c_str());
          exit_code = 1;
        },
        file);
    try {
      damas::pdn::read_file(file, builder);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "game_results: %s: %s\n", file.c_str(), e.what());
      return 2;
    }
  }
  return exit_code;
}
