// The plain scan against the grammar on the same bytes: game ends, reader calls, games built,
// errors and replays as read (plain_scan_agreement.hpp) must agree for every input; a difference
// is printed and aborts (a crash for libFuzzer).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "plain_scan_agreement.hpp"

namespace {

// The replay options of pdn validate's defaults are in reading_difference; these change what
// the replay as read must do alike: other rules, no tag checks, no main line kept.
damas::pdn::ReplayOptions other_options() {
  damas::pdn::ReplayOptions options;
  options.overrides.variant = "spanish";
  options.check_tags = false;
  options.record_main_line = false;
  return options;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace damas::pdn::testing;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t plain = 0;
  std::size_t replayed = 0;
  std::string difference = game_ends_difference(text, plain);
  if (difference.empty()) difference = reading_difference(text);
  if (difference.empty()) difference = replays_difference(text, other_options(), replayed);
  if (!difference.empty()) {
    std::fprintf(stderr, "the plain scan and the grammar disagree: %s\n", difference.c_str());
    std::abort();
  }
  return 0;
}
