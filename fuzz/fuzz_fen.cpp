// The FEN reader, on both boards: what it accepts, written back canonically, reads back as the
// same position.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "damas/rules/fen.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace damas::rules;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const Board board : {Board::standard, Board::mirrored}) {
    const FenResult read = parse_fen(text, board);
    if (!read.ok()) continue;
    const std::string canonical = to_fen(read.position);
    const FenResult again = parse_fen(canonical);
    if (!again.ok() || to_fen(again.position) != canonical) std::abort();
  }
  return 0;
}
