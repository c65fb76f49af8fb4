#include "damas/support/ordered_parallel.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace damas::support {
namespace {

// Items take uneven times, so that later items often finish before earlier ones.
int slow_square(int& item) {
  std::this_thread::sleep_for(std::chrono::microseconds(item % 7 == 0 ? 300 : 5));
  return item * item;
}

TEST(OrderedParallel, EmitsEveryResultInInputOrder) {
  for (int jobs : {1, 2, 3}) {
    std::vector<int> emitted;
    OrderedParallel<int, int> pipeline(jobs, slow_square, [&](int&& r) { emitted.push_back(r); });
    for (int i = 0; i < 1000; ++i) pipeline.push(int{i});
    pipeline.flush();
    ASSERT_EQ(emitted.size(), 1000U) << jobs << " jobs";
    for (int i = 0; i < 1000; ++i) ASSERT_EQ(emitted[static_cast<std::size_t>(i)], i * i);
  }
}

TEST(OrderedParallel, HoldsAtMost64ItemsPerJob) {
  constexpr int kJobs = 2;
  std::size_t pushed = 0;
  std::size_t emitted = 0;
  std::size_t most_in_flight = 0;
  OrderedParallel<int, int> pipeline(kJobs, slow_square, [&](int&&) { ++emitted; });
  for (int i = 0; i < 2000; ++i) {
    pipeline.push(int{i});
    ++pushed;
    most_in_flight = std::max(most_in_flight, pushed - emitted);
  }
  pipeline.flush();
  EXPECT_EQ(emitted, 2000U);
  EXPECT_EQ(most_in_flight, 64U * kJobs);  // the ring fills up while item 0 mod 7 sleeps
}

// Items that take long (the games of a match, whose lines are a run's progress): with a batch of
// 1, a result goes out as soon as it and the earlier ones are done. Each item here finishes only
// once every earlier one has been emitted, so that waiting for a batch of later results before
// emitting stalls the pipeline; a stall is cut short after a few seconds and counted.
TEST(OrderedParallel, ABatchOfOneEmitsEachResultOnceItAndTheEarlierOnesAreDone) {
  constexpr int kItems = 300;  // more than the ring of two jobs holds
  std::mutex mutex;
  std::condition_variable emitted_more;
  int emitted = 0;
  int stalls = 0;
  OrderedParallel<int, int> pipeline(
      2,
      [&](int& item) {
        std::unique_lock lock(mutex);
        const auto earlier_emitted = [&] { return emitted >= item; };
        if (stalls == 0 && !emitted_more.wait_for(lock, std::chrono::seconds(5), earlier_emitted)) {
          ++stalls;
        }
        return item;
      },
      [&](int&& item) {
        const std::lock_guard lock(mutex);
        EXPECT_EQ(item, emitted);
        ++emitted;
        emitted_more.notify_all();
      },
      /*batch=*/1);
  for (int i = 0; i < kItems; ++i) pipeline.push(int{i});
  pipeline.flush();
  EXPECT_EQ(emitted, kItems);
  EXPECT_EQ(stalls, 0);
}

TEST(OrderedParallel, EmitsOnTheCallingThreadAndProcessesElsewhere) {
  const std::thread::id caller = std::this_thread::get_id();
  int on_caller = 0;
  int emitted_elsewhere = 0;
  OrderedParallel<int, bool> pipeline(
      2, [&](int&) { return std::this_thread::get_id() == caller; },
      [&](bool&& processed_on_caller) {
        on_caller += processed_on_caller ? 1 : 0;
        emitted_elsewhere += std::this_thread::get_id() == caller ? 0 : 1;
      });
  for (int i = 0; i < 300; ++i) pipeline.push(int{i});
  pipeline.flush();
  EXPECT_EQ(on_caller, 0);
  EXPECT_EQ(emitted_elsewhere, 0);
}

TEST(OrderedParallel, OneJobRunsEverythingOnTheCallingThread) {
  const std::thread::id caller = std::this_thread::get_id();
  int elsewhere = 0;
  OrderedParallel<int, int> pipeline(
      1,
      [&](int& item) {
        elsewhere += std::this_thread::get_id() == caller ? 0 : 1;
        return item;
      },
      [](int&&) {});
  for (int i = 0; i < 100; ++i) pipeline.push(int{i});
  pipeline.flush();
  EXPECT_EQ(elsewhere, 0);
}

TEST(OrderedParallel, FlushCanBeCalledAgainAfterMorePushes) {
  std::vector<int> emitted;
  OrderedParallel<int, int> pipeline(3, slow_square, [&](int&& r) { emitted.push_back(r); });
  pipeline.push(2);
  pipeline.flush();
  EXPECT_EQ(emitted, (std::vector<int>{4}));
  pipeline.push(3);
  pipeline.push(4);
  pipeline.flush();
  pipeline.flush();
  EXPECT_EQ(emitted, (std::vector<int>{4, 9, 16}));
}

TEST(OrderedParallel, AFailureIsThrownWhereItsResultWouldBeEmitted) {
  std::vector<int> emitted;
  OrderedParallel<int, int> pipeline(
      2,
      [](int& item) {
        if (item == 10) throw std::runtime_error("item 10");
        return item;
      },
      [&](int&& r) { emitted.push_back(r); });
  try {
    for (int i = 0; i < 20; ++i) pipeline.push(int{i});
    pipeline.flush();
    FAIL() << "no exception";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "item 10");
  }
  ASSERT_EQ(emitted.size(), 10U);
  EXPECT_EQ(emitted.back(), 9);
}

}  // namespace
}  // namespace damas::support
