// External engines through the Hub protocol (--engine COMMAND), end to end: `pdn hub` driven as
// an external engine must give exactly what the built-in engine gives at the same fixed depth
// (annotate, analyse, match, with the draw laws and the game's history passed on), and a broken
// engine (one that exits, crashes, babbles, answers an illegal move or never answers) must end
// the run with exit code 2 and a message naming it, within seconds, in bounded memory and with
// no process left behind, whatever it prints (floods of lines, a line with no end, values that
// are not numbers).
#include <signal.h>
#include <sys/stat.h>

#include <chrono>
#include <sstream>
#include <thread>

#include "child_process.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

const std::string kData = DAMAS_CLI_DATA_DIR;
const std::string kPdn = DAMAS_PDN_BINARY;
// `pdn hub` as an external engine, quoted for the shell that runs `pdn`.
const std::string kHub = "--engine '" + kPdn + " hub'";

// `text` without its lines that start with `prefix`.
std::string without_lines(const std::string& text, const std::string& prefix) {
  std::istringstream in(text);
  std::string kept;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(prefix, 0) != 0) kept += line + '\n';
  }
  return kept;
}

// `text` with every `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

class HubEngineTest : public CliTest {
 protected:
  // An engine written as a shell script in the test's folder; returns its path.
  std::string script(const std::string& name, const std::string& body) const {
    const std::string path = write(name, "#!/bin/sh\n" + body);
    ::chmod(path.c_str(), 0755);
    return path;
  }
  // Runs `args` and checks the exit code 2, the time taken and that the message names the
  // engine; returns standard error and output.
  CommandResult run_broken(const std::string& args, const std::string& engine) const {
    const auto start = std::chrono::steady_clock::now();
    const CommandResult r = run(args + " --engine-timeout 1", true);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    EXPECT_EQ(r.exit_code, 2) << r.out;
    EXPECT_LT(took.count(), 5.0) << args;
    EXPECT_NE(r.out.find("engine '" + engine + "' "), std::string::npos) << r.out;
    return r;
  }
  // Runs `pdn ARGS` measured (time, peak memory), its standard error into `err`.
  ChildRun run_measured(const std::vector<std::string>& args, std::string& err) const {
    const std::string err_path = (dir_ / "err.txt").string();
    const ChildRun run = run_child(kPdn, args, "", (dir_ / "out.txt").string(), err_path);
    err = read_file(err_path);
    return run;
  }
  // The peak memory of `pdn analyse` with an engine that answers at once: what the runs with
  // misbehaving engines are measured against.
  long reference_rss_kib() const {
    const std::string engine = script("sane.sh", fake_engine("echo 'done move=9-13'"));
    std::string err;
    const ChildRun run = run_measured({"analyse", "--depth", "1", "--engine", engine}, err);
    EXPECT_EQ(run.exit_code, 0) << err;
    return run.max_rss_kib;
  }
  // Answers the handshake, then whatever `go` does.
  static std::string fake_engine(const std::string& on_go) {
    return "while read command rest; do\n"
           "  case $command in\n"
           "    hub) echo 'id name=fake version=0'; echo wait;;\n"
           "    init) echo ready;;\n"
           "    go) " +
           on_go +
           ";;\n"
           "  esac\n"
           "done\n";
  }
};

// Sanitizers keep freed memory aside for a while (ASan's quarantine): peak memory says nothing
// there about what a run keeps.
constexpr bool kMemoryIsMeasured = DAMAS_MEMORY_CHECKS != 0;
constexpr long kMemoryMarginKib = 16 * 1024;

TEST_F(HubEngineTest, AnnotatingThroughPdnHubGivesTheBuiltInText) {
  const std::string in = kData + "/annotate.pdn";
  const std::string builtin_out = (dir_ / "builtin.pdn").string();
  const std::string hub_out = (dir_ / "hub.pdn").string();
  ASSERT_EQ(run("annotate --depth 4 -q " + in + " -o " + builtin_out).exit_code, 0);
  ASSERT_EQ(run("annotate --depth 4 -q " + kHub + " " + in + " -o " + hub_out).exit_code, 0);
  const std::string builtin = read_file(builtin_out);
  const std::string hub = read_file(hub_out);
  EXPECT_EQ(without_lines(hub, "[Annotator "), without_lines(builtin, "[Annotator "));
  EXPECT_NE(builtin.find("[Annotator \"pdn annotate (depth 4)\"]\n"), std::string::npos) << builtin;
  // The engine names itself in the tag, with its version (pdn's own).
  const std::string version = run("--version").out.substr(std::string("pdn (damas-pdn) ").size());
  EXPECT_NE(hub.find("[Annotator \"pdn annotate (damas-pdn " +
                     version.substr(0, version.size() - 1) + ", depth 4)\"]\n"),
            std::string::npos)
      << hub;
}

TEST_F(HubEngineTest, SeveralGamesInParallelThroughPdnHubGiveTheBuiltInText) {
  const std::string game = read_file(kData + "/annotate.pdn");
  const std::string in =
      write("three.pdn", game + "\n[FEN \"W:WK1,13:B22,26\"]\n\n1. 1-19 *\n\n" + game);
  const CommandResult builtin = run("annotate --depth 4 -q " + in);
  const CommandResult hub = run("annotate --depth 4 -q -j 2 " + kHub + " " + in);
  EXPECT_EQ(hub.exit_code, 0);
  EXPECT_EQ(without_lines(hub.out, "[Annotator "), without_lines(builtin.out, "[Annotator "));
}

TEST_F(HubEngineTest, AnalysingThroughPdnHubGivesTheBuiltInAnswer) {
  // The line without its speed, the one thing that differs.
  auto answer = [](const std::string& args) {
    CommandResult r = run("analyse --format json " + args);
    EXPECT_EQ(r.exit_code, 0) << args;
    const std::size_t nps = r.out.find("\"nps\":");
    if (nps != std::string::npos) r.out.erase(nps, r.out.find(',', nps) + 1 - nps);
    return r.out;
  };
  for (const std::string args : {
           "--fen W:W1-12:B21-32 --depth 6",
           // Node limits are deterministic too (`level nodes=N`, which pdn hub understands).
           "--nodes 3000",
           "--depth 3 --nodes 1000000",
           // The draw laws reach the engine: king against king is played on, not drawn.
           "--fen W:WK1:BK5 --king-vs-king play --depth 3",
           // The moves since the FEN reach it too: the Forcada count has run down.
           "--fen W:WK2,K10,K16:BK24 --depth 8 --moves \"16-23 24-31 10-1 31-13 2-5 13-18 5-2 "
           "18-9 23-10 9-27 10-17 27-31 17-30 31-13 30-20 13-22 20-16 22-31 1-10 31-24\"",
       }) {
    const std::string builtin = answer(args);
    EXPECT_NE(builtin.find("\"best\":\""), std::string::npos) << builtin;
    EXPECT_EQ(answer(args + " " + kHub), builtin) << args;
  }
}

TEST_F(HubEngineTest, AFinishedGameIsJudgedWithoutAskingTheEngine) {
  const CommandResult r = run("analyse --fen W:WK1:BK5 --format json " + kHub);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out,
            "{\"fen\":\"W:WK1:BK5\",\"best\":null,\"score\":null,\"result\":\"1/2-1/2\","
            "\"reason\":\"king-vs-king\"}\n");
}

TEST_F(HubEngineTest, AMatchAgainstPdnHubPlaysTheBuiltInGames) {
  const std::string builtin_out = (dir_ / "builtin.pdn").string();
  const std::string hub_out = (dir_ / "hub.pdn").string();
  ASSERT_EQ(run("match --engine builtin:depth=3 --engine builtin --depth 2 --games 4 -q -o " +
                builtin_out)
                .exit_code,
            0);
  const CommandResult r = run("match --engine builtin:depth=3 --engine 'hub:" + kPdn +
                              " hub' --depth 2 --games 4 -q -o " + hub_out);
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.rfind("builtin:depth=3 vs hub:" + kPdn + " hub: +", 0), 0U) << r.out;
  EXPECT_EQ(replaced(read_file(hub_out), "hub:" + kPdn + " hub", "builtin"),
            read_file(builtin_out));
}

TEST_F(HubEngineTest, CtrlCEndsAMatchAgainstAnEngineAndKeepsTheGamesFinished) {
  // As at a terminal, the signal goes to pdn's whole process group. External engines run in
  // groups of their own (engine/src/piped_child.cpp), so it does not end them in the middle of
  // a search, which would be an engine failure: they are sent `stop` and answer.
  const std::string out = (dir_ / "match.pdn").string();
  const std::string printed = (dir_ / "stdout").string();
  const std::string errors = (dir_ / "stderr").string();
  const Child child = start_child(
      kPdn,
      {"match", "--engine", "builtin:depth=3", "--engine", kPdn + " hub", "--movetime", "20",
       "--games", "98", "-j", "2", "-o", out},
      "", printed, errors, ChildExtras{.process_group = true});
  ASSERT_GE(wait_for_lines(printed, "game ", 2, 120), 2) << read_file(errors);
  const SignalledRun ended = signal_and_wait(child, SIGINT, 60, true);
  ASSERT_TRUE(ended.sent);
  const std::string err = read_file(errors);
  EXPECT_EQ(ended.run.signal, SIGINT) << err;  // ended by it, its work written
  EXPECT_EQ(err.find("engine '"), std::string::npos) << "no engine failed: " << err;
  const auto lines = CommandResult{0, read_file(printed)}.lines();
  ASSERT_GE(lines.size(), 3u) << read_file(printed);
  const std::size_t games = lines.size() - 1;  // a line per game, then the score
  EXPECT_NE(err.find("pdn match: " + std::to_string(games) + " of the 98 games played; "),
            std::string::npos)
      << err;
  EXPECT_EQ(lines.back().rfind("builtin:depth=3 vs " + kPdn + " hub: +", 0), 0U) << lines.back();
  EXPECT_EQ(run("validate --werror --format json " + out).lines().size(), games);
}

TEST_F(HubEngineTest, ASecondInterruptEndsAMatchWaitingForAnEngineAtOnce) {
  // The engine takes 5 s to answer and heeds neither the first interrupt nor `stop`: the match
  // waits for its answer, and a second interrupt ends the run at once, as the signal would have
  // without the first.
  const std::string asked = (dir_ / "asked.txt").string();
  const std::string engine = script(
      "slow.sh", fake_engine("echo go >> '" + asked + "'; sleep 5; echo 'done move=9-13'"));
  const std::string errors = (dir_ / "stderr").string();
  const Child child =
      start_child(kPdn,
                  {"match", "--engine", engine, "--engine", "builtin", "--depth", "1",
                   "--games", "2", "--engine-timeout", "60"},
                  "", (dir_ / "stdout").string(), errors);
  ASSERT_EQ(wait_for_lines(asked, "go", 1, 60), 1);  // the engine is asked to move
  ASSERT_EQ(::kill(child.pid, SIGINT), 0);
  ASSERT_EQ(wait_for_lines(errors, "pdn match: interrupted", 1, 3), 1) << read_file(errors);
  const SignalledRun ended = signal_and_wait(child, SIGINT, 30);
  ASSERT_TRUE(ended.sent);
  EXPECT_EQ(ended.run.signal, SIGINT);
  EXPECT_LT(ended.seconds_to_end, 2.5) << "did not wait for the engine's answer";
}

TEST_F(HubEngineTest, AnInterruptTellsAnEngineInItsSearchToStop) {
  // Two games at once, each engine White in one, both searching to depth 40 (hours): on the
  // signal the built-in search stops, `pdn hub` is sent `stop` and answers at once, and the run
  // ends in moments, not at the engine's minute of patience, with no game finished and no
  // engine reported as failing.
  const std::string errors = (dir_ / "stderr").string();
  const std::string out = (dir_ / "match.pdn").string();
  const Child child = start_child(
      kPdn,
      {"match", "--engine", "builtin", "--engine", kPdn + " hub", "--depth", "40", "--games", "2",
       "-j", "2", "--engine-timeout", "60", "-o", out},
      "", (dir_ / "stdout").string(), errors);
  ASSERT_TRUE(wait_until_catching(child, SIGTERM, 60));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // both searches under way
  const SignalledRun ended = signal_and_wait(child, SIGTERM, 90);
  ASSERT_TRUE(ended.sent);
  const std::string err = read_file(errors);
  EXPECT_EQ(ended.run.signal, SIGTERM) << err;
  EXPECT_LT(ended.seconds_to_end, 5.0) << err;
  EXPECT_EQ(err.find("engine '"), std::string::npos) << "no engine failed: " << err;
  EXPECT_FALSE(std::filesystem::exists(out));
}

TEST_F(HubEngineTest, AnEngineFailingInAMatchLeavesTheGamesFinishedScoredAndWritten) {
  // `pdn hub` behind a relay that writes down every line and cuts the engine off (closes its
  // input, so that it ends) before the search numbered in limit.txt.
  const std::string limit = write("limit.txt", "1000000\n");
  const std::string engine = script(
      "relay.sh", "n=0; limit=$(cat '" + limit + "')\n"
                  "while read -r line; do\n"
                  "  echo \"$line\" >> \"$(dirname \"$0\")/heard.txt\"\n"
                  "  case $line in go*) n=$((n + 1)); [ $n -ge $limit ] && exit 0;; esac\n"
                  "  printf '%s\\n' \"$line\"\n"
                  "done | '" + kPdn + "' hub\n");
  const std::string args = "match --engine builtin:depth=3 --engine " + engine +
                           " --depth 1 --games 4 -o ";
  // A whole match first: the searches of game 1 are those heard before the second new-game.
  const std::string whole = (dir_ / "whole.pdn").string();
  ASSERT_EQ(run(args + whole).exit_code, 0);
  int searches = 0;
  int games_started = 0;
  for (const std::string& line : CommandResult{0, read_file((dir_ / "heard.txt").string())}.lines()) {
    games_started += line == "new-game" ? 1 : 0;
    if (games_started == 1 && line.starts_with("go")) ++searches;
  }
  ASSERT_GT(searches, 0);
  // Cut off at the first search of game 2: game 1 is played out, scored and written.
  write("limit.txt", std::to_string(searches + 1) + "\n");
  const std::string cut = (dir_ / "cut.pdn").string();
  const CommandResult r = run(args + cut, true);
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find("pdn match: game 2: engine '" + engine + "' "), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("pdn match: 1 of the 4 games played; the same command with --resume " + cut +
                       " plays the rest\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("builtin:depth=3 vs " + engine + ": "), std::string::npos) << r.out;
  const std::string both = read_file(whole);
  EXPECT_EQ(read_file(cut), both.substr(0, both.find("[Event", 1)));
  // With the engine mended, the same command resumed from its records plays games 2 to 4 and
  // leaves the whole match in them.
  write("limit.txt", "1000000\n");
  const CommandResult resumed = run(args + cut + " --resume " + cut, true);
  EXPECT_EQ(resumed.exit_code, 0) << resumed.out;
  EXPECT_NE(resumed.out.find("pdn match: --resume: 1 of the 4 games recorded, 3 to play\n"),
            std::string::npos)
      << resumed.out;
  EXPECT_EQ(read_file(cut), both);
}

TEST_F(HubEngineTest, TheEngineIsStartedOnceToldEachGameAndToldToQuit) {
  // An engine that writes down every line it gets and always plays the one capture of
  // W:W10:B14 (after which the game is over: nothing more is asked).
  const std::string engine =
      script("logs.sh",
             "while read -r line; do\n"
             "  echo \"$line\" >> \"$(dirname \"$0\")/heard.txt\"\n"
             "  case $line in\n"
             "    hub) echo 'id name=fake version=0'; echo 'param name=hash value=16';\n"
             "         echo 'param name=king-vs-king value=draw'; echo wait;;\n"
             "    init) echo ready;;\n"
             "    go*) echo 'info depth=1 score=#1 pv=10x19x14'; echo 'done move=10x19x14';;\n"
             "    quit) exit 0;;\n"
             "  esac\n"
             "done\n");
  const std::string game = "[FEN \"W:W10:B14\"]\n\n1. 10x19 *\n\n";
  const CommandResult r = run("annotate -q --depth 1 --king-vs-king play --engine " + engine + " " +
                              write("g.pdn", game + game));
  EXPECT_EQ(r.exit_code, 0);
  const std::string search =
      "new-game\n"
      "pos pos=Weeeeeeeeeweeebeeeeeeeeeeeeeeeeee\n"
      "level depth=1\n"
      "go analyze\n";
  // The hash size is declared as wanted already; the draw law is not.
  EXPECT_EQ(read_file((dir_ / "heard.txt").string()),
            "hub\nset-param name=king-vs-king value=play\ninit\n" + search + search + "quit\n");
  EXPECT_NE(r.out.find("[Annotator \"pdn annotate (fake 0, depth 1)\"]"), std::string::npos)
      << r.out;
}

TEST_F(HubEngineTest, AnEngineThatExitsIsReported) {
  const std::string engine = script("exits.sh", "echo 'not today' >&2\nexit 3\n");
  const CommandResult r = run_broken("analyse --depth 2 --engine " + engine, engine);
  EXPECT_NE(r.out.find("not today"), std::string::npos) << "its own complaint passes: " << r.out;
  // Which of the two the program sees first depends on timing: an engine gone before 'hub' was
  // written ("stopped reading"), or while it was awaited ("ended before answering").
  const std::string name = "engine '" + engine + "' ";
  EXPECT_TRUE(r.out.find(name + "ended before answering 'hub' (exit code 3)") !=
                  std::string::npos ||
              r.out.find(name + "stopped reading before 'hub' (exit code 3)") != std::string::npos)
      << r.out;
}

TEST_F(HubEngineTest, AnEngineNotFoundIsReported) {
  const CommandResult r = run_broken("analyse --engine no-such-engine-here", "no-such-engine-here");
  EXPECT_NE(r.out.find("(exit code 127)"), std::string::npos) << r.out;
}

TEST_F(HubEngineTest, AnEngineThatBabblesIsKilledAndQuoted) {
  const std::string engine =
      script("babbles.sh", "while read line; do echo \"what is $line?\"; done\n");
  const CommandResult r = run_broken("analyse --engine " + engine, engine);
  EXPECT_NE(r.out.find("engine '" + engine +
                       "' did not answer 'hub' within 1 s (killed by "
                       "signal 9); it said: \"what is hub?\""),
            std::string::npos)
      << r.out;
}

TEST_F(HubEngineTest, AnEngineThatNeverAnswersIsKilled) {
  const std::string engine = script("silent.sh", "exec sleep 60\n");
  const CommandResult r =
      run_broken("annotate -q " + kData + "/annotate.pdn --engine " + engine, engine);
  EXPECT_NE(r.out.find("did not answer 'hub' within 1 s (killed by signal 9)"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("[Event"), std::string::npos) << "no game is written: " << r.out;
}

TEST_F(HubEngineTest, AnEngineThatCrashesInASearchIsReported) {
  const std::string engine =
      script("crashes.sh", fake_engine("echo 'info depth=1'; kill -SEGV $$"));
  const CommandResult r =
      run_broken("annotate -q " + kData + "/annotate.pdn --engine " + engine, engine);
  EXPECT_NE(r.out.find("annotate.pdn: game 1: engine '" + engine +
                       "' ended before answering 'go analyze' (killed by signal 11)"),
            std::string::npos)
      << r.out;
}

TEST_F(HubEngineTest, AnIllegalMoveIsReportedWithThePosition) {
  const std::string engine =
      script("illegal.sh", fake_engine("echo 'error message=\"lost\"'; echo 'done move=1-2'"));
  const CommandResult r =
      run_broken("match --engine builtin --engine " + engine + " --depth 1 --games 2", engine);
  // Game 1: the opening 9-13 21-17, a move of the built-in engine (one of White's men from
  // 1-8, 10-12, 13 moved), then the script is asked: the position is Black's, after it.
  const std::string before = "pdn match: game 1: engine '" + engine +
                             "' answered 'go think' with 'done move=1-2', not a legal move in ";
  const std::string after =
      " (killed by signal 9); it said: \"error message=\\x22lost\\x22\"\n";
  const std::size_t at = r.out.find(before);
  ASSERT_NE(at, std::string::npos) << r.out;
  const std::size_t end = r.out.find(after, at);
  ASSERT_NE(end, std::string::npos) << r.out;
  const std::string fen = r.out.substr(at + before.size(), end - at - before.size());
  EXPECT_TRUE(fen.starts_with("B:W") && fen.ends_with(":B17,22-32")) << fen;
  EXPECT_NE(fen, "B:W1-8,10-13:B17,22-32") << "White has moved";
  EXPECT_EQ(r.out.find(" vs "), std::string::npos) << "no score: " << r.out;
}

TEST_F(HubEngineTest, BadEngineOptionsAreUsageErrors) {
  // Each message says what the option takes.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"analyse --engine ''", "pdn analyse: --engine '': no command to run\n"},
      {"analyse --engine hub:", "pdn analyse: --engine 'hub:': no command to run\n"},
      {"analyse --engine builtin:depth=0",
       "pdn analyse: --engine 'builtin:depth=0': depth= takes a whole number of plies from 1 to "
       "60, not '0'\n"},
      {"analyse --engine builtin:depth=61",
       "pdn analyse: --engine 'builtin:depth=61': depth= takes a whole number of plies from 1 to "
       "60, not '61'\n"},
      {"analyse --engine builtin:nodes=-1",
       "pdn analyse: --engine 'builtin:nodes=-1': nodes= takes a whole number of nodes from 1 to "
       "1000000000000, not '-1'\n"},
      {"analyse --engine builtin:movetime=nan",
       "pdn analyse: --engine 'builtin:movetime=nan': movetime= takes a whole number of "
       "milliseconds from 1 to 86400000, not 'nan'\n"},
      {"analyse --engine builtin:hash=99999999999999999999",
       "pdn analyse: --engine 'builtin:hash=99999999999999999999': hash= takes a whole number of "
       "megabytes from 1 to 65536, not '99999999999999999999'\n"},
      {"analyse --engine builtin:egtb=maybe",
       "pdn analyse: --engine 'builtin:egtb=maybe': egtb= takes on or off, not 'maybe'\n"},
      {"analyse --engine builtin:depth",
       "pdn analyse: --engine 'builtin:depth': 'depth' needs a value (depth=...)\n"},
      {"match --engine builtin:speed=3 --engine builtin",
       "pdn match: --engine 'builtin:speed=3': unknown option 'speed' (depth, movetime, nodes, "
       "hash or egtb)\n"},
      {"annotate --engine-timeout 0",
       "pdn annotate: --engine-timeout takes a number of seconds from 0.001 to 86400, not '0'\n"},
  };
  for (const auto& [args, message] : cases) {
    const CommandResult r = run(args, true);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_EQ(r.out.rfind(message, 0), 0U) << r.out;
  }
}

TEST_F(HubEngineTest, AnEngineThatFloodsInfoWithoutAnsweringIsKilledAtTheDeadline) {
  // It prints info lines for 6 s before it answers: the deadline of a search at a fixed depth
  // is the timeout (1 s), whatever the engine prints meanwhile.
  const std::string engine = script(
      "floods.sh", fake_engine("end=$(( $(date +%s) + 6 )); while [ $(date +%s) -lt $end ]; "
                               "do echo 'info depth=1 score=0.10'; done; echo 'done move=9-13'"));
  const std::string killed = "' within 1 s (killed by signal 9)";
  CommandResult r = run_broken("analyse --depth 2 --engine " + engine, engine);
  EXPECT_NE(r.out.find("engine '" + engine + "' did not answer 'go analyze" + killed),
            std::string::npos)
      << r.out;
  r = run_broken("annotate -q " + kData + "/annotate.pdn --engine " + engine, engine);
  EXPECT_NE(r.out.find("annotate.pdn: game 1: engine '" + engine + "' did not answer 'go analyze" +
                       killed),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("[Event"), std::string::npos) << "no game is written: " << r.out;
  // In a match with a time limit, the move time comes on top.
  r = run_broken("match --engine builtin --engine " + engine + " --movetime 500 --games 1",
                 engine);
  EXPECT_NE(r.out.find("engine '" + engine + "' did not answer 'go think' within 1.5 s"),
            std::string::npos)
      << r.out;
}

TEST_F(HubEngineTest, AnEngineThatNeverEndsItsLineIsStoppedAtOnceInBoundedMemory) {
  const std::string engine = script("endless.sh", "yes | tr -d '\\n'\n");
  const long reference = reference_rss_kib();
  std::string err;
  const ChildRun run =
      run_measured({"analyse", "--engine-timeout", "30", "--engine", engine}, err);
  EXPECT_EQ(run.exit_code, 2) << err;
  EXPECT_LT(run.seconds, 5.0) << "stopped by the line's length, not by the timeout";
  EXPECT_EQ(err, "pdn analyse: engine '" + engine +
                     "' sent a line of more than 65536 bytes before answering 'hub' (killed by "
                     "signal 9); it said: \"" +
                     std::string(200, 'y') + "...\"\n");
  if (kMemoryIsMeasured) {
    EXPECT_LT(run.max_rss_kib, reference + kMemoryMarginKib);
  }
}

TEST_F(HubEngineTest, AnEngineThatDeclaresEndlessParametersKeepsNoneOfThem) {
  // A million parameters of different names, then nothing: only those pdn may set are kept.
  const std::string engine =
      script("declares.sh", "read -r line\nseq 1 1000000 | sed 's/^/param name=p/'\nexec sleep 60\n");
  const long reference = reference_rss_kib();
  std::string err;
  const ChildRun run =
      run_measured({"analyse", "--engine-timeout", "1", "--engine", engine}, err);
  EXPECT_EQ(run.exit_code, 2) << err;
  EXPECT_NE(err.find("engine '" + engine + "' did not answer 'hub' within 1 s (killed by signal 9)"),
            std::string::npos)
      << err;
  if (kMemoryIsMeasured) {
    EXPECT_LT(run.max_rss_kib, reference + kMemoryMarginKib);
  }
}

TEST_F(HubEngineTest, ValuesThatAreNotNumbersAreNeverTakenForOne) {
  // Each of these once left the score (or depth, nodes, time) at what came before: 0.00.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"score=nan", "score"}, {"score=inf", "score"},    {"score=-inf", "score"},
      {"score=1e999", "score"}, {"score=#0", "score"},   {"score=", "score"},
      {"score=0.5x", "score"},  {"depth=-1", "depth"},   {"nodes=-5", "nodes"},
      {"time=nan", "time"},
  };
  for (const auto& [value, field] : cases) {
    const std::string engine = script(
        "unreadable.sh", fake_engine("echo 'info depth=3 " + value + "'; echo 'done move=9-13'"));
    const CommandResult r = run_broken("analyse --depth 2 --engine " + engine, engine);
    EXPECT_NE(r.out.find("engine '" + engine + "' answered 'go analyze' with an unreadable " +
                         field + " in an info line (killed by signal 9); it said: \"info depth=3 " +
                         value + "\"\n"),
              std::string::npos)
        << value << ": " << r.out;
  }
}

// Whether process `pid` has ended, waiting up to a second for it: gone, or a zombie (a process
// killed with its parent waits for init to collect it, which takes its time).
bool ended(pid_t pid) {
  for (int i = 0; i < 100; ++i) {
    const std::string stat = read_file(std::filesystem::path("/proc/" + std::to_string(pid) + "/stat"));
    const std::size_t name_end = stat.rfind(')');
    if (stat.empty() || (name_end + 2 < stat.size() && stat[name_end + 2] == 'Z')) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

TEST_F(HubEngineTest, AnEngineThatClosesItsOutputIsReportedAndLeavesNoProcessBehind) {
  // It starts a helper of its own, closes its input and output and waits for ever.
  const std::string engine = script("closes.sh",
                                    "read -r line\n"
                                    "sleep 60 </dev/null >/dev/null &\n"
                                    "echo $$ $! > \"$(dirname \"$0\")/pids.txt\"\n"
                                    "exec >&- <&-\n"
                                    "wait\n");
  const CommandResult r = run_broken("analyse --engine " + engine, engine);
  EXPECT_NE(r.out.find("engine '" + engine +
                       "' ended before answering 'hub' (killed by signal 9)"),
            std::string::npos)
      << r.out;
  std::istringstream pids(read_file((dir_ / "pids.txt").string()));
  pid_t shell = 0;
  pid_t helper = 0;
  ASSERT_TRUE(pids >> shell >> helper);
  EXPECT_TRUE(ended(shell));
  EXPECT_TRUE(ended(helper)) << "the engine's own children are ended with it";
}

}  // namespace
}  // namespace damas::test
