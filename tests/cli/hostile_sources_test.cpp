// Hostile kinds of input, end to end, for every command that reads: what is not a regular file
// (a FIFO, a pipe given as /dev/fd/3 as a shell's process substitution gives it, /dev/stdin,
// standard input, character devices), a symbolic link to each, a directory, a file that cannot
// be read, a line with no end, bytes that are not UTF-8, and a file truncated, rewritten or
// replaced while it is read.
//
// The expected reports come from the scoresheet sample as the README gives them (its game 2
// plays 7-11 where 15x24 is compulsory, game 3 is recorded 1-0 and lost on the board, game 1
// ends with 3x13) and from the start position's seven moves: read through any kind of source,
// the sample gives exactly what it gives by name, the name excepted. Time and memory bounds
// are multiplied by DAMAS_HOSTILE_SLOWDOWN, as in hostile_cli_test.cpp.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "../write_all.hpp"
#include "child_process.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

namespace fs = std::filesystem;

constexpr double kSlowdown = DAMAS_HOSTILE_SLOWDOWN;
constexpr std::size_t kMiB = 1 << 20;

void write_file(const fs::path& path, std::string_view text) {
  std::ofstream(path, std::ios::binary) << text;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) {
    text.replace(at, from.size(), to);
  }
  return text;
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

const std::string kSample = read_file(DAMAS_SAMPLES_DIR "/folhas-de-jogo.pdn");

// Writes `text`, then `endless` over and over (when not empty), into a FIFO once a reader opens
// it, or into the write end of a pipe, on a thread of its own, until done or the reader goes
// away. A FIFO that no reader opens is given up when the feeder is destroyed.
class Feeder {
 public:
  Feeder(const fs::path& fifo, std::string text, std::string endless = {})
      : text_(std::move(text)), endless_(std::move(endless)), thread_([this, fifo] {
          int fd = -1;
          while (!stopping_ && (fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC)) < 0) {
            ::usleep(1000);  // no reader yet (ENXIO)
          }
          if (fd < 0) return;
          ::fcntl(fd, F_SETFL, 0);  // blocking writes from now on
          feed(fd);
        }) {}
  Feeder(int pipe_write_end, std::string text)
      : text_(std::move(text)), thread_([this, pipe_write_end] { feed(pipe_write_end); }) {}
  ~Feeder() {
    stopping_ = true;
    thread_.join();
  }
  Feeder(const Feeder&) = delete;
  Feeder& operator=(const Feeder&) = delete;

 private:
  void feed(int fd) {
    bool open = write_all(fd, text_);  // false once the reader is gone
    while (open && !endless_.empty() && !stopping_) open = write_all(fd, endless_);
    ::close(fd);
  }
  std::string text_;
  std::string endless_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;  // last: it uses the rest
};

struct Outcome {
  ChildRun run;
  std::string out;
  std::string err;
  std::string written;  // the file "@OUT" stands for, when the command writes one
};

// A command that reads files. "@IN" stands for the input, "@OUT" for an output file.
struct Reader {
  std::string label;
  std::vector<std::string> args;
  int sample_exit;
  // What reading the sample reports (standard output and error together), "@IN" for its name.
  std::vector<std::string> sample_report;
  // What reading /dev/zero reports: it ends when a game passes the stream bound (64 MiB).
  std::string zero_report;
};

const std::string kIllegal = "@IN:28:19: error: game 2";
const std::vector<std::string> kValidateReport = {
    kIllegal + ", ply 3 (7-11): a capture is compulsory: 15x24 [illegal-move, capture-required]\n",
    "@IN:43:58: error: game 3: the game is recorded as 1-0 but ended on the board as 0-1 "
    "(no-moves after ply 38) [result-mismatch]\n",
    "@IN: 3 games, 2 with errors, 0 with warnings\n"};
const std::vector<std::string> kConvertReport = {
    kIllegal + ": ply 3: illegal move 7-11 (capture-required): a capture is compulsory: 15x24\n",
    "@IN:43:58: error: game 3: result mismatch: the game is recorded as 1-0 but ended on the "
    "board as 0-1 (no-moves after ply 38)\n",
    "pdn convert: 3 games read, 1 written, 2 rejected\n"};
// The NUL bytes are text before a game, skipped up to the bound: one game, its error saying both.
const std::string kStreamBound =
    "error: game 1: text before a game: expected a tag or a move, found '\\u0000";
const std::string kStreamStop = "'...; then game longer than 64 MiB; reading stopped";

const std::vector<Reader> kReaders = {
    {"validate",
     {"validate", "@IN"},
     1,
     kValidateReport,
     kStreamStop + " [syntax]\n/dev/zero: 1 game, 1 with errors, 0 with warnings\n"},
    {"validate_json",
     {"validate", "--format", "json", "@IN"},
     1,
     {R"({"file":"@IN","game":2,)",
      R"("diagnostics":[{"severity":"error","code":"illegal-move","reason":"capture-required",)"
      R"("ply":3,"move":"7-11","line":28,"column":19,"message":"a capture is compulsory: 15x24"}]})",
      R"({"file":"@IN","game":3,)", R"("code":"result-mismatch")"},
     kStreamStop + R"("}]})"},
    {"validate_workers",
     {"validate", "-j", "2", "@IN"},
     1,
     kValidateReport,
     kStreamStop + " [syntax]\n/dev/zero: 1 game, 1 with errors, 0 with warnings\n"},
    {"convert",
     {"convert", "@IN", "-o", "@OUT"},
     1,
     kConvertReport,
     kStreamStop + "\npdn convert: 1 game read, 0 written, 1 rejected\n"},
    {"convert_workers",
     {"convert", "-j", "2", "@IN", "-o", "@OUT"},
     1,
     kConvertReport,
     kStreamStop + "\npdn convert: 1 game read, 0 written, 1 rejected\n"},
    {"diagram",
     {"diagram", "@IN", "--game", "1", "--format", "text"},
     0,
     {"Last move: 3x13\n"},
     "pdn diagram: /dev/zero:1:1: " + kStreamBound},
    {"annotate",
     {"annotate", "@IN", "--depth", "1", "-o", "@OUT"},
     1,
     {"@IN: game 2: ply 3 (7-11): a capture is compulsory: 15x24; annotated up to ply 2\n"},
     kStreamStop + "; written as read\n"},
};

// How the input reaches the command.
enum class Source {
  file,            // a regular file, by name: the reference
  link_to_file,    // a symbolic link to it
  fifo,            // a FIFO, fed once the command opens it
  link_to_fifo,    // a symbolic link to the FIFO
  dev_fd_pipe,     // /dev/fd/3, a pipe (as `pdn validate <(cat FILE)` gives it)
  dev_stdin_pipe,  // /dev/stdin, standard input a pipe
  stdin_pipe,      // "-", standard input a pipe
};

const std::vector<std::pair<Source, std::string>> kSources = {
    {Source::link_to_file, "link_to_file"},     {Source::fifo, "fifo"},
    {Source::link_to_fifo, "link_to_fifo"},     {Source::dev_fd_pipe, "dev_fd_pipe"},
    {Source::dev_stdin_pipe, "dev_stdin_pipe"}, {Source::stdin_pipe, "stdin_pipe"},
};

class HostileSources : public ::testing::Test {
 protected:
  void SetUp() override {
    ::signal(SIGPIPE, SIG_IGN);  // a feeder whose reader is gone gets EPIPE
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("damas-sources-" + std::to_string(::getpid()) + "-" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path path(const std::string& name) const { return dir_ / name; }

  // Runs pdn with `args` ("@IN" replaced by `input`, "@OUT" by a file of the folder), standard
  // input from `stdin_path` ("" for /dev/null), killing it after `seconds`.
  Outcome run(const std::vector<std::string>& args, const std::string& input,
              const std::string& stdin_path = "", const ChildExtras& extras = {},
              double seconds = 60) {
    const Child child = start(args, input, stdin_path, extras);
    return finish(child, seconds);
  }

  Child start(const std::vector<std::string>& args, const std::string& input,
              const std::string& stdin_path = "", const ChildExtras& extras = {}) {
    fs::remove(path("out"));
    std::vector<std::string> resolved;
    for (const std::string& arg : args) {
      resolved.push_back(arg == "@IN" ? input : arg == "@OUT" ? path("out").string() : arg);
    }
    return start_child(DAMAS_PDN_BINARY, resolved, stdin_path, path("stdout").string(),
                       path("stderr").string(), extras);
  }

  // Runs pdn as `run` does until it has written a whole line to standard error or output (or
  // ended, or `seconds` passed), lets it go on for another second, then stops it: for inputs
  // that never end.
  Outcome run_until_reported(const std::vector<std::string>& args, const std::string& input,
                             const std::string& stdin_path, double seconds) {
    const Child child = start(args, input, stdin_path);
    const auto ended = [&] {
      siginfo_t info{};
      return ::waitid(P_PID, static_cast<id_t>(child.pid), &info, WEXITED | WNOHANG | WNOWAIT) ==
                 0 &&
             info.si_pid == child.pid;
    };
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds * kSlowdown);
    while (std::chrono::steady_clock::now() < deadline && !ended() &&
           (read_file(path("stderr")) + read_file(path("stdout"))).find('\n') ==
               std::string::npos) {
      ::usleep(10'000);
    }
    ::sleep(1);
    const bool running = !ended();
    ::kill(child.pid, SIGKILL);
    Outcome outcome = finish(child, 0);
    outcome.run.killed_by_test = running;
    return outcome;
  }

  Outcome finish(const Child& child, double seconds) {
    Outcome outcome;
    outcome.run = wait_child(child, seconds * kSlowdown);
    outcome.out = read_file(path("stdout"));
    outcome.err = read_file(path("stderr"));
    outcome.written = read_file(path("out"));
    return outcome;
  }

  // Runs `reader` on `text` given through `source`; `name` is set to what the command calls it.
  Outcome run_through(const Reader& reader, Source source, const std::string& text,
                      std::string& name) {
    const fs::path file = path("input.pdn");
    const fs::path fifo = path("input.fifo");
    fs::remove(file);
    fs::remove(fifo);
    fs::remove(path("link.pdn"));
    if (source == Source::file || source == Source::link_to_file) {
      write_file(file, text);
    } else if (source == Source::fifo || source == Source::link_to_fifo) {
      EXPECT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    }
    switch (source) {
      case Source::file:
        name = file.string();
        return run(reader.args, name);
      case Source::link_to_file:
      case Source::link_to_fifo:
        fs::create_symlink(source == Source::link_to_file ? file : fifo, path("link.pdn"));
        name = path("link.pdn").string();
        break;
      case Source::fifo:
        name = fifo.string();
        break;
      case Source::dev_fd_pipe:
      case Source::dev_stdin_pipe:
      case Source::stdin_pipe: {
        int ends[2];
        EXPECT_EQ(::pipe2(ends, O_CLOEXEC), 0);
        ChildExtras extras;
        if (source == Source::dev_fd_pipe) {
          name = "/dev/fd/3";
          extras.descriptor_3 = ends[0];
        } else {
          name = source == Source::stdin_pipe ? "-" : "/dev/stdin";
          extras.stdin_descriptor = ends[0];
        }
        const Child child = start(reader.args, name, "", extras);
        ::close(ends[0]);
        const Feeder feeder(ends[1], text);
        return finish(child, 60);
      }
    }
    const Feeder feeder(fifo, text);  // a FIFO by name or through a link
    return run(reader.args, name);
  }

  fs::path dir_;
};

void expect_report(const Outcome& outcome, const std::vector<std::string>& lines,
                   const std::string& name) {
  const std::string report = outcome.out + outcome.err;
  for (const std::string& line : lines) {
    const std::string expected = replaced(line, "@IN", name);
    EXPECT_NE(report.find(expected), std::string::npos) << "missing: " << expected << "\nin:\n"
                                                        << report.substr(0, 3000);
  }
}

// The README's reports of the sample, exactly, whatever the kind of source: the same output
// files, the same diagnostics with the same lines and columns, the same exit code.
TEST_F(HostileSources, EverySourceReadsTheSampleAsTheFileByName) {
  for (const Reader& reader : kReaders) {
    SCOPED_TRACE(reader.label);
    std::string file_name;
    const Outcome by_name = run_through(reader, Source::file, kSample, file_name);
    EXPECT_EQ(by_name.run.exit_code, reader.sample_exit) << by_name.err;
    expect_report(by_name, reader.sample_report, file_name);
    for (const auto& [source, label] : kSources) {
      SCOPED_TRACE(label);
      std::string name;
      const Outcome outcome = run_through(reader, source, kSample, name);
      EXPECT_FALSE(outcome.run.killed_by_test) << "still running after 60 s";
      EXPECT_EQ(outcome.run.exit_code, reader.sample_exit) << outcome.err;
      EXPECT_EQ(outcome.out, replaced(by_name.out, file_name, name));
      EXPECT_EQ(outcome.err, replaced(by_name.err, file_name, name));
      EXPECT_EQ(outcome.written, by_name.written);
    }
  }
}

// /dev/null, and a link to it, read as an empty file does.
TEST_F(HostileSources, NullDeviceIsAnEmptyInput) {
  write_file(path("empty.pdn"), "");
  fs::create_symlink("/dev/null", path("null-link"));
  for (const Reader& reader : kReaders) {
    SCOPED_TRACE(reader.label);
    const Outcome empty = run(reader.args, path("empty.pdn").string());
    for (const std::string& name : {std::string("/dev/null"), path("null-link").string()}) {
      const Outcome null = run(reader.args, name);
      EXPECT_EQ(null.run.exit_code, empty.run.exit_code);
      EXPECT_EQ(null.out, replaced(empty.out, path("empty.pdn").string(), name));
      EXPECT_EQ(null.err, replaced(empty.err, path("empty.pdn").string(), name));
    }
  }
}

// What cannot be read is exit code 2 with a message naming it, never an empty success: a
// directory (or a link to one), a missing file (a dangling link), a file without read
// permission (run as nobody when the test is root), a read error (/proc/self/mem at offset 0).
TEST_F(HostileSources, UnreadableInputsAreErrorsNamingThem) {
  fs::permissions(dir_, fs::perms::all);  // nobody writes @OUT here
  fs::create_directory(path("folder"));
  fs::create_symlink(path("folder"), path("folder-link"));
  fs::create_symlink(path("missing.pdn"), path("dangling-link"));
  write_file(path("private.pdn"), kSample);
  fs::permissions(path("private.pdn"), fs::perms::none);
  struct Case {
    std::string name;
    std::string reason;
    bool as_nobody = false;  // a permission that root would override
  };
  const std::vector<Case> cases = {
      {path("folder").string(), "Is a directory"},
      {path("folder-link").string(), "Is a directory"},
      {path("dangling-link").string(), "No such file or directory"},
      {path("private.pdn").string(), "Permission denied", true},
      {"/proc/self/mem", "Input/output error"},
  };
  // nobody cannot run a pdn built in a folder closed to others (root's home, a mktemp folder).
  const bool nobody_runs_pdn =
      run({"--version"}, "", "", {.unprivileged = true}).run.exit_code == 0;
  for (const Reader& reader : kReaders) {
    SCOPED_TRACE(reader.label);
    for (const Case& c : cases) {
      if (c.as_nobody && !nobody_runs_pdn) continue;
      const Outcome outcome = run(reader.args, c.name, "", {.unprivileged = c.as_nobody});
      EXPECT_EQ(outcome.run.exit_code, 2) << c.name;
      EXPECT_EQ(first_line(outcome.err), "pdn " + reader.args[0] + ": " + c.name + ": " + c.reason);
    }
  }
  if (!nobody_runs_pdn) {
    GTEST_SKIP() << "the unreadable file was not tried: as root, the test runs pdn as nobody, "
                    "who cannot reach " DAMAS_PDN_BINARY;
  }
}

// /dev/zero is a stream of NUL bytes with no line end: reading ends when the first game passes
// the stream bound (64 MiB), within bounded memory.
TEST_F(HostileSources, ZeroDeviceEndsAtTheStreamBound) {
  for (const Reader& reader : kReaders) {
    SCOPED_TRACE(reader.label);
    const Outcome outcome = run(reader.args, "/dev/zero", "", {}, 30);
    EXPECT_FALSE(outcome.run.killed_by_test) << "still running after 30 s";
    EXPECT_EQ(outcome.run.signal, 0);
    EXPECT_EQ(outcome.run.exit_code, reader.label == "diagram" ? 2 : 1);
    EXPECT_NE((outcome.out + outcome.err).find(reader.zero_report), std::string::npos)
        << (outcome.out + outcome.err).substr(0, 2000);
    EXPECT_LE(outcome.run.max_rss_kib, (64 + 96) * 1024 * kSlowdown);
  }
}

// A line of JSON Lines longer than its bound (64 MiB) is a broken game named by its line, and the
// reading goes on after it, from a stream as from a mapped file.
TEST_F(HostileSources, OverlongJsonLineIsReportedAndSkipped) {
  write_file(path("one.pdn"), "[Event \"One\"]\n1. 11-15 22-18 *\n");
  const Outcome json = run({"convert", "--to", "json", "@IN"}, path("one.pdn").string());
  const Outcome pdn = run({"convert", "@IN", "-o", "@OUT"}, path("one.pdn").string());
  ASSERT_EQ(json.run.exit_code, 0) << json.err;
  const std::string text =
      "{\"game\":1,\"x\":\"" + std::string(65 * kMiB, 'x') + "\"}\n" + json.out;
  write_file(path("long.jsonl"), text);
  ASSERT_EQ(::mkfifo(path("long.fifo").c_str(), 0600), 0);
  for (const std::string& name : {path("long.jsonl").string(), std::string("-")}) {
    for (const std::string jobs : {"1", "2"}) {  // -j 2: lines split into slices
      SCOPED_TRACE(name + " -j " + jobs);
      std::optional<Feeder> feeder;
      if (name == "-") feeder.emplace(path("long.fifo"), text);
      const Outcome outcome = run({"convert", "-j", jobs, "@IN", "-o", "@OUT"}, name,
                                  name == "-" ? path("long.fifo").string() : "");
      EXPECT_EQ(outcome.run.exit_code, 1);
      EXPECT_EQ(outcome.err, name +
                                 ":1:1: error: game 1: line longer than 64 MiB (a game in JSON "
                                 "Lines is one line): skipped\n"
                                 "pdn convert: 2 games read, 1 written, 1 rejected\n");
      EXPECT_EQ(outcome.written, pdn.written);
      EXPECT_LE(outcome.run.max_rss_kib, (64 + 160) * 1024 * kSlowdown);
    }
  }
}

// A JSON Lines stream whose first line never ends: reported as soon as it passes the bound, then
// skipped in bounded memory until the test stops it.
TEST_F(HostileSources, EndlessJsonLineStaysBounded) {
  ASSERT_EQ(::mkfifo(path("endless.fifo").c_str(), 0600), 0);
  const Feeder feeder(path("endless.fifo"), "{\"game\":1,\"x\":\"", std::string(kMiB, 'x'));
  const Outcome outcome =
      run_until_reported({"convert", "-", "-o", "@OUT"}, "-", path("endless.fifo").string(), 60);
  EXPECT_TRUE(outcome.run.killed_by_test);
  EXPECT_EQ(first_line(outcome.err),
            "-:1:1: error: game 1: line longer than 64 MiB (a game in JSON Lines is one line): "
            "skipped");
  EXPECT_LE(outcome.run.max_rss_kib, (64 + 96) * 1024 * kSlowdown);
}

// The commands that read standard input line by line.
struct LineReaderCommand {
  std::string label;
  std::vector<std::string> args;
  std::string input;     // a well-formed input
  std::string answer;    // its answer on standard output
  std::string overlong;  // what a line past the bound (1 MiB) is answered, first line
  int overlong_exit;
};

const std::string kStart = "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32\n";
// The front men 9-12 step to 13-16: 9 (on the edge) one way, the others two.
const std::string kStartMoves = "9-13 10-13 10-14 11-14 11-15 12-15 12-16\n";

const std::vector<LineReaderCommand> kLineReaders = {
    {"moves",
     {"moves"},
     kStart,
     kStartMoves,
     "pdn moves: -:1: line longer than 1048576 bytes: skipped",
     2},
    {"hub",
     {"hub", "--no-egtb"},
     "ping\n",
     "pong\n",
     "error message=\"line 1 longer than 1048576 bytes: ignored\"",
     0},
};

// Standard input from a file, a FIFO, /dev/null or a directory.
TEST_F(HostileSources, LineCommandsReadStandardInputOfEveryKind) {
  fs::create_directory(path("folder"));
  for (const LineReaderCommand& command : kLineReaders) {
    SCOPED_TRACE(command.label);
    write_file(path("input.txt"), command.input);
    const Outcome file = run(command.args, "", path("input.txt").string());
    EXPECT_EQ(file.run.exit_code, 0) << file.err;
    EXPECT_EQ(file.out, command.answer);

    fs::remove(path("input.fifo"));
    ASSERT_EQ(::mkfifo(path("input.fifo").c_str(), 0600), 0);
    const Feeder feeder(path("input.fifo"), command.input);
    const Outcome fifo = run(command.args, "", path("input.fifo").string());
    EXPECT_EQ(fifo.run.exit_code, 0) << fifo.err;
    EXPECT_EQ(fifo.out, command.answer);

    const Outcome null = run(command.args, "", "/dev/null");
    EXPECT_EQ(null.run.exit_code, 0) << null.err;
    EXPECT_EQ(null.out, "");

    const Outcome folder = run(command.args, "", path("folder").string());
    EXPECT_EQ(folder.run.exit_code, 2);
    EXPECT_EQ(folder.err, "pdn " + command.label + ": -: Is a directory\n");
  }
}

// A line past the bound is answered with an error naming it, and the lines after it are read;
// bytes that are not UTF-8 are a line like any other.
TEST_F(HostileSources, LineCommandsSkipOverlongLines) {
  for (const LineReaderCommand& command : kLineReaders) {
    SCOPED_TRACE(command.label);
    write_file(path("input.txt"),
               std::string(2 * kMiB, 'x') + "\n\xff\xfe\xc0\x80\n" + command.input);
    const Outcome outcome = run(command.args, "", path("input.txt").string());
    EXPECT_EQ(outcome.run.exit_code, command.overlong_exit) << outcome.err;
    EXPECT_EQ(first_line(outcome.err + outcome.out), command.overlong);
    EXPECT_TRUE(outcome.out.ends_with(command.answer)) << outcome.out;
  }
}

// /dev/zero as standard input: one line that never ends, reported as soon as it passes the
// bound, then skipped in bounded memory until the test stops the command.
TEST_F(HostileSources, LineCommandsOnZeroDeviceStayBounded) {
  for (const LineReaderCommand& command : kLineReaders) {
    SCOPED_TRACE(command.label);
    const Outcome outcome = run_until_reported(command.args, "", "/dev/zero", 60);
    EXPECT_TRUE(outcome.run.killed_by_test);
    EXPECT_EQ(first_line(outcome.err + outcome.out), command.overlong);
    EXPECT_LE(outcome.run.max_rss_kib, 32 * 1024 * kSlowdown);
  }
}

// Stops the child `pid` once `file` is in its memory map (it is being read), makes `change`,
// and lets it go on. False when the child ended, or never mapped the file, first.
bool change_while_mapped(pid_t pid, const fs::path& file, const std::function<void()>& change) {
  const fs::path maps = "/proc/" + std::to_string(pid) + "/maps";
  const std::string mapped = " " + fs::canonical(file).string() + "\n";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (std::chrono::steady_clock::now() < deadline) {
    if (read_file(maps).find(mapped) == std::string::npos) {
      ::usleep(200);
      continue;
    }
    int status = 0;
    ::kill(pid, SIGSTOP);
    if (::waitpid(pid, &status, WUNTRACED) != pid || !WIFSTOPPED(status)) return false;
    const bool still_mapped = read_file(maps).find(mapped) != std::string::npos;
    if (still_mapped) change();
    ::kill(pid, SIGCONT);
    return still_mapped;
  }
  return false;
}

// Copies of `text` up to at least `bytes`: an input that takes a while to read.
std::string repeated(const std::string& text, std::size_t bytes) {
  std::string big;
  while (big.size() < bytes) big += text;
  return big;
}

// A file truncated while a command reads it (the command stopped with SIGSTOP once it has
// mapped the file, the file cut, the command let go on): exit code 2 and a message naming the
// file, never SIGBUS. Also for JSON Lines, and with workers reading pieces of the file.
TEST_F(HostileSources, FileTruncatedWhileReadIsAnError) {
  write_file(path("sample.pdn"), kSample);
  const Outcome json = run({"convert", "--to", "json", "@IN"}, path("sample.pdn").string());
  ASSERT_FALSE(json.out.empty()) << json.err;
  std::vector<Reader> readers = kReaders;
  readers.push_back({"convert_json", {"convert", "@IN", "-o", "@OUT"}, 0, {}, ""});
  for (const Reader& reader : readers) {
    SCOPED_TRACE(reader.label);
    const bool json_lines = reader.label == "convert_json";
    const fs::path file = path(json_lines ? "big.jsonl" : "big.pdn");
    const std::string text = repeated(json_lines ? json.out : kSample, 16 * kMiB);
    const std::size_t kept = json_lines ? json.out.size() : kSample.size();
    write_file(file, text);
    const Child child = start(reader.args, file.string());
    EXPECT_TRUE(change_while_mapped(child.pid, file, [&] { fs::resize_file(file, kept); }));
    const Outcome outcome = finish(child, 120);
    EXPECT_EQ(outcome.run.signal, 0);
    EXPECT_EQ(outcome.run.exit_code, 2);
    const std::string message = "pdn " + reader.args[0] + ": " + file.string() +
                                ": changed while it was read (" + std::to_string(text.size()) +
                                " bytes when opened, " + std::to_string(kept) + " now)\n";
    EXPECT_NE(outcome.err.find(message), std::string::npos) << outcome.err.substr(0, 2000);
    fs::remove(file);
  }
}

// Rewritten in place (same size, a new modification time) or replaced under its name (renamed
// over) while read: the run does not pass what it read for the file.
TEST_F(HostileSources, FileRewrittenOrReplacedWhileReadIsAnError) {
  const fs::path file = path("big.pdn");
  const std::string text = repeated(kSample, 16 * kMiB);
  const std::vector<std::pair<std::string, std::function<void()>>> changes = {
      {"rewritten",
       [&] {
         const int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
         ASSERT_EQ(::pwrite(fd, text.data(), 1, 0), 1);
         const timespec times[2] = {{946684800, 0}, {946684800, 0}};  // 2000-01-01
         ASSERT_EQ(::futimens(fd, times), 0);
         ::close(fd);
       }},
      {"replaced by another file",
       [&] {
         write_file(path("other.pdn"), kSample);
         fs::rename(path("other.pdn"), file);
       }},
  };
  for (const auto& [what, change] : changes) {
    SCOPED_TRACE(what);
    write_file(file, text);
    const Child child = start({"validate", "-q", "@IN"}, file.string());
    EXPECT_TRUE(change_while_mapped(child.pid, file, change));
    const Outcome outcome = finish(child, 120);
    EXPECT_EQ(outcome.run.exit_code, 2);
    EXPECT_EQ(outcome.err,
              "pdn validate: " + file.string() + ": changed while it was read (" + what + ")\n");
  }
}

}  // namespace
}  // namespace damas::test
