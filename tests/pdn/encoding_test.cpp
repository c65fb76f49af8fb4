#include "damas/pdn/encoding.hpp"

#include <gtest/gtest.h>

#include <string>

namespace damas::pdn {
namespace {

TEST(Encoding, Utf8IsRecognised) {
  EXPECT_TRUE(is_valid_utf8("plain ASCII text, long enough for the word loop"));
  EXPECT_TRUE(is_valid_utf8("Сергей Фадеев 高文龙 40°"));
  EXPECT_FALSE(is_valid_utf8("Cr\xE9teil"));
  EXPECT_FALSE(is_valid_utf8("\xC0\xAF"));          // overlong '/'
  EXPECT_FALSE(is_valid_utf8("\xED\xA0\x80"));      // a UTF-16 surrogate
  EXPECT_FALSE(is_valid_utf8("ends in the middle \xE2\x82"));
}

// Runs of fewer than eight bytes (most tag names and values) are tested a few bytes at a time:
// a stray byte is found in any place of runs of every length up to 15.
TEST(Encoding, StrayByteIsFoundInShortRuns) {
  EXPECT_TRUE(is_valid_utf8(""));
  for (std::size_t length = 1; length < 16; ++length) {
    EXPECT_TRUE(is_valid_utf8(std::string(length, 'a'))) << length;
    for (std::size_t at = 0; at < length; ++at) {
      std::string text(length, 'a');
      text[at] = '\xE9';
      EXPECT_FALSE(is_valid_utf8(text)) << length << " " << at;
      if (at + 1 < length) {
        text[at + 1] = '\xA9';
        text[at] = '\xC3';  // é
        EXPECT_TRUE(is_valid_utf8(text)) << length << " " << at;
      }
    }
  }
}

TEST(Encoding, OtherBytesAreReadAsWindows1252) {
  std::string out;
  append_utf8(out, "40\xB0 Champ. \x80 \x93x\x94 \x81");
  EXPECT_EQ(out, "40° Champ. € “x” \xC2\x81");
  out.clear();
  append_utf8(out, "já UTF-8");
  EXPECT_EQ(out, "já UTF-8");
}

}  // namespace
}  // namespace damas::pdn
