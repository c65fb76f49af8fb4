// main() of the benchmarks that run pdn's commands in-process (validate_bench, convert_bench):
// the process settings pdn's own main makes, then Google Benchmark's usual main.
#include <benchmark/benchmark.h>

#include "process_settings.hpp"

int main(int argc, char** argv) {
  damas::cli::keep_freed_heap_memory();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
