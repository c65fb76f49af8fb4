// Arguments the drawing functions cannot draw with are refused with std::invalid_argument naming
// them, before any arithmetic or cairo call goes wrong with them (a division by zero, an arc that
// never ends, a surface of gigabytes).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "damas/diagram/render.hpp"
#include "test_positions.hpp"

namespace damas::diagram {
namespace {

using testing::content_of;
using testing::kFens;

constexpr double kInfinity = std::numeric_limits<double>::infinity();
const double kNotANumber = std::nan("");

// The message of the std::invalid_argument `draw` throws; "" when it throws none.
template <typename Draw>
std::string refusal_of(Draw draw) {
  try {
    draw();
  } catch (const std::invalid_argument& error) {
    return error.what();
  }
  return "";
}

// Whether `message` (a refusal's, "" for none) names `option`.
::testing::AssertionResult names(const std::string& message, const std::string& option) {
  if (!message.empty() && message.find(option) != std::string::npos) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << "refusal \"" << message << "\" does not name " << option;
}

Diagram start_diagram() { return {content_of(kFens[0]), {}}; }

std::vector<DiagramContent> three_diagrams() {
  return {content_of(kFens[0]), content_of(kFens[1]), content_of(kFens[2])};
}

TEST(RenderArguments, WidthsOutsideTheDrawableRangeAreRefused) {
  for (const double width :
       {kMinWidth - 1, 0.0, -400.0, kMaxWidth + 1, 1e12, kNotANumber, kInfinity}) {
    for (const ImageFormat format : {ImageFormat::svg, ImageFormat::png, ImageFormat::pdf}) {
      SCOPED_TRACE(width);
      EXPECT_TRUE(names(refusal_of([&] { render(start_diagram(), format, width); }), "width"));
    }
  }
}

TEST(RenderArguments, TheEndsOfTheWidthRangeAreDrawn) {
  EXPECT_FALSE(render(start_diagram(), ImageFormat::png, kMinWidth).empty());
  EXPECT_FALSE(render(start_diagram(), ImageFormat::svg, kMaxWidth).empty());
}

TEST(RenderArguments, AResolutionThatIsNotAPositiveNumberIsRefused) {
  for (const double dpi : {0.0, -300.0, kNotANumber, kInfinity}) {
    SCOPED_TRACE(dpi);
    EXPECT_TRUE(
        names(refusal_of([&] { render(start_diagram(), ImageFormat::png, 200, dpi); }), "dpi"));
  }
}

// 1e300 mm is far more pixels than an int holds; converting that many is undefined behaviour.
TEST(RenderArguments, PixelsForRefusesWhatHasNoPixelCount) {
  EXPECT_THROW(pixels_for(1e300, 300), std::out_of_range);
  EXPECT_TRUE(names(refusal_of([] { pixels_for(60, -300); }), "dpi"));
  EXPECT_TRUE(names(refusal_of([] { pixels_for(60, 0); }), "dpi"));
  EXPECT_TRUE(names(refusal_of([] { pixels_for(60, kNotANumber); }), "dpi"));
  EXPECT_TRUE(names(refusal_of([] { pixels_for(-60, 300); }), "millimetres"));
  EXPECT_TRUE(names(refusal_of([] { pixels_for(kInfinity, 300); }), "millimetres"));
}

TEST(RenderArguments, SheetCountsBelowOneAreRefused) {
  for (const int count : {0, -2}) {
    SheetOptions no_columns;
    no_columns.columns = count;
    SheetOptions no_rows;
    no_rows.rows_per_page = count;
    for (const ImageFormat format : {ImageFormat::svg, ImageFormat::png, ImageFormat::pdf}) {
      SCOPED_TRACE(count);
      EXPECT_TRUE(names(refusal_of([&] { render_sheet(three_diagrams(), {}, format, no_columns); }),
                        "columns"));
      EXPECT_TRUE(names(refusal_of([&] { render_sheet(three_diagrams(), {}, format, no_rows); }),
                        "rows_per_page"));
    }
    EXPECT_TRUE(names(refusal_of([&] { sheet_page_count(3, no_columns); }), "columns"));
    EXPECT_TRUE(names(refusal_of([&] { sheet_page_count(3, no_rows); }), "rows_per_page"));
  }
}

// The diagrams of a page are counted in an int: 65536 x 65536 made 0 of them (then a division by
// zero), and a page count near the most an int holds went below 0.
TEST(RenderArguments, SheetCountsWhoseProductAnIntDoesNotHoldAreRefused) {
  SheetOptions huge;
  huge.columns = 65536;
  huge.rows_per_page = 65536;
  const std::string refusal = refusal_of([&] { sheet_page_count(3, huge); });
  EXPECT_TRUE(names(refusal, "columns"));
  EXPECT_TRUE(names(refusal, "rows_per_page"));
  EXPECT_TRUE(names(refusal_of([&] { render_sheet(three_diagrams(), {}, ImageFormat::pdf, huge); }),
                    "rows_per_page"));
  constexpr int kMostInt = std::numeric_limits<int>::max();  // 2147483647
  SheetOptions one_page_row;
  one_page_row.columns = kMostInt;
  one_page_row.rows_per_page = 1;
  EXPECT_EQ(sheet_page_count(3, one_page_row), 1);
  SheetOptions two_a_page;
  two_a_page.columns = 2;
  two_a_page.rows_per_page = 1;
  EXPECT_EQ(sheet_page_count(kMostInt, two_a_page), 1073741824);  // 2147483647 / 2, rounded up
  EXPECT_EQ(sheet_page_count(5, two_a_page), 3);
}

// An SVG or PNG sheet is one image `width` wide (a PDF sheet is an A4 page whatever the width).
TEST(RenderArguments, SheetWidthsOutsideTheDrawableRangeAreRefused) {
  for (const double width : {0.0, kMaxWidth + 1, kInfinity}) {
    SheetOptions options;
    options.width = width;
    for (const ImageFormat format : {ImageFormat::svg, ImageFormat::png}) {
      SCOPED_TRACE(width);
      EXPECT_TRUE(
          names(refusal_of([&] { render_sheet(three_diagrams(), {}, format, options); }), "width"));
    }
  }
}

// A PNG sheet is one image, and cairo draws none taller than 32767 pixels: 17 diagrams in one
// column 2000 pixels wide are at least 17 x 2000 = 34000 high (a diagram is at least as high as
// its board is wide), refused by name; three of them (under 3 x 2 x 2000) are drawn.
TEST(RenderArguments, PngSheetsTallerThanAPngCanBeAreRefused) {
  std::vector<DiagramContent> seventeen;
  for (int i = 0; i < 17; ++i) seventeen.push_back(content_of(kFens[0]));
  SheetOptions one_column;
  one_column.columns = 1;
  one_column.width = 2000;
  const std::string refusal =
      refusal_of([&] { render_sheet(seventeen, {}, ImageFormat::png, one_column); });
  EXPECT_TRUE(names(refusal, "32767"));
  EXPECT_TRUE(names(refusal, "columns"));
  EXPECT_FALSE(render_sheet(three_diagrams(), {}, ImageFormat::png, one_column).empty());
  // SVG has no such bound.
  EXPECT_FALSE(render_sheet(seventeen, {}, ImageFormat::svg, one_column).empty());
}

}  // namespace
}  // namespace damas::diagram
