// End-to-end tests of pdn annotate: the exact text at a fixed depth (golden file), existing
// evaluations, the mark thresholds, broken games and exit codes.
#include <signal.h>
#include <sys/stat.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "../occurrences.hpp"
#include "child_process.hpp"
#include "cli_runner.hpp"

namespace damas::test {
namespace {

const std::string kData = DAMAS_CLI_DATA_DIR;

// White has a forced win with 1-14 and throws it away with 1-19.
const std::string kMissedWin = "[FEN \"W:WK1,13:B22,26\"]\n\n1. 1-19 *\n";

class AnnotateTest : public CliTest {};

TEST_F(AnnotateTest, FixedDepthOutputIsTheGoldenFile) {
  const std::string out = (dir_ / "out.pdn").string();
  const CommandResult r = run("annotate --depth 4 -q " + kData + "/annotate.pdn -o " + out);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(read_file(out), read_file(kData + "/annotate.expected.pdn"));
}

// Without a limit the searches go to depth 10 (docs/commands/annotate.md), and the Annotator
// tag says so; the game is the missed win, a few positions of one king and three men.
TEST_F(AnnotateTest, WithoutALimitTheSearchesGoToDepthTen) {
  const CommandResult r = run("annotate -q " + write("g.pdn", kMissedWin));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("[Annotator \"pdn annotate (depth 10)\"]"), std::string::npos) << r.out;
}

// An input without a game gives an empty output and says so; -q says nothing.
TEST_F(AnnotateTest, AnInputWithoutAGameIsSaidToHoldNone) {
  const std::string empty = write("empty.pdn", "");
  const std::string blank = write("blank.pdn", "\n  \n");
  const CommandResult one = run("annotate --depth 2 " + empty, true);
  EXPECT_EQ(one.exit_code, 0);
  EXPECT_EQ(one.out, "pdn annotate: no game to annotate in the input\n");
  const CommandResult two = run("annotate --depth 2 " + empty + " " + blank, true);
  EXPECT_EQ(two.out, "pdn annotate: no game to annotate in the inputs\n");
  EXPECT_EQ(run("annotate --depth 2 -q " + empty, true).out, "");
  // A game that cannot be read is still a game: written as read, no such line.
  const CommandResult junk = run("annotate --depth 2 " + write("junk.pdn", "junk\n"), true);
  EXPECT_EQ(occurrences(junk.out, "no game to annotate"), 0U) << junk.out;
}

TEST_F(AnnotateTest, ParallelGamesKeepTheirOrderAndText) {
  const std::string game = read_file(kData + "/annotate.pdn");
  const std::string in = write("three.pdn", game + "\n" + kMissedWin + "\n" + game);
  const CommandResult one = run("annotate --depth 4 -q " + in);
  const CommandResult four = run("annotate --depth 4 -q -j 4 " + in);
  EXPECT_EQ(one.exit_code, 0);
  EXPECT_EQ(one.out, four.out);
}

TEST_F(AnnotateTest, AnExistingEvalIsKeptUnlessOverwritten) {
  const std::string in = write("g.pdn", "1. 12-16 {[%eval 9.99] by hand} 21-17 *\n");
  const CommandResult kept = run("annotate --depth 2 -q " + in);
  EXPECT_NE(kept.out.find("{[%eval 9.99] by hand}"), std::string::npos) << kept.out;
  const CommandResult replaced = run("annotate --depth 2 -q --overwrite " + in);
  EXPECT_EQ(replaced.out.find("9.99"), std::string::npos) << replaced.out;
  EXPECT_NE(replaced.out.find("] by hand}"), std::string::npos) << replaced.out;
  EXPECT_EQ(occurrences(replaced.out, "[%eval"), 2) << "one per move: " << replaced.out;
}

TEST_F(AnnotateTest, TextThatOnlyLooksLikeAnEvalIsKeptWithOrWithoutOverwrite) {
  // An [%eval never closed, another command whose name starts with "eval", and an [%eval whose
  // value runs into another command: none is an evaluation, all are the comment's text.
  const std::vector<std::string> comments = {"[%eval by hand", "[%evaluation 3] note",
                                             "[%eval [%clk 0:01:00] x"};
  for (const std::string& comment : comments) {
    const std::string in = write("g.pdn", "1. 12-16 {" + comment + "} 21-17 *\n");
    for (const std::string overwrite : {"", " --overwrite"}) {
      const CommandResult r = run("annotate --depth 2 -q" + overwrite + " " + in);
      EXPECT_EQ(r.exit_code, 0);
      // The new evaluation comes first, the text after it, whole.
      const std::size_t eval = r.out.find("1. 12-16 {[%eval ");
      ASSERT_NE(eval, std::string::npos) << r.out;
      EXPECT_EQ(r.out.substr(r.out.find("] ", eval) + 2, comment.size() + 1), comment + "}")
          << overwrite << ": " << r.out;
    }
  }
  // A real one is still replaced with --overwrite, and only it.
  const std::string in = write("g.pdn", "1. 12-16 {[%eval 9.99] [%eval by hand} 21-17 *\n");
  const CommandResult r = run("annotate --depth 2 -q --overwrite " + in);
  EXPECT_EQ(r.out.find("9.99"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("] [%eval by hand}"), std::string::npos) << r.out;
}

TEST_F(AnnotateTest, AMissedWinIsABlunderWithTheWinningLine) {
  const CommandResult r = run("annotate --depth 6 -q " + write("g.pdn", kMissedWin));
  EXPECT_EQ(r.exit_code, 0);
  // The better line's value comes from the deeper search that confirms the mark: a win for White
  // (#N, N of its moves), whatever N that search finds.
  EXPECT_NE(r.out.find("1. 1-19?? $4 {[%eval #-3] Blunder. 1-14 was better.} (1. 1-14 {[%eval #"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("(1. 1-14 {[%eval #-"), std::string::npos) << r.out;
}

TEST_F(AnnotateTest, ThresholdsDecideTheMark) {
  const std::string in = kData + "/annotate.pdn";
  EXPECT_NE(run("annotate --depth 4 -q " + in).out.find("2. 16-20? $2\n"), std::string::npos);
  const CommandResult milder = run("annotate --depth 4 -q --mistake 0.3 --blunder 0.5 " + in);
  EXPECT_NE(milder.out.find("2. 16-20?! $6"), std::string::npos) << milder.out;
  const CommandResult none = run("annotate --depth 4 -q --inaccuracy 0.5 --mistake 0.6 " + in);
  EXPECT_EQ(none.out.find("16-20?"), std::string::npos) << none.out;
}

TEST_F(AnnotateTest, SummaryPerPlayerInJson) {
  const std::string out = (dir_ / "out.pdn").string();
  const CommandResult r =
      run("annotate --depth 6 --format json " + write("g.pdn", kMissedWin) + " -o " + out, true);
  EXPECT_NE(r.out.find("\"white\":{\"name\":\"White\",\"moves\":1,\"inaccuracies\":0,"
                       "\"mistakes\":0,\"blunders\":1,\"average_loss\":1.0000}"),
            std::string::npos)
      << r.out;
}

TEST_F(AnnotateTest, AnIllegalMoveEndsTheAnnotationAndExitsWith1) {
  const std::string in = write("g.pdn", "1. 12-16 21-17 2. 16-20 22-18 *\n");
  const CommandResult r = run("annotate --depth 2 -q " + in, true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("ply 4 (22-18): a capture is compulsory"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("annotated up to ply 3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("2. 16-20?"), std::string::npos) << "the move before is judged: " << r.out;
  EXPECT_NE(r.out.find("2... 22-18 *"), std::string::npos) << "the illegal one is not: " << r.out;
}

// A game the rules cannot replay says why, as validate does.
TEST_F(AnnotateTest, AGameThatCannotBeReplayedIsPassedOnWithWhy) {
  const std::string in = write("g.pdn",
                               "[FEN \"W:W30:B5\"]\n\n1. 30-26 *\n\n"
                               "[GameType \"30\"]\n\n1. 11-15 *\n");
  const CommandResult r = run("annotate --depth 2 -o /dev/null " + in, true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("game 1: not annotated: its setup or GameType cannot be replayed: FEN "
                       "\"W:W30:B5\": a White man on 30, its own promotion row"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("game 2: not annotated: its setup or GameType cannot be replayed: "
                       "GameType 30 is Turkish draughts"),
            std::string::npos)
      << r.out;
}

TEST_F(AnnotateTest, AGameOfAnotherVariantIsPassedOnWithItsReasonAndNoSummary) {
  const std::string in =
      write("g.pdn", "[GameType \"20\"]\n[Result \"*\"]\n\n1. 32-28 19-23 *\n");
  const CommandResult r = run("annotate --depth 2 " + in, true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("game 1: not annotated: the engine plays Portuguese and Spanish draughts "
                       "only, and this game is international draughts"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("1. 32-28 19-23 *"), std::string::npos) << r.out;
  // No move was judged: no "0 inaccuracies, 0 mistakes" line for it.
  EXPECT_EQ(r.out.find("inaccuracies"), std::string::npos) << r.out;
}

TEST_F(AnnotateTest, AGameThatCannotBeReadIsWrittenAsItWasRead) {
  // Annotating in place is how an interrupted run is finished: the file must keep what could not
  // be read (a preamble before the first game, a tag never closed, a last game without a line
  // end), as it was, among the games annotated.
  const std::string game = read_file(kData + "/annotate.pdn");
  const std::string preamble = "Compiled by hand, 1999.\n\n";
  const std::string unclosed = "[Event \"never closed\"\n[Site \"x\"]\n\n1. 11-15 *\n\n";
  const std::string cut = "[Event \"cut\"\n\n1. 11-15 22-18 *";
  const std::string file =
      write("archive.pdn", preamble + game + "\n" + unclosed + game + "\n" + cut);
  const std::string alone = run("annotate --depth 4 -q " + kData + "/annotate.pdn").out;
  ASSERT_FALSE(alone.empty());
  for (const std::string jobs : {"1", "2"}) {
    write("archive.pdn", preamble + game + "\n" + unclosed + game + "\n" + cut);
    const CommandResult r =
        run("annotate --depth 4 -q -j " + jobs + " " + file + " -o " + file, true);
    EXPECT_EQ(r.exit_code, 1) << r.out;
    EXPECT_EQ(occurrences(r.out, "; written as read"), 3U) << r.out;
    EXPECT_EQ(read_file(file), preamble + alone + unclosed + alone + cut + "\n") << "-j " << jobs;
  }
}

TEST_F(AnnotateTest, MovesAfterTheEndOnTheBoardAreNotSearched) {
  const std::string in = write("g.pdn", "[FEN \"W:W10:B14\"]\n\n1. 10x19 18-14 *\n");
  const CommandResult r = run("annotate --depth 2 -q " + in, true);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("ended on the board after ply 1 (no-pieces)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1. 10x19 18-14 *"), std::string::npos) << r.out;
}

TEST_F(AnnotateTest, BadUsageExitsWith2) {
  EXPECT_EQ(run("annotate --depth 0").exit_code, 2);
  EXPECT_EQ(run("annotate --pv-length 0").exit_code, 2);
  EXPECT_EQ(run("annotate --mistake 0.5 --blunder 0.4").exit_code, 2);
  EXPECT_EQ(run("annotate " + (dir_ / "missing.pdn").string()).exit_code, 2);
  EXPECT_EQ(run("annotate --time-per-game 0").exit_code, 2);
  EXPECT_EQ(run("annotate --time-per-game x").exit_code, 2);
  const CommandResult both = run("annotate --time-per-game 60 --movetime 100", true);
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_NE(both.out.find("--time-per-game or --movetime"), std::string::npos) << both.out;
}

// A reader of the annotated games (185 KB: more than a pipe holds) that goes away (`| head -1`)
// ends the run by SIGPIPE (141 in a shell with pipefail), as every command: not an interrupted run
// that says it wrote the rest as read, nor a failed write to standard output.
TEST_F(AnnotateTest, AClosedPipeEndsTheRunBySigpipeWithoutAWord) {
  std::string games;
  for (int i = 0; i < 400; ++i) games += read_file(kData + "/annotate.pdn") + "\n";
  const std::string in = write("games.pdn", games);
  const std::string err = (dir_ / "err").string();
  const std::string line = "set -o pipefail; " + std::string(DAMAS_PDN_BINARY) +
                           " annotate --depth 2 -q " + in + " 2>" + err + " | head -1 >/dev/null";
  const int status = std::system(("bash -c '" + line + "'").c_str());
  EXPECT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 128 + SIGPIPE);
  EXPECT_EQ(read_file(err), "");
}

TEST_F(AnnotateTest, ATimeForTheGameIsSpreadOverItsPositions) {
  // Half a second for the game: every move still gets its evaluation, and the tag says how
  // the game was searched.
  const CommandResult r = run("annotate --time-per-game 0.5 -q " + write("g.pdn", kMissedWin));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("[Annotator \"pdn annotate (0.5 s per game)\"]"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("[%eval"), std::string::npos) << r.out;
}

TEST_F(AnnotateTest, AnInterruptedRunKeepsItsGamesAndAnnotatingItsOutputAgainFinishesIt) {
  // Two games of two moves, then a whole game (played by the engine for the test): SIGTERM once
  // the first two are annotated stops the third, which is written as it was read.
  const std::string whole = (dir_ / "whole.pdn").string();
  ASSERT_EQ(run("match --depth 2 --games 1 -q -o " + whole).exit_code, 0);
  const std::string in = write("in.pdn", "[Event \"a\"]\n\n1. 11-15 22-18 *\n\n[Event \"b\"]\n\n"
                                         "1. 12-16 21-17 *\n\n" + read_file(whole));
  const std::string out = (dir_ / "out.pdn").string();
  const std::string errors = (dir_ / "stderr").string();
  const Child child =
      start_child(DAMAS_PDN_BINARY,
                  {"annotate", "--movetime", "100", "--format", "json", in, "-o", out}, "",
                  (dir_ / "stdout").string(), errors);
  ASSERT_EQ(wait_for_lines(errors, "{", 2, 60), 2) << read_file(errors);
  // A second into the third game, some of its moves have their evaluation: not to be written.
  std::this_thread::sleep_for(std::chrono::seconds(1));
  const SignalledRun ended = signal_and_wait(child, SIGTERM, 60);
  ASSERT_TRUE(ended.sent);
  EXPECT_EQ(ended.run.signal, SIGTERM) << read_file(errors);  // by it, once written
  EXPECT_LT(ended.seconds_to_end, 5.0);  // not the third game's 80-odd searches of 100 ms
  EXPECT_EQ(wait_for_lines(errors, "{", 0, 0), 2) << "no summary of a game not annotated";
  EXPECT_NE(read_file(errors).find("pdn annotate: 1 game written as read, not annotated"),
            std::string::npos)
      << read_file(errors);
  const std::vector<std::string> first = split_games(read_file(out));
  ASSERT_EQ(first.size(), 3U);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_NE(first[i].find("[Annotator \"pdn annotate (movetime 100 ms)\"]"), std::string::npos)
        << first[i];
    EXPECT_GE(occurrences(first[i], "[%eval"), 2) << first[i];
  }
  EXPECT_EQ(first[2], read_file(whole));  // as read: the writer's text of the match's record

  // Annotated again (in place), the first two are left as they are and the third is annotated.
  const CommandResult again = run("annotate --movetime 20 " + out + " -o " + out, true);
  EXPECT_EQ(again.exit_code, 0) << again.out;
  EXPECT_NE(again.out.find("pdn annotate: 2 games annotated before by pdn annotate left as they "
                           "were (--overwrite annotates again)"),
            std::string::npos)
      << again.out;
  const std::vector<std::string> second = split_games(read_file(out));
  ASSERT_EQ(second.size(), 3U);
  EXPECT_EQ(second[0], first[0]);
  EXPECT_EQ(second[1], first[1]);
  EXPECT_NE(second[2].find("[Annotator \"pdn annotate (movetime 20 ms)\"]"), std::string::npos)
      << second[2];
  EXPECT_GT(occurrences(second[2], "[%eval"), 20) << second[2];
}

// Searches cheap enough for runs of dozens of games, long enough to be stopped in the middle.
const std::string kQuick = "--depth 6 --confirm-plies 2 --recheck-plies 0";

// The words of a command line, split at spaces (none of the test's paths has one).
std::vector<std::string> words_of(const std::string& command) {
  std::vector<std::string> words;
  std::istringstream in(command);
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

TEST_F(AnnotateTest, ARunKilledOutrightLeavesItsLastSaveWhichAnnotatingAgainFinishes) {
  // SIGKILL lets a run write nothing at its end: -o holds its last save. With --save-every 0 a
  // save follows every game, before its summary: it holds every game of the run, the first
  // ones annotated (at least those reported), the others as they were read; annotated again,
  // it becomes what one uninterrupted run writes. The same for a part of the games (--shard),
  // whose save holds that part's games alone, and for a run in place (-o the file it reads).
  // Annotated again in place, saving after every game: the run's reader is not misled by the
  // saves that replace its file under its name.
  // Among the games, one that cannot be read (a tag never closed): saves keep it as read.
  const std::string games = (dir_ / "games.pdn").string();
  ASSERT_EQ(run("match --depth 2 --games 20 -q -o " + games).exit_code, 0);
  std::vector<std::string> input = split_games(read_file(games));
  ASSERT_EQ(input.size(), 20U);
  input.insert(input.begin() + 13, "[Event \"never closed\"\n[Site \"x\"]\n\n1. 11-15 *\n\n");
  std::string records;
  for (const std::string& game : input) records += game;
  write("games.pdn", records);
  for (const std::string name : {"all", "sharded", "in-place"}) {
    const bool sharded = name == "sharded";
    const std::string options = "annotate " + kQuick + " --format json" +
                                (sharded ? " --shard 2/2 --shard-by interleaved" : "");
    std::vector<std::string> part;  // the input games of the run
    for (std::size_t i = sharded ? 1 : 0; i < input.size(); i += sharded ? 2 : 1) {
      part.push_back(input[i]);
    }
    const std::string reference = (dir_ / "reference.pdn").string();
    ASSERT_EQ(run(options + " -q " + games + " -o " + reference).exit_code, 1);
    const std::vector<std::string> whole = split_games(read_file(reference));
    ASSERT_EQ(whole.size(), part.size());

    const std::string out = (dir_ / (name + ".pdn")).string();
    const std::string errors = (dir_ / (name + ".err")).string();
    std::string read = games;
    if (name == "in-place") {
      std::filesystem::copy_file(games, out);
      read = out;
    }
    const Child child = start_child(
        DAMAS_PDN_BINARY, words_of(options + " --save-every 0 -j 2 " + read + " -o " + out), "",
        "/dev/null", errors);
    ASSERT_GE(wait_for_lines(errors, "{", 2, 120), 2) << read_file(errors);
    const SignalledRun ended = signal_and_wait(child, SIGKILL, 60);
    ASSERT_TRUE(ended.sent);
    ASSERT_EQ(ended.run.signal, SIGKILL) << "the run ended before the signal";
    const std::size_t reported = static_cast<std::size_t>(wait_for_lines(errors, "{", 0, 0));
    const std::vector<std::string> saved = split_games(read_file(out));
    ASSERT_EQ(saved.size(), part.size()) << name;
    std::size_t annotated = 0;
    while (annotated < saved.size() &&
           saved[annotated].find("[Annotator \"pdn annotate") != std::string::npos) {
      ++annotated;
    }
    EXPECT_GE(annotated, reported) << name;
    EXPECT_LE(annotated, reported + 1) << name << ": saved, not yet reported";
    for (std::size_t i = 0; i < saved.size(); ++i) {
      EXPECT_EQ(saved[i], i < annotated ? whole[i] : part[i]) << name << ", game " << i + 1;
    }

    const CommandResult again =
        run("annotate " + kQuick + " -q --save-every 0 " + out + " -o " + out, true);
    EXPECT_EQ(again.exit_code, 1) << again.out;
    EXPECT_TRUE(read_file(out) == read_file(reference)) << name;
  }
}

TEST_F(AnnotateTest, ASaveTakesNothingFromAnInputThatChangedSinceTheRunBegan) {
  // Games added to the input during the run are not the run's: the saves stop (said once), the
  // run ends with exit 2 (its input changed while read), and -o keeps the last good save, every
  // game of the input as it was.
  const std::string games = (dir_ / "games.pdn").string();
  ASSERT_EQ(run("match --depth 2 --games 20 -q -o " + games).exit_code, 0);
  const std::vector<std::string> input = split_games(read_file(games));
  const std::string out = (dir_ / "out.pdn").string();
  const std::string errors = (dir_ / "stderr").string();
  const Child child = start_child(
      DAMAS_PDN_BINARY,
      words_of("annotate " + kQuick + " --format json --save-every 0 " + games + " -o " + out), "",
      "/dev/null", errors);
  ASSERT_GE(wait_for_lines(errors, "{", 2, 120), 2) << read_file(errors);
  {
    std::ofstream more(games, std::ios::app);
    more << input.front();
  }
  const ChildRun ended = wait_child(child, 300);
  const std::string err = read_file(errors);
  EXPECT_EQ(ended.exit_code, 2) << err;
  EXPECT_EQ(occurrences(err, "pdn annotate: saving the games annotated so far: "), 1U) << err;
  EXPECT_NE(err.find("games.pdn changed since the run began (the run goes on)"), std::string::npos)
      << err;
  const std::vector<std::string> saved = split_games(read_file(out));
  ASSERT_EQ(saved.size(), input.size());
  EXPECT_NE(saved.front().find("[Annotator \"pdn annotate"), std::string::npos);
  EXPECT_EQ(saved.back(), input.back()) << "the run's last game is not in a good save";
}

TEST_F(AnnotateTest, SavesNeedInputsThatAreFilesAndAnOutputThatIsNoInputButTheFirst) {
  const std::string in = write("g.pdn", kMissedWin);
  const std::string link = (dir_ / "link.pdn").string();
  std::filesystem::create_symlink(in, link);
  const std::string fifo = (dir_ / "fifo.pdn").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string other = write("other.pdn", kMissedWin);
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"annotate --save-every 5 " + in, "--save-every saves -o: give it too"},
      {"annotate --save-every 5 " + other + " " + in + " -o " + in,
       "-o is the input " + in + ", and not the first one alone"},
      {"annotate --save-every 5 " + in + " " + link + " -o " + in,
       "-o is the input " + link + ", and not the first one alone"},
      {"annotate --save-every 5 - -o " + (dir_ / "out.pdn").string() + " < " + in,
       "standard input cannot be read again"},
      {"annotate --save-every 5 " + fifo + " -o " + (dir_ / "out.pdn").string(),
       fifo + " is not a regular file"}};
  for (const auto& [command, reason] : refused) {
    const CommandResult r = run(command, true);
    EXPECT_EQ(r.exit_code, 2) << command;
    EXPECT_NE(r.out.find(reason), std::string::npos) << command << ": " << r.out;
  }
  EXPECT_FALSE(std::filesystem::exists(dir_ / "out.pdn"));
  // Without --save-every, such runs are saved at the end only.
  EXPECT_EQ(run("annotate --depth 2 -q " + other + " " + in + " -o " + in).exit_code, 0);
  EXPECT_EQ(occurrences(read_file(in), "[Annotator \"pdn annotate"), 2U) << read_file(in);
}

}  // namespace
}  // namespace damas::test
