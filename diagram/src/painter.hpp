// The one drawing routine behind every image format: paints a diagram onto a cairo context; and
// the text of a sheet around its diagrams.
#pragma once

#include <cairo.h>

#include <string>

#include "damas/diagram/diagram.hpp"
#include "damas/diagram/layout.hpp"

namespace damas::diagram {

// Paints `diagram` `width` wide with its top-left corner at `origin`, its note (if any) in at
// most `note_lines` lines (layout_diagram makes the room).
void paint_diagram(cairo_t* cr, const Diagram& diagram, Point origin, double width,
                   int note_lines = 0);

// The lines `note` takes under a diagram `width` wide in `style`, at most `most` (a longer note
// is drawn smaller or cut); 0 for no note.
int note_lines_needed(const DiagramStyle& style, const std::string& note, double width, int most);

// A sheet's heading: one line centred on `centre_x`, `size` high, shrunk to `room` if wider.
void paint_heading(cairo_t* cr, const std::string& heading, const Theme& theme, double centre_x,
                   double baseline, double size, double room);

}  // namespace damas::diagram
