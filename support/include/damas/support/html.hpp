// Text from a game record written into an HTML page (pdn html, pdn standings). Whatever the record
// holds, it shows as the text it is and never as markup: a comment "<script>" stays the eight
// characters it is. The same escaping serves element content and quoted attribute values.
//   - bytes that are not UTF-8 are decoded as utf8.hpp decodes them (as Windows-1252), so the
//     page is valid UTF-8;
//   - & < > " ' become character references;
//   - control characters that HTML does not allow in text (C0 but tab, line feed and carriage
//     return; DEL; C1) become U+FFFD, the replacement character, and so do the bidirectional
//     embedding, override and isolate controls, which would reorder the text after them.
#pragma once

#include <string>
#include <string_view>

namespace damas::support {

std::string html_escape(std::string_view text);

}  // namespace damas::support
