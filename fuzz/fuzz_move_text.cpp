// Move text parsed and matched against the legal moves: the input is a FEN line (the initial
// position when it is not one) and then the move text, e.g. "W:W1-12:B21-32\n11x18x25".
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace damas::rules;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = input.find('\n');
  const std::string_view fen = newline == std::string_view::npos ? "" : input.substr(0, newline);
  const std::string_view move = newline == std::string_view::npos ? input : input.substr(newline + 1);
  FenResult setup = parse_fen(fen);
  if (!setup.ok()) setup = parse_fen("W:W1-12:B21-32");
  for (const Board board : {Board::standard, Board::mirrored}) {
    const ParsedMoveText parsed = parse_move_text(move, board);
    if (!parsed.ok()) continue;
    const MoveMatch match = match_move(setup.position, parsed);
    MoveList legal;
    generate_moves(setup.position, legal);
    if (match.status == MatchStatus::legal) move_text(match.move, legal);
    if (match.status == MatchStatus::ambiguous) moves_text(match.candidates, legal);
  }
  return 0;
}
