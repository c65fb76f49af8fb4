// `pdn validate` on a stream written a game at a time (a relay, `tail -f game.pdn | pdn
// validate -`): each game's report comes out once the game has come, before the writer sends
// the next one or closes the stream; from standard input and from a FIFO named on the command
// line.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "../write_all.hpp"
#include "child_process.hpp"
#include "cli_runner.hpp"
#include "relay_games.hpp"

namespace damas::test {
namespace {

using nlohmann::json;

class LiveValidate : public CliTest {};

TEST_F(LiveValidate, EachGameFromStandardInputIsReportedBeforeTheNextComes) {
  int ends[2];
  ASSERT_EQ(::pipe2(ends, O_CLOEXEC), 0);
  ChildExtras extras;
  extras.stdin_descriptor = ends[0];
  const std::string out = (dir_ / "out.jsonl").string();
  const std::string err = (dir_ / "err.txt").string();
  const Child child =
      start_child(DAMAS_PDN_BINARY, {"validate", "--format", "json", "-"}, "", out, err, extras);
  ::close(ends[0]);
  EXPECT_TRUE(write_all(ends[1], kRelayLegalGame));
  const int first = wait_for_lines(out, "{", 1, kRelayPatience);
  EXPECT_TRUE(write_all(ends[1], kRelayIllegalGame));
  const int second = wait_for_lines(out, "{", 2, kRelayPatience);
  EXPECT_TRUE(write_all(ends[1], kRelayLegalGame));
  ::close(ends[1]);
  const ChildRun run = wait_child(child, 60);
  EXPECT_EQ(first, 1) << "no report before the second game came";
  EXPECT_EQ(second, 2) << "no report before the third game came";
  EXPECT_EQ(run.exit_code, 1) << read_file(err);  // the second game has an error
  const std::vector<std::string> lines = CommandResult{0, read_file(out)}.lines();
  ASSERT_EQ(lines.size(), 3u) << read_file(out);
  for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(json::parse(lines[i])["game"], i + 1);
  EXPECT_TRUE(json::parse(lines[0])["diagnostics"].empty()) << lines[0];
  EXPECT_EQ(json::parse(lines[1])["diagnostics"][0]["reason"], "capture-required") << lines[1];
  EXPECT_TRUE(json::parse(lines[2])["diagnostics"].empty()) << lines[2];
}

TEST_F(LiveValidate, EachGameFromAFifoIsReportedBeforeTheNextComes) {
  // The text report: a legal game (no lines), an illegal move (its lines begin with the input's
  // name), a legal game, then the summary line.
  const std::string fifo = (dir_ / "relay.pdn").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string out = (dir_ / "out.txt").string();
  const std::string err = (dir_ / "err.txt").string();
  const Child child = start_child(DAMAS_PDN_BINARY, {"validate", "--ascii", fifo}, "", out, err);
  const int fd = ::open(fifo.c_str(), O_WRONLY | O_CLOEXEC);  // once validate opens it
  ASSERT_GE(fd, 0);
  EXPECT_TRUE(write_all(fd, kRelayLegalGame));
  EXPECT_TRUE(write_all(fd, kRelayIllegalGame));
  const int reported = wait_for_lines(out, fifo + ":17:", 1, kRelayPatience);
  EXPECT_TRUE(write_all(fd, kRelayLegalGame));
  ::close(fd);
  const ChildRun run = wait_child(child, 60);
  EXPECT_EQ(reported, 1) << "no report before the next game came";
  EXPECT_EQ(run.exit_code, 1) << read_file(err);
  const std::string report = read_file(out);
  EXPECT_NE(report.find(fifo + ":17:19: error: game 2, ply 3 (10-14): a capture is compulsory"),
            std::string::npos)
      << report;
  EXPECT_NE(report.find(fifo + ": 3 games, 1 with errors, 0 with warnings"), std::string::npos)
      << report;
}

}  // namespace
}  // namespace damas::test
