// A cairo surface of one of the image formats that writes into memory: the caller draws on
// `context()` and collects the file contents with `finish()`.
#pragma once

#include <cairo.h>

#include <string>

#include "damas/diagram/render.hpp"

namespace damas::diagram {

class Canvas {
 public:
  // A page `width` x `height` (pixels for PNG, rounded up; points otherwise).
  Canvas(ImageFormat format, double width, double height);
  ~Canvas();
  Canvas(const Canvas&) = delete;
  Canvas& operator=(const Canvas&) = delete;

  cairo_t* context() const { return cr_; }
  // Ends the current page and starts a new one of the same size (PDF).
  void next_page();
  // Ends drawing and gives the file contents. Throws std::runtime_error on a cairo error.
  std::string finish();

 private:
  ImageFormat format_;
  std::string bytes_;
  cairo_surface_t* surface_ = nullptr;
  cairo_t* cr_ = nullptr;
};

}  // namespace damas::diagram
