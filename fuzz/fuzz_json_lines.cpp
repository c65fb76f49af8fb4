// The JSON Lines reader of pdn convert: what it accepts, written back, reads back as the same
// game.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "damas/pdn/json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace damas::pdn;
  try {
    const Game game = game_from_json(std::string_view(reinterpret_cast<const char*>(data), size));
    if (game_from_json(to_json(game)) != game) std::abort();
  } catch (const JsonError&) {
    // Rejected with a message: the expected end for most inputs.
  }
  return 0;
}
