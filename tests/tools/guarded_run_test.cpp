// run_guarded: what escapes a command is a message and an exit code, after the stack unwound.
#include "guarded_run.hpp"

#include <gtest/gtest.h>

#include <new>
#include <stdexcept>
#include <string>
#include <system_error>

#include "exit_codes.hpp"
#include "interrupt_request.hpp"

namespace damas::cli {
namespace {

// Sets its flag when destroyed: the stack of the command unwound (an output's temporary file
// is dropped by such a destructor).
struct Unwound {
  bool* flag;
  ~Unwound() { *flag = true; }
};

struct Outcome {
  int code;
  std::string errors;
};

template <class Command>
Outcome guarded(Command command) {
  ::testing::internal::CaptureStderr();
  const int code = run_guarded("pdn test", command);
  return {code, ::testing::internal::GetCapturedStderr()};
}

TEST(GuardedRun, ACommandsOwnExitCodeIsKept) {
  const Outcome run = guarded([] { return kExitProblems; });
  EXPECT_EQ(run.code, kExitProblems);
  EXPECT_EQ(run.errors, "");
}

TEST(GuardedRun, AnUnexpectedExceptionIsAnInternalErrorAfterTheStackUnwound) {
  bool unwound = false;
  const Outcome run = guarded([&]() -> int {
    const Unwound guard{&unwound};
    throw std::logic_error("a broken promise");
  });
  EXPECT_EQ(run.code, kExitInternal);
  EXPECT_TRUE(unwound);
  EXPECT_EQ(run.errors,
            "pdn test: internal error: a broken promise (a fault of pdn, not of its input: "
            "please report it)\n");
}

TEST(GuardedRun, RunningOutOfMemoryIsSaid) {
  const Outcome run = guarded([]() -> int { throw std::bad_alloc(); });
  EXPECT_EQ(run.code, kExitUsage);
  EXPECT_EQ(run.errors, "pdn test: error: out of memory\n");
}

TEST(GuardedRun, AFailureOfTheSystemIsAnError) {
  const Outcome run = guarded([]() -> int {
    throw std::system_error(std::make_error_code(std::errc::no_space_on_device), "writing");
  });
  EXPECT_EQ(run.code, kExitUsage);
  EXPECT_NE(run.errors.find("pdn test: error: "), std::string::npos) << run.errors;
  EXPECT_NE(run.errors.find("No space left on device"), std::string::npos) << run.errors;
}

TEST(GuardedRun, AnInterruptedCommandSaysNothing) {
  const Outcome run = guarded([]() -> int { throw Interrupted{}; });
  EXPECT_EQ(run.code, kExitOk);
  EXPECT_EQ(run.errors, "");
}

}  // namespace
}  // namespace damas::cli
