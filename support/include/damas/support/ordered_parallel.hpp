// Work on a stream of items with several threads while keeping the output in input order.
//
// The calling thread produces the items (typically it reads them) and emits the results, in
// input order; `jobs` worker threads, started once, process the items meanwhile. Items wait in a
// ring of 64 slots per job: when every slot is taken, push() emits the oldest results first
// (waiting for them if needed), so memory is bounded whatever the length of the stream, and a
// slow item holds up the output of at most one ring of later items. A wake-up is a system call:
// for cheap items (games to validate, thousands a second) idle workers are woken when a batch
// of items waits, or when the calling thread itself waits, and the calling thread, when the
// ring is full, sleeps until a batch of results is ready, not one. Items that take seconds (the
// games of a match) want a batch of 1: each result is then emitted as soon as it and the ones
// before it are done, instead of up to a batch of items later (at a second a move, 32 games
// came out together every few minutes). With one job everything runs on the calling thread,
// item by item.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace damas::support {

// The batch (see above) for cheap items: few wake-ups.
inline constexpr std::size_t kCheapItemBatch = 32;

template <class Item, class Result>
class OrderedParallel {
 public:
  // `process` runs on worker threads (it must not touch shared state); `emit` runs on the
  // calling thread, in input order. An exception thrown by `process` is thrown again by the
  // push() or flush() that would have emitted its result. `batch`: the results the calling
  // thread waits for at once when the ring is full, and the waiting items that wake an idle
  // worker (1 to the ring's size).
  OrderedParallel(int jobs, std::function<Result(Item&)> process,
                  std::function<void(Result&&)> emit, std::size_t batch = kCheapItemBatch)
      : process_(std::move(process)), emit_(std::move(emit)) {
    const int workers = std::max(1, jobs);
    if (workers == 1) return;
    slots_ = std::vector<Slot>(static_cast<std::size_t>(kSlotsPerJob * workers));
    batch_ = std::clamp<std::size_t>(batch, 1, slots_.size());
    for (int t = 0; t < workers; ++t) workers_.emplace_back([this] { work(); });
  }
  ~OrderedParallel() {
    {
      const std::lock_guard lock(mutex_);
      closing_ = true;  // items not yet taken are dropped: flush() was not called, or threw
    }
    item_ready_.notify_all();
  }  // the workers (jthreads) are joined here
  OrderedParallel(const OrderedParallel&) = delete;
  OrderedParallel& operator=(const OrderedParallel&) = delete;

  void push(Item&& item) {
    if (workers_.empty()) {
      emit_(process_(item));
      return;
    }
    if (published_ - emitted_ == slots_.size()) await(emitted_ + batch_ - 1);
    while (emit_next(published_ - emitted_ == slots_.size())) {
    }
    slot(published_).item = std::move(item);  // no worker looks at it before it is published
    bool wake = false;
    {
      const std::lock_guard lock(mutex_);
      ++published_;
      // Waking a worker is a system call and a context switch: an idle one is woken when a
      // batch of items waits (or when this thread is about to wait itself, see emit_next).
      wake = idle_workers_ > 0 && published_ - taken_ >= batch_;
    }
    if (wake) item_ready_.notify_one();
  }

  // Waits for every item pushed so far and emits its result.
  void flush() {
    while (emitted_ < published_) emit_next(true);
  }

  // Waits for every item pushed and not emitted yet, and drops it with its result or failure:
  // after push() or flush() threw, what the items point to can then be freed.
  void discard() {
    std::unique_lock lock(mutex_);
    for (; emitted_ < published_; ++emitted_) {
      await(emitted_, lock);
      Slot& dropped = slot(emitted_);
      dropped.done = false;
      dropped.item.reset();
      dropped.result.reset();
      dropped.failure = nullptr;
    }
  }

 private:
  static constexpr int kSlotsPerJob = 64;

  struct Slot {
    std::optional<Item> item;
    std::optional<Result> result;
    std::exception_ptr failure;
    bool done = false;  // guarded by mutex_
  };

  Slot& slot(std::size_t index) { return slots_[index % slots_.size()]; }

  // Waits until item `index` (pushed, not emitted) is done; call with `lock` held.
  void await(std::size_t index, std::unique_lock<std::mutex>& lock) {
    Slot& awaited = slot(index);
    if (awaited.done) return;
    if (taken_ < published_) item_ready_.notify_all();  // none left unseen while we sleep
    awaited_ = index;
    item_done_.wait(lock, [&] { return awaited.done; });
    awaited_ = kNone;
  }
  void await(std::size_t index) {
    std::unique_lock lock(mutex_);
    await(index, lock);
  }

  // Emits the oldest result not emitted yet, if it is ready or when `wait` says to wait for it.
  // Returns whether it emitted one.
  bool emit_next(bool wait) {
    if (emitted_ == published_) return false;
    Slot& next = slot(emitted_);
    {
      std::unique_lock lock(mutex_);
      if (wait) {
        await(emitted_, lock);
      } else if (!next.done) {
        return false;
      }
      next.done = false;
    }
    ++emitted_;
    // Freed by the thread that made it: memory given back across threads makes malloc trim
    // and regrow its heap (system calls and page faults by the thousand).
    next.item.reset();
    if (next.failure) std::rethrow_exception(std::exchange(next.failure, nullptr));
    Result result = std::move(*next.result);
    next.result.reset();
    emit_(std::move(result));
    return true;
  }

  void work() {
    std::unique_lock lock(mutex_);
    for (;;) {
      ++idle_workers_;
      item_ready_.wait(lock, [this] { return taken_ < published_ || closing_; });
      --idle_workers_;
      if (closing_) return;
      const std::size_t index = taken_++;
      Slot& mine = slot(index);
      lock.unlock();
      try {
        mine.result.emplace(process_(*mine.item));
      } catch (...) {
        mine.failure = std::current_exception();
      }
      lock.lock();
      mine.done = true;
      if (awaited_ == index) item_done_.notify_one();
    }
  }

  std::function<Result(Item&)> process_;
  std::function<void(Result&&)> emit_;
  std::vector<Slot> slots_;
  std::size_t batch_ = kCheapItemBatch;
  // Counts of items since the start; slot(i) holds item i while it is in flight.
  std::size_t published_ = 0;  // pushed and visible to the workers (written under mutex_)
  std::size_t taken_ = 0;      // taken by a worker (guarded by mutex_)
  std::size_t emitted_ = 0;    // only the calling thread uses it
  bool closing_ = false;       // guarded by mutex_
  int idle_workers_ = 0;       // waiting for items (guarded by mutex_)
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::size_t awaited_ = kNone;  // the item the calling thread waits for (guarded by mutex_)
  std::mutex mutex_;
  std::condition_variable item_ready_;
  std::condition_variable item_done_;
  std::vector<std::jthread> workers_;  // last: joined before the rest is destroyed
};

}  // namespace damas::support
