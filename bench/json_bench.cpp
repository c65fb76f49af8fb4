// JSON Lines, read and written by libpdn (game_from_json, to_json), apart from the rest of
// `pdn convert`: the games of a 20 MB archive of legal games (random legal play, as
// convert_bench's), and one game with a very long array (200,000 tags, 300,000 plies), which
// the JSON library's document tree read in time quadratic in the array's length. Reports MB/s
// of JSON.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "random_archive.hpp"

namespace {

using damas::pdn::Game;

constexpr std::size_t kArchiveBytes = 20u << 20;

const std::vector<Game>& archive_games() {
  static const std::vector<Game> games =
      damas::pdn::read_games(damas::bench::random_archive(kArchiveBytes).text);
  return games;
}

const std::vector<std::string>& archive_lines() {
  static const std::vector<std::string> lines = [] {
    std::vector<std::string> out;
    for (const Game& game : archive_games()) out.push_back(damas::pdn::to_json(game));
    return out;
  }();
  return lines;
}

std::size_t total_bytes(const std::vector<std::string>& lines) {
  std::size_t bytes = 0;
  for (const std::string& line : lines) bytes += line.size() + 1;
  return bytes;
}

void BM_ReadArchive(benchmark::State& state) {
  const std::vector<std::string>& lines = archive_lines();
  for (auto _ : state) {
    for (const std::string& line : lines)
      benchmark::DoNotOptimize(damas::pdn::game_from_json(line));
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * total_bytes(lines)));
  state.counters["games/s"] = benchmark::Counter(
      static_cast<double>(state.iterations() * lines.size()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReadArchive)->Unit(benchmark::kMillisecond);

void BM_WriteArchive(benchmark::State& state) {
  const std::vector<Game>& games = archive_games();
  std::size_t bytes = 0;
  for (auto _ : state) {
    for (const Game& game : games) bytes += damas::pdn::to_json(game).size() + 1;
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
}
BENCHMARK(BM_WriteArchive)->Unit(benchmark::kMillisecond);

// One game: `tags` tags, or `plies` moves 11-15 on its main line.
std::string long_array_game(std::size_t tags, std::size_t plies) {
  Game game;
  for (std::size_t i = 1; i <= tags; ++i) game.tags.push_back({"Tag" + std::to_string(i), "v", {}});
  for (std::size_t i = 0; i < plies; ++i) {
    damas::pdn::Node& node = game.moves.nodes.emplace_back();
    node.move.text = "11-15";
    node.move.separator = damas::pdn::split_move(node.move.text, node.move.squares);
  }
  return damas::pdn::to_json(game);
}

void read_one(benchmark::State& state, const std::string& line) {
  for (auto _ : state) benchmark::DoNotOptimize(damas::pdn::game_from_json(line));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * line.size()));
}

void BM_ReadManyTags(benchmark::State& state) {
  static const std::string line = long_array_game(200'000, 0);
  read_one(state, line);
}
BENCHMARK(BM_ReadManyTags)->Unit(benchmark::kMillisecond);

void BM_ReadManyPlies(benchmark::State& state) {
  static const std::string line = long_array_game(0, 300'000);
  read_one(state, line);
}
BENCHMARK(BM_ReadManyPlies)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
