// Throughput of `pdn validate` on a large archive of legal games (random legal play, generated
// once into a temporary file): the whole command in-process, JSON reports thrown away, with one
// and with two worker threads. Reports MB/s, games/s and plies/s of wall-clock time, and the
// processor time per run (all threads, and the reading thread alone).
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "random_archive.hpp"

namespace {

constexpr std::size_t kArchiveBytes = 100u << 20;

struct ArchiveFile {
  std::string path;
  damas::bench::Archive archive;
};

const ArchiveFile& archive_file() {
  static const ArchiveFile file = [] {
    ArchiveFile f;
    f.archive = damas::bench::random_archive(kArchiveBytes);
    f.path = (std::filesystem::temp_directory_path() / "damas-validate-bench.pdn").string();
    std::ofstream(f.path, std::ios::binary) << f.archive.text;
    return f;
  }();
  return file;
}

// Processor time used so far, in seconds: by the whole process, or by the calling thread.
double cpu_seconds(int who) {
  rusage usage{};
  getrusage(who, &usage);
  const auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6;
  };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// Runs `body` with standard output sent to /dev/null.
template <class Body>
void without_stdout(Body body) {
  std::fflush(stdout);
  const int saved = dup(STDOUT_FILENO);
  const int null = open("/dev/null", O_WRONLY);
  dup2(null, STDOUT_FILENO);
  close(null);
  body();
  std::fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
}

void BM_Validate(benchmark::State& state) {
  const ArchiveFile& file = archive_file();
  const std::string jobs = std::to_string(state.range(0));
  std::vector<std::string> words{"--format", "json", "-q", "-j", jobs, file.path};
  std::vector<char*> args;
  for (std::string& w : words) args.push_back(w.data());
  int exit_code = 0;
  const double process_start = cpu_seconds(RUSAGE_SELF);
  const double reader_start = cpu_seconds(RUSAGE_THREAD);
  for (auto _ : state) {
    without_stdout([&] {
      exit_code = damas::cli::run_validate("pdn validate", damas::cli::Arguments(args));
    });
  }
  if (exit_code != 0) state.SkipWithError("validate found errors in legal games");
  const auto runs = static_cast<double>(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(file.archive.text.size()));
  state.counters["games/s"] = benchmark::Counter(runs * static_cast<double>(file.archive.games),
                                                 benchmark::Counter::kIsRate);
  state.counters["plies/s"] = benchmark::Counter(runs * static_cast<double>(file.archive.plies),
                                                 benchmark::Counter::kIsRate);
  // On a shared machine wall-clock rates vary with the load; processor time does much less.
  // The calling thread reads the input (the workers judge the games): an idle machine with
  // enough cores would take about max(reader, process / cores) per run.
  const double process = (cpu_seconds(RUSAGE_SELF) - process_start) / runs;
  const double reader = (cpu_seconds(RUSAGE_THREAD) - reader_start) / runs;
  state.counters["cpu_s"] = process;
  state.counters["reader_cpu_s"] = reader;
  state.counters["MB/cpu_s"] = static_cast<double>(file.archive.text.size()) / (1 << 20) / process;
  state.counters["plies/cpu_s"] = static_cast<double>(file.archive.plies) / process;
}
BENCHMARK(BM_Validate)->Arg(1)->Arg(2)->Unit(benchmark::kSecond)->UseRealTime();

}  // namespace

// main(): command_bench_main.cpp.
