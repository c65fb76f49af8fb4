// line_excerpt: what a message or a tag quotes of a line an engine or a user sent, on one line,
// short, and readable in any language.
#include "damas/engine/hub_line.hpp"

#include <gtest/gtest.h>

#include <string>

namespace damas::engine {
namespace {

TEST(LineExcerpt, KeepsPrintableAsciiAndEscapesTheRest) {
  EXPECT_EQ(line_excerpt("go analyze"), "go analyze");
  EXPECT_EQ(line_excerpt("a\"b\\c\td\n"), "a\\x22b\\x5cc\\x09d\\x0a");
}

TEST(LineExcerpt, KeepsWellFormedUtf8Letters) {
  // "Motor Ção" in UTF-8: C3 87 is Ç, C3 A3 is ã.
  EXPECT_EQ(line_excerpt("Motor \xC3\x87\xC3\xA3o"), "Motor \xC3\x87\xC3\xA3o");
  // A four-byte letter (U+1F600) and a three-byte one (U+20AC, the euro sign).
  EXPECT_EQ(line_excerpt("\xF0\x9F\x98\x80\xE2\x82\xAC"), "\xF0\x9F\x98\x80\xE2\x82\xAC");
}

TEST(LineExcerpt, EscapesBytesThatAreNotUtf8AndC1Controls) {
  // Latin-1 "Ç" alone, a cut sequence, an overlong slash, a C1 control (U+0085).
  EXPECT_EQ(line_excerpt("\xC7"), "\\xc7");
  EXPECT_EQ(line_excerpt("\xE2\x82"), "\\xe2\\x82");
  EXPECT_EQ(line_excerpt("\xC0\xAF"), "\\xc0\\xaf");
  EXPECT_EQ(line_excerpt("\xC2\x85"), "\\xc2\\x85");
}

TEST(LineExcerpt, CutsAtTheLimitNeverInsideALetter) {
  EXPECT_EQ(line_excerpt("abcdef", 4), "abcd...");
  EXPECT_EQ(line_excerpt("abcd", 4), "abcd");
  // "abc" then Ç (two bytes): a limit of 4 leaves no room for the whole letter.
  EXPECT_EQ(line_excerpt("abc\xC3\x87", 4), "abc...");
  EXPECT_EQ(line_excerpt("abc\xC3\x87", 5), "abc\xC3\x87");
}

}  // namespace
}  // namespace damas::engine
