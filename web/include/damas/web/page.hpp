// The frame every page of the suite shares: an HTML5 document that needs nothing from outside
// (no network, works from file://), with the suite's base style, so that a game page and a
// standings page look like one site. Callers write the body; text from game records in it must
// go through support::html_escape.
#pragma once

#include <string>

namespace damas::web {

struct Page {
  std::string title;   // plain text: escaped here
  std::string style;   // CSS added after the base style
  std::string body;    // HTML, as given
  std::string script;  // JavaScript run at the end of the body; empty: no script element
};

// The whole document: <!DOCTYPE html>, UTF-8, a viewport for phones, the base style, the body.
std::string render_page(const Page& page);

// The document in two parts around its body, for a page written piece by piece (one too large
// to be held whole): page_start(page) + page.body + page_end(page) is render_page(page); the
// body is left out of both.
std::string page_start(const Page& page);
std::string page_end(const Page& page);

// The base style alone (tables, headings, links, print rules), for tests and other frames.
const std::string& base_style();

}  // namespace damas::web
