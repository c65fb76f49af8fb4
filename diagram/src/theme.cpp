#include "damas/diagram/theme.hpp"

namespace damas::diagram {

namespace {

constexpr Rgb kWhite{1, 1, 1};
constexpr Rgb kBlack{0, 0, 0};
constexpr Rgb kNone{0, 0, 0, 0};

}  // namespace

const Theme& print_theme() {
  // Mid-grey dark squares keep both black and white pieces distinct from the board; the
  // highlight is a frame only, because a tint would be lost on a black and white printer.
  static const Theme theme{
      .name = "print",
      .background = kWhite,
      .light_square = kWhite,
      .dark_square = {0.62, 0.62, 0.62},
      .border = kBlack,
      .label = kBlack,
      .square_number = kBlack,
      .white = {.fill = kWhite, .edge = kBlack, .mark = kBlack},
      .black = {.fill = kBlack, .edge = kBlack, .mark = kWhite},
      .highlight_fill = kNone,
      .highlight_frame = kBlack,
      .arrow = kBlack,
      .arrow_casing = kWhite,
      .capture_mark = kBlack,
  };
  return theme;
}

const Theme& screen_theme() {
  static const Theme theme{
      .name = "screen",
      .background = kWhite,
      .light_square = {0.94, 0.85, 0.71},
      .dark_square = {0.66, 0.47, 0.33},
      .border = {0.30, 0.20, 0.12},
      .label = {0.20, 0.14, 0.08},
      .square_number = {0.98, 0.94, 0.82},
      .white = {.fill = {0.98, 0.96, 0.90}, .edge = {0.35, 0.30, 0.25}, .mark = {0.72, 0.55, 0.10}},
      .black = {.fill = {0.13, 0.11, 0.10}, .edge = {0.02, 0.02, 0.02}, .mark = {0.90, 0.75, 0.30}},
      .highlight_fill = {0.98, 0.85, 0.20, 0.55},
      .highlight_frame = {0.85, 0.60, 0.05},
      .arrow = {0.10, 0.35, 0.85, 0.85},
      .arrow_casing = {1, 1, 1, 0.6},
      .capture_mark = {0.85, 0.10, 0.10},
  };
  return theme;
}

std::optional<Theme> find_theme(std::string_view name) {
  for (const Theme* theme : {&print_theme(), &screen_theme()}) {
    if (theme->name == name) return *theme;
  }
  return std::nullopt;
}

}  // namespace damas::diagram
