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

#include "damas/diagram/layout.hpp"
#include "damas/diagram/render.hpp"
#include "test_positions.hpp"

namespace damas::diagram {
namespace {

using testing::kFens;
using testing::content_of;
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
          const rules::Piece piece = diagram.content.position.piece_at(sq);
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
