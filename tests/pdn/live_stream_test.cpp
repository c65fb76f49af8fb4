// Streams written a game at a time: a program that writes a game and waits (a relay, `tail -f`)
// gets that game read before it writes the next one, through a pipe (read_stream) and through a
// FIFO opened by name (read_inputs, as the commands read their inputs).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "../write_all.hpp"
#include "damas/pdn/archive.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/visitor.hpp"

namespace damas::pdn {
namespace {

namespace fs = std::filesystem;

// Three games: the first comes with the stream's first read (the bytes its encoding is told
// from, input_file.hpp); the second and third come through the reading that follows.
const std::vector<std::string> kGames{"[Event \"first\"]\n1. 11-15 22-18 2. 15x22 25x18 *\n",
                                      "\n[Event \"second\"]\n1. 9-13 22-18 1-0\n",
                                      "[Event \"third\"]\n1. 10-14 *\n"};
// How long the writer waits for a game to be read: long enough for a slow sanitizer
// build on a busy machine; a reader that waits for more input makes the test fail after it, as
// the writer then goes on and closes the stream.
constexpr std::chrono::seconds kPatience{20};

// Writes the games to the descriptor that `open` gives, one at a time: after each but the last
// it waits until the reader has seen it (or kPatience has passed), then closes.
class PausingWriter {
 public:
  explicit PausingWriter(std::function<int()> open)
      : thread_([this, open = std::move(open)] { run(open()); }) {}
  ~PausingWriter() { join(); }

  // Called by the reader's side with the games it has seen so far.
  void seen(std::size_t games) {
    const std::lock_guard lock(mutex_);
    seen_ = games;
    changed_.notify_all();
  }
  void join() {
    if (thread_.joinable()) thread_.join();
  }
  // How many games were seen before the writer sent the next (call after join).
  std::size_t seen_in_time() const { return in_time_; }

 private:
  void run(int fd) {
    if (fd < 0) return;
    for (std::size_t game = 0; game < kGames.size(); ++game) {
      test::write_all(fd, kGames[game]);  // a failure shows in what the reader saw
      if (game + 1 == kGames.size()) break;
      std::unique_lock lock(mutex_);
      if (changed_.wait_for(lock, kPatience, [&] { return seen_ > game; })) ++in_time_;
    }
    ::close(fd);
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  std::size_t seen_ = 0;
  std::size_t in_time_ = 0;
  std::thread thread_;  // last: it uses the rest
};

// Tells the writer each game that ends, and keeps the Event tag of each.
class TellingVisitor : public Visitor {
 public:
  explicit TellingVisitor(PausingWriter& writer) : writer_(writer) {}
  std::vector<std::string> events;

  void tag(std::string_view name, std::string_view value, SourcePosition) override {
    if (name == "Event") events.emplace_back(value);
  }
  void end_game() override { writer_.seen(++ended_); }

 private:
  PausingWriter& writer_;
  std::size_t ended_ = 0;
};

TEST(LiveStream, ReadStreamHandsOnEachGameBeforeTheWriterSendsTheNext) {
  int ends[2];
  ASSERT_EQ(::pipe(ends), 0);
  std::FILE* stream = ::fdopen(ends[0], "rb");
  ASSERT_NE(stream, nullptr);
  PausingWriter writer([&] { return ends[1]; });
  TellingVisitor visitor(writer);
  const ReadSummary summary = read_stream(stream, "pipe", visitor);
  std::fclose(stream);
  writer.join();
  EXPECT_EQ(writer.seen_in_time(), 2u) << "a game was only read once the next came";
  EXPECT_EQ(summary.games, 3u);
  EXPECT_EQ(visitor.events, (std::vector<std::string>{"first", "second", "third"}));
}

// A FIFO of the temporary folder, named after `name` and this process, removed with this.
class Fifo {
 public:
  explicit Fifo(std::string_view name)
      : path_(fs::temp_directory_path() /
              (std::string(name) + "-" + std::to_string(::getpid()) + ".pdn")) {
    fs::remove(path_);
    made_ = ::mkfifo(path_.c_str(), 0600) == 0;
  }
  ~Fifo() { fs::remove(path_); }
  bool made() const { return made_; }
  std::string name() const { return path_.string(); }
  // Waits until a reader opens it.
  int open_to_write() const { return ::open(path_.c_str(), O_WRONLY); }

 private:
  fs::path path_;
  bool made_ = false;
};

TEST(LiveStream, AFifoReadByNameHandsOnEachGameBeforeTheWriterSendsTheNext) {
  const Fifo fifo("damas-live");
  ASSERT_TRUE(fifo.made());
  PausingWriter writer([&] { return fifo.open_to_write(); });
  std::vector<std::string> events;
  const bool read = read_inputs({}, {fifo.name()}, {}, [&](ArchiveGame&& game) {
    if (const std::string* event = game.game.tag("Event")) events.push_back(*event);
    writer.seen(events.size());
  });
  writer.join();
  EXPECT_TRUE(read);
  EXPECT_EQ(writer.seen_in_time(), 2u) << "a game was only read once the next came";
  EXPECT_EQ(events, (std::vector<std::string>{"first", "second", "third"}));
}

TEST(LiveStream, AGameKeptWithItsTextIsHandedOnWhenTheStreamWaits) {
  // With keep_text a game waits for the text that may follow it (the blanks after it, text
  // after the last game); a live stream's is handed on once the stream has no more to give,
  // after which InputEvents::waiting is told. The blank line that begins the second game came
  // after the first was handed on: it goes with the second's text, so that the texts, one
  // after another, are the stream.
  const Fifo fifo("damas-live-text");
  ASSERT_TRUE(fifo.made());
  PausingWriter writer([&] { return fifo.open_to_write(); });
  std::vector<std::string> texts;
  std::vector<std::size_t> waits_before;  // of each game, the waits told before it
  std::size_t waits = 0;
  InputEvents events;
  events.waiting = [&] { ++waits; };
  ArchiveOptions options;
  options.keep_text = true;
  const bool read = read_inputs(events, {fifo.name()}, options, [&](ArchiveGame&& game) {
    texts.push_back(game.text);
    waits_before.push_back(waits);
    writer.seen(texts.size());
  });
  writer.join();
  EXPECT_TRUE(read);
  EXPECT_EQ(writer.seen_in_time(), 2u) << "a game was only handed on once the next came";
  EXPECT_EQ(texts, kGames);
  EXPECT_EQ(waits_before, (std::vector<std::size_t>{0, 1, 2}));
  EXPECT_EQ(waits, 3u);
}

}  // namespace
}  // namespace damas::pdn
