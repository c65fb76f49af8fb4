// Nothing lost, nothing half written, end to end: every game read is either written or reported,
// `pdn convert -o OUT` killed midway leaves OUT as it was and no temporary behind, an
// interrupted run of many files too, and a reader that closes the pipe early ends pdn by SIGPIPE.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#include "child_process.hpp"
#include "cli_runner.hpp"
#include "output_test_games.hpp"

namespace damas::test {
namespace {

namespace fs = std::filesystem;

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
  EXPECT_EQ(count_lines(read_file(out)), good);
  EXPECT_EQ(count_lines(read_file(err), ": error: "), broken);

  const CommandResult validate = run("validate --format json " + in);
  EXPECT_EQ(validate.exit_code, 1);
  EXPECT_EQ(validate.lines().size(), good + broken);
  EXPECT_EQ(count_lines(validate.out, "\"code\":\"syntax\""), broken);
}

// `convert -o` naming its input replaces it only when no game would be lost from it: games
// rejected and kept nowhere else leave the file as it was (exit 2, the reason said); with
// --rejects, or with no game rejected (--keep-broken keeping those with an illegal move), the
// file is replaced.
TEST_F(OutputSafety, ConvertInPlaceNeverLosesTheRejectedGames) {
  const std::string mixed = good_game(0) + broken_game(1) + good_game(2);
  const std::string in = write("games.pdn", mixed);
  fs::create_symlink(in, dir_ / "link.pdn");
  const CommandResult refused = run("convert " + in + " -o " + in, true);
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.out.find("pdn convert: error: -o '" + in +
                             "' is one of the inputs: replacing "
                             "it would lose its 1 rejected game (--rejects FILE keeps them as "
                             "read)\n"),
            std::string::npos)
      << refused.out;
  EXPECT_NE(refused.out.find("1 rejected; no file written (the rejected games would be lost)"),
            std::string::npos)
      << refused.out;
  EXPECT_EQ(run("convert -o " + (dir_ / "link.pdn").string() + " < " + in).exit_code, 2);
  EXPECT_EQ(read_file(in), mixed);

  const std::string rejects = (dir_ / "rejects.pdn").string();
  EXPECT_EQ(run("convert " + in + " -o " + in + " --rejects " + rejects).exit_code, 1);
  EXPECT_EQ(count_lines(read_file(in), "[Event "), 2u);
  EXPECT_EQ(read_file(rejects), broken_game(1));
  EXPECT_EQ(run("convert " + in + " -o " + in).exit_code, 0);  // nothing rejected now
  EXPECT_EQ(count_lines(read_file(in), "[Event "), 2u);

  // An illegal move: --keep-broken writes the game up to it, so nothing is rejected.
  write("games.pdn", good_game(0) + "[Event \"Illegal\"]\n1. 11-15 11-15 *\n\n");
  EXPECT_EQ(run("convert " + in + " -o " + in).exit_code, 2);
  EXPECT_EQ(run("convert " + in + " -o " + in + " --keep-broken").exit_code, 1);
  EXPECT_EQ(count_lines(read_file(in), "[Event "), 2u);
  EXPECT_EQ(count_lines(read_file(in), "[Broken "), 1u);
}

// The same with --split: a numbered file that is an input is the input replaced.
TEST_F(OutputSafety, SplitOverItsInputNeverLosesTheRejectedGames) {
  const std::string mixed = good_game(0) + broken_game(1) + good_game(2);
  const std::string in = write("part-002.pdn", mixed);
  const std::string split = " -o " + (dir_ / "part.pdn").string();
  // One game a file: part-001.pdn and part-002.pdn, the input.
  const CommandResult refused = run("convert " + in + " --split 1" + split, true);
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.out.find("pdn convert: error: --split '" + in +
                             "' is one of the inputs: replacing it would lose its 1 rejected game"),
            std::string::npos)
      << refused.out;
  EXPECT_EQ(read_file(in), mixed);
  EXPECT_FALSE(fs::exists(dir_ / "part-001.pdn"));
  // Five a file: part-001.pdn only.
  EXPECT_EQ(run("convert " + in + " --split 5" + split).exit_code, 1);
  EXPECT_EQ(count_lines(read_file(dir_ / "part-001.pdn"), "[Event "), 2u);
  EXPECT_EQ(read_file(in), mixed);
  // With --rejects the rejected game is kept: the input is replaced.
  const std::string rejects = (dir_ / "rejects.pdn").string();
  EXPECT_EQ(run("convert " + in + " --split 1" + split + " --rejects " + rejects).exit_code, 1);
  EXPECT_EQ(count_lines(read_file(in), "[Event \"Good 2\"]"), 1u);
  EXPECT_EQ(count_lines(read_file(in), "[Event "), 1u);
  EXPECT_EQ(read_file(rejects), broken_game(1));
}

// The names in `folder`, hidden ones too, sorted.
std::vector<std::string> listing(const fs::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder)) names.push_back(entry.path().filename());
  std::sort(names.begin(), names.end());
  return names;
}

// Runs `pdn convert ARGS` (by bash in the test's folder, after the shell commands `setup`)
// reading a FIFO, feeds it 20,000 games and the start of one more, and kills it while it waits
// for the rest: it has converted and written games by then.
ChildRun kill_midway(const fs::path& folder, const std::string& args,
                     const std::string& setup = "") {
  const fs::path fifo = folder / "input.fifo";
  EXPECT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string script =
      "cd " + folder.string() + " && " + setup + " exec " + DAMAS_PDN_BINARY + " convert " + args;
  const Child child = start_child("/bin/bash", {"-c", script}, fifo.string(), "/dev/null",
                                  "/dev/null");
  {
    std::ofstream feed(fifo, std::ios::binary);
    feed << many_games(20'000) << "[Event \"Cut";
    feed.flush();
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    ::kill(child.pid, SIGKILL);
  }
  fs::remove(fifo);
  return wait_child(child);
}

TEST_F(OutputSafety, KilledConvertLeavesTheOldOutput) {
  write("out.pdn", "the old output\n");
  EXPECT_EQ(kill_midway(dir_, "-o out.pdn").signal, SIGKILL);
  EXPECT_EQ(read_file(dir_ / "out.pdn"), "the old output\n");
  EXPECT_EQ(listing(dir_), (std::vector<std::string>{"out.pdn"}));
}

TEST_F(OutputSafety, KilledConvertThroughALinkLeavesItsTargetAndNoTemporary) {
  // The link and its target in different folders: the temporary goes beside the target.
  fs::create_directories(dir_ / "a");
  fs::create_directories(dir_ / "b");
  write("b/real.pdn", "the old output\n");
  fs::create_symlink("../b/real.pdn", dir_ / "a" / "link.pdn");
  EXPECT_EQ(kill_midway(dir_, "-o a/link.pdn").signal, SIGKILL);
  EXPECT_EQ(read_file(dir_ / "b" / "real.pdn"), "the old output\n");
  EXPECT_TRUE(fs::is_symlink(dir_ / "a" / "link.pdn"));
  EXPECT_EQ(listing(dir_ / "a"), (std::vector<std::string>{"link.pdn"}));
  EXPECT_EQ(listing(dir_ / "b"), (std::vector<std::string>{"real.pdn"}));
}

TEST_F(OutputSafety, KilledSplitRunLeavesNoNumberedFileAndTheNextRunClearsItsTemporaries) {
  // With 64 descriptors, the files past the 16th are parked under hidden names as they fill.
  EXPECT_EQ(kill_midway(dir_, "--split 100 -o out.pdn", "ulimit -n 64;").signal, SIGKILL);
  for (const std::string& name : listing(dir_)) EXPECT_TRUE(name.starts_with(".out-")) << name;
  write("in.pdn", many_games(3));
  EXPECT_EQ(run("convert --split 1 -o " + (dir_ / "out.pdn").string() + " " +
                (dir_ / "in.pdn").string())
                .exit_code,
            0);
  EXPECT_EQ(listing(dir_),
            (std::vector<std::string>{"in.pdn", "out-001.pdn", "out-002.pdn", "out-003.pdn"}));
}

// Whether `folder` holds a temporary of a run, ".NAME.tmp-PID"; waits up to `seconds` for one.
bool wait_for_temporary(const fs::path& folder, double seconds) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (true) {
    for (const std::string& name : listing(folder)) {
      if (name.find(".tmp-") != std::string::npos) return true;
    }
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

// A game of 86 plies (of samples/torneio-clube.pdn), one picture a ply with diagram --every.
std::string long_game() {
  return "[Event \"Long\"]\n\n"
         "1. 10-13 24-20 2. 12-15 20-16 3. 13-18 22x13 4. 9x18 21x14 5. 11x18 23-19\n"
         "6. 15x22 26x19 7. 6-11 19-15 8. 11x20 27-23 9. 20x27 31x13 10. 5-10 13x6\n"
         "11. 3x10 28-23 12. 7-12 16x7 13. 4x11 23-20 14. 10-14 25-21 15. 14-19 21-18\n"
         "16. 19-22 20-16 17. 11-15 16-12 18. 22-27 30x23 19. 15-19 23x14 20. 8x15 14-11\n"
         "21. 15-19 11-7 22. 19-22 7-3 23. 22-27 29-26 24. 27-31 26-22 25. 1-5 3-17\n"
         "26. 31-27 17-3 27. 27-30 3-17 28. 30-16 22-19 29. 16-12 19-14 30. 12-22 17-13\n"
         "31. 2-6 13x3 32. 22x9 14-11 33. 5-10 3x17 34. 9-18 17-3 35. 18x4 3-17 36. 4-11\n"
         "17-3 37. 11-18 3-17 38. 18-25 17-3 39. 25-29 3-17 40. 29-22 17-3 41. 22-29 3-17\n"
         "42. 29-22 17-3 43. 22-29 1/2-1/2\n\n";
}

// Ctrl-C or SIGTERM while a run writes more files than it keeps open (with 64 descriptors,
// those past the 16th are parked under hidden names, .NAME.tmp-PID): the run ends by the signal
// and its folder is as it was, the earlier outputs kept, no temporary and no new file left.
TEST_F(OutputSafety, InterruptedRunsLeaveTheirFoldersAsTheyWere) {
  write("games.pdn", many_games(5'000));
  write("long.pdn", long_game());
  struct Case {
    std::string args;  // run in the folder `out`, which holds `earlier` before
    std::vector<std::string> earlier;
  };
  const Case cases[] = {
      {"html ../games.pdn -o ./", {"index.html", "game-1.html"}},
      {"convert ../games.pdn --split 1 -o part.pdn", {"part-001.pdn"}},
      {"diagram ../long.pdn --every --format png -o d.png", {"d-000.png", "d-005.png"}},
  };
  for (const Case& run : cases) {
    for (const int signal : {SIGINT, SIGTERM}) {
      SCOPED_TRACE(run.args + ", signal " + std::to_string(signal));
      const fs::path out = dir_ / "out";
      fs::remove_all(out);
      fs::create_directory(out);
      for (const std::string& name : run.earlier) write("out/" + name, "earlier " + name);
      const std::string script =
          "cd " + out.string() + " && ulimit -n 64 && exec " + DAMAS_PDN_BINARY + " " + run.args;
      const Child child = start_child("/bin/bash", {"-c", script}, "", "/dev/null", "/dev/null");
      EXPECT_TRUE(wait_for_temporary(out, 30));
      // Caught from before the first output is opened.
      EXPECT_TRUE(wait_until_catching(child, signal, 0));
      const SignalledRun ended = signal_and_wait(child, signal, 60);
      EXPECT_EQ(ended.run.signal, signal);
      std::vector<std::string> expected = run.earlier;
      std::sort(expected.begin(), expected.end());
      EXPECT_EQ(listing(out), expected);
      for (const std::string& name : run.earlier) {
        EXPECT_TRUE(read_file(out / name) == "earlier " + name) << name;  // (not a PNG shown)
      }
    }
  }
}

// Numbered files are named after -o: after a FIFO (or /dev/null, /dev/stdout) they are not the
// user's files. `--split 1 -o /dev/null` made /dev/null-001 and so on in /dev (as root).
TEST_F(OutputSafety, NumberedFilesAreNamedAfterAFileOnly) {
  const std::string fifo = (dir_ / "games.fifo").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string in = write("in.pdn", many_games(3));
  for (const std::string& command : {"convert " + in + " --split 1 -o " + fifo,
                                     "diagram " + in + " --every --format svg -o " + fifo}) {
    const CommandResult refused = run(command, true);
    EXPECT_EQ(refused.exit_code, 2) << command;
    EXPECT_NE(refused.out.find("names standard output, a device or a FIFO, not a file"),
              std::string::npos)
        << refused.out;
  }
  EXPECT_EQ(listing(dir_), (std::vector<std::string>{"games.fifo", "in.pdn"}));
}

TEST_F(OutputSafety, NextRunRemovesATemporaryOfAKilledRun) {
  // Where O_TMPFILE is missing, a killed run leaves ".OUT.tmp-PID"; no process has this id
  // (beyond Linux's largest, 2^22).
  const std::string stale = write(".out.pdn.tmp-2147483647", "partial");
  const std::string in = write("in.pdn", good_game(1));
  EXPECT_EQ(run("convert " + in + " -o " + (dir_ / "out.pdn").string()).exit_code, 0);
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_NE(read_file(dir_ / "out.pdn").find("Good 1"), std::string::npos);
}

// The numbered files of diagram --plies or --every are a series, as --split's: a run removes the
// temporaries that killed runs left for any file of it, not only for the plies it draws.
TEST_F(OutputSafety, DiagramRunRemovesTheTemporariesOfItsSeries) {
  const std::string stale = write(".d-040.svg.tmp-2147483647", "partial");
  const std::string other = write(".e-040.svg.tmp-2147483647", "another series");
  const std::string in = write("in.pdn", good_game(1));
  EXPECT_EQ(run("diagram " + in + " --plies 1,2 -o " + (dir_ / "d.svg").string()).exit_code, 0);
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_TRUE(fs::exists(other));
  EXPECT_TRUE(fs::exists(dir_ / "d-001.svg"));
  EXPECT_TRUE(fs::exists(dir_ / "d-002.svg"));
}

// A reader that closes the pipe early (`| head -1`) ends the run by SIGPIPE, as it ends cat or
// grep: a shell reports 141 (with pipefail), not the success, nor the findings, of a run that did
// not finish; nothing is said, and a file the run would have written is left as it was.
TEST_F(OutputSafety, ClosedPipeEndsTheRunBySigpipe) {
  // Good games and games with an illegal move (each a line of validate's report): either is
  // more than a pipe holds.
  std::string mixed;
  for (std::size_t i = 0; i < 20'000; ++i) {
    mixed += i % 2 == 0 ? good_game(i) : "[Event \"Illegal\"]\n1. 11-15 11-15 *\n\n";
  }
  write("mixed.pdn", mixed);
  write("long.pdn", long_game());
  const std::string rejects = write("rejects.pdn", "earlier rejects\n");
  for (const std::string command :
       {"validate mixed.pdn", "validate -j 2 mixed.pdn", "convert mixed.pdn --rejects rejects.pdn",
        "convert --to json -j 2 mixed.pdn", "html mixed.pdn -o -",
        "diagram long.pdn --every --sheet --format svg"}) {
    SCOPED_TRACE(command);
    const std::string line = "cd " + dir_.string() + " && set -o pipefail; " + DAMAS_PDN_BINARY +
                             " " + command + " 2>err | head -1 >/dev/null";
    const int status = std::system(("bash -c '" + line + "'").c_str());
    EXPECT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 128 + SIGPIPE);
    // The games' errors come before; nothing about the pipe, and no summary of a finished run.
    const std::string err = read_file(dir_ / "err");
    EXPECT_EQ(err.find("standard output"), std::string::npos) << err;
    EXPECT_EQ(err.find("pipe"), std::string::npos) << err;
    EXPECT_EQ(err.find("written"), std::string::npos) << err;
    EXPECT_EQ(read_file(rejects), "earlier rejects\n");
    EXPECT_EQ(listing(dir_),
              (std::vector<std::string>{"err", "long.pdn", "mixed.pdn", "rejects.pdn"}));
  }
}

// Standard output that is one of the inputs (`pdn validate g.pdn >> g.pdn`, as `cat g >> g`)
// would be written into the games while they are read: every command that reads games refuses
// it before reading, and the file stays as it was.
TEST_F(OutputSafety, StandardOutputAppendedToAnInputIsRefused) {
  const std::string games = good_game(0) + good_game(1);
  const std::string in = write("games.pdn", games);
  const std::string err = (dir_ / "err").string();
  for (const char* command :
       {"validate", "convert", "html -o -", "standings", "diagram", "annotate --depth 1"}) {
    // The exit code through echo: run() sends the last command's standard error to /dev/null.
    const CommandResult appended =
        run(std::string(command) + " " + in + " >> " + in + " 2>" + err + "; echo $?");
    EXPECT_EQ(appended.out, "2\n") << command;
    EXPECT_NE(
        read_file(err).find("is one of the inputs: it would be written into while it is read"),
        std::string::npos)
        << command << ": " << read_file(err);
    EXPECT_EQ(read_file(in), games) << command;
  }
  // Read from standard input, the same file.
  EXPECT_EQ(run("convert < " + in + " >> " + in + " 2>" + err + "; echo $?").out, "2\n");
  EXPECT_NE(read_file(err).find("is standard input: it would be written into"), std::string::npos);
  // /dev/stdout names it too.
  EXPECT_EQ(run("convert " + in + " -o /dev/stdout >> " + in + " 2>" + err + "; echo $?").out,
            "2\n");
  EXPECT_EQ(read_file(in), games);
}

// `-o /dev/stdout` with standard output appended to a file (`>> log`): appended, as the shell's
// `>>` asks, the file's earlier lines kept.
TEST_F(OutputSafety, DevStdoutAppendsWhereTheShellAppends) {
  const std::string in = write("games.pdn", good_game(0));
  const std::string log = write("log.pdn", "% earlier\n");
  EXPECT_EQ(run("convert -q " + in + " -o /dev/stdout >> " + log + "; echo $?").out, "0\n");
  EXPECT_EQ(read_file(log).substr(0, 10), "% earlier\n");
  EXPECT_EQ(count_lines(read_file(log), "[Event "), 1u);
}

// html's folder of pages never replaces an input, whatever a page's name leads to.
TEST_F(OutputSafety, HtmlPagesNeverReplaceAnInput) {
  const std::string games = good_game(0);
  const std::string in = write("games.pdn", games);
  fs::create_directory(dir_ / "site");
  fs::create_symlink(in, dir_ / "site" / "index.html");
  const std::string err = (dir_ / "err").string();
  const std::string site = (dir_ / "site").string() + "/";
  EXPECT_EQ(run("html " + in + " -o " + site + " 2>" + err + "; echo $?").out, "2\n");
  EXPECT_NE(read_file(err).find("index.html' is one of the inputs: it would replace what is read"),
            std::string::npos)
      << read_file(err);
  EXPECT_EQ(read_file(in), games);
  // An input among the pages (game-1.html read back as PDN).
  fs::remove(dir_ / "site" / "index.html");
  const std::string page = write("site/game-1.html", games);
  EXPECT_EQ(run("html " + page + " -o " + site + " 2>" + err + "; echo $?").out, "2\n");
  EXPECT_EQ(read_file(page), games);
}

}  // namespace
}  // namespace damas::test
