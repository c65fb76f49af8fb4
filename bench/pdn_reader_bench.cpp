// Throughput of the PDN reader on a large archive built in memory from the bundled samples
// (copies of samples/*.pdn, at least 100 MB): events only (a visitor that counts), and with the
// game model built.
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

class Counter : public pdn::Visitor {
 public:
  std::size_t moves = 0;
  void move(const pdn::MoveEvent&) override { ++moves; }
};

void report(benchmark::State& state, std::size_t games) {
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * archive().size()));
  state.counters["games/s"] = benchmark::Counter(static_cast<double>(games),
                                                 benchmark::Counter::kIsRate);
}

void BM_ReadEventsOnly(benchmark::State& state) {
  const std::string& text = archive();
  std::size_t games = 0;
  for (auto _ : state) {
    Counter counter;
    games += pdn::read_text(text, "archive", counter).games;
    benchmark::DoNotOptimize(counter.moves);
  }
  report(state, games);
}
BENCHMARK(BM_ReadEventsOnly)->Unit(benchmark::kMillisecond)->MinTime(2.0);

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
