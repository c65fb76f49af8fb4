// legal_moves [FEN]: prints the legal moves of a position (the initial one without FEN), in
// PDN notation and in square order, one line: "9-13 10-13 10-14 11-14 11-15 12-15 12-16".
// Exit code 2 for a FEN that cannot be read, with the reason on standard error.
#include <cstdio>

#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

int main(int argc, char** argv) {
  const char* fen = argc > 1 ? argv[1] : "W:W1-12:B21-32";
  const damas::rules::FenResult parsed = damas::rules::parse_fen(fen);
  if (!parsed.ok()) {
    std::fprintf(stderr, "legal_moves: bad FEN '%s' at character %zu: %s\n", fen,
                 parsed.error->offset + 1, parsed.error->message.c_str());
    return 2;
  }
  damas::rules::MoveList legal;
  damas::rules::generate_moves(parsed.position, legal);
  const auto moves = damas::rules::in_square_order(legal);
  std::printf("%s\n", damas::rules::moves_text(moves, legal).c_str());
  return 0;
}
