#include "damas/rules/perft.hpp"

#include "damas/rules/movegen.hpp"

namespace damas::rules {

std::uint64_t perft(const Position& pos, int depth) {
  if (depth == 0) return 1;
  if (depth == 1) return static_cast<std::uint64_t>(count_moves(pos));
  MoveList moves;
  generate_moves(pos, moves);
  std::uint64_t nodes = 0;
  for (const Move& m : moves) nodes += perft(pos.after(m), depth - 1);
  return nodes;
}

std::vector<DivideEntry> perft_divide(const Position& pos, int depth) {
  MoveList moves;
  generate_moves(pos, moves);
  std::vector<DivideEntry> entries;
  for (const Move& m : moves) entries.push_back({m, perft(pos.after(m), depth - 1)});
  return entries;
}

}  // namespace damas::rules
