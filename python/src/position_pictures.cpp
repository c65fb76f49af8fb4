// Position.diagram, str(position) and Jupyter's picture of a position (_repr_svg_): the boards of
// `pdn diagram` and `pdn html`, drawn by the diagram library.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <optional>
#include <string>

#include "bindings.hpp"
#include "damas/diagram/content.hpp"
#include "damas/diagram/render.hpp"
#include "damas/diagram/svg_board.hpp"
#include "damas/diagram/text_board.hpp"
#include "damas/rules/position.hpp"
#include "interruptible.hpp"

namespace damas::python {
namespace {

namespace py = pybind11;

diagram::Diagram diagram_of(const rules::Position& position, bool flipped, bool numbers,
                            bool coordinates) {
  diagram::Diagram d{diagram::iberian_content(position), {}};
  d.style.flipped = flipped;
  d.style.numbers = numbers;
  d.style.coordinates = coordinates;
  return d;
}

py::object draw(const rules::Position& position, const std::string& format,
                std::optional<double> size, bool flipped, bool numbers, bool coordinates,
                bool ascii) {
  const diagram::Diagram d = diagram_of(position, flipped, numbers, coordinates);
  if (format == "text") {
    if (size) throw py::value_error("size is for svg, png and pdf");
    return py::str(
        diagram::text_board(d, ascii ? diagram::Charset::ascii : diagram::Charset::unicode));
  }
  if (ascii) throw py::value_error("ascii is for the text format");
  diagram::ImageFormat image = diagram::ImageFormat::svg;
  if (format == "png") {
    image = diagram::ImageFormat::png;
  } else if (format == "pdf") {
    image = diagram::ImageFormat::pdf;
  } else if (format != "svg") {
    throw py::value_error("format is svg, png, pdf or text");
  }
  // NaN fails both comparisons, and is refused with the rest.
  if (size && !(*size >= diagram::kMinWidth && *size <= diagram::kMaxWidth)) {
    throw py::value_error("size is from " + std::to_string(static_cast<int>(diagram::kMinWidth)) +
                          " to " + std::to_string(static_cast<int>(diagram::kMaxWidth)));
  }
  const double width = size ? *size
                       : image == diagram::ImageFormat::png
                           ? diagram::pixels_for(diagram::kPngMillimetres, diagram::kPrintDpi)
                           : diagram::kDefaultWidth;
  // A large PNG takes a while: other threads go on.
  const std::string drawn = without_gil([&] { return diagram::render(d, image, width); });
  if (image == diagram::ImageFormat::svg) return py::str(drawn);
  return py::bytes(drawn);
}

}  // namespace

void bind_position_pictures(py::class_<rules::Position>& position) {
  position
      .def("diagram", &draw, py::arg("format") = "svg", py::kw_only(), py::arg("size") = py::none(),
           py::arg("flipped") = false, py::arg("numbers") = false, py::arg("coordinates") = false,
           py::arg("ascii") = false,
           "The position drawn as `pdn diagram` draws it: format 'svg' (a str), 'png' or 'pdf' "
           "(bytes, a file's contents) or 'text' (a str: a board for a terminal, in Unicode "
           "draughts symbols, or ASCII with ascii=True). `size`: the width in CSS pixels (SVG), "
           "pixels (PNG) or points (PDF), 16 to 20000; by default 400, and for a PNG 60 mm at "
           "300 dpi (709 pixels). flipped=True puts Black at the bottom; numbers=True writes the "
           "square numbers, coordinates=True the files and ranks.")
      .def(
          "__str__",
          [](const rules::Position& p) {
            return diagram::text_board(diagram_of(p, false, false, false),
                                       diagram::Charset::unicode);
          },
          "The position as a text board (diagram('text')).")
      // Jupyter and IPython show an object by the first of these it has. A notebook puts every
      // picture in one page, whose ids are shared: cairo's SVG names its parts alike in every
      // drawing (clip1, surface5), so the page's boards are written as pdn html writes them,
      // each with ids of its own.
      .def("_repr_svg_", [](const rules::Position& p) {
        static std::atomic<unsigned long> drawn{0};
        return diagram::svg_board(diagram_of(p, false, false, false), diagram::kDefaultWidth,
                                  "damas" + std::to_string(++drawn) + "-");
      });
}

}  // namespace damas::python
