// The prose of a comment: what is left for a reader once the [%...] commands are taken out.
#include "damas/pdn/comment.hpp"

#include <gtest/gtest.h>

namespace damas::pdn {
namespace {

TEST(CommentProse, CommandsOnlyLeaveNothing) {
  EXPECT_EQ(comment_prose("[%eval 0.3]"), "");
  EXPECT_EQ(comment_prose(" [%clk 0:10:00] "), "");
  EXPECT_EQ(comment_prose("[%eval 0.3]\n[%clk 0:10:00]"), "");
  EXPECT_EQ(comment_prose(""), "");
}

TEST(CommentProse, TextAroundCommandsIsKeptWithSpacesMadeOne) {
  EXPECT_EQ(comment_prose("forced"), "forced");
  EXPECT_EQ(comment_prose("[%eval 0.3] the only move"), "the only move");
  EXPECT_EQ(comment_prose("wins[%clk 0:09:58]a man"), "wins a man");
  EXPECT_EQ(comment_prose("  two\n\tlines  "), "two lines");
}

TEST(CommentProse, WhatIsNoCommandStays) {
  EXPECT_EQ(comment_prose("[%] and [x] and [%open"), "[%] and [x] and [%open");
}

}  // namespace
}  // namespace damas::pdn
