#include "damas/diagram/render.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include "canvas.hpp"
#include "drawable_text.hpp"
#include "painter.hpp"
#include "png_resolution.hpp"
#include "svg_metadata.hpp"

namespace damas::diagram {

namespace {

// A4 portrait in points, with a margin a printer can reach.
constexpr double kPageWidth = 595.28;
constexpr double kPageHeight = 841.89;
constexpr double kPageMargin = 36;

// A note under a diagram takes at most this many lines: a longer one is drawn smaller or cut.
constexpr int kMostNoteLines = 4;

// The heading of a sheet: its font size as a share of the page width, and the height of its
// band as a multiple of the font size.
constexpr double kHeadingFont = 0.022;
constexpr double kHeadingBand = 2.2;

// What a format carries besides the drawing: an SVG the pieces, a PNG its resolution.
std::string with_metadata(ImageFormat format, std::string bytes,
                          std::span<const DiagramContent> contents, bool flipped, double dpi,
                          const std::string& heading = {}) {
  switch (format) {
    case ImageFormat::svg: return add_piece_metadata(bytes, contents, flipped, heading);
    case ImageFormat::png: return with_png_resolution(bytes, dpi);
    case ImageFormat::pdf: break;
  }
  return bytes;
}

// Where each diagram of a sheet goes: a grid of equal cells, each diagram as large as its cell
// allows and centred in it.
struct Grid {
  Point origin;
  double cell_width = 0;
  double cell_height = 0;
  double diagram_width = 0;
  int columns = 1;

  Point place(int index_on_page, double diagram_height) const {
    const int row = index_on_page / columns;
    const int column = index_on_page % columns;
    return {origin.x + column * cell_width + (cell_width - diagram_width) / 2,
            origin.y + row * cell_height + (cell_height - diagram_height) / 2};
  }
};

// The lines of the longest note among `entries` under a diagram `width` wide: every cell of a
// sheet gets that room, so that the grid stays even.
int sheet_note_lines(std::span<const DiagramContent> entries, const DiagramStyle& style,
                     double width) {
  int lines = 0;
  for (const DiagramContent& entry : entries) {
    lines = std::max(lines, note_lines_needed(style, entry.note, width, kMostNoteLines));
  }
  return lines;
}

// Height over width of the sheet's cells: room for the tallest of `entries` (every board of the
// family is drawn as wide, and square ones as tall).
double sheet_aspect_ratio(std::span<const DiagramContent> entries, const DiagramStyle& style,
                          int note_lines) {
  double ratio = aspect_ratio(style, rules::family::BoardShape{}, true, note_lines);
  for (const DiagramContent& entry : entries) {
    ratio = std::max(ratio, aspect_ratio(style, entry.board, true, note_lines));
  }
  return ratio;
}

// What cannot be drawn at all: a width of infinity never ends an arc, and one past kMaxWidth
// takes gigabytes. Each check names what it checks.
void check_width(double width) {
  if (!(width >= kMinWidth && width <= kMaxWidth)) {  // NaN too
    throw std::invalid_argument(
        fmt::format("width {} is not between {} and {}", width, kMinWidth, kMaxWidth));
  }
}

void check_positive(double value, const char* name) {
  if (!(value > 0 && std::isfinite(value))) {
    throw std::invalid_argument(fmt::format("{} {} is not a positive number", name, value));
  }
}

// A sheet of no column or row has no cell to put a diagram in (and the layout divides by zero);
// the diagrams of a page are counted in an int (columns * rows_per_page).
void check_sheet_counts(const SheetOptions& options) {
  if (options.columns < 1) {
    throw std::invalid_argument(fmt::format("columns {} is below 1", options.columns));
  }
  if (options.rows_per_page < 1) {
    throw std::invalid_argument(fmt::format("rows_per_page {} is below 1", options.rows_per_page));
  }
  if (options.columns > std::numeric_limits<int>::max() / options.rows_per_page) {
    throw std::invalid_argument(
        fmt::format("columns {} x rows_per_page {} is more diagrams a page than an int holds",
                    options.columns, options.rows_per_page));
  }
}

// How many groups of `size` (at least 1) hold `count` things; 0 for a count below 1. Not
// (count + size - 1) / size, which overflows for the counts and sizes an int allows.
int groups_of(int count, int size) { return count / size + (count % size > 0 ? 1 : 0); }

}  // namespace

int pixels_for(double millimetres, double dpi) {
  constexpr double kMillimetresPerInch = 25.4;
  check_positive(millimetres, "millimetres");
  check_positive(dpi, "dpi");
  const double pixels = std::round(millimetres / kMillimetresPerInch * dpi);
  if (pixels > std::numeric_limits<int>::max()) {
    throw std::out_of_range(
        fmt::format("{} mm at {} dpi is more pixels than an int holds", millimetres, dpi));
  }
  return static_cast<int>(pixels);
}

std::string render(const Diagram& given, ImageFormat format, double width, double dpi) {
  check_width(width);
  check_positive(dpi, "dpi");
  const Diagram diagram{drawable_content(given.content), given.style};
  const int note_lines =
      note_lines_needed(diagram.style, diagram.content.note, width, kMostNoteLines);
  const DiagramLayout layout = layout_diagram(diagram, width, note_lines);
  Canvas canvas(format, layout.width, layout.height);
  paint_diagram(canvas.context(), diagram, {0, 0}, width, note_lines);
  return with_metadata(format, canvas.finish(), {&diagram.content, 1}, diagram.style.flipped,
                       dpi);
}

int sheet_page_count(int count, const SheetOptions& options) {
  check_sheet_counts(options);
  const int per_page = options.columns * options.rows_per_page;
  return std::max(1, groups_of(count, per_page));
}

std::string render_sheet(std::span<const DiagramContent> given, const DiagramStyle& style,
                         ImageFormat format, const SheetOptions& given_options) {
  check_sheet_counts(given_options);
  if (format != ImageFormat::pdf) check_width(given_options.width);
  check_positive(given_options.dpi, "dpi");
  std::vector<DiagramContent> drawable;
  drawable.reserve(given.size());
  for (const DiagramContent& content : given) drawable.push_back(drawable_content(content));
  const std::span<const DiagramContent> entries = drawable;
  SheetOptions options = given_options;
  options.heading = drawable_text(options.heading);
  const double gap = 0.04;  // between cells, as a share of the cell width
  const bool pdf = format == ImageFormat::pdf;
  const double page_width = pdf ? kPageWidth : options.width;
  const double heading_size = kHeadingFont * page_width;
  const double heading_band = options.heading.empty() ? 0 : kHeadingBand * heading_size;
  Grid grid;
  grid.columns = options.columns;
  grid.cell_width = (pdf ? kPageWidth - 2 * kPageMargin : page_width) / options.columns;
  // A note's font scales with its diagram, so the lines it takes are the same at any width: they
  // are counted at the cell's width, before the diagrams' own width is known (on a PDF page it
  // depends on their height, and so on these lines).
  const int note_lines = sheet_note_lines(entries, style, grid.cell_width * (1 - gap));
  const double ratio = sheet_aspect_ratio(entries, style, note_lines);
  double page_height = 0;
  int per_page = static_cast<int>(entries.size());
  if (pdf) {
    page_height = kPageHeight;
    per_page = options.columns * options.rows_per_page;
    grid.origin = {kPageMargin, kPageMargin + heading_band};
    grid.cell_height = (kPageHeight - 2 * kPageMargin - heading_band) / options.rows_per_page;
  } else {
    grid.origin = {0, heading_band};
    grid.cell_height = grid.cell_width * ratio;
    const int rows = std::max(1, groups_of(static_cast<int>(entries.size()), options.columns));
    page_height = heading_band + rows * grid.cell_height;
    // Refused by name here, where cairo would say only "invalid value (typically too big)".
    if (format == ImageFormat::png && page_height > kMaxPngPixels) {
      throw std::invalid_argument(fmt::format(
          "a PNG sheet of {} diagrams in {} columns {} pixels wide would be {:.0f} pixels high, "
          "more than the {} a PNG can be drawn",
          entries.size(), options.columns, page_width, std::ceil(page_height), kMaxPngPixels));
    }
  }
  grid.diagram_width = std::min(grid.cell_width, grid.cell_height / ratio) * (1 - gap);

  Canvas canvas(format, page_width, page_height);
  cairo_t* cr = canvas.context();
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const int on_page = static_cast<int>(i) % per_page;
    if (on_page == 0 && i != 0) canvas.next_page();
    if (on_page == 0) {
      cairo_set_source_rgb(cr, style.theme.background.red, style.theme.background.green,
                           style.theme.background.blue);
      cairo_paint(cr);
      if (!options.heading.empty()) {
        const double left = pdf ? kPageMargin : 0;
        paint_heading(cr, options.heading, style.theme, page_width / 2,
                      grid.origin.y - heading_band / 2 + 0.35 * heading_size,
                      heading_size, (page_width - 2 * left) * 0.96);
      }
    }
    const Diagram diagram{entries[i], style};
    const double height = layout_diagram(diagram, grid.diagram_width, note_lines).height;
    paint_diagram(cr, diagram, grid.place(on_page, height), grid.diagram_width, note_lines);
  }
  return with_metadata(format, canvas.finish(), entries, style.flipped, options.dpi,
                       options.heading);
}

}  // namespace damas::diagram
