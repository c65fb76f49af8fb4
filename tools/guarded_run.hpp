// What escapes a command becomes a message and an exit code, never an abort: `pdn` runs every
// command through run_guarded (main.cpp).
#pragma once

#include <functional>
#include <string>

namespace damas::cli {

// Runs `command` and returns its exit code. What it throws, after the stack has unwound (so
// that every output's temporary file is dropped by its owner, which an abort would leave), is
// said on standard error under `program` ("pdn validate") and gives an exit code:
// - Interrupted (a command stopped by a signal): kExitOk, the caller then ends by the signal;
// - std::system_error: a failed write to a closed pipe ends the process by its signal; other
//   failures of the system (standard output on a full disk...) are errors, kExitUsage;
// - std::bad_alloc: "out of memory", kExitUsage;
// - any other exception is a fault of pdn, not of its input: "internal error", kExitInternal.
int run_guarded(const std::string& program, const std::function<int()>& command);

}  // namespace damas::cli
