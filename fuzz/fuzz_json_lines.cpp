// The JSON Lines reader of pdn convert: every game it accepts keeps its promise (json.hpp):
// its JSON reads back as the same game, and written as PDN it reads back, with the plain-game
// scan and with the grammar, as one game with the same record, itself accepted as JSON
// (tests/pdn/round_trip.hpp). A field that slips through the reader's checks carrying PDN
// syntax, a line end or a number the PDN reader cannot read breaks one of these: the input is
// then a crash, with what broke on standard error.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "damas/pdn/json.hpp"
#include "round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace damas::pdn;
  Game game;
  try {
    game = game_from_json(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const JsonError&) {
    return 0;  // refused with a message: the expected end for most inputs
  }
  const std::string failure = testing::json_game_round_trip_failure(game);
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}
