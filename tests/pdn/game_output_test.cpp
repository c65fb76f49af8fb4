// Where converted games go (game_output.hpp): the name numbered files take, one output, and
// files of N games each, written only when the run commits, with the files an earlier run left.
#include "damas/pdn/game_output.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

namespace fs = std::filesystem;

using testing::read_bytes;

// A folder of its own for one test, removed after it.
class GameOutputFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("damas-game-output-" + std::to_string(getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

TEST(SplitName, TheOutputElseTheFirstInputWithTheFormatsExtension) {
  EXPECT_EQ(split_name("out.pdn", {"in.pdn"}, ".jsonl"), "out.pdn");
  EXPECT_EQ(split_name("", {"dir/games.pdn"}, ".jsonl"), "games.jsonl");
  EXPECT_EQ(split_name("", {"-"}, ".pdn"), std::nullopt);
  EXPECT_EQ(split_name("-", {"in.pdn"}, ".pdn"), std::nullopt);
  EXPECT_EQ(split_name("", {}, ".pdn"), std::nullopt);
  EXPECT_EQ(split_name("parts/", {"a/games.pdn"}, ".csv"), "parts/games.csv");
}

TEST_F(GameOutputFiles, OneOutputBeginsWithTheHeader) {
  {
    support::OutputSet outputs;
    GameOutput output(outputs, path("all.csv"), 0, "-o", "head\n");
    output.write_game("a\n");
    output.write_game("b\n");
    EXPECT_FALSE(output.streamed());
    EXPECT_FALSE(fs::exists(path("all.csv")));  // not before the commit
    EXPECT_TRUE(outputs.commit().empty());
  }
  EXPECT_EQ(read_bytes(path("all.csv")), "head\na\nb\n");
}

TEST_F(GameOutputFiles, NumberedFilesOfNGamesEach) {
  std::ofstream(path("out-003.pdn")) << "left by an earlier run";
  support::OutputSet outputs;
  GameOutput output(outputs, path("out.pdn"), 2, "--split", "# ");
  for (const char* game : {"1\n", "2\n", "3\n"}) output.write_game(game);
  EXPECT_FALSE(output.failure().has_value());
  ASSERT_TRUE(outputs.commit().empty());
  EXPECT_EQ(read_bytes(path("out-001.pdn")), "# 1\n2\n");
  EXPECT_EQ(read_bytes(path("out-002.pdn")), "# 3\n");
  EXPECT_EQ(output.leftover_files(), path("out-003.pdn") + " is left from an earlier run");
}

}  // namespace
}  // namespace damas::pdn
