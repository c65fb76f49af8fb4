#include "interrupt_request.hpp"

#include <signal.h>
#include <unistd.h>

#include <cassert>
#include <csignal>
#include <utility>

namespace damas::cli {

namespace {

// What the handler touches: lock-free atomics and a text set before it is installed, all that a
// signal handler may safely use.
std::atomic<bool> requested_flag{false};
std::atomic<int> received_signal{0};
const char* notice_text = nullptr;
std::size_t notice_size = 0;
struct sigaction earlier_int {};
struct sigaction earlier_term {};
struct sigaction earlier_hup {};
struct sigaction earlier_pipe {};
bool installed = false;

void on_signal(int number) {
  received_signal.store(number);
  requested_flag.store(true);
  // A closed pipe is no request of the user's: nothing to tell them.
  if (notice_text != nullptr && number != SIGPIPE) {
    // write(2) is async-signal-safe; what it returns cannot be acted on here.
    const ssize_t written = ::write(2, notice_text, notice_size);
    static_cast<void>(written);
  }
}

// Installs `action` for `number` and keeps the earlier one in `earlier`, unless the signal was
// ignored when the process started (a command run in the background by a shell without job
// control, or under nohup): it stays ignored, as the one who started the process wanted.
void install(int number, const struct sigaction& action, struct sigaction& earlier) {
  ::sigaction(number, nullptr, &earlier);
  if (earlier.sa_handler != SIG_IGN) ::sigaction(number, &action, nullptr);
}

}  // namespace

InterruptRequest::InterruptRequest(std::string notice) : notice_(std::move(notice)) {
  static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free);
  assert(!installed && "one InterruptRequest at a time");
  installed = true;
  requested_flag.store(false);
  received_signal.store(0);
  notice_text = notice_.data();
  notice_size = notice_.size();
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  // The handler runs once: the default action is back for the next signal. SA_RESTART keeps the
  // system calls of other threads (pipes to external engines) from failing with EINTR.
  action.sa_flags = SA_RESETHAND | SA_RESTART;
  install(SIGINT, action, earlier_int);
  install(SIGTERM, action, earlier_term);
  install(SIGHUP, action, earlier_hup);
  // Every write to the closed pipe raises SIGPIPE again until the run stops: each is caught (a
  // second one is no second request), and the write fails with EPIPE.
  action.sa_flags = SA_RESTART;
  install(SIGPIPE, action, earlier_pipe);
}

InterruptRequest::~InterruptRequest() {
  ::sigaction(SIGINT, &earlier_int, nullptr);
  ::sigaction(SIGTERM, &earlier_term, nullptr);
  ::sigaction(SIGHUP, &earlier_hup, nullptr);
  ::sigaction(SIGPIPE, &earlier_pipe, nullptr);
  notice_text = nullptr;
  installed = false;
}

const std::atomic<bool>& InterruptRequest::flag() const { return requested_flag; }

void InterruptRequest::stop_if_requested() const {
  if (requested()) throw Interrupted{};
}

bool InterruptRequest::pipe_closed() const { return received_signal.load() == SIGPIPE; }

int InterruptRequest::exit_code() const {
  const int number = received_signal.load();
  return number == 0 ? 0 : 128 + number;
}

void die_of_received_signal() {
  const int number = received_signal.load();
  if (number == 0) return;
  std::signal(number, SIG_DFL);
  ::raise(number);
}

}  // namespace damas::cli
