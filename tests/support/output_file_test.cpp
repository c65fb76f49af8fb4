// A run that saves its output while it runs: what a staged file holds so far, copied into a
// file of another set, is every byte written (the buffer included), and writing goes on.
#include "damas/support/output_file.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace damas::support {
namespace {

namespace fs = std::filesystem;

std::string read_whole(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

class OutputFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("damas-output-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

TEST(NumberedFileName, NumbersTheStemWithAtLeastTheDigitsAsked) {
  EXPECT_EQ(numbered_file_name("out.pdn", 1), "out-001.pdn");
  EXPECT_EQ(numbered_file_name("dir.d/out", 12, 2), "dir.d/out-12");
  EXPECT_EQ(numbered_file_name("out.svg", 1234, 0), "out-1234.svg");
  // A count of digits below 0 is refused by name (fmt threw its own format_error).
  try {
    (void)numbered_file_name("out.pdn", 1, -1);
    ADD_FAILURE() << "no throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "numbered_file_name: digits -1 is below 0");
  }
}

TEST_F(OutputFileTest, WhatIsWrittenSoFarIsCopiedWholeAndWritingGoesOn) {
  // More than one buffer's worth (written out), then a little (still in the buffer).
  const std::string big(3 << 20, 'x');
  const std::string small = "the last words\n";
  OutputSet run;
  OutputFile& out = run.open((dir_ / "out.txt").string(), "-o");
  out.write(big);
  out.write(small);
  {
    OutputSet save;
    OutputFile& saved = save.open((dir_ / "saved.txt").string(), "--save");
    ASSERT_TRUE(out.copy_written_to(saved));
    saved.write("and the rest\n");
    ASSERT_TRUE(save.commit().empty());
  }
  // Compared whole, not printed: megabytes of 'x'.
  const std::string saved_text = read_whole(dir_ / "saved.txt");
  EXPECT_EQ(saved_text.size(), big.size() + small.size() + 13);
  EXPECT_TRUE(saved_text == big + small + "and the rest\n");
  EXPECT_FALSE(fs::exists(dir_ / "out.txt")) << "the run's own file waits for its commit";
  out.write("more\n");
  ASSERT_TRUE(run.commit().empty());
  EXPECT_TRUE(read_whole(dir_ / "out.txt") == big + small + "more\n");
}

TEST_F(OutputFileTest, OnlyAFileThatReplacesOneCanBeCopied) {
  OutputSet run;
  OutputFile& device = run.open("/dev/null", "-o");
  device.write("lost\n");
  OutputSet save;
  OutputFile& saved = save.open((dir_ / "saved.txt").string(), "--save");
  EXPECT_FALSE(device.copy_written_to(saved));
}

TEST_F(OutputFileTest, AFileThisProcessCommittedIsKnownAsItsOwn) {
  // A reader finding it under its input's name takes the replacement for its own run's.
  const fs::path target = dir_ / "out.txt";
  {
    std::ofstream other(target);
    other << "written by another program\n";
  }
  struct stat before {};
  ASSERT_EQ(::stat(target.c_str(), &before), 0);
  EXPECT_FALSE(written_by_this_process(before));
  OutputSet run;
  run.open(target.string(), "-o").write("ours\n");
  ASSERT_TRUE(run.commit().empty());
  struct stat after {};
  ASSERT_EQ(::stat(target.c_str(), &after), 0);
  EXPECT_TRUE(written_by_this_process(after));
  EXPECT_FALSE(written_by_this_process(before));
}

}  // namespace
}  // namespace damas::support
