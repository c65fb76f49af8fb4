// Notes set in lines (diagram/src/text_lines.hpp, internal): words wrapped at the width given,
// and a line cut with an ellipsis on whole characters. Widths are taken from the text itself, so
// the expectations hold for any font.
#include "text_lines.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace damas::diagram {
namespace {

class TextLines : public ::testing::Test {
 protected:
  TextLines()
      : surface_(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10), &cairo_surface_destroy),
        cr_(cairo_create(surface_.get()), &cairo_destroy) {
    cairo_select_font_face(cr(), "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr(), 20);
  }
  cairo_t* cr() const { return cr_.get(); }
  double width(const std::string& text) const { return text_advance(cr(), text); }

 private:
  std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface_;
  std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr_;
};

TEST_F(TextLines, WordsWrapAtTheWidth) {
  EXPECT_EQ(wrap_words(cr(), "aaa bbb ccc", width("aaa bbb")),
            (std::vector<std::string>{"aaa bbb", "ccc"}));
  EXPECT_EQ(wrap_words(cr(), "  aaa   bbb  ", width("aaa bbb")),
            (std::vector<std::string>{"aaa bbb"}));
  EXPECT_EQ(wrap_words(cr(), "aaa bbb ccc", width("aaa bbb ccc")),
            (std::vector<std::string>{"aaa bbb ccc"}));
  EXPECT_TRUE(wrap_words(cr(), "   ", 100).empty());
}

TEST_F(TextLines, AWordWiderThanALineHasItsOwn) {
  EXPECT_EQ(wrap_words(cr(), "a verylongword b", width("a b")),
            (std::vector<std::string>{"a", "verylongword", "b"}));
}

TEST_F(TextLines, CutWithAnEllipsisOnlyWhenItDoesNotFit) {
  EXPECT_EQ(cut_to_fit(cr(), "abcdef", width("abcdef")), "abcdef");
  EXPECT_EQ(cut_to_fit(cr(), "abcdef", width("abc\u2026")), "abc\u2026");
  EXPECT_EQ(cut_to_fit(cr(), "ab cdef", width("ab \u2026")), "ab\u2026");  // no space before it
  // Two-byte characters are dropped whole: no broken UTF-8.
  EXPECT_EQ(cut_to_fit(cr(), "\u00e3\u00e9\u00f5\u00e3\u00e9\u00f5", width("\u00e3\u00e9\u2026")),
            "\u00e3\u00e9\u2026");
}

}  // namespace
}  // namespace damas::diagram
