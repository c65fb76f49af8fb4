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

}  // namespace
}  // namespace damas::diagram
