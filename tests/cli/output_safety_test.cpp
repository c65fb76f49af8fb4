// Nothing lost, nothing half written, end to end: every game read is either written or reported,
// `pdn convert -o OUT` killed midway leaves OUT as it was and no temporary behind, and a reader
// that closes the pipe early ends pdn quietly with exit code 0.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#include "child_process.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

namespace fs = std::filesystem;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

std::size_t count_lines(const std::string& text, const std::string& containing = "") {
  std::size_t count = 0;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    if (text.substr(start, end - start).find(containing) != std::string::npos) ++count;
  }
  return count;
}

std::string good_game(std::size_t i) {
  return "[Event \"Good " + std::to_string(i) + "\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 15x24 *\n\n";
}

// Broken in different ways, each a syntax error that the reader recovers from at the next game.
std::string broken_game(std::size_t i) {
  switch (i % 4) {
    case 0: return "[Event \"Bad move\"]\n1. 11-15 9n *\n\n";
    case 1: return "[Event \"Bad tag\" junk]\n1. 11-15 *\n\n";
    case 2: return "[Event \"Deep\"]\n1. 11-15 " + std::string(100, '(') + "*\n\n";
    default: return "[Event \"Bad NAG\"]\n1. 11-15 $x *\n\n";
  }
}

// Games written by a large enough run that it is surely still running when killed.
std::string many_games(std::size_t count) {
  std::string text;
  for (std::size_t i = 0; i < count; ++i) text += good_game(i);
  return text;
}

class OutputSafety : public CliTest {};

TEST_F(OutputSafety, EveryGameIsWrittenOrReported) {
  std::string text;
  const std::size_t good = 30;
  const std::size_t broken = 20;
  for (std::size_t i = 0; i < good + broken; ++i) text += i % 5 < 3 ? good_game(i) : broken_game(i);
  const std::string in = write("mixed.pdn", text);
  const std::string out = (dir_ / "out.jsonl").string();
  const std::string err = (dir_ / "err").string();

  const ChildRun convert =
      run_child(DAMAS_PDN_BINARY, {"convert", "--to", "json", in, "-o", out}, "", "/dev/null", err);
  EXPECT_EQ(convert.exit_code, 1);
  EXPECT_EQ(count_lines(slurp(out)), good);
  EXPECT_EQ(count_lines(slurp(err), ": error: "), broken);

  const CommandResult validate = run("validate --format json " + in);
  EXPECT_EQ(validate.exit_code, 1);
  EXPECT_EQ(validate.lines().size(), good + broken);
  EXPECT_EQ(count_lines(validate.out, "\"code\":\"syntax\""), broken);
}

TEST_F(OutputSafety, KilledConvertLeavesTheOldOutput) {
  const fs::path fifo = dir_ / "input.fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string out = write("out.pdn", "the old output\n");
  const Child child = start_child(DAMAS_PDN_BINARY, {"convert", "-o", out}, fifo.string(),
                                  "/dev/null", "/dev/null");
  {
    // Half the input, then the child waits for more: it has converted and written games.
    std::ofstream feed(fifo, std::ios::binary);
    feed << many_games(20'000) << "[Event \"Cut";
    feed.flush();
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    ::kill(child.pid, SIGKILL);
  }
  const ChildRun run = wait_child(child);
  EXPECT_EQ(run.signal, SIGKILL);
  EXPECT_EQ(slurp(out), "the old output\n");
  std::vector<std::string> left;
  for (const auto& entry : fs::directory_iterator(dir_)) left.push_back(entry.path().filename());
  std::sort(left.begin(), left.end());
  EXPECT_EQ(left, (std::vector<std::string>{"input.fifo", "out.pdn"}));
}

TEST_F(OutputSafety, NextRunRemovesATemporaryOfAKilledRun) {
  // Where O_TMPFILE is missing, a killed run leaves ".OUT.tmp-PID"; no process has this id
  // (beyond Linux's largest, 2^22).
  const std::string stale = write(".out.pdn.tmp-2147483647", "partial");
  const std::string in = write("in.pdn", good_game(1));
  EXPECT_EQ(run("convert " + in + " -o " + (dir_ / "out.pdn").string()).exit_code, 0);
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_NE(slurp(dir_ / "out.pdn").find("Good 1"), std::string::npos);
}

TEST_F(OutputSafety, ClosedPipeEndsQuietly) {
  const std::string in = write("big.pdn", many_games(20'000));
  for (const std::string command : {"convert", "convert --to json", "validate", "validate -j 2"}) {
    SCOPED_TRACE(command);
    const std::string err = (dir_ / "err").string();
    const std::string line = "set -o pipefail; " + std::string(DAMAS_PDN_BINARY) + " " + command +
                             " " + in + " 2>" + err + " | head -1 >/dev/null";
    const int status = std::system(("bash -c '" + line + "'").c_str());
    EXPECT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
    EXPECT_EQ(slurp(err), "");
  }
}

}  // namespace
}  // namespace damas::test
