// The resolution of a PNG, recorded so that print software sizes the image: cairo writes no
// pHYs chunk, so one is added to the file it wrote.
#pragma once

#include <string>

namespace damas::diagram {

// `png` (a PNG file as cairo writes it: IHDR first) with a pHYs chunk saying `dpi` dots per
// inch, in pixels per metre as PNG counts, placed right after IHDR. Throws std::runtime_error if
// `png` does not start with a PNG signature and IHDR.
std::string with_png_resolution(const std::string& png, double dpi);

}  // namespace damas::diagram
