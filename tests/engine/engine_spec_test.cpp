// Engines named in a line of text: the built-in one with options over a run's limits, or the
// command of an external one.
#include "damas/engine/engine_spec.hpp"

#include <gtest/gtest.h>

#include <string>

namespace damas::engine {
namespace {

// A run's engine: depth 6, a larger table, a short timeout.
EngineSpec run_defaults() {
  EngineSpec spec;
  spec.name = "builtin";
  spec.limits.depth = 6;
  spec.hash_megabytes = 64;
  spec.timeout = std::chrono::milliseconds(5000);
  return spec;
}

EngineSpec parsed(const std::string& text) {
  std::string error;
  const auto spec = parse_engine_spec(text, run_defaults(), error);
  EXPECT_TRUE(spec) << text << ": " << error;
  return spec.value_or(EngineSpec{});
}

std::string error_of(const std::string& text) {
  std::string error;
  EXPECT_FALSE(parse_engine_spec(text, run_defaults(), error)) << text;
  return error;
}

TEST(EngineSpec, BuiltinTakesTheRunsSettings) {
  const EngineSpec spec = parsed("builtin");
  EXPECT_FALSE(spec.external());
  EXPECT_EQ(spec.name, "builtin");
  EXPECT_EQ(spec.limits.depth, 6);
  EXPECT_EQ(spec.hash_megabytes, 64u);
  EXPECT_TRUE(spec.endgame_tables);
}

TEST(EngineSpec, BuiltinOptionsOverrideTheRunsSettings) {
  const EngineSpec deeper = parsed("builtin:depth=4,hash=8,egtb=off");
  EXPECT_EQ(deeper.name, "builtin:depth=4,hash=8,egtb=off");
  EXPECT_EQ(deeper.limits.depth, 4);
  EXPECT_EQ(deeper.hash_megabytes, 8u);
  EXPECT_FALSE(deeper.endgame_tables);
  // A time or node limit of its own lets the depth run free; a depth of its own drops them.
  const EngineSpec timed = parsed("builtin:movetime=100");
  EXPECT_EQ(timed.limits.depth, Limits{}.depth);
  EXPECT_EQ(timed.limits.movetime, std::chrono::milliseconds(100));
  EngineSpec counted_run = run_defaults();
  counted_run.limits.nodes = 5000;
  std::string error;
  const auto deep = parse_engine_spec("builtin:depth=3", counted_run, error);
  ASSERT_TRUE(deep) << error;
  EXPECT_EQ(deep->limits.depth, 3);
  EXPECT_FALSE(deep->limits.nodes);
}

TEST(EngineSpec, ABadBuiltinOptionIsNamed) {
  EXPECT_EQ(error_of("builtin:depth=0"),
            "depth= takes a whole number of plies from 1 to 60, not '0'");
  EXPECT_EQ(error_of("builtin:depth=4,speed=9"),
            "unknown option 'speed' (depth, movetime, nodes, hash or egtb)");
  EXPECT_EQ(error_of("builtin:hash"), "'hash' needs a value (hash=...)");
  EXPECT_EQ(error_of("builtin:egtb=no"), "egtb= takes on or off, not 'no'");
  // One of two values would be unheeded.
  EXPECT_EQ(error_of("builtin:depth=2,hash=8,depth=3"), "depth= is given twice");
  EXPECT_EQ(error_of("builtin:nodes=5000,depth=3"), "nodes= and depth= are alternatives: give one");
  EXPECT_EQ(error_of("builtin:depth=3,movetime=100"),
            "depth= and movetime= are alternatives: give one");
}

TEST(EngineSpec, AnythingElseIsAnExternalEnginesCommand) {
  const EngineSpec spec = parsed("./engine --hub");
  EXPECT_TRUE(spec.external());
  EXPECT_EQ(spec.command, "./engine --hub");
  EXPECT_EQ(spec.limits.depth, 6);  // the run's limits
  EXPECT_EQ(spec.timeout, std::chrono::milliseconds(5000));
  EXPECT_EQ(parsed("hub:builtin").command, "builtin");  // the prefix says so explicitly
  EXPECT_EQ(error_of("hub: \t"), "no command to run");
  EXPECT_EQ(error_of(""), "no command to run");
}

}  // namespace
}  // namespace damas::engine
