// Runs of `pdn diagram` for the end-to-end tests of the family's boards (diagram_variants and
// diagram_family_games): what a run that must succeed draws, and what one that must fail says.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "cli_runner.hpp"

namespace damas::test {

class DiagramRuns : public CliTest {
 protected:
  // Standard output of a run that must succeed.
  static std::string drawn(const std::string& args) {
    const CommandResult r = run("diagram " + args);
    EXPECT_EQ(r.exit_code, 0) << args;
    return r.out;
  }
  // Standard error (with the output) of a run that must fail with exit code 2.
  static std::string failure(const std::string& args) {
    const CommandResult r = run("diagram " + args, true);
    EXPECT_EQ(r.exit_code, 2) << args;
    return r.out;
  }
};

}  // namespace damas::test
