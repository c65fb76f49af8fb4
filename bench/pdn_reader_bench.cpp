// Throughput of the PDN reader on a large archive built in memory from the bundled samples
// (copies of samples/*.pdn, at least 100 MB): events only (a visitor that counts), split only
// (every game skipped, as the -j N splitter reads), and with the game model built.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/writer.hpp"

namespace {

namespace pdn = damas::pdn;

constexpr std::size_t kArchiveBytes = 100u << 20;

const std::string& archive() {
  static const std::string text = [] {
    std::string samples;
    for (const auto& entry : std::filesystem::directory_iterator(DAMAS_SAMPLES_DIR)) {
      if (entry.path().extension() != ".pdn") continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::ostringstream bytes;
      bytes << in.rdbuf();
      samples += bytes.str();
      samples += '\n';
    }
    std::string all;
    all.reserve(kArchiveBytes + samples.size());
    while (all.size() < kArchiveBytes) all += samples;
    return all;
  }();
  return text;
}

// Counts the moves read.
class Counter : public pdn::Visitor {
 public:
  std::size_t produced = 0;
  void move(const pdn::MoveEvent&) override { ++produced; }
};

// The reader as `-j N` splits its input (tools/game_input.cpp): every game is skipped at its
// begin_game, only the games' texts are passed on (their bytes counted), and games in the plain
// form are delimited by a scan (ReadOptions::game_ends_only; few of the samples are plain).
class Splitter : public pdn::Visitor {
 public:
  static constexpr bool kGameEndsOnly = true;
  std::size_t produced = 0;
  void begin_game(std::size_t, pdn::SourcePosition) override { skip_game(); }
  void input_text(std::string_view text) override { produced += text.size(); }
};

void report(benchmark::State& state, std::size_t games) {
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * archive().size()));
  state.counters["games/s"] = benchmark::Counter(static_cast<double>(games),
                                                 benchmark::Counter::kIsRate);
}

// Reads the archive with a fresh `Reader` each pass.
template <class Reader>
void read_archive(benchmark::State& state) {
  const std::string& text = archive();
  std::size_t games = 0;
  pdn::ReadOptions options;
  if constexpr (requires { Reader::kGameEndsOnly; }) options.game_ends_only = Reader::kGameEndsOnly;
  for (auto _ : state) {
    Reader reader;
    games += pdn::read_text(text, "archive", reader, options).games;
    benchmark::DoNotOptimize(reader.produced);
  }
  report(state, games);
}

void BM_ReadEventsOnly(benchmark::State& state) { read_archive<Counter>(state); }
BENCHMARK(BM_ReadEventsOnly)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_SplitOnly(benchmark::State& state) { read_archive<Splitter>(state); }
BENCHMARK(BM_SplitOnly)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_ReadModel(benchmark::State& state) {
  const std::string& text = archive();
  std::size_t games = 0;
  for (auto _ : state) {
    std::size_t nodes = 0;
    pdn::GameBuilder builder([&](pdn::Game&& game) { nodes += game.moves.nodes.size(); });
    games += pdn::read_text(text, "archive", builder).games;
    benchmark::DoNotOptimize(nodes);
  }
  report(state, games);
}
BENCHMARK(BM_ReadModel)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_ReadModelAndWritePdn(benchmark::State& state) {
  const std::string& text = archive();
  std::size_t games = 0;
  for (auto _ : state) {
    std::string out;
    pdn::GameBuilder builder([&](pdn::Game&& game) {
      out.clear();
      pdn::write_game(game, out);
      benchmark::DoNotOptimize(out.data());
    });
    games += pdn::read_text(text, "archive", builder).games;
  }
  report(state, games);
}
BENCHMARK(BM_ReadModelAndWritePdn)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace

BENCHMARK_MAIN();
