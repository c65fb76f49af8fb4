// Hostile input through every command that reads games (convert, validate, diagram, annotate),
// end to end: every run must end with an exit code of 0, 1 or 2 (never a signal), in time linear
// in the input and with bounded memory; when it is not 0, the input's problems are reported as
// diagnostics naming the input, line and column, in the command's own form.
//
// The bounds, stated once: wall time at most 3 s + 4 s per MiB of input (100 s per MiB of
// empty games, each bringing a report of several diagnostics), peak resident memory at most
// 64 MiB + 8 bytes per input byte (a file is memory-mapped, and the model of a game costs more
// than its text: half a million 15-byte tags take 100 MB). Both are multiplied by
// DAMAS_HOSTILE_SLOWDOWN, which the sanitizer build raises (shadow memory, checked accesses). A
// quadratic step misses the time bound by orders of magnitude at the full scale.
//
// The peak memory is the child's ru_maxrss from wait4, which also counts the test process as
// forked: the test drops the input from its memory before running pdn, so that it stays small.
#include <gtest/gtest.h>
#include <malloc.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "child_process.hpp"
#include "cli_runner.hpp"
#include "hostile_inputs.hpp"

namespace damas::test {
namespace {

namespace fs = std::filesystem;

// The size of the CI run, and of the `long` run (the figures).
constexpr double kSmallScale = 0.05;
constexpr double kFullScale = 1.0;

// How a command reports a problem in its input.
enum class Report {
  validate_text,  // "SOURCE:LINE:COLUMN: error: game N...: MESSAGE [CODE]" on standard output
  validate_json,  // {"file":"SOURCE",...,"diagnostics":[{"severity":"error","code":...}]}
  located,        // "SOURCE:LINE:COLUMN: error: game N: MESSAGE" on standard error
  diagram,        // "pdn diagram: SOURCE:LINE:COLUMN: ..." on standard error, exit code 2
};

struct Invocation {
  std::string label;
  std::vector<std::string> args;  // "@IN" stands for the input file, "@OUT" for the output
  Report report;
  bool from_stdin = false;
};

const std::vector<Invocation> kInvocations = {
    {"convert to pdn", {"convert", "@IN", "-o", "@OUT"}, Report::located},
    {"convert to json", {"convert", "--to", "json", "@IN", "-o", "@OUT"}, Report::located},
    {"convert from stdin", {"convert", "-o", "@OUT"}, Report::located, true},
    {"validate", {"validate", "@IN"}, Report::validate_text},
    {"validate json", {"validate", "--format", "json", "@IN"}, Report::validate_json},
    {"validate from stdin", {"validate", "-"}, Report::validate_text, true},
    // Workers reading slices of the input (the reading thread only splits it).
    {"validate with workers", {"validate", "-j", "2", "@IN"}, Report::validate_text},
    {"convert with workers from stdin",
     {"convert", "-j", "2", "-o", "@OUT"},
     Report::located,
     true},
    {"diagram", {"diagram", "@IN", "--format", "text"}, Report::diagram},
    {"annotate",
     {"annotate", "--engine", "builtin:hash=1", "--depth", "1", "@IN", "-o", "@OUT"},
     Report::located},
};

// "SOURCE:LINE:COLUMN: error: game N" begins `line`.
bool begins_with_located_error(std::string_view line, std::string_view source) {
  if (!line.starts_with(source) || !line.substr(source.size()).starts_with(":")) return false;
  line.remove_prefix(source.size() + 1);
  for (int number = 0; number < 2; ++number) {
    const std::size_t digits = line.find_first_not_of("0123456789");
    if (digits == 0 || digits == std::string_view::npos || line[digits] != ':') return false;
    line.remove_prefix(digits + 1);
  }
  return line.starts_with(" error: game ");
}

// One line of `output` is a diagnostic in the command's form, about `source`.
bool has_diagnostic(const std::string& output, Report report, std::string_view source) {
  for (std::size_t start = 0, end; start < output.size(); start = end + 1) {
    end = std::min(output.find('\n', start), output.size());
    std::string_view line(output.data() + start, end - start);
    switch (report) {
      case Report::validate_text:
        if (begins_with_located_error(line, source) && line.ends_with("]") &&
            line.find(" [") != std::string_view::npos) {
          return true;
        }
        break;
      case Report::validate_json:
        // An error among the game's diagnostics (a warning may come first: missing tags).
        if (line.starts_with("{\"file\":\"" + std::string(source) + "\",") &&
            line.find("{\"severity\":\"error\",\"code\":\"",
                      line.find("\"diagnostics\":[")) != std::string_view::npos) {
          return true;
        }
        break;
      case Report::located:
        if (begins_with_located_error(line, source)) return true;
        break;
      case Report::diagram:
        if (line.starts_with("pdn diagram: ") &&
            begins_with_located_error(line.substr(13), source)) {
          return true;
        }
        break;
    }
  }
  return false;
}

void check_all_invocations(HostileInput input) {
  // The process id keeps the CI run and a `long` run at the same time apart.
  const fs::path dir = fs::temp_directory_path() /
                       ("damas-hostile-" + std::to_string(::getpid()) + "-" + input.name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path in = dir / "input.pdn";
  std::ofstream(in, std::ios::binary) << input.text;
  const double bytes = static_cast<double>(input.text.size());
  std::string().swap(input.text);
  ::malloc_trim(0);  // give the freed input back to the system: the children start small
  const double slowdown = DAMAS_HOSTILE_SLOWDOWN;
  const double max_seconds = (3.0 + input.seconds_per_mib * bytes / (1 << 20)) * slowdown;
  const double max_rss_kib = (64.0 * 1024 + 8.0 * bytes / 1024) * slowdown;

  for (const Invocation& invocation : kInvocations) {
    // annotate clears its engine's hash table for every game, searched or not (a few
    // milliseconds each, most of its time on empty games): not what this test is about.
    if (invocation.label == "annotate" && input.name == "empty_games") continue;
    SCOPED_TRACE(input.name + ": pdn " + invocation.label);
    std::vector<std::string> args;
    for (const std::string& arg : invocation.args) {
      args.push_back(arg == "@IN" ? in.string() : arg == "@OUT" ? (dir / "out").string() : arg);
    }
    const ChildRun run = run_child(DAMAS_PDN_BINARY, args, invocation.from_stdin ? in.string() : "",
                                   (dir / "stdout").string(), (dir / "stderr").string());
    EXPECT_EQ(run.signal, 0) << "killed by signal " << run.signal;
    EXPECT_TRUE(run.exit_code >= 0 && run.exit_code <= 2) << "exit code " << run.exit_code;
    EXPECT_LE(run.seconds, max_seconds);
    EXPECT_LE(static_cast<double>(run.max_rss_kib), max_rss_kib);
    if (run.exit_code != 0) {
      // validate reports on standard output, the others on standard error.
      const std::string source = invocation.from_stdin ? "-" : in.string();
      const std::string report =
          invocation.report == Report::validate_text || invocation.report == Report::validate_json
              ? read_file(dir / "stdout")
              : read_file(dir / "stderr");
      EXPECT_TRUE(has_diagnostic(report, invocation.report, source)) << report.substr(0, 500);
      EXPECT_EQ(run.exit_code, invocation.report == Report::diagram ? 2 : 1);
    }
    ::testing::Test::RecordProperty(input.name + " " + invocation.label,
                                    std::to_string(run.seconds) + " s, " +
                                        std::to_string(run.max_rss_kib) + " KiB, exit code " +
                                        std::to_string(run.exit_code));
  }
  fs::remove_all(dir);
}

class Hostile : public ::testing::TestWithParam<std::size_t> {};
class HostileLong : public ::testing::TestWithParam<std::size_t> {};

// Only the case under test is kept: the other inputs are freed with the list, which must die
// before the runs (a temporary list would live until the end of the call).
HostileInput only_case(double scale, std::size_t index) {
  return std::move(hostile_inputs(scale).at(index));
}

TEST_P(Hostile, EndsCleanly) { check_all_invocations(only_case(kSmallScale, GetParam())); }
TEST_P(HostileLong, EndsCleanly) { check_all_invocations(only_case(kFullScale, GetParam())); }

std::string case_name(const ::testing::TestParamInfo<std::size_t>& info) {
  // The names only; generating the inputs at the smallest size is cheap.
  return hostile_inputs(0).at(info.param).name;
}

const std::size_t kCases = hostile_inputs(0).size();
INSTANTIATE_TEST_SUITE_P(Inputs, Hostile, ::testing::Range<std::size_t>(0, kCases), case_name);
INSTANTIATE_TEST_SUITE_P(Inputs, HostileLong, ::testing::Range<std::size_t>(0, kCases), case_name);

}  // namespace
}  // namespace damas::test
