// Text set aside in a spool file comes back whole and in order, across the spool's buffer; the
// file has no name in its folder; a temporary folder that cannot be used is named.
#include "damas/support/spool_file.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>

namespace damas::support {
namespace {

namespace fs = std::filesystem;

// TMPDIR set to `folder` for as long as it lives.
class TemporaryFolder {
 public:
  explicit TemporaryFolder(const fs::path& folder) {
    if (const char* before = std::getenv("TMPDIR")) before_ = before;
    ::setenv("TMPDIR", folder.c_str(), 1);
  }
  ~TemporaryFolder() {
    if (before_) {
      ::setenv("TMPDIR", before_->c_str(), 1);
    } else {
      ::unsetenv("TMPDIR");
    }
  }
  TemporaryFolder(const TemporaryFolder&) = delete;
  TemporaryFolder& operator=(const TemporaryFolder&) = delete;

 private:
  std::optional<std::string> before_;
};

class SpoolFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("damas-spool-" + std::to_string(::getpid()));
    fs::create_directories(dir_ / "spool");
  }
  void TearDown() override { fs::remove_all(dir_); }

  static std::string read_whole(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }

  fs::path dir_;
};

TEST_F(SpoolFileTest, TextComesBackWholeAndInOrder) {
  const TemporaryFolder in(dir_ / "spool");
  // Pieces of 2.5 KB, numbered, past the spool's megabyte of buffer twice over.
  std::string expected;
  SpoolFile spool;
  for (int i = 0; i < 1000; ++i) {
    const std::string piece =
        std::to_string(i) + ":" + std::string(2500, static_cast<char>('a' + i % 26)) + "\n";
    spool.write(piece);
    expected += piece;
  }
  EXPECT_TRUE(fs::is_empty(dir_ / "spool"));  // the temporary has no name
  OutputSet outputs;
  OutputFile& out = outputs.open((dir_ / "out.txt").string(), "-o");
  out.write("before\n");
  spool.copy_to(out);
  out.write("after\n");
  ASSERT_TRUE(outputs.commit().empty());
  // Compared whole, not printed: megabytes of letters.
  const std::string written = read_whole(dir_ / "out.txt");
  EXPECT_EQ(written.size(), expected.size() + 13);
  EXPECT_TRUE(written == "before\n" + expected + "after\n");
}

TEST_F(SpoolFileTest, FolderThatCannotBeUsedIsNamed) {
  const fs::path file = dir_ / "a-file";
  std::ofstream(file) << "not a folder\n";
  const TemporaryFolder in(file);
  try {
    const SpoolFile spool;
    ADD_FAILURE() << "a spool in a file";
  } catch (const std::system_error& e) {
    EXPECT_NE(std::string(e.what()).find("cannot find the temporary folder"), std::string::npos)
        << e.what();
  }
}

// An empty TMPDIR counts as unset, as POSIX tools take it: the spool goes to /tmp.
TEST_F(SpoolFileTest, EmptyTmpdirMeansTheDefaultFolder) {
  const TemporaryFolder in("");
  SpoolFile spool;
  spool.write("kept\n");
  OutputSet outputs;
  const std::string out = (dir_ / "out").string();
  spool.copy_to(outputs.open(out, "-o"));
  EXPECT_TRUE(outputs.commit().empty());
  std::ifstream read(out);
  std::string line;
  std::getline(read, line);
  EXPECT_EQ(line, "kept");
}

}  // namespace
}  // namespace damas::support
