// PDF output: a non-empty document, one page per diagram, and sheets paged as promised.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "damas/diagram/render.hpp"
#include "test_positions.hpp"

namespace damas::diagram {
namespace {

using testing::kFens;
using testing::content_of;
using testing::style_of;

// Page objects: "/Type /Page" not followed by "s" (that would be the page tree, /Pages).
int page_count(const std::string& pdf) {
  int pages = 0;
  for (std::size_t at = pdf.find("/Type /Page"); at != std::string::npos;
       at = pdf.find("/Type /Page", at + 1)) {
    if (at + 11 >= pdf.size() || pdf[at + 11] != 's') ++pages;
  }
  return pages;
}

TEST(Pdf, SingleDiagramIsOnePage) {
  const std::string pdf =
      render({content_of(kFens[1]), style_of(false, false, true)}, ImageFormat::pdf, 400);
  ASSERT_GT(pdf.size(), 1000U);
  EXPECT_EQ(pdf.substr(0, 5), "%PDF-");
  EXPECT_EQ(page_count(pdf), 1);
}

TEST(Pdf, SheetHasAPageForEverySixDiagrams) {
  for (const int count : {1, 6, 7, 13}) {
    std::vector<DiagramContent> entries;
    for (int i = 0; i < count; ++i) {
      entries.push_back(content_of(kFens[i % kFens.size()], "Diagram " + std::to_string(i + 1)));
    }
    const SheetOptions options;  // 2 columns, 3 rows
    const std::string pdf = render_sheet(entries, {}, ImageFormat::pdf, options);
    const int expected = (count + 5) / 6;
    EXPECT_EQ(sheet_page_count(count, options), expected);
    EXPECT_EQ(page_count(pdf), expected) << count << " diagrams";
  }
}

}  // namespace
}  // namespace damas::diagram
