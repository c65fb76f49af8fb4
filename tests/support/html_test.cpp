#include "damas/support/html.hpp"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace damas::support
