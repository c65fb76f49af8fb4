// Widths checked against what a terminal shows (xterm, GNOME Terminal): counted by hand.
#include "damas/support/terminal_width.hpp"

#include <gtest/gtest.h>

namespace damas::support {
namespace {

TEST(TerminalWidth, CountsColumnsNotCharacters) {
  EXPECT_EQ(terminal_width(""), 0u);
  EXPECT_EQ(terminal_width("Ana Silva"), 9u);
  EXPECT_EQ(terminal_width("Jos\xC3\xA9"), 4u);                // é precomposed (U+00E9)
  EXPECT_EQ(terminal_width("Jose\xCC\x81"), 4u);               // e and a combining acute (U+0301)
  EXPECT_EQ(terminal_width("\xE6\x9D\x8E \xE5\x8D\x8E"), 5u);  // two Chinese characters, a space
  EXPECT_EQ(terminal_width("\xF0\x9F\x99\x82"), 2u);           // an emoji (U+1F642)
}

TEST(TerminalWidth, BytesThatAreNotUtf8CountOneEach) {
  EXPECT_EQ(terminal_width("Jos\xE9"), 4u);   // é in Windows-1252
  EXPECT_EQ(terminal_width("\x81\x8D"), 2u);  // bytes Windows-1252 leaves undefined
}

}  // namespace
}  // namespace damas::support
