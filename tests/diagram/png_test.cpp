// The PNG shows each piece on its square: the colour at the centre of every dark square tells
// a white piece, a black piece or an empty square, as the position says. Square centres are
// worked out here from file and rank, independently of the drawing code's placement.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "damas/diagram/layout.hpp"
#include "damas/diagram/render.hpp"
#include "test_positions.hpp"

namespace damas::diagram {
namespace {

using testing::kFens;
using testing::content_of;
using testing::position_of;
using testing::style_of;

using Surface = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;

Surface read_png(const std::string& bytes) {
  struct Reader {
    const std::string& bytes;
    std::size_t offset = 0;
  } reader{bytes};
  const auto read = [](void* closure, unsigned char* data, unsigned int length) {
    auto* r = static_cast<Reader*>(closure);
    if (r->offset + length > r->bytes.size()) return CAIRO_STATUS_READ_ERROR;
    std::memcpy(data, r->bytes.data() + r->offset, length);
    r->offset += length;
    return CAIRO_STATUS_SUCCESS;
  };
  Surface surface(cairo_image_surface_create_from_png_stream(read, &reader),
                  &cairo_surface_destroy);
  EXPECT_EQ(cairo_surface_status(surface.get()), CAIRO_STATUS_SUCCESS);
  return surface;
}

Rgb pixel(cairo_surface_t* surface, Point p) {
  cairo_surface_flush(surface);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  std::uint32_t argb;  // the image is opaque, so premultiplication changes nothing
  std::memcpy(&argb, data + static_cast<int>(p.y) * stride + static_cast<int>(p.x) * 4, 4);
  return {((argb >> 16) & 0xFF) / 255.0, ((argb >> 8) & 0xFF) / 255.0, (argb & 0xFF) / 255.0};
}

bool near(const Rgb& a, const Rgb& b) {
  return std::abs(a.red - b.red) < 0.03 && std::abs(a.green - b.green) < 0.03 &&
         std::abs(a.blue - b.blue) < 0.03;
}

// Centre of the square at (file, rank): White's first rank at the bottom unless flipped.
Point centre_of(const DiagramLayout& layout, int file, int rank, bool flipped) {
  const int column = flipped ? 7 - file : file;
  const int row = flipped ? rank : 7 - rank;
  return {layout.board.x + (column + 0.5) * layout.square,
          layout.board.y + (row + 0.5) * layout.square};
}

TEST(Png, CentreOfEachDarkSquareShowsItsPiece) {
  for (const Theme* theme : {&screen_theme(), &print_theme()}) {
    for (const std::string_view fen : kFens) {
      for (const bool flipped : {false, true}) {
        const Diagram diagram{content_of(fen), style_of(flipped, true, true, *theme)};
        const Surface png = read_png(render(diagram, ImageFormat::png, 400));
        ASSERT_EQ(cairo_image_surface_get_width(png.get()), 400);
        const DiagramLayout layout = layout_diagram(diagram, 400);
        for (rules::Square sq = 0; sq < rules::kSquareCount; ++sq) {
          const Rgb seen = pixel(png.get(), centre_of(layout, rules::file_of(sq),
                                                      rules::rank_of(sq), flipped));
          Rgb expected = theme->dark_square;
          const rules::Piece piece = position_of(fen).piece_at(sq);
          if (piece == rules::Piece::white_man || piece == rules::Piece::white_king) {
            expected = theme->white.fill;
          } else if (piece == rules::Piece::black_man || piece == rules::Piece::black_king) {
            expected = theme->black.fill;
          }
          EXPECT_TRUE(near(seen, expected))
              << theme->name << ' ' << fen << (flipped ? " flipped" : "") << " square "
              << rules::square_number(sq);
        }
      }
    }
  }
}

TEST(Png, A1IsLightAndSquareOneIsTheNearRightCorner) {
  for (const bool flipped : {false, true}) {
    const Diagram diagram{content_of("W:W1:B"), style_of(flipped, false, false)};
    const Surface png = read_png(render(diagram, ImageFormat::png, 320));
    const DiagramLayout layout = layout_diagram(diagram, 320);
    EXPECT_TRUE(near(pixel(png.get(), centre_of(layout, 0, 0, flipped)),
                     diagram.style.theme.light_square));
    // Not flipped, h1 is White's bottom-right cell; flipped, the top-left one.
    const Point h1 = flipped ? Point{layout.board.x + layout.square / 2,
                                     layout.board.y + layout.square / 2}
                             : Point{layout.board.x + 7.5 * layout.square,
                                     layout.board.y + 7.5 * layout.square};
    EXPECT_TRUE(near(pixel(png.get(), h1), diagram.style.theme.white.fill));
  }
}

TEST(Png, SizeIsTheWidthInPixels) {
  const Diagram diagram{content_of(kFens[0]), {}};
  for (const int size : {64, 257, 1000}) {
    const Surface png = read_png(render(diagram, ImageFormat::png, size));
    EXPECT_EQ(cairo_image_surface_get_width(png.get()), size);
    EXPECT_EQ(cairo_image_surface_get_height(png.get()),
              static_cast<int>(std::ceil(layout_diagram(diagram, size).height)));
  }
}

// Dark pixels (print theme: ink) in the rectangle [x0, x1) x [y0, y1).
int ink(cairo_surface_t* surface, double x0, double x1, double y0, double y1) {
  int count = 0;
  for (double y = y0; y < y1; ++y) {
    for (double x = x0; x < x1; ++x) {
      const Rgb c = pixel(surface, {x, y});
      if (c.red + c.green + c.blue < 1.5) ++count;
    }
  }
  return count;
}

// The side to move is written in the frame's band along its own edge of the board. Drawn 435
// wide without coordinates, a square is 435 / 8.7 = 50 pixels (layout.cpp: 0.1 + 0.25 square
// each side); the frame starts 0.1 square (5 px) from the top, its top band is 0.55 square
// (27.5 px) high, centred at y = 18.75; the board then runs from y = 32.5 to 432.5 and the
// bottom band is centred at 432.5 + 13.75 = 446.25. The label's disc is centred 0.25 square
// right of the board's left edge (x = 17.5 + 12.5 = 30), the words follow from x = 42.5.
TEST(Png, SideToMoveIsWrittenInTheFrameOnItsOwnEdge) {
  constexpr double kTop = 18.75;
  constexpr double kBottom = 446.25;
  for (const bool white : {true, false}) {
    for (const bool flipped : {false, true}) {
      const Diagram diagram{content_of(white ? "W:W1:B32" : "B:W1:B32"),
                            style_of(flipped, false, false, print_theme())};
      const Surface png = read_png(render(diagram, ImageFormat::png, 435));
      const bool at_bottom = white != flipped;  // White's edge is the bottom unless flipped
      const double label = at_bottom ? kBottom : kTop;
      const double other = at_bottom ? kTop : kBottom;
      const std::string what = std::string(white ? "white" : "black") + (flipped ? " flipped" : "");
      EXPECT_TRUE(near(pixel(png.get(), {30, label}), white ? Rgb{1, 1, 1} : Rgb{0, 0, 0})) << what;
      EXPECT_GT(ink(png.get(), 42.5, 200, label - 8, label + 8), 100) << what;
      EXPECT_EQ(ink(png.get(), 20, 200, other - 8, other + 8), 0) << what;
    }
  }
  DiagramContent unknown = content_of("W:W1:B32");
  unknown.side_to_move_known = false;
  const Surface png = read_png(render({unknown, style_of(false, false, false, print_theme())},
                                      ImageFormat::png, 435));
  EXPECT_EQ(ink(png.get(), 20, 200, kTop - 8, kTop + 8), 0);
  EXPECT_EQ(ink(png.get(), 20, 200, kBottom - 8, kBottom + 8), 0);
}

// A sheet gives every diagram the room of the longest note (wrapped), and no more than four
// lines: a longer note is drawn smaller, then cut.
TEST(Png, SheetMakesRoomForTheNotes) {
  const DiagramStyle style = style_of(false, false, false, print_theme());
  const auto sheet_height = [&](const std::string& note) {
    DiagramContent content = content_of(kFens[0], "1. 11-15");
    content.note = note;
    const std::vector<DiagramContent> entries{content, content_of(kFens[1], "1... 24-20")};
    SheetOptions options;
    options.columns = 2;
    options.width = 1740;
    return cairo_image_surface_get_height(
        read_png(render_sheet(entries, style, ImageFormat::png, options)).get());
  };
  const int none = sheet_height("");
  const int one = sheet_height("forced");
  const int two = sheet_height(std::string(60, 'x') + " " + std::string(60, 'y'));  // a word a line
  std::string long_note;
  for (int i = 0; i < 200; ++i) long_note += "word ";
  const int most = sheet_height(long_note);
  // Cells 870 wide are 8.7 squares of 100 across (layout.cpp), as tall as the cell's diagram:
  // 0.65 + 8 + 0.65 + 0.75 (caption) = 10.05 squares without a note. Each line of a note adds
  // 0.3 * 1.3 square (39 pixels), a note 0.2 square (20) of padding under its last line.
  EXPECT_EQ(none, 1005);
  EXPECT_EQ(one, 1005 + 39 + 20);
  EXPECT_EQ(two, 1005 + 2 * 39 + 20);
  EXPECT_EQ(most, 1005 + 4 * 39 + 20);
}

// 60 mm is 60 / 25.4 inches: 708.66 pixels at 300 dpi, 354.33 at 150, 170.08 at 72, rounded.
TEST(Png, PixelsForAPrintWidth) {
  EXPECT_EQ(pixels_for(60, 300), 709);
  EXPECT_EQ(pixels_for(60, 150), 354);
  EXPECT_EQ(pixels_for(60, 72), 170);
  EXPECT_EQ(pixels_for(180, 300), 2126);
}

// The pHYs chunk right after IHDR (at byte 8 + 25 = 33), whole: length 9, "pHYs", pixels per
// metre across and down (dpi / 0.0254: 11811.02, 5905.51, 2834.65, rounded), unit 1 (metre),
// and the CRC of type and data, worked out apart from the library with Python's zlib.crc32
// (0x78a53f76, 0x679fd252, 0x009a9c18).
TEST(Png, RecordsItsResolutionInAPhysChunkAfterIhdr) {
  const Diagram diagram{content_of(kFens[0]), {}};
  const std::pair<double, std::string_view> expected[] = {
      {300, "000000097048597300002e2300002e230178a53f76"},
      {150, "0000000970485973000017120000171201679fd252"},
      {72, "000000097048597300000b1300000b1301009a9c18"},
  };
  for (const auto& [dpi, chunk] : expected) {
    const std::string png = render(diagram, ImageFormat::png, 200, dpi);
    ASSERT_GT(png.size(), 33U + 21U);
    EXPECT_EQ(png.substr(12, 4), "IHDR");
    std::string hex;
    for (const char c : png.substr(33, 21)) {
      static constexpr char kDigits[] = "0123456789abcdef";
      hex += kDigits[(static_cast<unsigned char>(c) >> 4) & 0xF];
      hex += kDigits[static_cast<unsigned char>(c) & 0xF];
    }
    EXPECT_EQ(hex, chunk) << dpi << " dpi";
    EXPECT_EQ(cairo_image_surface_get_width(read_png(png).get()), 200);  // still a valid PNG
  }
}

}  // namespace
}  // namespace damas::diagram
