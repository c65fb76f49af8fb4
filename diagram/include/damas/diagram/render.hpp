// Drawing diagrams as images. SVG, PNG and PDF come from one drawing routine run on a cairo
// surface of the chosen kind, so the three formats always show the same thing.
#pragma once

#include <span>
#include <string>

#include "damas/diagram/diagram.hpp"

namespace damas::diagram {

enum class ImageFormat { svg, png, pdf };

// The resolution a PNG records unless told otherwise: what printers print at.
inline constexpr double kPrintDpi = 300;

// The widths a diagram is drawn at: a smaller board has no room for its pieces, a larger one
// would take memory by the gigabyte (a PNG of 10^5 pixels across).
inline constexpr double kMinWidth = 16;
inline constexpr double kMaxWidth = 20000;
// Without a width: 400 CSS pixels (SVG) or points (PDF); a PNG prints 60 mm wide at its dpi (a
// diagram in a column of text).
inline constexpr double kDefaultWidth = 400;
// The most pixels a PNG is drawn high (cairo's bound for an image): what a PNG sheet may take.
inline constexpr int kMaxPngPixels = 32767;
inline constexpr double kPngMillimetres = 60;

// The pixels across `millimetres` at `dpi` dots per inch, rounded to the nearest. Throws
// std::invalid_argument unless both are positive numbers, and std::out_of_range when the pixels
// are more than an int holds.
int pixels_for(double millimetres, double dpi);

// The file contents of one diagram `width` wide: pixels for PNG, points for PDF, user units
// (CSS pixels) for SVG; the height follows from the style. A PNG records `dpi` as its
// resolution (a pHYs chunk), so that it prints width / dpi inches wide; SVG and PDF have
// physical units of their own. An SVG also carries the pieces in a metadata block (see
// svg_metadata.hpp in src/). Throws std::invalid_argument, naming the argument, for a width
// outside kMinWidth..kMaxWidth or a dpi that is not a positive number, and std::runtime_error
// if cairo fails.
std::string render(const Diagram& diagram, ImageFormat format, double width,
                   double dpi = kPrintDpi);

// Several diagrams in one style laid out in a grid, each with its caption and its note (every
// cell has the room of the longest note, up to four lines; a longer note is set smaller, then
// cut with an ellipsis), under the heading when there is one. PDF sheets are A4 pages of
// `columns` x `rows_per_page` diagrams, as many pages as needed; SVG and PNG sheets are one
// image `width` wide, tall enough for every diagram. A single diagram (render) shows its note
// too. render_sheet and sheet_page_count throw std::invalid_argument, naming the option, for
// columns or rows_per_page below 1 or whose product an int does not hold; render_sheet also for
// a dpi that is not a positive number and, for SVG and PNG, a width outside kMinWidth..kMaxWidth
// (as render), and for PNG a sheet that would be more than kMaxPngPixels high (more columns or a
// smaller width draw it).
struct SheetOptions {
  int columns = 2;
  int rows_per_page = 3;
  double width = 800;
  double dpi = kPrintDpi;  // recorded in a PNG, as for render
  // A line over the grid naming what the diagrams are of (on every PDF page); none when "".
  std::string heading;
};

std::string render_sheet(std::span<const DiagramContent> entries, const DiagramStyle& style,
                         ImageFormat format, const SheetOptions& options);

// The number of PDF pages render_sheet makes for `count` diagrams.
int sheet_page_count(int count, const SheetOptions& options);

}  // namespace damas::diagram
