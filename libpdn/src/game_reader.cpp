#include "damas/pdn/game_reader.hpp"

#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <utility>
#include <variant>

#include "damas/pdn/archive_pipeline.hpp"

namespace damas::pdn {

// What the reading thread hands to next(), in order.
struct GameReader::Channel {
  std::mutex mutex;
  std::condition_variable changed;
  std::deque<std::variant<ArchiveGame, InputFailure>> items;
  std::size_t queued_games = 0;
  bool finished = false;    // the reading thread is done
  bool stopping = false;    // the reader is being destroyed
  std::exception_ptr failure;  // what the reading thread threw
};

namespace {

// Thrown on the reading thread to end it when the reader is destroyed: not a std::exception, so
// that nothing on the way (which reports std::exceptions as unreadable inputs) catches it.
struct Stopped {};

}  // namespace

GameReader::GameReader(std::vector<std::string> inputs, ArchiveOptions options, int jobs)
    : GameReader([inputs = std::move(inputs), options = std::move(options), jobs](
                     const InputEvents& events,
                     const std::function<void(ArchiveGame&&)>& on_game) {
        // Games of guessed pieces are numbered from 1 within their piece (archive_pipeline.hpp).
        const Renumber<ArchiveGame> renumber = [](ArchiveGame& game, std::size_t games_before) {
          game.game.number += games_before;
          if (game.error) game.error->game += games_before;
        };
        const std::function<ArchiveGame(ArchiveGame&)> keep = [](ArchiveGame& game) {
          return std::move(game);
        };
        process_games<ArchiveGame>(events, inputs, options, {.jobs = jobs}, keep, on_game,
                                   renumber);
      }) {}

GameReader GameReader::from_text(std::string text, std::string source, ArchiveOptions options) {
  return GameReader([text = std::move(text), source = std::move(source),
                     options = std::move(options)](
                        const InputEvents&, const std::function<void(ArchiveGame&&)>& on_game) {
    read_text_games(source, text, options, on_game);
  });
}

GameReader::GameReader(Producer produce) : channel_(std::make_shared<Channel>()) {
  // The thread holds the channel too: it may outlive a reader that was moved from.
  reading_ = std::jthread([channel = channel_, produce = std::move(produce)] {
    InputEvents events;
    events.failed = [&](const std::string& source, const std::string& reason) {
      const std::lock_guard lock(channel->mutex);
      channel->items.emplace_back(InputFailure{source, reason});
      channel->changed.notify_all();
    };
    const std::function<void(ArchiveGame&&)> hand_over = [&](ArchiveGame&& game) {
      std::unique_lock lock(channel->mutex);
      channel->changed.wait(lock, [&] {
        return channel->stopping || channel->queued_games < kAheadGames;
      });
      if (channel->stopping) throw Stopped{};
      channel->items.emplace_back(std::move(game));
      ++channel->queued_games;
      channel->changed.notify_all();
    };
    std::exception_ptr failure;
    try {
      produce(events, hand_over);
    } catch (const Stopped&) {
    } catch (...) {
      failure = std::current_exception();
    }
    const std::lock_guard lock(channel->mutex);
    channel->failure = failure;
    channel->finished = true;
    channel->changed.notify_all();
  });
}

GameReader::GameReader(GameReader&&) noexcept = default;

GameReader& GameReader::operator=(GameReader&& other) noexcept {
  if (this == &other) return *this;  // stop() would end the reading it is to keep
  stop();
  reading_ = std::move(other.reading_);
  channel_ = std::move(other.channel_);
  failures_ = std::move(other.failures_);
  other.failures_.clear();  // a moved-from vector's contents are unspecified
  return *this;
}

GameReader::~GameReader() { stop(); }

void GameReader::stop() {
  if (!channel_) return;  // moved from
  std::unique_lock lock(channel_->mutex);
  channel_->stopping = true;
  channel_->changed.notify_all();
  // The thread ends at its next game. One blocked in the system (opening a FIFO no program
  // writes to, reading a silent terminal) may never get there: it is left to end on its own
  // rather than hang its owner. It holds the channel and its own copy of what it reads.
  const bool ended =
      channel_->changed.wait_for(lock, kStopWait, [&] { return channel_->finished; });
  lock.unlock();
  if (ended) {
    reading_.join();
  } else {
    reading_.detach();
  }
}

bool GameReader::wait_for(std::chrono::milliseconds timeout) {
  if (!channel_) return true;  // moved from: its end is there at once
  std::unique_lock lock(channel_->mutex);
  // A game, not any item: an input failure alone is taken by next(), which then waits on.
  return channel_->changed.wait_for(
      lock, timeout, [&] { return channel_->queued_games > 0 || channel_->finished; });
}

std::optional<ArchiveGame> GameReader::next() {
  if (!channel_) return std::nullopt;  // moved from
  std::unique_lock lock(channel_->mutex);
  for (;;) {
    channel_->changed.wait(lock, [&] { return !channel_->items.empty() || channel_->finished; });
    if (channel_->items.empty()) {
      if (channel_->failure) std::rethrow_exception(std::exchange(channel_->failure, nullptr));
      return std::nullopt;
    }
    auto item = std::move(channel_->items.front());
    channel_->items.pop_front();
    if (auto* failure = std::get_if<InputFailure>(&item)) {
      failures_.push_back(std::move(*failure));
      continue;
    }
    --channel_->queued_games;
    channel_->changed.notify_all();
    return std::move(std::get<ArchiveGame>(item));
  }
}

}  // namespace damas::pdn
