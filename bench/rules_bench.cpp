// Speed of the rules core: perft from the initial position (leaves per second, bulk counting,
// no transposition table) and legal-move generation on a mix of positions from random games.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/perft.hpp"

namespace {

using namespace damas::rules;

void BM_PerftInitial(benchmark::State& state) {
  const int depth = static_cast<int>(state.range(0));
  const Position start = Position::initial();
  std::uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = perft(start, depth);
    benchmark::DoNotOptimize(leaves);
  }
  state.counters["leaves"] = static_cast<double>(leaves);
  state.counters["leaves/s"] =
      benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_PerftInitial)->Arg(9)->Arg(11)->Unit(benchmark::kMillisecond);

// Perft of positions with kings, where flying captures dominate.
void BM_PerftKings(benchmark::State& state) {
  const Position pos = parse_fen("W:W1,4,9,16,18,K31:BK6,10,24,25,26,28,32").position;
  std::uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = perft(pos, 7);
    benchmark::DoNotOptimize(leaves);
  }
  state.counters["leaves/s"] =
      benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_PerftKings)->Unit(benchmark::kMillisecond);

// Positions met in random games from the start (fixed seed): openings, middle games with
// captures, and endings with kings.
std::vector<Position> mixed_positions(int count) {
  std::mt19937 random(20261130);
  std::vector<Position> positions;
  MoveList moves;
  while (static_cast<int>(positions.size()) < count) {
    Position pos = Position::initial();
    for (int ply = 0; ply < 150; ++ply) {
      generate_moves(pos, moves);
      if (moves.empty()) break;
      positions.push_back(pos);
      pos = pos.after(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))]);
    }
  }
  positions.resize(count);
  return positions;
}

void BM_GenerateMoves(benchmark::State& state) {
  const std::vector<Position> positions = mixed_positions(100000);
  MoveList moves;
  std::int64_t generated = 0;
  for (auto _ : state) {
    for (const Position& pos : positions) {
      generate_moves(pos, moves);
      generated += moves.size();
    }
    benchmark::DoNotOptimize(generated);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
  state.counters["positions/s"] = benchmark::Counter(
      static_cast<double>(positions.size()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_GenerateMoves)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
