#include "text_lines.hpp"

namespace damas::diagram {

double text_advance(cairo_t* cr, const std::string& text) {
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text.c_str(), &ext);
  return ext.x_advance;
}

std::vector<std::string> wrap_words(cairo_t* cr, std::string_view text, double width) {
  std::vector<std::string> lines;
  std::string line;
  while (!text.empty()) {
    const std::size_t start = text.find_first_not_of(' ');
    if (start == std::string_view::npos) break;
    text.remove_prefix(start);
    const std::string word(text.substr(0, text.find(' ')));
    text.remove_prefix(word.size());
    const std::string longer = line.empty() ? word : line + ' ' + word;
    if (line.empty() || text_advance(cr, longer) <= width) {
      line = longer;
    } else {
      lines.push_back(line);
      line = word;
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

std::string cut_to_fit(cairo_t* cr, std::string text, double width) {
  static const std::string kEllipsis = "\u2026";
  if (text_advance(cr, text) <= width) return text;
  while (!text.empty() && text_advance(cr, text + kEllipsis) > width) {
    // Drop one UTF-8 character: its continuation bytes (10xxxxxx), then its first byte.
    while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80) {
      text.pop_back();
    }
    if (!text.empty()) text.pop_back();
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text + kEllipsis;
}

}  // namespace damas::diagram
