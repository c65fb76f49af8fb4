#include "mapping_guard.hpp"

#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <stdexcept>

namespace damas::pdn::detail {

namespace {

// The mappings guarded, read by the handler: only lock-free atomics, which a signal handler may
// read. A slot is claimed through `used`, then its range is published; the range is cleared
// before the slot is given back. Nothing touches a mapping outside the life of its guard, so a
// fault never meets a slot half filled.
struct Slot {
  std::atomic<bool> used{false};
  std::atomic<std::uintptr_t> begin{0};
  std::atomic<std::uintptr_t> end{0};  // page-aligned: the mapping's last page included
  std::atomic<bool> faulted{false};
};
static_assert(std::atomic<std::uintptr_t>::is_always_lock_free);
static_assert(std::atomic<bool>::is_always_lock_free);

constexpr std::size_t kSlots = 64;
std::array<Slot, kSlots> slots;

std::uintptr_t page_size = 0;      // set before the handler is installed
struct sigaction previous_action;  // the handler this one passes other faults on to

// Gives a SIGBUS that is not ours to the handler that was there before, or to the default action
// (the signal is raised again, blocked until this handler returns: the process then ends as it
// would have without it).
void pass_on(int signal, siginfo_t* info, void* context) {
  const bool has_function =
      (previous_action.sa_flags & SA_SIGINFO) != 0
          ? previous_action.sa_sigaction != nullptr
          : previous_action.sa_handler != SIG_DFL && previous_action.sa_handler != SIG_IGN;
  if (!has_function) {
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signal, &fallback, nullptr);
    raise(signal);
  } else if ((previous_action.sa_flags & SA_SIGINFO) != 0) {
    previous_action.sa_sigaction(signal, info, context);
  } else {
    previous_action.sa_handler(signal);
  }
}

void on_sigbus(int signal, siginfo_t* info, void* context) {
  const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
  if (info->si_code > 0) {  // a fault, not a signal sent by kill or raise (si_code <= 0)
    for (Slot& slot : slots) {
      const std::uintptr_t begin = slot.begin.load();
      const std::uintptr_t end = slot.end.load();
      if (address < begin || address >= end) continue;
      const std::uintptr_t page = address & ~(page_size - 1);
      // mmap is a plain system call on Linux, safe in a signal handler though POSIX does not
      // list it. Read-only zero pages cost no memory: they all map the kernel's zero page.
      void* zeros = mmap(reinterpret_cast<void*>(page), end - page, PROT_READ,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
      if (zeros == MAP_FAILED) break;
      slot.faulted.store(true);
      return;  // the faulting access is made again, and reads zeros
    }
  }
  pass_on(signal, info, context);
}

void install_handler() {
  page_size = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
  struct sigaction action {};
  action.sa_sigaction = on_sigbus;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  sigaction(SIGBUS, &action, &previous_action);
}

}  // namespace

MappingGuard::MappingGuard(const void* begin, std::size_t length) {
  static std::once_flag installed;
  std::call_once(installed, install_handler);
  for (slot_ = 0; slot_ < kSlots; ++slot_) {
    bool expected = false;
    if (slots[slot_].used.compare_exchange_strong(expected, true)) break;
  }
  if (slot_ == kSlots) throw std::runtime_error("too many files mapped at once");
  Slot& slot = slots[slot_];
  const auto first = reinterpret_cast<std::uintptr_t>(begin);
  slot.faulted.store(false);
  slot.end.store((first + length + page_size - 1) & ~(page_size - 1));
  slot.begin.store(first);
}

MappingGuard::~MappingGuard() {
  Slot& slot = slots[slot_];
  slot.begin.store(0);
  slot.end.store(0);
  slot.used.store(false);
}

bool MappingGuard::faulted() const { return slots[slot_].faulted.load(std::memory_order_relaxed); }

}  // namespace damas::pdn::detail
