#include "damas/web/page.hpp"

#include <gtest/gtest.h>

namespace damas::web {
namespace {

TEST(RenderPage, TitleIsTextAndBodyIsMarkup) {
  const std::string html = render_page({.title = "Silva <b> Costa", .style = "p{x:1}",
                                        .body = "<p>corpo</p>", .script = ""});
  EXPECT_NE(html.find("<title>Silva &lt;b&gt; Costa</title>"), std::string::npos);
  EXPECT_NE(html.find("<p>corpo</p>"), std::string::npos);
  EXPECT_NE(html.find("p{x:1}</style>"), std::string::npos);
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0U);
  EXPECT_NE(html.find("<meta charset=\"utf-8\">"), std::string::npos);
}

TEST(RenderPage, ScriptGoesAtTheEndOfTheBody) {
  const std::string html = render_page({.title = "t", .style = "", .body = "<p>b</p>",
                                        .script = "go();"});
  const auto script = html.find("<script>\ngo();\n</script>");
  ASSERT_NE(script, std::string::npos);
  EXPECT_LT(html.find("<p>b</p>"), script);
  EXPECT_LT(script, html.find("</body>"));
}

}  // namespace
}  // namespace damas::web
