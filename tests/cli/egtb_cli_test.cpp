// `pdn egtb probe` and `pdn analyse` on endings the tables decide, as a user runs them. Each run
// gets an empty table folder (--dir, XDG_CACHE_HOME), so the tables a position needs are built
// in memory: milliseconds for these materials. Building every table (`pdn egtb build`) takes
// seconds and is a `long` test.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>

#include "cli_runner.hpp"

namespace damas::test {
namespace {

class EgtbCli : public CliTest {
 protected:
  // The tables' cache folder of every pdn run is the test's own (empty) folder.
  void SetUp() override {
    CliTest::SetUp();
    ::setenv("XDG_CACHE_HOME", dir_.string().c_str(), 1);
  }
};

TEST_F(EgtbCli, ProbeGivesTheExactValueUnderTheRules) {
  const CommandResult drawn = run("egtb probe B:WK1,K5,K10:BK8 --dir " + dir_.string());
  EXPECT_EQ(drawn.exit_code, 0);
  EXPECT_EQ(drawn.out, "draw  0.00  best 8-12  line 8-12\n");

  const CommandResult won =
      run("egtb probe B:WK1,K5,K10:BK8 --king-vs-king play --format json --dir " + dir_.string());
  EXPECT_EQ(won.exit_code, 0);
  EXPECT_EQ(won.out.substr(0, won.out.find("\"best\"")),
            "{\"fen\":\"B:WK1,K5,K10:BK8\",\"result\":\"loss\",\"plies\":26,\"score\":\"#13\","
            "\"tables\":{\"result\":\"loss\",\"plies\":26},");
  EXPECT_NE(won.out.find("\"best\":\"8-15\""), std::string::npos) << won.out;
}

// A cache folder that cannot be written is said: every run built the tables again (seconds)
// without a word. A relative XDG_CACHE_HOME is ignored (the XDG specification): the tables were
// written under whatever folder the command ran in. Building every table: a long test.
TEST_F(EgtbCli, ACacheThatCannotBeWrittenIsSaidLong) {
  const std::string file = write("file", "");
  ::setenv("XDG_CACHE_HOME", file.c_str(), 1);  // a file: no folder can be made in it
  const CommandResult unsaved = run("analyse W:W5,6,7:B26,27,28 --depth 2", true);
  EXPECT_EQ(unsaved.exit_code, 0) << unsaved.out;
  EXPECT_NE(unsaved.out.find("warning: endgame tables not saved, so every run builds them again"),
            std::string::npos)
      << unsaved.out;
  ::setenv("XDG_CACHE_HOME", "relative", 1);
  ::setenv("HOME", dir_.c_str(), 1);
  const std::filesystem::path was = std::filesystem::current_path();
  std::filesystem::current_path(dir_);  // where a relative cache would be made
  const CommandResult relative = run("analyse W:W5,6,7:B26,27,28 --depth 2", true);
  std::filesystem::current_path(was);
  EXPECT_EQ(relative.exit_code, 0) << relative.out;
  EXPECT_FALSE(std::filesystem::exists(dir_ / "relative"));
  EXPECT_TRUE(std::filesystem::exists(dir_ / ".cache" / "damas-pdn" / "egtb-4-kvk-draw.bin"));
}

// A --dir that is no folder (a mistyped name) is said; the value is the same, from tables built
// in memory.
TEST_F(EgtbCli, ProbeWarnsOfADirThatIsNoFolder) {
  const std::string missing = (dir_ / "tabels").string();
  const CommandResult r = run("egtb probe B:WK1,K5,K10:BK8 --dir " + missing, true);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "pdn egtb probe: warning: --dir '" + missing +
                       "' is not a folder: the tables are built in memory\n"
                       "draw  0.00  best 8-12  line 8-12\n");
}

TEST_F(EgtbCli, ProbeSaysWhenTheCountsTurnAWinIntoADraw) {
  const CommandResult counted =
      run("egtb probe W:WK2,K10,K16:BK24 --forcada-moves 3 --dir " + dir_.string());
  EXPECT_EQ(counted.exit_code, 0);
  EXPECT_EQ(counted.out.substr(0, counted.out.find("  best")),
            "draw  0.00  (without the 20-move and Forcada counts: win in 7 plies)");
}

TEST_F(EgtbCli, ProbeOfAGameAlreadyLost) {
  const CommandResult blocked = run("egtb probe W:W8:B12,15 --dir " + dir_.string());
  EXPECT_EQ(blocked.exit_code, 0);
  EXPECT_EQ(blocked.out, "loss  (the game is over: no piece or no move)\n");
}

// The other side without a piece (a setup: no game gets there): whatever the side to move plays,
// the other side is then to move without a piece and has lost (docs/rules.md), a win in one
// move, #1 for White and #-1 for Black, as pdn analyse scores it.
TEST_F(EgtbCli, ProbeOfAnOpponentWithoutPieces) {
  const CommandResult white = run("egtb probe W:W5:B --dir " + dir_.string());
  EXPECT_EQ(white.exit_code, 0);
  EXPECT_EQ(white.out.substr(0, white.out.find("  best")), "win  #1 (1 plies)") << white.out;
  const CommandResult black = run("egtb probe B:W:BK5 --format json --dir " + dir_.string());
  EXPECT_EQ(black.exit_code, 0);
  EXPECT_EQ(black.out.substr(0, black.out.find("\"best\"")),
            "{\"fen\":\"B:W:BK5\",\"result\":\"win\",\"plies\":1,\"score\":\"#-1\","
            "\"tables\":{\"result\":\"win\",\"plies\":1},")
      << black.out;
}

TEST_F(EgtbCli, ProbeOfFivePiecesNeedsTheirTablesBuilt) {
  // The engine never builds five-piece tables on its own: the probe says how to make them.
  const CommandResult five = run("egtb probe W:W1,2,3:B30,31 --dir " + dir_.string(), true);
  EXPECT_EQ(five.exit_code, 2);
  EXPECT_NE(five.out.find("no tables of 5 pieces in " + dir_.string() +
                          ": make them with 'pdn egtb build --pieces 5'"),
            std::string::npos)
      << five.out;
  const CommandResult six = run("egtb probe W:W1,2,3:B29,30,31 --dir " + dir_.string(), true);
  EXPECT_EQ(six.exit_code, 2);
  EXPECT_NE(six.out.find("the tables hold positions of up to 5 pieces, not 6"), std::string::npos)
      << six.out;
}

// egtb probe -: a line per FEN of standard input, each the answer of the FEN probed alone,
// "error" for one the tables cannot answer (no FEN, or five pieces without their tables).
TEST_F(EgtbCli, ProbeOfFensReadAnswersEachAsAlone) {
  const std::string dir = " --dir " + dir_.string();
  const std::vector<std::string> fens = {"B:WK1,K5,K10:BK8", "bad", "W:W1,2,3:B30,31", "W:W5:B",
                                         "W:WK2,K10,K16:BK24"};
  std::string input;
  std::string expected;
  for (const std::string& fen : fens) {
    input += fen + "\n";
    const CommandResult alone = run("egtb probe " + fen + dir);
    expected += alone.exit_code == 0 ? alone.out : "error\n";
  }
  const std::string fens_file = write("fens.txt", input);
  const CommandResult all = run("egtb probe -" + dir + " < " + fens_file);
  EXPECT_EQ(all.exit_code, 2);
  EXPECT_EQ(all.out, expected);
  // The FENs alone: three answered (a draw, a win in 1, the Forcada's win), two refused.
  EXPECT_EQ(expected.substr(0, expected.find('\n')), "draw  0.00  best 8-12  line 8-12");
  EXPECT_EQ(std::count(expected.begin(), expected.end(), '\n'), 5);
  EXPECT_NE(expected.find("\nerror\nerror\nwin  #1 (1 plies)"), std::string::npos) << expected;
  const CommandResult json = run("egtb probe - --format json" + dir + " < " + fens_file, true);
  EXPECT_NE(json.out.find("pdn egtb probe: -:3: no tables of 5 pieces in " + dir_.string()),
            std::string::npos)
      << json.out;
  EXPECT_NE(json.out.find(R"({"fen":"W:W1,2,3:B30,31","error":"no tables of 5 pieces in )"),
            std::string::npos)
      << json.out;
}

TEST_F(EgtbCli, ProbeOfFivePiecesSaysWhenTheirFileCannotBeRead) {
  // A cut file, and a named pipe in its place (which must not be opened: it would block).
  const std::string fen = "W:WK28,K11,26,25:BK27";
  const std::filesystem::path cut_dir = dir_ / "cut";
  std::filesystem::create_directories(cut_dir);
  std::ofstream(cut_dir / "egtb-5-kvk-draw.bin") << "damas-pdn egtb 2\n";
  const CommandResult cut = run("egtb probe " + fen + " --dir " + cut_dir.string(), true);
  EXPECT_EQ(cut.exit_code, 2);
  EXPECT_NE(cut.out.find((cut_dir / "egtb-5-kvk-draw.bin").string() +
                         ": not an endgame table file of this version: make them with 'pdn "
                         "egtb build --pieces 5'"),
            std::string::npos)
      << cut.out;
  // A position of fewer pieces is answered from the tables of 4, the damaged file said by the
  // command that met it.
  const CommandResult fewer = run("egtb probe B:WK1,K5,K10:BK8 --dir " + cut_dir.string(), true);
  EXPECT_EQ(fewer.exit_code, 0);
  EXPECT_EQ(fewer.out, "pdn egtb probe: warning: endgame tables not used: " +
                           (cut_dir / "egtb-5-kvk-draw.bin").string() +
                           ": not an endgame table file of this version\n"
                           "draw  0.00  best 8-12  line 8-12\n");
  const std::filesystem::path pipe_dir = dir_ / "pipe";
  std::filesystem::create_directories(pipe_dir);
  ASSERT_EQ(::mkfifo((pipe_dir / "egtb-5-kvk-draw.bin").c_str(), 0600), 0);
  const CommandResult pipe = run("egtb probe " + fen + " --dir " + pipe_dir.string(), true);
  EXPECT_EQ(pipe.exit_code, 2);
  EXPECT_NE(pipe.out.find("not a regular file: " + (pipe_dir / "egtb-5-kvk-draw.bin").string()),
            std::string::npos)
      << pipe.out;
}

TEST_F(EgtbCli, BuildRefusesOtherPieceCounts) {
  const CommandResult three = run("egtb build --pieces 3 --dir " + dir_.string(), true);
  EXPECT_EQ(three.exit_code, 2);
  EXPECT_NE(three.out.find("--pieces must be 4 or 5, not 3"), std::string::npos) << three.out;
  EXPECT_TRUE(std::filesystem::is_empty(dir_));
}

TEST_F(EgtbCli, AnalyseScoresTableEndingsExactly) {
  EXPECT_EQ(run("analyse --fen B:WK1,K5,K10:BK8").out.substr(0, 30),
            "best 8-12  score 0.00  depth 1");
  const std::string played = run("analyse --fen B:WK1,K5,K10:BK8 --king-vs-king play").out;
  EXPECT_EQ(played.substr(0, 29), "best 8-15  score #13  depth 1") << played;
  // Without the tables the default search sees only a material lead.
  const std::string without = run("analyse --fen W:WK2,K3,K4:BK27 --depth 6 --no-egtb").out;
  EXPECT_EQ(run("analyse --fen W:WK2,K3,K4:BK27 --depth 6").out.substr(0, 24),
            "best 2-5  score 0.00  de");
  EXPECT_EQ(without.find("score 0.00"), std::string::npos) << without;
}

TEST_F(EgtbCli, ATableFileThatCannotBeReadIsSaidNotDropped) {
  // Five-piece tables the user built, since damaged: the search goes on without them (building
  // the four-piece tables it needs) and says which file it could not use, once.
  const std::filesystem::path cache = dir_ / "damas-pdn";
  std::filesystem::create_directories(cache);
  std::ofstream(cache / "egtb-5-kvk-draw.bin") << "damas-pdn egtb 2\n";
  const CommandResult damaged = run("analyse --fen B:WK1,K5,K10:BK8", true);
  EXPECT_EQ(damaged.exit_code, 0);
  const std::string warning =
      "pdn analyse: warning: endgame tables not used: " + (cache / "egtb-5-kvk-draw.bin").string() +
      ": ";
  const auto at = damaged.out.find(warning);
  ASSERT_NE(at, std::string::npos) << damaged.out;
  EXPECT_EQ(damaged.out.find(warning, at + 1), std::string::npos) << damaged.out;
  EXPECT_NE(damaged.out.find("best 8-12  score 0.00  depth 1"), std::string::npos) << damaged.out;
  // No file at all is the usual case, and says nothing.
  std::filesystem::remove(cache / "egtb-5-kvk-draw.bin");
  EXPECT_EQ(run("analyse --fen B:WK1,K5,K10:BK8", true).out.find("warning"), std::string::npos);
}

TEST_F(EgtbCli, BuildFivePiecesLong) {
  // Minutes: every table of up to five pieces, both rules. Then a probe of five pieces answers
  // from them, and agrees with a search that finds the result on its own (no tables).
  const CommandResult built = run("egtb build --pieces 5 --dir " + dir_.string());
  ASSERT_EQ(built.exit_code, 0) << built.out;
  EXPECT_TRUE(std::filesystem::exists(dir_ / "egtb-5-kvk-draw.bin"));
  EXPECT_TRUE(std::filesystem::exists(dir_ / "egtb-5-kvk-play.bin"));
  // Four pieces against a king: a win in 7 (13 plies) that a search without tables proves; the
  // probe reads it from the five-piece table. The search needs depth 17 (about 15 s; 118 M
  // nodes): depth 15 and 16 score the ending 5.37 and 5.46 without seeing the mate (ProbCut's
  // shallower searches at the defender's nodes hide it).
  const std::string fen = "W:WK28,K11,26,25:BK27";
  const std::string searched = run("analyse --fen " + fen + " --depth 17 --no-egtb").out;
  const std::size_t score = searched.find("score ");
  ASSERT_NE(score, std::string::npos) << searched;
  const std::string mate = searched.substr(score + 6, searched.find(' ', score + 6) - score - 6);
  EXPECT_EQ(mate, "#7") << searched;
  const std::string probed = run("egtb probe " + fen + " --dir " + dir_.string()).out;
  EXPECT_EQ(probed.substr(0, probed.find("  best")), "win  " + mate + " (13 plies)") << probed;
}

TEST_F(EgtbCli, BuildWritesBothRuleFilesLong) {
  const CommandResult built = run("egtb build --dir " + dir_.string());
  ASSERT_EQ(built.exit_code, 0);
  EXPECT_TRUE(std::filesystem::exists(dir_ / "egtb-4-kvk-draw.bin"));
  EXPECT_TRUE(std::filesystem::exists(dir_ / "egtb-4-kvk-play.bin"));
  EXPECT_EQ(run("egtb probe B:WK1,K5,K10:BK8 --king-vs-king play --dir " + dir_.string())
                .out.substr(0, 20),
            "loss  #13 (26 plies)");
}

}  // namespace
}  // namespace damas::test
