#include "damas/engine/bench.hpp"

#include <array>
#include <ctime>

#include "damas/engine/search.hpp"
#include "damas/rules/fen.hpp"

namespace damas::engine {

namespace {

constexpr std::array<const char*, 14> kPositions{
    "W:W1-12:B21-32",
    "W:W1-5,7,8,12,17:B18,20,23,25,26,28,29,31,32",  // golpe 12-15
    "W:W1,3-5,7-12:B17,18,23-28,31,32",              // golpe 10-13
    "W:W1,2,4-6,8,9,11-13:B19,20,24-30,32",          // golpe 11-15
    "W:W1,2,4-6,8,11,13,15,16:B9,21-25,28-31",
    "B:W1,2,4,5,7,8,11,14,24:B17,21-23,25-27,32",
    "W:W1-4,7,9,12,13,25:B18,22,24,26-29,32",
    "W:W1,2,6,9,12,17,24:B22,25,28,29,31,32",
    "W:W1,5,7,8,10,12:B16,17,24,29,30",
    "W:W4,7,9,K30:B14,22,25,31",
    "W:W8,13,21,25:B5,15,19,32",
    "W:WK3,K23:B21,K32",
    "W:WK2,K10,K16:BK24",
    "B:WK1,K5,K10:BK8",
};

}  // namespace

std::span<const char* const> bench_positions() { return kPositions; }

BenchResult run_bench(int depth, std::size_t hash_megabytes, const TableSource& tables) {
  BenchResult total;
  Engine engine(hash_megabytes);
  engine.set_table_source(tables);
  Limits limits;
  limits.depth = depth;
  const rules::DrawRules draws = rules::portuguese_rules().draws;
  if (tables) {
    for (const char* fen : kPositions) tables(rules::parse_fen(fen).position, draws);
  }
  for (const char* fen : kPositions) {
    engine.new_game();
    const GameState game(rules::parse_fen(fen).position, draws);
    const std::clock_t start = std::clock();
    const SearchResult result = engine.search(game, limits);
    total.cpu_seconds += static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    total.nodes += result.info.nodes;
    total.seconds += result.info.seconds;
  }
  return total;
}

}  // namespace damas::engine
