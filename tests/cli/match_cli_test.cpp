// End-to-end tests of pdn match: the games played, their record and the exit codes.
#include "cli_runner.hpp"

namespace damas::test {
namespace {

class MatchTest : public CliTest {};

TEST_F(MatchTest, TwoGamesAtLowDepthGiveTwoValidRecordsAndAScore) {
  const std::string out = (dir_ / "match.pdn").string();
  const CommandResult r =
      run("match --engine builtin:depth=2 --engine builtin:depth=1 --games 2 -o " + out);
  EXPECT_EQ(r.exit_code, 0);
  const auto lines = r.lines();
  ASSERT_EQ(lines.size(), 3u) << r.out;
  EXPECT_EQ(lines[0].rfind("game 1: builtin:depth=2 - builtin:depth=1: ", 0), 0u) << r.out;
  EXPECT_EQ(lines[1].rfind("game 2: builtin:depth=1 - builtin:depth=2: ", 0), 0u) << r.out;
  EXPECT_EQ(lines[2].rfind("builtin:depth=2 vs builtin:depth=1: +", 0), 0u) << r.out;
  EXPECT_NE(lines[2].find("Elo"), std::string::npos) << r.out;
  // The record reads back without a single warning, with its two games.
  const CommandResult check = run("validate --werror --format json " + out);
  EXPECT_EQ(check.exit_code, 0) << check.out;
  EXPECT_EQ(check.lines().size(), 2u) << check.out;
}

TEST_F(MatchTest, TheSameEngineTwiceIsToldApart) {
  const CommandResult r = run("match --engine builtin --engine builtin --depth 1 --games 1");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.lines().front().rfind("game 1: builtin (A) - builtin (B): ", 0), 0u) << r.out;
}

TEST_F(MatchTest, LongerOpeningsGiveMoreGames) {
  const std::string out = (dir_ / "match.pdn").string();
  const CommandResult r = run("match --engine builtin --engine builtin --depth 1 --games 3 "
                              "--opening-plies 3 -q -o " + out);
  EXPECT_EQ(r.exit_code, 0);
  // Openings in square order: games 1 and 2 play the first, game 3 the second.
  const std::vector<std::string> starts = {"1. 9-13 21-17 2. 5-9 ", "1. 9-13 21-17 2. 5-9 ",
                                           "1. 9-13 21-17 2. 10-14 "};
  std::vector<std::string> found;
  for (const std::string& line : CommandResult{0, read_file(out)}.lines()) {
    if (line.rfind("1. ", 0) == 0) found.push_back(line.substr(0, starts[found.size() % 3].size()));
  }
  EXPECT_EQ(found, starts);
  // 302 openings of 3 plies: 604 games at most.
  EXPECT_EQ(run("match --engine builtin --engine builtin --games 605 --opening-plies 3").exit_code,
            2);
  EXPECT_EQ(run("match --engine builtin --engine builtin --opening-plies 5").exit_code, 2);
}

TEST_F(MatchTest, BadUsageExitsWith2) {
  EXPECT_EQ(run("match --engine builtin").exit_code, 2);
  EXPECT_EQ(run("match --engine builtin --engine scan").exit_code, 2);
  EXPECT_EQ(run("match --engine builtin:depth=0 --engine builtin").exit_code, 2);
  EXPECT_EQ(run("match --engine builtin:speed=3 --engine builtin").exit_code, 2);
  EXPECT_EQ(run("match --engine builtin --engine builtin --games 0").exit_code, 2);
}

}  // namespace
}  // namespace damas::test
