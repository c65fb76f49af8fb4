#include "damas/support/html.hpp"

#include <gtest/gtest.h>

#include "damas/support/quoted.hpp"

namespace damas::support {
namespace {

// Expected texts are written by hand from the HTML character references.
TEST(HtmlEscape, MarkupCharactersBecomeReferences) {
  EXPECT_EQ(html_escape("<script>alert('x & \"y\"')</script>"),
            "&lt;script&gt;alert(&#39;x &amp; &quot;y&quot;&#39;)&lt;/script&gt;");
}

TEST(HtmlEscape, PlainTextAndUtf8AreKept) {
  EXPECT_EQ(html_escape("Jogada forte, 12. 18x27!"), "Jogada forte, 12. 18x27!");
  EXPECT_EQ(html_escape("S\xC3\xA1 Pinto"), "S\xC3\xA1 Pinto");
  EXPECT_EQ(html_escape("a\tb\nc\r"), "a\tb\nc\r");
}

TEST(HtmlEscape, BytesThatAreNotUtf8AreReadAsWindows1252) {
  // Latin-1 "Sá" and the Windows-1252 euro sign 0x80.
  EXPECT_EQ(html_escape("S\xE1 \x80"), "S\xC3\xA1 \xE2\x82\xAC");
}

TEST(HtmlEscape, ControlCharactersBecomeTheReplacementCharacter) {
  EXPECT_EQ(html_escape(std::string("a\0b", 3)), "a\xEF\xBF\xBD" "b");
  EXPECT_EQ(html_escape("\x1B[31m\x7F"), "\xEF\xBF\xBD[31m\xEF\xBF\xBD");
  EXPECT_EQ(html_escape("\xC2\x85x"), "\xEF\xBF\xBDx");  // U+0085, a C1 control
  EXPECT_EQ(html_escape("\xC2\xA0"), "\xC2\xA0");         // U+00A0 is text
}

// A bidirectional override in a name ("Ana" U+202E) would show "1. Ana - Rui 1-0" as
// "1. Ana 0-1 iuR -": the embedding, override and isolate controls are replaced; the marks
// that only say a direction (U+200F) and the letters of right-to-left scripts stay.
TEST(HtmlEscape, BidirectionalControlsBecomeTheReplacementCharacter) {
  EXPECT_EQ(html_escape("Ana\xE2\x80\xAE - Rui"), "Ana\xEF\xBF\xBD - Rui");  // U+202E
  EXPECT_EQ(html_escape("\xE2\x80\xAAx\xE2\x81\xA9"),
            "\xEF\xBF\xBDx\xEF\xBF\xBD");                                  // U+202A, U+2069
  EXPECT_EQ(html_escape("\xE2\x80\x8F\xD7\x90"), "\xE2\x80\x8F\xD7\x90");  // U+200F, alef
  EXPECT_EQ(html_escape("\xE2\x80\xA9"), "\xE2\x80\xA9");  // U+2029, not a bidi control
}

// The messages and text reports escape them as they escape the other controls.
TEST(Escaped, BidirectionalControlsAreEscaped) {
  EXPECT_EQ(escaped("Ana\xE2\x80\xAE - Rui"), "Ana\\u202e - Rui");
  EXPECT_EQ(escaped("\xE2\x81\xA6x"), "\\u2066x");
  EXPECT_EQ(quoted("\xE2\x80\xAD"), "\"\\u202d\"");
}

}  // namespace
}  // namespace damas::support
