// Throughput of `pdn convert` on a large archive of legal games (random legal play): the whole
// command in-process, single thread, to PDN and to JSON Lines, with the replay (the default)
// and without it (--no-replay), output to /dev/null. Reports MB/s and games/s, and the peak
// resident memory of the process (getrusage), which the archive's generation does not inflate:
// a child process writes the archive file, so this process never holds it.
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
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
  std::size_t bytes = 0;
  std::size_t games = 0;
};

// Generates the archive in a child process and returns its file and counts.
ArchiveFile make_archive_file() {
  ArchiveFile file;
  file.path = (std::filesystem::temp_directory_path() / "damas-convert-bench.pdn").string();
  const std::string counts = file.path + ".games";
  const pid_t child = fork();
  if (child == 0) {
    const damas::bench::Archive archive = damas::bench::random_archive(kArchiveBytes);
    std::ofstream(file.path, std::ios::binary) << archive.text;
    std::ofstream(counts) << archive.games;
    std::_Exit(0);
  }
  int status = 0;
  waitpid(child, &status, 0);
  std::ifstream(counts) >> file.games;
  file.bytes = std::filesystem::file_size(file.path);
  return file;
}

const ArchiveFile& archive_file() {
  static const ArchiveFile file = make_archive_file();
  return file;
}

double peak_resident_mb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KB on Linux
}

void BM_Convert(benchmark::State& state, std::vector<std::string> options) {
  const ArchiveFile& file = archive_file();
  std::vector<std::string> words = std::move(options);
  for (const char* word : {"-q", "-o", "/dev/null"}) words.emplace_back(word);
  words.push_back(file.path);
  std::vector<char*> args;
  for (std::string& w : words) args.push_back(w.data());
  int exit_code = 0;
  for (auto _ : state) {
    exit_code = damas::cli::run_convert("pdn convert", damas::cli::Arguments(args));
  }
  if (exit_code != 0) state.SkipWithError("convert found errors in legal games");
  const auto runs = static_cast<double>(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(file.bytes));
  state.counters["games/s"] =
      benchmark::Counter(runs * static_cast<double>(file.games), benchmark::Counter::kIsRate);
  state.counters["peak_MB"] = peak_resident_mb();
}
BENCHMARK_CAPTURE(BM_Convert, pdn, std::vector<std::string>{})->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_Convert, json, std::vector<std::string>{"--to", "json"})
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_Convert, pdn_no_replay, std::vector<std::string>{"--no-replay"})
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_Convert, json_no_replay,
                  std::vector<std::string>{"--to", "json", "--no-replay"})
    ->Unit(benchmark::kSecond);

}  // namespace

// main(): command_bench_main.cpp.
