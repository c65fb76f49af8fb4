#include "damas/web/page.hpp"

#include "damas/support/html.hpp"

namespace damas::web {

const std::string& base_style() {
  static const std::string style = R"css(
:root { color-scheme: light; --ink: #1d1d1b; --muted: #5f5f5a; --rule: #d5d2c8; --accent: #8a4b16; }
body { font-family: "DejaVu Sans", system-ui, sans-serif; color: var(--ink); background: #fbfaf6;
       margin: 0 auto; padding: 1rem; max-width: 72rem; line-height: 1.45; }
h1 { font-size: 1.5rem; margin: 0.5rem 0; } h2 { font-size: 1.2rem; margin: 1rem 0 0.5rem; }
a { color: var(--accent); }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { border: 1px solid var(--rule); padding: 0.2rem 0.5rem; text-align: left; }
th { background: #efece3; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
.muted { color: var(--muted); }
@media print { body { background: white; max-width: none; } nav, button { display: none; } }
)css";
  return style;
}

std::string page_start(const Page& page) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<meta name=\"generator\" content=\"damas-pdn\">\n";
  out += "<title>" + support::html_escape(page.title) + "</title>\n";
  out += "<style>" + base_style() + page.style + "</style>\n</head>\n<body>\n";
  return out;
}

std::string page_end(const Page& page) {
  std::string out;
  if (!page.script.empty()) out += "\n<script>\n" + page.script + "\n</script>";
  out += "\n</body>\n</html>\n";
  return out;
}

std::string render_page(const Page& page) { return page_start(page) + page.body + page_end(page); }

}  // namespace damas::web
