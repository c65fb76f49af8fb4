// End-to-end tests of pdn match: the games played, their record and the exit codes.
#include <signal.h>
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <sstream>
#include <thread>

#include "child_process.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

class MatchTest : public CliTest {
 protected:
  // A's wins, draws and losses ("+1 =5 -2") in the games recorded in `records`, as pdn
  // validate judges each record on the board: the tally worked out apart from pdn match.
  static std::string tally_from_records(const std::string& records, const std::string& a) {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (const std::string& game : run("validate --format json " + records).lines()) {
      const bool a_white = game.find("\"White\":\"" + a + "\"") != std::string::npos;
      EXPECT_NE(a_white, game.find("\"Black\":\"" + a + "\"") != std::string::npos) << game;
      if (game.find("\"outcome\":{\"result\":\"1/2-1/2\"") != std::string::npos) {
        ++draws;
      } else if (game.find("\"outcome\":{\"result\":\"1-0\"") != std::string::npos) {
        ++(a_white ? wins : losses);
      } else if (game.find("\"outcome\":{\"result\":\"0-1\"") != std::string::npos) {
        ++(a_white ? losses : wins);
      } else {
        ADD_FAILURE() << "a game that did not end: " << game;
      }
    }
    return "+" + std::to_string(wins) + " =" + std::to_string(draws) + " -" +
           std::to_string(losses);
  }
};

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

// The same command run again without --resume (after a stop, say) would replace the games
// recorded with its first save: refused, and the way on named. Another match's records are
// replaced as any -o is.
TEST_F(MatchTest, RecordsOfTheSameMatchAreNotReplacedWithoutResume) {
  const std::string out = (dir_ / "match.pdn").string();
  const std::string args = "match --engine builtin:depth=2 --engine builtin:depth=1 --games 2 -q";
  ASSERT_EQ(run(args + " -o " + out).exit_code, 0);
  const std::string recorded = read_file(out);
  const CommandResult again = run(args + " -o " + out, true);
  EXPECT_EQ(again.exit_code, 2);
  EXPECT_NE(again.out.find("pdn match: -o '" + out +
                           "' records 2 games of this match already: "
                           "--resume '" +
                           out +
                           "' goes on with them; remove it to play them "
                           "again\n"),
            std::string::npos)
      << again.out;
  EXPECT_EQ(read_file(out), recorded);
  EXPECT_EQ(run(args + " -o " + out + " --resume " + out).exit_code, 0);
  EXPECT_EQ(read_file(out), recorded);
  // Depth 3 against depth 1 is another match.
  EXPECT_EQ(run("match --engine builtin:depth=3 --engine builtin:depth=1 --games 2 -q -o " + out)
                .exit_code,
            0);
  EXPECT_NE(read_file(out), recorded);
}

TEST_F(MatchTest, TheTallyCountsEveryResultForTheRightEngine) {
  // Depth 3 against depth 5, 8 games: wins, draws and losses on both colours.
  const std::string out = (dir_ / "match.pdn").string();
  const CommandResult r = run(
      "match --engine builtin:depth=3 --engine builtin:depth=5 --games 8 -q -o " + out);
  EXPECT_EQ(r.exit_code, 0);
  const std::string tally = tally_from_records(out, "builtin:depth=3");
  EXPECT_EQ(r.out.rfind("builtin:depth=3 vs builtin:depth=5: " + tally + ", ", 0), 0U) << r.out;
  // The whole line, worked out by hand for the tally the records gave when this was written
  // (a change to the search may change the games, and then this figure): 1 win, 4 draws, 3
  // losses score 3 / 8 = 37.5%, -88.7 Elo; var = (0.625^2 + 4 * 0.125^2 + 3 * 0.375^2) / 8 =
  // 0.1094, so 37.5% -+ 1.96 * sqrt(0.1094 / 8) = 22.92%: 14.58% (-307.1) to 60.42% (+73.5).
  EXPECT_EQ(tally, "+1 =4 -3");
  EXPECT_EQ(r.out,
            "builtin:depth=3 vs builtin:depth=5: +1 =4 -3, score 37.5%, Elo -89 (95%: -307 to "
            "+73)\n");
}

TEST_F(MatchTest, AMatchLostOrWonInEveryGameHasNoFiniteElo) {
  // Depth 1 against depth 6 loses both games of the first opening; two straight losses leave
  // the score at most 1 - sqrt(0.025) = 84.19%, +290.5 Elo.
  const std::string out = (dir_ / "match.pdn").string();
  CommandResult r =
      run("match --engine builtin:depth=1 --engine builtin:depth=6 --games 2 -q -o " + out);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(tally_from_records(out, "builtin:depth=1"), "+0 =0 -2");
  EXPECT_EQ(r.out,
            "builtin:depth=1 vs builtin:depth=6: +0 =0 -2, score 0.0%, no finite Elo (every game "
            "lost; 95%: at most +291)\n");
  r = run("match --engine builtin:depth=6 --engine builtin:depth=1 --games 2 -q");
  EXPECT_EQ(r.out,
            "builtin:depth=6 vs builtin:depth=1: +2 =0 -0, score 100.0%, no finite Elo (every game "
            "won; 95%: at least -291)\n");
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

TEST_F(MatchTest, FirstGamePlaysTheLastGamesOfTheWholeMatch) {
  // Fixed depths play the same games every time: games 3 to 6 alone are the whole match's games
  // 3 to 6, numbered and coloured as there, whatever the openings.
  for (const std::string openings : {"--opening-plies 3", "--random-openings 5"}) {
    const std::string args =
        "match --engine builtin:depth=2 --engine builtin:depth=1 --games 6 " + openings + " -o ";
    const std::string whole = (dir_ / "whole.pdn").string();
    const CommandResult all = run(args + whole);
    ASSERT_EQ(all.exit_code, 0) << all.out;
    const std::string part = (dir_ / "part.pdn").string();
    const CommandResult last = run(args + part + " --first-game 3");
    ASSERT_EQ(last.exit_code, 0) << last.out;
    const std::vector<std::string> games = split_games(read_file(whole));
    ASSERT_EQ(games.size(), 6U);
    EXPECT_EQ(split_games(read_file(part)),
              std::vector<std::string>(games.begin() + 2, games.end()));
    // The lines of games 3 to 6, and a score of those four games only.
    const auto lines = last.lines();
    ASSERT_EQ(lines.size(), 5U) << last.out;
    const auto all_lines = all.lines();
    ASSERT_EQ(all_lines.size(), 7U) << all.out;
    EXPECT_EQ(std::vector<std::string>(lines.begin(), lines.begin() + 4),
              std::vector<std::string>(all_lines.begin() + 2, all_lines.begin() + 6));
    const std::string tally = tally_from_records(part, "builtin:depth=2");
    EXPECT_EQ(lines[4].rfind("builtin:depth=2 vs builtin:depth=1: " + tally + ", ", 0), 0U)
        << lines[4];
  }
  EXPECT_EQ(run("match --depth 1 --games 4 --first-game 4 -q").lines().size(), 1U);
}

// The records of games `numbers` (1-based) among `games`, as one text.
std::string records_of(const std::vector<std::string>& games, const std::vector<int>& numbers) {
  std::string text;
  for (int n : numbers) text += games[static_cast<std::size_t>(n - 1)];
  return text;
}

TEST_F(MatchTest, AResumedMatchPlaysOnlyTheGamesItsRecordsLackAndScoresTheWholeMatch) {
  // Fixed depths play the same games every time: the whole match played at once is the
  // reference. Games 1, 2 and 4 (not the first ones only: with -j, a later game may finish
  // before an earlier one) are given back by --resume; the run plays 3, 5 and 6 alone and its
  // -o, the file it resumed from, then holds the whole match in game order.
  for (const std::string openings : {"--opening-plies 3", "--random-openings 5"}) {
    const std::string args =
        "match --engine builtin:depth=2 --engine builtin:depth=1 --games 6 " + openings;
    const std::string whole = (dir_ / "whole.pdn").string();
    const CommandResult all = run(args + " -o " + whole);
    ASSERT_EQ(all.exit_code, 0) << all.out;
    const std::vector<std::string> games = split_games(read_file(whole));
    ASSERT_EQ(games.size(), 6U);
    const std::string part = write("part.pdn", records_of(games, {1, 2, 4}));
    const CommandResult rest = run(args + " -j 2 --resume " + part + " -o " + part);
    ASSERT_EQ(rest.exit_code, 0) << rest.out;
    EXPECT_EQ(read_file(part), read_file(whole));
    const auto all_lines = all.lines();
    ASSERT_EQ(all_lines.size(), 7U) << all.out;
    EXPECT_EQ(rest.lines(),
              (std::vector<std::string>{all_lines[2], all_lines[4], all_lines[5], all_lines[6]}))
        << rest.out;

    // Into another file, from two files of records: the same whole match.
    const std::string first = write("first.pdn", records_of(games, {2}));
    const std::string second = write("second.pdn", records_of(games, {5, 1}));
    const std::string out = (dir_ / "out.pdn").string();
    const CommandResult again =
        run(args + " --resume " + first + " --resume " + second + " -o " + out, true);
    ASSERT_EQ(again.exit_code, 0) << again.out;
    EXPECT_EQ(read_file(out), read_file(whole));
    EXPECT_NE(again.out.find("pdn match: --resume: 3 of the 6 games recorded, 3 to play\n"),
              std::string::npos)
        << again.out;
    EXPECT_EQ(read_file(first), games[1]);  // the files resumed from are only read

    // A shorter match's games are the first of a longer one: a match can be lengthened.
    const std::string four = (dir_ / "four.pdn").string();
    const std::string shorter = args.substr(0, args.find("--games 6")) + "--games 4" +
                                args.substr(args.find("--games 6") + 9);
    ASSERT_EQ(run(shorter + " -o " + four).exit_code, 0);
    const std::string longer = (dir_ / "longer.pdn").string();
    ASSERT_EQ(run(args + " --resume " + four + " -o " + longer).exit_code, 0);
    EXPECT_EQ(read_file(longer), read_file(whole));
  }
}

TEST_F(MatchTest, AMatchWhoseGamesAreAllResumedPlaysNoneAndScoresThem) {
  const std::string args = "match --engine builtin:depth=2 --engine builtin:depth=1 --games 4";
  const std::string whole = (dir_ / "whole.pdn").string();
  const CommandResult all = run(args + " -o " + whole);
  ASSERT_EQ(all.exit_code, 0) << all.out;
  // A file named twice (once through a link) is read once: no game seems recorded twice.
  const std::filesystem::path link = dir_ / "link.pdn";
  std::filesystem::create_symlink(whole, link);
  const CommandResult none =
      run(args + " --resume " + whole + " --resume " + link.string() + " -q", true);
  EXPECT_EQ(none.exit_code, 0) << none.out;
  const std::string tally = tally_from_records(whole, "builtin:depth=2");
  EXPECT_EQ(none.out,
            "pdn match: --resume: 4 of the 4 games recorded, 0 to play\n"
            "builtin:depth=2 vs builtin:depth=1: " +
                tally + all.lines().back().substr(all.lines().back().find(',')) + "\n");
  // A game in two files counts once: silently when both records are the same (a run resumed
  // from one file into another, then resumed from both), with a word when they differ.
  const std::string copy = write("copy.pdn", read_file(whole));
  const CommandResult same = run(args + " --resume " + whole + " --resume " + copy + " -q", true);
  EXPECT_EQ(same.exit_code, 0) << same.out;
  EXPECT_EQ(same.out, none.out);
  std::string changed = read_file(whole);
  changed.insert(changed.find("\n\n") + 2, "{another record of game 1} ");
  const std::string other = write("other.pdn", changed);
  const CommandResult twice = run(args + " --resume " + whole + " --resume " + other + " -q", true);
  EXPECT_EQ(twice.exit_code, 0) << twice.out;
  EXPECT_NE(twice.out.find(other + ":1:1: game 1: game 1 is in the records twice; the first "
                                   "counts\n"),
            std::string::npos)
      << twice.out;
  EXPECT_EQ(twice.lines().size(), 3U) << twice.out;  // games 2 to 4 the same: no word
  EXPECT_EQ(twice.lines().back(), all.lines().back());
}

TEST_F(MatchTest, RecordsOfAnotherMatchAreNotResumed) {
  // Each record below is a game of some match, but not the game this match plays under its
  // number: counting it would mix two matches. Nothing is played and -o is not written.
  const std::string args = "match --engine builtin:depth=2 --engine builtin:depth=1 --games 4";
  const std::string whole = (dir_ / "whole.pdn").string();
  ASSERT_EQ(run(args + " -o " + whole).exit_code, 0);
  const std::vector<std::string> games = split_games(read_file(whole));
  ASSERT_EQ(games.size(), 4U);
  auto replaced = [](std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
  };
  const std::string out = (dir_ / "out.pdn").string();
  const struct {
    std::string records;
    std::string extra_options;
    std::string why;
  } cases[] = {
      {games[0], "--games 4 --engine builtin:depth=3 --engine builtin:depth=1",
       "its White is 'builtin:depth=2', not 'builtin:depth=3'"},
      {games[0], "--opening-plies 3", "not with the opening '9-13 21-17 5-9'"},
      {games[0], "--time 1", "it has no TimeControl tag, where '60' was expected"},
      {games[0], "--rules spanish", "its GameType is '28', not '24'"},
      {replaced(games[2], "[WhiteSearch \"depth 2\"]", "[WhiteSearch \"depth 3\"]"), "",
       "its WhiteSearch is 'depth 3', not 'depth 2'"},
      {replaced(games[1], "[Round \"2\"]", "[Round \"3\"]"), "",
       "its White is 'builtin:depth=1', not 'builtin:depth=2'"},
      {replaced(games[2], "[Round \"3\"]", "[Round \"7\"]"), "",
       "its Round is not a game number from 1 to --games 4"},
      {replaced(games[2], "[Round \"3\"]", "[Round \"three\"]"), "",
       "its Round is not a game number from 1 to --games 4"},
      {replaced(games[3], "[Result \"", "[Result \"*\"][X \""), "",
       "its Result is '*': the game did not end"},
  };
  for (const auto& c : cases) {
    // A changed record follows two good ones; under other options the first is already wrong.
    const std::string before = c.extra_options.empty() ? games[0] + games[1] : "";
    const std::string records = write("records.pdn", before + c.records);
    const std::string where = ":" +
                              std::to_string(std::count(before.begin(), before.end(), '\n') + 1) +
                              ":1: game " + (before.empty() ? "1" : "3") + ": ";
    const std::string options = c.extra_options.starts_with("--games")
                                    ? "match --depth 1 " + c.extra_options
                                    : args + " " + c.extra_options;
    const CommandResult r = run(options + " --resume " + records + " -o " + out, true);
    EXPECT_EQ(r.exit_code, 2) << c.why << ": " << r.out;
    EXPECT_NE(r.out.find("pdn match: --resume: " + records + ":"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(where + "not a finished game of this match: "), std::string::npos)
        << where << ": " << r.out;
    EXPECT_NE(r.out.find(c.why + "\n"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(" vs "), std::string::npos) << r.out;  // no game played, no score
    EXPECT_FALSE(std::filesystem::exists(out)) << c.why;
  }
  // Files that are not records: a folder, a file that does not exist, a broken game.
  const std::string broken = write("broken.pdn", games[0] + "[Event \"x\"]\n1. 9-13 {open");
  for (const std::string& file : {dir_.string(), (dir_ / "missing.pdn").string(), broken}) {
    const CommandResult r = run(args + " --resume " + file + " -o " + out, true);
    EXPECT_EQ(r.exit_code, 2) << file << ": " << r.out;
    EXPECT_EQ(r.out.rfind("pdn match: --resume: " + file, 0), 0U) << r.out;
    EXPECT_FALSE(std::filesystem::exists(out)) << file;
  }
  // The SPRT tests the pairs of one run.
  EXPECT_EQ(run(args + " --sprt 0,10 --resume " + whole).exit_code, 2);
}

// The match's own limits are recorded too: a match resumed under another --depth or --movetime
// would count games of two settings as one.
TEST_F(MatchTest, RecordsOfOtherSearchLimitsAreNotResumed) {
  const std::string args = "match --engine builtin --engine builtin:depth=1 --games 2";
  const std::string whole = (dir_ / "whole.pdn").string();
  ASSERT_EQ(run(args + " --depth 2 -o " + whole).exit_code, 0);
  EXPECT_NE(read_file(whole).find("[WhiteSearch \"depth 2\"]\n[BlackSearch \"depth 1\"]"),
            std::string::npos);
  EXPECT_EQ(run(args + " --depth 2 --resume " + whole).exit_code, 0);
  const CommandResult deeper = run(args + " --depth 3 --resume " + whole, true);
  EXPECT_EQ(deeper.exit_code, 2);
  EXPECT_NE(deeper.out.find("its WhiteSearch is 'depth 2', not 'depth 3'\n"), std::string::npos)
      << deeper.out;
  const CommandResult timed = run(args + " --movetime 50 --resume " + whole, true);
  EXPECT_EQ(timed.exit_code, 2);
  EXPECT_NE(timed.out.find("its WhiteSearch is 'depth 2', not 'movetime 50 ms, depth 64'\n"),
            std::string::npos)
      << timed.out;
}

TEST_F(MatchTest, BadUsageExitsWith2) {
  EXPECT_EQ(run("match --engine builtin").exit_code, 2);
  EXPECT_EQ(run("match --engine builtin --engine scan").exit_code, 2);
  EXPECT_EQ(run("match --engine builtin:depth=0 --engine builtin").exit_code, 2);
  EXPECT_EQ(run("match --engine builtin:speed=3 --engine builtin").exit_code, 2);
  EXPECT_EQ(run("match --engine builtin --engine builtin --games 0").exit_code, 2);
}

TEST_F(MatchTest, BadClockSprtOrSaveOptionsExitWith2) {
  for (const char* options :
       {"--time 0", "--time -1", "--time x", "--time 2000", "--inc 1", "--time 1 --inc -1",
        "--sprt 5", "--sprt 5,0", "--sprt 0,5,10", "--sprt 0,x", "--sprt 0,5 --games 3",
        "--alpha 0.1", "--sprt 0,5 --beta 0.7", "--sprt 0,5 --alpha 0", "--first-game 0",
        "--first-game 3", "--sprt 0,5 --games 6 --first-game 2", "--save-every 5",
        "--save-every -1 -o x.pdn", "--save-every x -o x.pdn"}) {
    const CommandResult r = run(std::string("match --depth 1 ") + options, true);
    EXPECT_EQ(r.exit_code, 2) << options;
    EXPECT_NE(r.out.find("pdn match: "), std::string::npos) << options << ": " << r.out;
  }
}

TEST_F(MatchTest, AGameOnTheClockIsPlayedOutAndRecordsItsTimeControl) {
  // Two built-in engines with three seconds each and a tenth of a second a move: each searches
  // within its share of the clock, and the game ends on the board.
  const std::string out = (dir_ / "match.pdn").string();
  const CommandResult r = run(
      "match --engine builtin --engine builtin:depth=2 --time 0.05 --inc 0.1 --games 1 -o " + out);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.out.find("lost on time"), std::string::npos) << r.out;
  const std::string record = read_file(out);
  EXPECT_NE(record.find("[TimeControl \"3+0.1\"]"), std::string::npos) << record;
  EXPECT_EQ(run("validate --werror " + out).exit_code, 0);
}

TEST_F(MatchTest, AnEngineWhoseClockRunsOutLosesOnTime) {
  // `pdn hub` behind a pipe that holds each `go` for half a second, logging what it is told:
  // with 0.12 s on its clock the engine loses on time at its first move, with either colour.
  const std::string log = (dir_ / "told.log").string();
  const std::string slow =
      write("slow.sh", "#!/bin/sh\nwhile IFS= read -r line; do\n  echo \"$line\" >> " + log +
                           "\n  case \"$line\" in go*) sleep 0.5 ;; esac\n  echo \"$line\"\ndone | "
                           "exec " DAMAS_PDN_BINARY " hub\n");
  ::chmod(slow.c_str(), 0755);
  const std::string out = (dir_ / "match.pdn").string();
  const CommandResult r =
      run("match --engine builtin --engine " + slow + " --time 0.002 --games 2 -o " + out);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  const auto lines = r.lines();
  ASSERT_EQ(lines.size(), 3U) << r.out;
  EXPECT_EQ(lines[0], "game 1: builtin - " + slow + ": 1-0 (Black lost on time)");
  EXPECT_EQ(lines[1], "game 2: " + slow + " - builtin: 0-1 (White lost on time)");
  const std::string record = read_file(out);
  EXPECT_NE(record.find("{White lost on time} 0-1"), std::string::npos) << record;
  // The Hub engine was told its clock the protocol's way.
  EXPECT_NE(read_file(log).find("level time=0.120 inc=0.000"), std::string::npos) << read_file(log);
}

TEST_F(MatchTest, TheSprtStopsTheMatchOnceAHypothesisIsAccepted) {
  // Depth 1 against depth 5 with wide error rates: A loses pair after pair, and H0 (A 0 Elo
  // stronger, against 300) is accepted long before the 98 games of the openings.
  const CommandResult r =
      run("match --engine builtin:depth=1 --engine builtin:depth=5 --sprt 0,300 --alpha 0.2 "
          "--beta 0.2");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  const auto lines = r.lines();
  ASSERT_GE(lines.size(), 5U) << r.out;
  EXPECT_LT(lines.size(), 40U) << r.out;
  EXPECT_EQ(lines[2].rfind("pair 1: LLR ", 0), 0U) << r.out;
  EXPECT_NE(lines[2].find(" (-1.39, 1.39)"), std::string::npos) << r.out;  // log(0.2 / 0.8)
  EXPECT_EQ(lines.back().rfind("SPRT elo0 0 elo1 300 alpha 0.2 beta 0.2: H0 accepted, LLR -", 0),
            0U)
      << r.out;
}

TEST_F(MatchTest, AnInterruptedMatchScoresAndWritesTheGamesItFinished) {
  // Games of 20 ms a move last a second or so: the interrupt comes once two games are reported,
  // with others in play and most not started. With -o, standard error says to resume from it;
  // without, from the first game not finished.
  for (const bool recorded : {true, false}) {
    const std::string out = (dir_ / "match.pdn").string();
    // Files of each run's own: the second run's must not show the first one's lines.
    const std::string run_name = recorded ? "recorded" : "unrecorded";
    const std::string printed = (dir_ / (run_name + ".out")).string();
    const std::string errors = (dir_ / (run_name + ".err")).string();
    std::vector<std::string> args = {"match",    "--engine", "builtin:depth=3",
                                     "--engine", "builtin",  "--movetime",
                                     "20",       "--games",  "98",
                                     "-j",       "2"};
    if (recorded) args.insert(args.end(), {"-o", out});
    const Child child = start_child(DAMAS_PDN_BINARY, args, "", printed, errors);
    ASSERT_GE(wait_for_lines(printed, "game ", 2, 120), 2) << read_file(errors);
    const SignalledRun ended = signal_and_wait(child, SIGINT, 60);
    ASSERT_TRUE(ended.sent);
    const std::string err = read_file(errors);
    // Ended by the signal once its games are written: a shell running it in a loop stops too
    // (an exit code of 130 made it go on to the next command).
    EXPECT_EQ(ended.run.signal, SIGINT) << err;
    // The games in play stop with their searches: no game is played out after the signal.
    EXPECT_LT(ended.seconds_to_end, 10.0);

    const auto lines = CommandResult{0, read_file(printed)}.lines();
    ASSERT_GE(lines.size(), 3u) << read_file(printed);
    const int games = wait_for_lines(printed, "game ", 0, 0);
    EXPECT_LT(games, 98);
    EXPECT_NE(err.find("interrupted"), std::string::npos) << err;
    // The games reported, in order: the first one missing is where to go on from without -o.
    int first_missing = 1;
    for (const std::string& line : lines) {
      if (!line.starts_with("game " + std::to_string(first_missing) + ":")) break;
      ++first_missing;
    }
    const std::string go_on = recorded ? "the same command with --resume " + out
                                       : "--first-game " + std::to_string(first_missing);
    EXPECT_NE(err.find("pdn match: " + std::to_string(games) + " of the 98 games played; " + go_on +
                       " plays the rest\n"),
              std::string::npos)
        << err;
    if (!recorded) {
      EXPECT_FALSE(std::filesystem::exists(out));
      continue;
    }
    // The record holds the games reported, no more, and the score is theirs.
    EXPECT_EQ(split_games(read_file(out)).size(), static_cast<std::size_t>(games));
    EXPECT_EQ(run("validate --werror --format json " + out).lines().size(),
              static_cast<std::size_t>(games));
    const std::string tally = tally_from_records(out, "builtin:depth=3");
    EXPECT_EQ(lines.back().rfind("builtin:depth=3 vs builtin: " + tally + ", ", 0), 0U)
        << lines.back();
    std::filesystem::remove(out);
  }
}

TEST_F(MatchTest, AMatchKilledOutrightKeepsItsSavedGamesAndResumesFromThem) {
  // SIGKILL gives the run no chance to write anything: what -o holds is its last save. With
  // --save-every 0 every game is saved before its line is printed, so the file holds the games
  // reported (and perhaps one more, saved but not yet reported), each a whole record.
  const std::string out = (dir_ / "match.pdn").string();
  const std::string printed = (dir_ / "stdout").string();
  const std::string command =
      "match --engine builtin:depth=3 --engine builtin --movetime 20 --games 40 -j 2 "
      "--save-every 0 -o " +
      out;
  std::vector<std::string> match;
  std::istringstream words(command);
  for (std::string word; words >> word;) match.push_back(word);
  const Child child = start_child(DAMAS_PDN_BINARY, match, "", printed, "/dev/null");
  ASSERT_GE(wait_for_lines(printed, "game ", 2, 120), 2);
  const SignalledRun ended = signal_and_wait(child, SIGKILL, 60);
  ASSERT_TRUE(ended.sent);
  ASSERT_EQ(ended.run.signal, SIGKILL) << "the match ended before the signal";
  const int reported = wait_for_lines(printed, "game ", 0, 0);
  const std::vector<std::string> saved = split_games(read_file(out));
  EXPECT_GE(saved.size(), static_cast<std::size_t>(reported));
  EXPECT_LE(saved.size(), static_cast<std::size_t>(reported) + 1);
  EXPECT_EQ(run("validate --werror --format json " + out).lines().size(), saved.size());

  // The same command resumed from the file plays the rest: the file then holds the 40 games,
  // each once, and the last line scores them.
  const CommandResult rest = run(command + " --resume " + out, true);
  EXPECT_EQ(rest.exit_code, 0) << rest.out;
  EXPECT_NE(rest.out.find("pdn match: --resume: " + std::to_string(saved.size()) +
                          " of the 40 games recorded, " + std::to_string(40 - saved.size()) +
                          " to play\n"),
            std::string::npos)
      << rest.out;
  const std::vector<std::string> all = split_games(read_file(out));
  ASSERT_EQ(all.size(), 40U);
  for (std::size_t i = 0; i < all.size(); ++i) {
    EXPECT_NE(all[i].find("[Round \"" + std::to_string(i + 1) + "\"]"), std::string::npos) << i;
  }
  for (std::size_t i = 0; i < saved.size(); ++i) {
    EXPECT_NE(std::find(all.begin(), all.end(), saved[i]), all.end()) << "saved game " << i;
  }
  const std::string tally = tally_from_records(out, "builtin:depth=3");
  EXPECT_EQ(rest.lines().back().rfind("builtin:depth=3 vs builtin: " + tally + ", ", 0), 0U)
      << rest.out;
}

TEST_F(MatchTest, AnInterruptStopsTheSearchesInPlayAtOnce) {
  // Searches to depth 40 would take hours: they end with the signal, their games unplayed, and
  // with no game finished nothing is scored or written. SIGHUP (the terminal gone) is taken as
  // Ctrl-C is: it ended the process at once, the games finished lost.
  const std::string out = (dir_ / "match.pdn").string();
  const std::string printed = (dir_ / "stdout").string();
  const std::string errors = (dir_ / "stderr").string();
  const Child child = start_child(
      DAMAS_PDN_BINARY, {"match", "--depth", "40", "--games", "4", "-j", "2", "-o", out}, "",
      printed, errors);
  ASSERT_TRUE(wait_until_catching(child, SIGHUP, 60));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the searches are under way
  const SignalledRun ended = signal_and_wait(child, SIGHUP, 60);
  ASSERT_TRUE(ended.sent);
  EXPECT_EQ(ended.run.signal, SIGHUP) << read_file(errors);
  EXPECT_LT(ended.seconds_to_end, 5.0);
  EXPECT_EQ(read_file(printed), "");
  EXPECT_NE(read_file(errors).find("pdn match: interrupted"), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(out));
}

}  // namespace
}  // namespace damas::test
