// Arguments the drawing functions cannot draw with are refused with std::invalid_argument naming
// them, before any arithmetic or cairo call goes wrong with them (a division by zero).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "damas/diagram/render.hpp"
#include "test_positions.hpp"

namespace damas::diagram {
namespace {

using testing::content_of;
using testing::kFens;

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

std::vector<DiagramContent> three_diagrams() {
  return {content_of(kFens[0]), content_of(kFens[1]), content_of(kFens[2])};
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

}  // namespace
}  // namespace damas::diagram
