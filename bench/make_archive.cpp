// make_archive: writes an archive of random legal games (random_archive.hpp) to a file, so that
// the archive the benchmarks measure can be run through `pdn` by hand, and so that the
// profile-guided build has games to train on.
#include <fmt/core.h>

#include <charconv>
#include <cstdio>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "damas/support/output_file.hpp"
#include "random_archive.hpp"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitWriteFailed = 1;
constexpr int kExitUsage = 2;
// The archive is built in memory before it is written: more than this is taken for a typo.
constexpr std::size_t kMaxMegabytes = 16384;

void print_usage(std::FILE* out) {
  fmt::print(out,
             "Usage: make_archive [--seed N] MEGABYTES OUTPUT.pdn\n"
             "Writes at least MEGABYTES MiB of random legal Portuguese games as PDN to OUTPUT.pdn\n"
             "(written under a temporary name, then renamed; \"-\" is standard output).\n\n"
             "  --seed N   seed of the random play (default {}); the same seed and size always\n"
             "             give the same archive: 100 MiB with the default seed is the one\n"
             "             validate_bench and convert_bench measure\n\n"
             "Exit codes: 0 written, 1 the file could not be written, 2 bad usage.\n",
             damas::bench::kDefaultSeed);
}

// A whole non-negative decimal number that fits in T, or false.
template <class T>
bool parse_number(std::string_view text, T& value) {
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  return !text.empty() && error == std::errc() && stop == end;
}

int usage_error(const std::string& message) {
  fmt::print(stderr, "make_archive: {}\n\n", message);
  print_usage(stderr);
  return kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  unsigned seed = damas::bench::kDefaultSeed;
  std::vector<std::string_view> operands;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      print_usage(stdout);
      return kExitOk;
    }
    if (arg == "--seed") {
      if (i + 1 == argc || !parse_number(argv[i + 1], seed)) {
        return usage_error("--seed needs a whole number");
      }
      ++i;
    } else if (arg.size() > 1 && arg[0] == '-') {
      return usage_error(fmt::format("unknown option '{}'", arg));
    } else {
      operands.push_back(arg);
    }
  }
  if (operands.size() != 2) return usage_error("expected MEGABYTES and OUTPUT.pdn");
  std::size_t megabytes = 0;
  if (!parse_number(operands[0], megabytes) || megabytes == 0 || megabytes > kMaxMegabytes) {
    return usage_error(fmt::format("MEGABYTES must be a whole number from 1 to {}, not '{}'",
                                   kMaxMegabytes, operands[0]));
  }

  const damas::bench::Archive archive = damas::bench::random_archive(megabytes << 20, seed);
  const std::string output(operands[1]);
  if (const auto error = damas::support::write_file_atomically(output, archive.text)) {
    fmt::print(stderr, "make_archive: {}\n", *error);
    return kExitWriteFailed;
  }
  // On standard error: with OUTPUT "-" the archive itself goes to standard output.
  fmt::print(stderr, "{}: {} games, {} plies, {} bytes (seed {})\n", output, archive.games,
             archive.plies, archive.text.size(), seed);
  return kExitOk;
}
