// Speed of the engine: the bench positions searched to a fixed depth (see
// damas/engine/bench.hpp), reported as nodes per second of processor time.
#include <benchmark/benchmark.h>

#include "damas/engine/bench.hpp"

namespace {

void BM_EngineBench(benchmark::State& state) {
  const int depth = static_cast<int>(state.range(0));
  damas::engine::BenchResult result;
  for (auto _ : state) {
    result = damas::engine::run_bench(depth);
    benchmark::DoNotOptimize(result.nodes);
  }
  state.counters["nodes"] = static_cast<double>(result.nodes);
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(result.nodes), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_EngineBench)->Arg(11)->Arg(13)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();

}  // namespace

BENCHMARK_MAIN();
