// Long calls that Ctrl-C can stop. Python runs its signal handlers (the one raising
// KeyboardInterrupt) only when its main thread runs Python code: a call waiting in C++ without
// the GIL would go on until its work is done, minutes or hours for a deep search. So these wait
// in slices, running the handlers between two slices, and stop the work when one raises.
#pragma once

#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <future>
#include <thread>
#include <utility>

namespace damas::python {

// How long a Ctrl-C may wait to be seen: short beside a person's patience, long beside a slice's
// cost (a lock and a look at a flag).
inline constexpr std::chrono::milliseconds kSignalCheck{50};

// Calls `wait(kSignalCheck)` without the GIL until it returns true, running Python's signal
// handlers between the calls; raises what a handler raised (KeyboardInterrupt) at once, after
// `on_signal` (which may stop the work waited for).
inline void wait_interruptibly(
    const std::function<bool(std::chrono::milliseconds)>& wait,
    const std::function<void()>& on_signal = [] {}) {
  for (;;) {
    bool done = false;
    {
      const pybind11::gil_scoped_release unlocked;
      done = wait(kSignalCheck);
    }
    if (done) return;
    if (PyErr_CheckSignals() != 0) {
      on_signal();
      throw pybind11::error_already_set();
    }
  }
}

// Runs `work(stop)` on a thread of its own, without the GIL, and gives what it returns (or throws
// what it threw). When a signal handler raises meanwhile, `stop` is set, the work is waited for
// (it must return soon once `stop` is set), and the handler's exception is raised.
template <typename Work>
auto run_stoppable(Work work) {
  using Result = decltype(work(std::declval<const std::atomic<bool>&>()));
  std::atomic<bool> stop{false};
  std::packaged_task<Result()> task([&work, &stop] { return work(stop); });
  auto result = task.get_future();
  std::thread worker(std::move(task));
  wait_interruptibly(
      [&](std::chrono::milliseconds slice) {
        return result.wait_for(slice) == std::future_status::ready;
      },
      [&] {
        stop.store(true);
        const pybind11::gil_scoped_release unlocked;
        worker.join();
      });
  worker.join();
  return result.get();
}

}  // namespace damas::python
