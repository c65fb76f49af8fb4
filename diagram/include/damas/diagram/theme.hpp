// Colours and piece style of a diagram, kept together so that a new look is one new Theme.
// `print` is black and white with high contrast (it survives photocopying: kings differ from men
// by shape, not by colour); `screen` uses the colours of a wooden board.
#pragma once

#include <optional>
#include <string_view>

namespace damas::diagram {

struct Rgb {
  double red = 0;
  double green = 0;
  double blue = 0;
  double alpha = 1;  // 0 = not drawn
};

// How one side's pieces look: the disc, its outline, and the crown and ring drawn on it. The
// ring and the crown are outlines that leave the centre of the disc in `fill`, so that the
// centre of a square always tells the colour of the piece standing there.
struct PieceStyle {
  Rgb fill;
  Rgb edge;
  Rgb mark;  // inner ring of a man, crown of a king
};

struct Theme {
  std::string_view name;
  Rgb background;
  Rgb light_square;
  Rgb dark_square;
  Rgb border;
  Rgb label;          // coordinates and caption
  Rgb square_number;  // drawn in a corner of the dark squares
  PieceStyle white;
  PieceStyle black;
  // The last move: its from and to squares are tinted and framed; a capture's route is an arrow
  // (drawn on a casing of another colour so it shows on both piece colours) and each captured
  // piece's square gets a cross.
  Rgb highlight_fill;
  Rgb highlight_frame;
  Rgb arrow;
  Rgb arrow_casing;
  Rgb capture_mark;
};

const Theme& print_theme();
const Theme& screen_theme();

// The theme called `name` ("print", "screen"), or nullopt.
std::optional<Theme> find_theme(std::string_view name);

}  // namespace damas::diagram
