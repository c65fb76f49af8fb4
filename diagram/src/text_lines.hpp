// Text set in lines of a given width, measured in the current font of a cairo context: words
// wrapped onto lines, and a line cut short with an ellipsis. Used for the notes under diagrams.
#pragma once

#include <cairo.h>

#include <string>
#include <string_view>
#include <vector>

namespace damas::diagram {

// How far `text` advances in the current font.
double text_advance(cairo_t* cr, const std::string& text);

// The words of `text` (split at spaces) in lines no wider than `width`; a word wider than a line
// has a line of its own. No line for a text without words.
std::vector<std::string> wrap_words(cairo_t* cr, std::string_view text, double width);

// `text` if it fits in `width`, else as much of it as fits followed by "…" (whole UTF-8
// characters; a space before the ellipsis is dropped).
std::string cut_to_fit(cairo_t* cr, std::string text, double width);

}  // namespace damas::diagram
