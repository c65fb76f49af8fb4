// The standard streams as a careless or hostile caller leaves them, end to end: closed
// (`2>&-`), full (`>/dev/full`), failing midway. Output that never reached standard output is
// exit code 2 with a message; a message that cannot reach standard error never stops the work,
// and never lands in an output file that took its descriptor.
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>

#include "../occurrences.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

// Two clean games and, between them, one with an illegal move (7-11 where 15x24 is compulsory).
const std::string kMixed =
    "[Event \"A\"]\n[Result \"*\"]\n1. 11-15 24-20 *\n\n"
    "[Event \"B\"]\n[Result \"*\"]\n1. 11-15 24-20 2. 7-11 *\n\n"
    "[Event \"C\"]\n[Result \"*\"]\n1. 10-14 22-18 *\n";

struct ShellRun {
  int exit_code = -1;  // -1: ended by a signal
  int signal = 0;
  std::string err;     // what reached standard error, when it was a file
};

class StandardStreams : public CliTest {
 protected:
  // Runs `pdn ARGS REDIRECTIONS` through the shell; standard output and error go to files unless
  // the redirections say otherwise (they come later, and win).
  ShellRun run_shell(const std::string& args_and_redirections) const {
    const std::string err = (dir_ / "stderr").string();
    const std::string command = std::string(DAMAS_PDN_BINARY) + " " + args_and_redirections;
    const std::string shell = "exec >" + (dir_ / "stdout").string() + " 2>" + err + "; exec " + command;
    const int status = std::system(shell.c_str());
    ShellRun run;
    if (WIFEXITED(status)) run.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
    run.err = read_file(err);
    return run;
  }
};

// Every command that prints its result on standard output fails, loudly, when it is lost: to a
// full device, or to a standard output the caller closed (as a write to it would, not quietly
// into the /dev/null that keeps its descriptor).
TEST_F(StandardStreams, OutputLostToAFullDeviceOrAClosedStreamIsExitCodeTwo) {
  const std::string games = write("games.pdn", kMixed);
  const std::string commands[] = {
      "validate " + games,
      "validate --format json -j 2 " + games,
      "diagram --format text " + games,
      "moves --fen W:W21:B12",
      "perft 3",
      "analyse --depth 2 --no-egtb --fen W:W21:B12",
      "egtb probe W:WK1:BK32",
      "--help",
      "annotate --help",
      "convert " + games,
      "hub < " + write("hub.txt", "hub\nquit\n"),
      "match --engine builtin --engine builtin --depth 1 --games 1 --no-egtb",
  };
  // With the reason the system gave (errno's text), not only that something was lost.
  const std::pair<std::string, std::string> outputs[] = {
      {" >/dev/full", "cannot write to standard output: No space left on device\n"},
      {" >&-", "cannot write to standard output: Bad file descriptor\n"}};
  for (const auto& [lost, message] : outputs) {
    for (const std::string& command : commands) {
      SCOPED_TRACE(command + lost);
      const ShellRun run = run_shell(command + lost);
      EXPECT_EQ(run.signal, 0);
      EXPECT_EQ(run.exit_code, 2);
      EXPECT_NE(run.err.find(message), std::string::npos) << run.err;
    }
  }
}

// Enough output to fill standard output's buffer many times over: the first failed write comes
// in the middle of the run (fmt::print then throws), not at the final flush.
TEST_F(StandardStreams, OutputLostMidwayIsExitCodeTwo) {
  std::string many;
  for (int i = 0; i < 2000; ++i) many += kMixed + "\n";
  const std::string games = write("many.pdn", many);
  for (const std::string jobs : {"1", "2"}) {
    SCOPED_TRACE(jobs);
    const ShellRun run = run_shell("validate -j " + jobs + " " + games + " >/dev/full");
    EXPECT_EQ(run.signal, 0);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_EQ(occurrences(run.err, "cannot write to standard output: No space left on device\n"),
              1u)
        << run.err;
  }
}

// With standard error closed, the output file opened later must not take its descriptor: the
// diagnostics would be written into it. The run itself is unchanged: game B is rejected (exit 1).
TEST_F(StandardStreams, ClosedStandardErrorKeepsDiagnosticsOutOfTheOutput) {
  const std::string games = write("games.pdn", kMixed);
  const std::string out = (dir_ / "out.pdn").string();
  const ShellRun run = run_shell("convert " + games + " -o " + out + " 2>&-");
  EXPECT_EQ(run.signal, 0);
  EXPECT_EQ(run.exit_code, 1);
  const std::string written = read_file(out);
  EXPECT_EQ(occurrences(written, "[Event "), 2u) << written;
  EXPECT_EQ(occurrences(written, "[Event \"B\"]"), 0u) << written;
  EXPECT_EQ(written.find("error"), std::string::npos) << written;
  EXPECT_EQ(written.find("games read"), std::string::npos) << written;
}

// annotate's summary goes to standard error: with it closed, it must not become the output's
// first line.
TEST_F(StandardStreams, ClosedStandardErrorKeepsTheSummaryOutOfAnnotations) {
  const std::string game = write("game.pdn", "[Event \"A\"]\n[Result \"*\"]\n1. 11-15 24-20 *\n");
  const std::string out = (dir_ / "out.pdn").string();
  const ShellRun run = run_shell("annotate --depth 1 --no-egtb " + game + " -o " + out + " 2>&-");
  EXPECT_EQ(run.signal, 0);
  EXPECT_EQ(run.exit_code, 0);
  const std::string written = read_file(out);
  EXPECT_EQ(written.rfind("[Event \"A\"]", 0), 0u) << written;
}

// A full standard error drops the messages and nothing else: the same games are written and the
// exit code still says that a game was rejected.
TEST_F(StandardStreams, FullStandardErrorNeverStopsTheWork) {
  const std::string games = write("games.pdn", kMixed);
  const std::string out = (dir_ / "out.pdn").string();
  const ShellRun run = run_shell("convert " + games + " -o " + out + " 2>/dev/full");
  EXPECT_EQ(run.signal, 0);
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(occurrences(read_file(out), "[Event "), 2u);
  const ShellRun validate = run_shell("validate " + games + " 2>/dev/full");
  EXPECT_EQ(validate.signal, 0);
  EXPECT_EQ(validate.exit_code, 1);
}

// Standard input closed is an input that cannot be read, not an empty one: `convert -o kept.pdn
// <&-` replaced kept.pdn with nothing and exit code 0. Standard output closed matters only to
// what is written there: a run that writes its games to -o is unchanged, and the file it opens
// does not take the closed descriptor; -o /dev/stdout (descriptor 1 opened again by its name)
// is refused, where it wrote into /dev/null and said "2 written".
TEST_F(StandardStreams, ClosedInputIsUnreadableAndClosedOutputHarmsOnlyWhatIsWrittenThere) {
  const std::string games = write("games.pdn", kMixed);
  const std::string kept = write("kept.pdn", kMixed);
  for (const std::string& command :
       {std::string("validate"), "convert -o " + kept, "annotate --depth 1 -o " + kept}) {
    const ShellRun no_input = run_shell(command + " <&-");
    EXPECT_EQ(no_input.signal, 0) << command;
    EXPECT_EQ(no_input.exit_code, 2) << command << ": " << no_input.err;
    EXPECT_NE(no_input.err.find("-: Bad file descriptor"), std::string::npos) << no_input.err;
  }
  EXPECT_EQ(read_file(kept), kMixed);
  const std::string out = (dir_ / "out.pdn").string();
  const ShellRun to_file = run_shell("convert " + games + " -o " + out + " >&-");
  EXPECT_EQ(to_file.exit_code, 1) << to_file.err;  // game B rejected, the others written
  EXPECT_EQ(occurrences(read_file(out), "[Event"), 2U);
  EXPECT_EQ(to_file.err.find("standard output"), std::string::npos) << to_file.err;
  for (const char* name : {"/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"}) {
    for (const std::string& command : {"convert " + games, "standings --format text " + games}) {
      const ShellRun lost = run_shell(command + " -o " + name + " >&-");
      EXPECT_EQ(lost.exit_code, 2) << command << " -o " << name << ": " << lost.err;
      EXPECT_NE(lost.err.find("not open for writing"), std::string::npos) << lost.err;
    }
  }
}

// A file grown past `ulimit -f` is a failed write (exit code 2, the output as it was), not a
// death by SIGXFSZ that said nothing and left the temporary behind.
TEST_F(StandardStreams, AFileSizeLimitIsAFailedWrite) {
  std::string many;  // clean games: standard error, a file under the same limit, stays short
  while (many.size() < 20000) many += "[Event \"A\"]\n[Result \"*\"]\n1. 11-15 24-20 *\n\n";
  const std::string games = write("games.pdn", many);
  const std::string out = write("out.pdn", "kept\n");
  const std::string command = "exec 2>" + (dir_ / "stderr").string() + "; ulimit -f 8; exec " +
                              std::string(DAMAS_PDN_BINARY) + " convert " + games + " -o " + out +
                              " -q";
  const int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status)) << "ended by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 2);
  EXPECT_NE(read_file(dir_ / "stderr").find("File too large"), std::string::npos)
      << read_file(dir_ / "stderr");
  EXPECT_EQ(read_file(out), "kept\n");
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir_)) ++files;
  EXPECT_EQ(files, 3U) << "games.pdn, out.pdn, stderr: no temporary left";
}

}  // namespace
}  // namespace damas::test
