// Inputs opened by name (input_file.hpp, reader.hpp's read_file): what is not a regular file is
// read as a stream, once; a directory or a read error is an error; a file that shrinks, grows,
// is rewritten or replaced while it is read is an error (InputChanged), never a signal.
#include "damas/pdn/input_file.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/reader.hpp"

namespace damas::pdn {
namespace {

namespace fs = std::filesystem;

// Two clean games and one that breaks: what each way of reading must give alike.
const std::string kGames =
    "[Event \"A\"]\n1. 11-15 22-18 *\n\n[Event \"B\"]\n1. 9-13 {x} 21-17 1-0\n\n"
    "[Event \"C\"]\n1. 11-15 22-18 2. 99-1 *\n";

// The games of a reading, as JSON (positions included), and its errors (without the source).
struct Read {
  std::vector<std::string> games;
  std::vector<std::string> errors;
};

// A builder that can act on the input after each game (`after_game(number)`).
class Collector : public GameBuilder {
 public:
  explicit Collector(Read& read, std::function<void(std::size_t)> after_game = {})
      : GameBuilder([&read](Game&& game) { read.games.push_back(to_json(game)); },
                    [&read](const ReadError& e) {
                      read.errors.push_back(std::to_string(e.position.line) + ":" +
                                            std::to_string(e.position.column) + " " + e.message);
                    }),
        after_game_(std::move(after_game)) {}
  void end_game() override {
    GameBuilder::end_game();
    if (after_game_) after_game_(++games_);
  }

 private:
  std::function<void(std::size_t)> after_game_;
  std::size_t games_ = 0;
};

Read read_in_memory(const std::string& text) {
  Read read;
  Collector collector(read);
  read_text(text, "t", collector);
  return read;
}

Read read_by_name(const fs::path& path) {
  Read read;
  Collector collector(read);
  read_file(path, collector);
  return read;
}

void expect_same(const Read& a, const Read& b) {
  EXPECT_EQ(a.games, b.games);
  EXPECT_EQ(a.errors, b.errors);
}

class InputFileTest : public ::testing::Test {
 protected:
  static constexpr const char* kDirVariable = "DAMAS_INPUT_TEST_DIR";

  // A death test of the "threadsafe" style runs the test again in a new process, which dies
  // before its TearDown: it works in its parent's folder (named in the environment it
  // inherits), so that no folder of its own is left behind.
  void SetUp() override {
    if (const char* inherited = std::getenv(kDirVariable)) {
      dir_ = inherited;
      return;
    }
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("damas-input-" + std::to_string(::getpid()) + "-" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    ::setenv(kDirVariable, dir_.c_str(), 1);
  }
  void TearDown() override {
    ::unsetenv(kDirVariable);
    fs::remove_all(dir_);
  }

  fs::path write(const std::string& name, const std::string& text) const {
    std::ofstream(dir_ / name, std::ios::binary) << text;
    return dir_ / name;
  }

  fs::path dir_;
};

// Writes `text` to `fd` on a thread (a pipe's or FIFO's reader reads it meanwhile), then closes.
std::thread writer(int fd, std::string text) {
  return std::thread([fd, text = std::move(text)] {
    for (std::size_t done = 0; done < text.size();) {
      const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    ::close(fd);
  });
}

TEST_F(InputFileTest, RegularFileIsMappedWhole) {
  const InputFile file(write("games.pdn", kGames));
  EXPECT_TRUE(file.mapped());
  EXPECT_EQ(file.stream(), nullptr);
  EXPECT_EQ(file.text(), kGames);
  EXPECT_NO_THROW(file.check());
  expect_same(read_by_name(dir_ / "games.pdn"), read_in_memory(kGames));
}

// A file moved from has handed its input over: it is empty, and has nothing to check.
TEST_F(InputFileTest, AFileMovedFromIsEmpty) {
  InputFile from(write("games.pdn", kGames));
  const InputFile to = std::move(from);
  EXPECT_EQ(to.text(), kGames);
  EXPECT_EQ(from.name(), "");
  EXPECT_FALSE(from.mapped());
  EXPECT_EQ(from.text(), "");
  EXPECT_EQ(from.stream(), nullptr);
  EXPECT_FALSE(from.faulted());
  EXPECT_NO_THROW(from.check());
  EXPECT_NO_THROW(from.release_before(kGames.size()));
}

TEST_F(InputFileTest, FifoIsReadAsAStream) {
  const fs::path fifo = dir_ / "games.fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::thread feeding([&] { writer(::open(fifo.c_str(), O_WRONLY | O_CLOEXEC), kGames).join(); });
  const Read read = read_by_name(fifo);
  feeding.join();
  expect_same(read, read_in_memory(kGames));
}

// Reads `bytes` fed through a pipe named /dev/fd/N (a stream), its first `taken_before` bytes
// handed to the reader as taken from the stream before; `encoding` gets what InputFile detected.
Read read_through_pipe(const std::string& bytes, FileEncoding* encoding = nullptr,
                       std::size_t taken_before = 0) {
  int ends[2];
  if (::pipe2(ends, O_CLOEXEC) != 0) {
    ADD_FAILURE() << "pipe2 failed";
    return {};
  }
  std::thread feeding = writer(ends[1], bytes.substr(taken_before));
  InputFile file("/dev/fd/" + std::to_string(ends[0]));
  EXPECT_FALSE(file.mapped());
  if (encoding != nullptr) *encoding = file.encoding();
  Read read;
  Collector collector(read);
  read_file(file, collector, {}, std::string_view(bytes).substr(0, taken_before));
  feeding.join();
  ::close(ends[0]);
  return read;
}

TEST_F(InputFileTest, PipeGivenAsDevFdIsReadAsAStream) {
  expect_same(read_through_pipe(kGames), read_in_memory(kGames));
}

// Bytes taken from a stream before (to sniff its format) are read first.
TEST_F(InputFileTest, StreamReadsWhatWasTakenBeforeFirst) {
  expect_same(read_through_pipe(kGames, nullptr, 5), read_in_memory(kGames));
}

// pdn validate and convert take a stream's first byte that is not blank to sniff JSON Lines: a
// byte order mark is then split between what was taken and the stream, and is still one.
TEST_F(InputFileTest, ByteOrderMarkSplitByWhatWasTakenBeforeIsRead) {
  const std::string text = "\xEF\xBB\xBF" + kGames;
  const Read read = read_through_pipe(text, nullptr, 1);
  expect_same(read, read_in_memory(text));
  EXPECT_TRUE(read.errors.empty());
}

// `text` (UTF-8) in UTF-16, with or without its byte order mark.
std::string utf16(const std::string& text, bool big_endian, bool bom) {
  std::u16string units;
  for (std::size_t i = 0; i < text.size();) {  // BMP characters suffice here
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      units += static_cast<char16_t>(c), i += 1;
    } else if (c < 0xE0) {
      units += static_cast<char16_t>(((c & 0x1F) << 6) | (text[i + 1] & 0x3F)), i += 2;
    } else {
      units += static_cast<char16_t>(((c & 0x0F) << 12) | ((text[i + 1] & 0x3F) << 6) |
                                     (text[i + 2] & 0x3F)),
          i += 3;
    }
  }
  std::string bytes;
  if (bom) units.insert(units.begin(), u'\uFEFF');
  for (const char16_t u : units) {
    const char high = static_cast<char>(u >> 8);
    const char low = static_cast<char>(u & 0xFF);
    bytes += big_endian ? high : low;
    bytes += big_endian ? low : high;
  }
  return bytes;
}

// A file in UTF-16 (a Windows editor's "Unicode") is read decoded, as the same games as in
// UTF-8, not as junk: with a byte order mark, little- or big-endian, or without one (NUL bytes
// every other byte), from a file or through a pipe.
TEST_F(InputFileTest, Utf16IsDecoded) {
  const std::string games = "[White \"Zé Fadeev \u00e9\u20ac\"]\n" + kGames;
  for (const bool big_endian : {false, true}) {
    for (const bool bom : {true, false}) {
      SCOPED_TRACE(std::string(big_endian ? "big" : "little") + (bom ? " with" : " without"));
      const fs::path path = write("utf16.pdn", utf16(games, big_endian, bom));
      InputFile file(path);
      EXPECT_FALSE(file.mapped());
      EXPECT_EQ(file.encoding(), big_endian ? FileEncoding::utf16_be : FileEncoding::utf16_le);
      Read read;
      Collector collector(read);
      read_file(file, collector);
      expect_same(read, read_in_memory(games));

      FileEncoding piped = FileEncoding::bytes;
      expect_same(read_through_pipe(utf16(games, big_endian, bom), &piped), read_in_memory(games));
      EXPECT_EQ(piped, file.encoding());
    }
  }
  // Text in a byte encoding stays mapped and bytes, a NUL or two in it aside.
  const InputFile latin(write("latin.pdn", std::string("[White \"Z\xe9\"]\n\0", 15) + kGames));
  EXPECT_TRUE(latin.mapped());
  EXPECT_EQ(latin.encoding(), FileEncoding::bytes);
}

// A file of /proc reports no size: it is read as a stream, not as empty.
TEST_F(InputFileTest, RegularFileWithoutSizeIsReadAsAStream) {
  InputFile file("/proc/self/status");
  EXPECT_FALSE(file.mapped());
  char head[5] = {};
  ASSERT_EQ(std::fread(head, 1, 4, file.stream()), 4u);
  EXPECT_STREQ(head, "Name");
}

TEST_F(InputFileTest, SymbolicLinksAreFollowed) {
  write("games.pdn", kGames);
  fs::create_symlink(dir_ / "games.pdn", dir_ / "link.pdn");
  EXPECT_TRUE(InputFile(dir_ / "link.pdn").mapped());
  expect_same(read_by_name(dir_ / "link.pdn"), read_in_memory(kGames));

  ASSERT_EQ(::mkfifo((dir_ / "games.fifo").c_str(), 0600), 0);
  fs::create_symlink(dir_ / "games.fifo", dir_ / "fifo-link");
  std::thread feeding(
      [&] { writer(::open((dir_ / "games.fifo").c_str(), O_WRONLY | O_CLOEXEC), kGames).join(); });
  const Read read = read_by_name(dir_ / "fifo-link");
  feeding.join();
  expect_same(read, read_in_memory(kGames));
}

std::error_code error_opening(const fs::path& path) {
  try {
    read_by_name(path);
  } catch (const std::system_error& e) {
    return e.code();
  }
  return {};
}

TEST_F(InputFileTest, WhatCannotBeReadIsAnError) {
  fs::create_directory(dir_ / "folder");
  fs::create_symlink(dir_ / "folder", dir_ / "folder-link");
  EXPECT_EQ(error_opening(dir_ / "folder"), std::errc::is_a_directory);
  EXPECT_EQ(error_opening(dir_ / "folder-link"), std::errc::is_a_directory);
  EXPECT_EQ(error_opening(dir_ / "missing.pdn"), std::errc::no_such_file_or_directory);
  // Reading /proc/self/mem at offset 0 (an address never mapped) fails with EIO.
  EXPECT_EQ(error_opening("/proc/self/mem"), std::errc::io_error);
}

// A file of `games` copies of a game, large enough for its later pages to vanish when it is cut.
std::string many_games(std::size_t games) {
  std::string text;
  for (std::size_t i = 0; i < games; ++i) {
    text += "[Event \"Game " + std::to_string(i + 1) + "\"]\n1. 11-15 22-18 2. 15x22 25x18 *\n\n";
  }
  return text;
}

// What reading a file that changes after its first game gave.
struct ChangedRead {
  std::string message;  // InputChanged's, or "" when nothing was thrown
  std::size_t games = 0;
};

// Reads `path`, making `change` after its first game.
ChangedRead read_changing(const fs::path& path, const std::function<void()>& change) {
  Read read;
  Collector collector(read, [&](std::size_t game) {
    if (game == 1) change();
  });
  ChangedRead changed;
  try {
    read_file(path, collector);
  } catch (const InputChanged& e) {
    changed.message = e.what();
  }
  changed.games = read.games.size() + read.errors.size();
  return changed;
}

// Cut to nothing after its first game: the reading goes on over zeros where the file was,
// without SIGBUS, and stops at the end of that game with the file named as changed.
TEST_F(InputFileTest, FileTruncatedWhileReadIsAnErrorNotASignal) {
  const std::string text = many_games(5000);
  const fs::path path = write("games.pdn", text);
  const auto cut = [&] { fs::resize_file(path, 0); };
  const ChangedRead changed = read_changing(path, cut);
  EXPECT_EQ(changed.message, "changed while it was read (" + std::to_string(text.size()) +
                                 " bytes when opened, 0 now)");
  EXPECT_LE(changed.games, 2u);  // the first game, and what was read of zeros
}

TEST_F(InputFileTest, FileExtendedWhileReadIsAnError) {
  const std::string text = many_games(50);
  const std::string more = "[Event \"More\"] *\n";
  const fs::path path = write("games.pdn", text);
  const auto append = [&] { std::ofstream(path, std::ios::app) << more; };
  EXPECT_EQ(read_changing(path, append).message,
            "changed while it was read (" + std::to_string(text.size()) + " bytes when opened, " +
                std::to_string(text.size() + more.size()) + " now)");
}

TEST_F(InputFileTest, FileRewrittenWhileReadIsAnError) {
  const fs::path path = write("games.pdn", many_games(50));
  const auto rewrite = [&] {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    ASSERT_EQ(::pwrite(fd, "[", 1, 0), 1);  // the same byte, a new time
    const timespec times[2] = {{946684800, 0}, {946684800, 0}};
    ASSERT_EQ(::futimens(fd, times), 0);
    ::close(fd);
  };
  EXPECT_EQ(read_changing(path, rewrite).message, "changed while it was read (rewritten)");
}

TEST_F(InputFileTest, FileReplacedWhileReadIsAnError) {
  const fs::path path = write("games.pdn", many_games(50));
  const auto replace = [&] {
    write("other.pdn", "[Event \"Other\"] *\n");
    fs::rename(dir_ / "other.pdn", path);
  };
  const ChangedRead changed = read_changing(path, replace);
  EXPECT_EQ(changed.message, "changed while it was read (replaced by another file)");
  EXPECT_EQ(changed.games, 50u) << "the file as opened is read whole";
}

// The SIGBUS handler takes only faults inside the mappings of InputFile objects alive: a fault
// anywhere else, or a SIGBUS sent by kill, ends the process as without it (death tests run in a
// fresh process, so that the handler found first is the default one).
void touch_a_vanished_page_of_another_mapping(const fs::path& path) {
  const InputFile guarded(path);  // installs the handler
  const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
  const std::size_t size = static_cast<std::size_t>(fs::file_size(path));
  auto* other = static_cast<volatile char*>(::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0));
  (void)::ftruncate(fd, 0);
  (void)other[size - 1];
}

// Ended by SIGBUS as without the handler: by the signal itself or, under AddressSanitizer (whose
// own SIGBUS handler was there first), by its report and exit code.
bool died_of_sigbus(int status) {
#if defined(__SANITIZE_ADDRESS__)
  return WIFEXITED(status) && WEXITSTATUS(status) != 0;
#else
  return WIFSIGNALED(status) && WTERMSIG(status) == SIGBUS;
#endif
}

TEST_F(InputFileTest, OtherFaultsAreNotTaken) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  const fs::path path = write("games.pdn", many_games(500));
  EXPECT_EXIT(touch_a_vanished_page_of_another_mapping(path), died_of_sigbus, "");
  EXPECT_EXIT(
      {
        const InputFile guarded(path);
        ::raise(SIGBUS);
      },
      died_of_sigbus, "");
}

// A handler installed before the first mapping gets the faults that are not the mappings'.
void exit_42(int) { ::_exit(42); }

TEST_F(InputFileTest, OtherFaultsGoToTheHandlerInstalledBefore) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  const fs::path path = write("games.pdn", many_games(500));
  EXPECT_EXIT(
      {
        ::signal(SIGBUS, exit_42);
        touch_a_vanished_page_of_another_mapping(path);
      },
      ::testing::ExitedWithCode(42), "");
}

}  // namespace
}  // namespace damas::pdn
