// The one drawing routine behind every image format: paints a diagram onto a cairo context.
#pragma once

#include <cairo.h>

#include "damas/diagram/diagram.hpp"
#include "damas/diagram/layout.hpp"

namespace damas::diagram {

// Paints `diagram` `width` wide with its top-left corner at `origin`.
void paint_diagram(cairo_t* cr, const Diagram& diagram, Point origin, double width);

}  // namespace damas::diagram
