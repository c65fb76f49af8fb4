// `pdn convert` and `pdn annotate` on a stream written a game at a time (a relay, `tail -f
// live.pdn | pdn convert -`): what each makes of a game reaches its output once the game has
// come, before the writer sends the next one or closes the stream. Standard output is read as a
// file the child writes (it is block-buffered then, as into a pipe); the rejected games go to
// a FIFO that the test reads.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "../write_all.hpp"
#include "child_process.hpp"
#include "cli_runner.hpp"
#include "relay_games.hpp"

namespace damas::test {
namespace {

class LiveOutput : public CliTest {
 protected:
  // Runs pdn with `args` reading the games from a pipe, written one at a time: after each but
  // the last, waits until standard output holds `per_game` lines that contain `marker` per game
  // written so far. Gives how many of those waits saw the game's output in time.
  int written_in_time(const std::vector<std::string>& args, std::string_view marker, int per_game,
                      const std::vector<std::string>& games) {
    int ends[2];
    if (::pipe2(ends, O_CLOEXEC) != 0) return -1;
    ChildExtras extras;
    extras.stdin_descriptor = ends[0];
    const Child child = start_child(DAMAS_PDN_BINARY, args, "", out_, err_, extras);
    ::close(ends[0]);
    int in_time = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
      EXPECT_TRUE(write_all(ends[1], games[i]));
      if (i + 1 == games.size()) break;
      const int wanted = per_game * static_cast<int>(i + 1);
      if (wait_for_lines(out_, std::string(marker), wanted, kRelayPatience) >= wanted) ++in_time;
    }
    ::close(ends[1]);
    exit_code_ = wait_child(child, 120).exit_code;
    return in_time;
  }

  void SetUp() override {
    CliTest::SetUp();
    out_ = (dir_ / "out.txt").string();
    err_ = (dir_ / "err.txt").string();
  }

  std::string out_;  // the child's standard output
  std::string err_;
  int exit_code_ = -1;
};

TEST_F(LiveOutput, ConvertWritesEachGameBeforeTheNextComes) {
  const int in_time = written_in_time(
      {"convert", "--to", "json", "-"}, "{\"game\"", 1,
      {std::string(kRelayLegalGame), std::string(kRelayLegalGame), std::string(kRelayLegalGame)});
  EXPECT_EQ(in_time, 2) << "a game was written only once the next came";
  EXPECT_EQ(exit_code_, 0) << read_file(err_);
  const CommandResult written{0, read_file(out_)};
  EXPECT_EQ(written.lines().size(), 3u) << written.out;
}

TEST_F(LiveOutput, TwoJobsWriteEachGameBeforeTheNextComes) {
  // The workers get the games read so far whenever the stream waits, not once a slice of 32 KB
  // has filled, and their results are written out then.
  const std::string legal(kRelayLegalGame);
  EXPECT_EQ(written_in_time({"convert", "--to", "json", "-j", "2", "-"}, "{\"game\"", 1,
                            {legal, legal, legal}),
            2)
      << "convert -j 2 wrote a game only once the next came";
  EXPECT_EQ(exit_code_, 0) << read_file(err_);
  EXPECT_EQ(written_in_time({"validate", "--format", "json", "-j", "2", "-"}, "{", 1,
                            {legal, std::string(kRelayIllegalGame), legal}),
            2)
      << "validate -j 2 reported a game only once the next came";
  EXPECT_EQ(exit_code_, 1) << read_file(err_);  // the second game has an error
  const CommandResult reports{0, read_file(out_)};
  EXPECT_EQ(reports.lines().size(), 3u) << reports.out;
}

TEST_F(LiveOutput, ConvertWritesEachGameOfJsonLinesBeforeTheNextComes) {
  // The game as a line of JSON Lines, made from its PDN by pdn itself.
  const CommandResult json =
      run("convert --to json " + write("game.pdn", std::string(kRelayLegalGame)));
  ASSERT_EQ(json.exit_code, 0);
  ASSERT_EQ(json.lines().size(), 1u) << json.out;
  const int in_time = written_in_time({"convert", "--to", "pdn", "-"}, "[Event ", 1,
                                      {json.out, json.out, json.out});
  EXPECT_EQ(in_time, 2) << "a game was written only once the next came";
  EXPECT_EQ(exit_code_, 0) << read_file(err_);
}

TEST_F(LiveOutput, AnnotateWritesEachGameBeforeTheNextComes) {
  // Each game annotated holds one Annotator tag.
  const int in_time = written_in_time(
      {"annotate", "--depth", "2", "-q", "-"}, "[Annotator ", 1,
      {std::string(kRelayLegalGame), std::string(kRelayLegalGame), std::string(kRelayLegalGame)});
  EXPECT_EQ(in_time, 2) << "a game was written only once the next came";
  EXPECT_EQ(exit_code_, 0) << read_file(err_);
}

// Reads from `fd` until `text` holds `wanted` or kRelayPatience passes; false then.
bool read_until(int fd, std::string& text, std::string_view wanted) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(kRelayPatience);
  while (text.find(wanted) == std::string::npos) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    pollfd ready{fd, POLLIN, 0};
    if (left.count() <= 0 || ::poll(&ready, 1, static_cast<int>(left.count())) <= 0) return false;
    char buffer[4096];
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got <= 0) return false;
    text.append(buffer, static_cast<std::size_t>(got));
  }
  return true;
}

TEST_F(LiveOutput, ConvertRejectsEachBrokenGameAsItWasReadBeforeTheNextComes) {
  // The rejected game is held for the text that may follow it (the blanks after it): a live
  // stream's goes out once the stream waits, as it was read, to a FIFO the test reads.
  const std::string fifo = (dir_ / "rejects.pdn").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  int ends[2];
  ASSERT_EQ(::pipe2(ends, O_CLOEXEC), 0);
  ChildExtras extras;
  extras.stdin_descriptor = ends[0];
  const Child child =
      start_child(DAMAS_PDN_BINARY, {"convert", "-", "--rejects", fifo}, "", out_, err_, extras);
  ::close(ends[0]);
  const int rejects = ::open(fifo.c_str(), O_RDONLY | O_CLOEXEC);  // once convert opens it
  ASSERT_GE(rejects, 0);
  EXPECT_TRUE(write_all(ends[1], kRelayLegalGame));
  EXPECT_TRUE(write_all(ends[1], kRelayIllegalGame));
  std::string rejected;
  const bool in_time = read_until(rejects, rejected, kRelayIllegalGame);
  EXPECT_TRUE(write_all(ends[1], kRelayIllegalGame));
  ::close(ends[1]);
  EXPECT_TRUE(read_until(rejects, rejected,
                         std::string(kRelayIllegalGame) + std::string(kRelayIllegalGame)));
  ::close(rejects);
  const ChildRun run = wait_child(child, 60);
  EXPECT_TRUE(in_time) << "the rejected game was written only once the next came: " << rejected;
  EXPECT_EQ(run.exit_code, 1) << read_file(err_);
  // As read, nothing lost and nothing added: the two games' texts one after the other.
  EXPECT_EQ(rejected, std::string(kRelayIllegalGame) + std::string(kRelayIllegalGame));
}

}  // namespace
}  // namespace damas::test
