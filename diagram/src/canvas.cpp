#include "canvas.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <cmath>
#include <stdexcept>
#include <string>

namespace damas::diagram {

namespace {

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

void check(cairo_status_t status) {
  if (status != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error(std::string("drawing failed: ") + cairo_status_to_string(status));
  }
}

// A length in pixels rounded up, but not for the rounding errors of the sums of margins that
// make it (10.05 squares of 100 is 1005.0000000000001).
int whole_pixels(double length) { return static_cast<int>(std::ceil(length - 1e-6)); }

}  // namespace

Canvas::Canvas(ImageFormat format, double width, double height) : format_(format) {
  switch (format) {
    case ImageFormat::svg:
      surface_ = cairo_svg_surface_create_for_stream(append_bytes, &bytes_, width, height);
      // User units (no "pt" suffix) make width and height CSS pixels, what browsers expect.
      cairo_svg_surface_set_document_unit(surface_, CAIRO_SVG_UNIT_USER);
      break;
    case ImageFormat::pdf:
      surface_ = cairo_pdf_surface_create_for_stream(append_bytes, &bytes_, width, height);
      cairo_pdf_surface_set_metadata(surface_, CAIRO_PDF_METADATA_CREATOR, "damas-pdn");
      break;
    case ImageFormat::png:
      surface_ = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, whole_pixels(width),
                                            whole_pixels(height));
      break;
  }
  cr_ = cairo_create(surface_);
  check(cairo_status(cr_));
}

Canvas::~Canvas() {
  cairo_destroy(cr_);
  cairo_surface_destroy(surface_);
}

void Canvas::next_page() { cairo_show_page(cr_); }

std::string Canvas::finish() {
  check(cairo_status(cr_));
  if (format_ == ImageFormat::png) {
    check(cairo_surface_write_to_png_stream(surface_, append_bytes, &bytes_));
  } else {
    cairo_surface_finish(surface_);
  }
  check(cairo_surface_status(surface_));
  return std::move(bytes_);
}

}  // namespace damas::diagram
