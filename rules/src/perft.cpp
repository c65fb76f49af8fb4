#include "damas/rules/perft.hpp"

#include "damas/rules/movegen.hpp"
#include "movegen_impl.hpp"
#include "perft_depth.hpp"

namespace damas::rules {

namespace {

template <Color Us>
std::uint64_t perft_for(const Position& pos, int depth) {
  if (depth == 1) return static_cast<std::uint64_t>(detail::count_for<Us>(pos));
  std::uint64_t nodes = 0;
  detail::visit_moves<Us>(pos, [&](const Move& m) {
    nodes += perft_for<opponent(Us)>(pos.after(m), depth - 1);
  });
  return nodes;
}

// Subtrees of this many plies are counted without a look at the stop flag: a few milliseconds
// from the positions of real games (far under a second even where kings fly everywhere).
constexpr int kUncheckedDepth = 5;

template <Color Us>
std::optional<std::uint64_t> stoppable_perft_for(const Position& pos, int depth,
                                                 const std::atomic<bool>& stop) {
  if (stop.load(std::memory_order_relaxed)) return std::nullopt;
  if (depth <= kUncheckedDepth) return perft_for<Us>(pos, depth);
  std::uint64_t nodes = 0;
  detail::visit_moves<Us>(pos, [&](const Move& m) {
    // A subtree given up is counted as 0: the flag, which stays set, gives the whole up below.
    if (stop.load(std::memory_order_relaxed)) return;
    nodes += stoppable_perft_for<opponent(Us)>(pos.after(m), depth - 1, stop).value_or(0);
  });
  if (stop.load(std::memory_order_relaxed)) return std::nullopt;
  return nodes;
}

}  // namespace

std::optional<std::uint64_t> perft(const Position& pos, int depth, const std::atomic<bool>& stop) {
  detail::check_perft_depth(depth, 0, "perft");
  if (depth == 0) return 1;
  return pos.side_to_move() == Color::white ? stoppable_perft_for<Color::white>(pos, depth, stop)
                                            : stoppable_perft_for<Color::black>(pos, depth, stop);
}

std::uint64_t perft(const Position& pos, int depth) {
  detail::check_perft_depth(depth, 0, "perft");
  if (depth == 0) return 1;
  return pos.side_to_move() == Color::white ? perft_for<Color::white>(pos, depth)
                                            : perft_for<Color::black>(pos, depth);
}

std::vector<DivideEntry> perft_divide(const Position& pos, int depth) {
  detail::check_perft_depth(depth, 1, "perft_divide");
  MoveList moves;
  generate_moves(pos, moves);
  std::vector<DivideEntry> entries;
  for (const Move& m : moves) entries.push_back({m, perft(pos.after(m), depth - 1)});
  return entries;
}

}  // namespace damas::rules
