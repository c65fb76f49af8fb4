// Work on a stream of items with several threads while keeping the output in input order:
// items are gathered into batches; each batch is processed in parallel, then its results are
// emitted in order. Memory is bounded by one batch, whatever the length of the stream.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <functional>
#include <thread>
#include <utility>
#include <vector>

namespace damas::cli {

template <class Item, class Result>
class OrderedParallel {
 public:
  // `process` runs on worker threads (it must not touch shared state); `emit` runs on the
  // calling thread, in input order.
  OrderedParallel(int jobs, std::function<Result(Item&)> process,
                  std::function<void(Result&&)> emit, std::size_t batch_size = 0)
      : jobs_(std::max(1, jobs)),
        batch_size_(batch_size != 0 ? batch_size : static_cast<std::size_t>(64 * jobs_)),
        process_(std::move(process)),
        emit_(std::move(emit)) {
    batch_.reserve(batch_size_);
  }
  ~OrderedParallel() = default;
  OrderedParallel(const OrderedParallel&) = delete;
  OrderedParallel& operator=(const OrderedParallel&) = delete;

  void push(Item&& item) {
    batch_.push_back(std::move(item));
    if (batch_.size() >= batch_size_) flush();
  }

  // Processes and emits what is left; call once at the end of the stream.
  void flush() {
    if (batch_.empty()) return;
    std::vector<Result> results(batch_.size());
    if (jobs_ == 1 || batch_.size() == 1) {
      for (std::size_t i = 0; i < batch_.size(); ++i) results[i] = process_(batch_[i]);
    } else {
      std::atomic<std::size_t> next{0};
      auto work = [&] {
        for (std::size_t i = next++; i < batch_.size(); i = next++) results[i] = process_(batch_[i]);
      };
      std::vector<std::jthread> workers;
      for (int t = 1; t < jobs_; ++t) workers.emplace_back(work);
      work();  // the calling thread works too
    }
    batch_.clear();
    for (Result& r : results) emit_(std::move(r));
  }

 private:
  int jobs_;
  std::size_t batch_size_;
  std::function<Result(Item&)> process_;
  std::function<void(Result&&)> emit_;
  std::vector<Item> batch_;
};

}  // namespace damas::cli
