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
#include <type_traits>
#include <utility>

namespace damas::python {

// Gives `work()` (which must not call Python) run without the GIL, so that other Python threads
// go on meanwhile. The GIL is taken back in the normal flow, not in a destructor as
// pybind11::gil_scoped_release does: a daemon thread that takes it back while the interpreter
// is finalizing is ended there (pthread_exit, which unwinds its stack), and that unwinding out
// of a destructor (noexcept) called std::terminate: the process aborted at its exit.
template <typename Work>
auto without_gil(Work&& work) {
  PyThreadState* const saved = PyEval_SaveThread();
  // Only `work` in the try: the unwinding that PyEval_RestoreThread may start must not be caught
  // here (taking the GIL again in the handler would end the thread a second time: terminate).
  const auto run = [&] {
    try {
      return work();
    } catch (...) {
      PyEval_RestoreThread(saved);
      throw;
    }
  };
  if constexpr (std::is_void_v<decltype(work())>) {
    run();
    PyEval_RestoreThread(saved);
  } else {
    auto result = run();
    PyEval_RestoreThread(saved);
    return result;
  }
}

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
    if (without_gil([&] { return wait(kSignalCheck); })) return;
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
  // Stopped and joined however this call ends: a daemon thread ended while it waits (the
  // interpreter finalizing, without_gil) unwinds through here, and the worker must not go on
  // using `work` and `stop`, nor be destroyed joinable (std::terminate).
  struct Worker {
    std::atomic<bool>& stop;
    std::thread thread;
    ~Worker() {
      stop.store(true);
      if (thread.joinable()) thread.join();
    }
  } worker{stop, std::thread(std::move(task))};
  wait_interruptibly(
      [&](std::chrono::milliseconds slice) {
        return result.wait_for(slice) == std::future_status::ready;
      },
      [&] {
        stop.store(true);
        without_gil([&] { worker.thread.join(); });
      });
  without_gil([&] { worker.thread.join(); });  // done: the thread is ending
  return result.get();
}

}  // namespace damas::python
