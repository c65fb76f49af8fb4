#include "guarded_run.hpp"

#include <fmt/core.h>

#include <cstdio>
#include <exception>
#include <new>
#include <system_error>

#include "exit_codes.hpp"
#include "interrupt_request.hpp"
#include "standard_streams.hpp"

namespace damas::cli {

int run_guarded(const std::string& program, const std::function<int()>& command) {
  try {
    return command();
  } catch (const Interrupted&) {
    // The command stopped, its outputs dropped: the caller ends by the signal.
    return kExitOk;
  } catch (const std::system_error& e) {
    // The write that failed because a caught SIGPIPE said the reader is gone: ended by it.
    die_of_received_signal();
    // A write to standard output that failed midway (fmt::print throws), or another failure of
    // the system that the command did not expect: the run did not do its work.
    const auto lost = standard_output_failure(e.code().value());
    fmt::print(stderr, "{}: error: {}\n", program, lost ? *lost : e.what());
    return kExitUsage;
  } catch (const std::bad_alloc&) {
    fmt::print(stderr, "{}: error: out of memory\n", program);
    return kExitUsage;
  } catch (const std::exception& e) {
    fmt::print(stderr,
               "{}: internal error: {} (a fault of pdn, not of its input: please report it)\n",
               program, e.what());
    return kExitInternal;
  }
}

}  // namespace damas::cli
