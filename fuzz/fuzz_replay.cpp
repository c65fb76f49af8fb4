// Every game read from the input replayed through the rules (setups, moves, draws, results,
// tag checks), with alphanumeric squares read on the standard and on the mirrored board.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/replay.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace damas::pdn;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const Game& game : read_games(text)) {
    replay(game);
    ReplayOptions mirrored;
    mirrored.board = damas::rules::Board::mirrored;
    replay(game, mirrored);
  }
  return 0;
}
