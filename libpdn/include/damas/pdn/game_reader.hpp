// Pulling the games of archives one at a time, the way a program outside `pdn` reads them:
//
//   damas::pdn::GameReader reader({"torneio.pdn", "-"});
//   while (std::optional<damas::pdn::ArchiveGame> item = reader.next()) {
//     if (item->error) { /* a broken game: item->error says where and why */ continue; }
//     use(item->game);  // item->source names its input; item->game.position where it began
//   }
//   for (const auto& failure : reader.failures()) { /* an input that could not be read */ }
//
// The games come in input order, exactly as read_inputs (archive.hpp) gives them: PDN, or JSON
// Lines with ArchiveOptions::json, a broken game as an item with its error (the reading goes on
// after it), the original text with ArchiveOptions::keep_text. Memory stays bounded whatever the
// size of the inputs: the reading runs on a thread of the reader's own, at most kAheadGames
// games ahead of next() (with `jobs` > 1, it reads with that many threads, as `pdn -j N` does).
// Destroying the reader stops the reading at once; a reading blocked in the system (a FIFO no
// program writes to, a silent terminal) is left behind after GameReader::kStopWait, to end on
// its own (by the end of the process at the latest), so that the reader's owner is not blocked.
//
// Threads: next() and wait_for() may be called from several threads at once (they take the
// reader's lock; each game goes to one caller, and what the reading threw to one of them).
// failures() reads without the lock: not while another thread may be in next(). Moving or
// destroying a reader must not overlap any other call on it.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "damas/pdn/archive.hpp"

namespace damas::pdn {

// An input that could not be opened or read to its end, or changed while it was read.
struct InputFailure {
  std::string source;  // as named
  std::string reason;
};

class GameReader {
 public:
  // How many games may wait, read and not yet taken by next().
  static constexpr std::size_t kAheadGames = 64;
  // How long destroying a reader waits for its reading to end before leaving it behind.
  static constexpr std::chrono::seconds kStopWait{1};

  // The games of `inputs` (files; "-" or none for standard input), read with `jobs` threads.
  explicit GameReader(std::vector<std::string> inputs, ArchiveOptions options = {}, int jobs = 1);
  // The games of `text` (read_text_games), named `source` in the games and errors.
  static GameReader from_text(std::string text, std::string source = "text",
                              ArchiveOptions options = {});

  // A reader moved from has no games: next() gives nullopt, wait_for true, failures() none.
  GameReader(GameReader&&) noexcept;
  GameReader& operator=(GameReader&&) noexcept;
  ~GameReader();

  // The next game, or nullopt once every input has been read. Throws what the reading threw
  // (std::bad_alloc, say); an input that cannot be read is not thrown but listed in failures().
  std::optional<ArchiveGame> next();

  // Waits at most `timeout` for next() to have a game or the end to give at once: true then.
  // For a caller that must stay responsive while the inputs are slow to come (a pipe, a
  // terminal): it waits in slices and looks at its own business between them (Python's Ctrl-C).
  bool wait_for(std::chrono::milliseconds timeout);

  // The inputs that could not be read, among those whose games next() has given so far (all of
  // them once it has given nullopt).
  const std::vector<InputFailure>& failures() const { return failures_; }

 private:
  struct Channel;
  using Producer = std::function<void(const InputEvents&, const std::function<void(ArchiveGame&&)>&)>;
  explicit GameReader(Producer produce);
  void stop();  // ends the reading thread, or leaves it behind (above)

  std::shared_ptr<Channel> channel_;
  std::jthread reading_;  // ended or left behind by stop()
  std::vector<InputFailure> failures_;
};

}  // namespace damas::pdn
