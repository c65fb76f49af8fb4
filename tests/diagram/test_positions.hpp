// Positions shared by the diagram tests: the start, kings of both colours, a lone piece on each
// corner of the rio, and a side with no pieces.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <string_view>

#include "damas/diagram/content.hpp"
#include "damas/diagram/diagram.hpp"
#include "damas/rules/fen.hpp"

namespace damas::diagram::testing {

inline constexpr std::array<std::string_view, 5> kFens{
    "W:W1-12:B21-32",
    "B:W18,19,K10,1:BK22,5,28,24",
    "W:WK1:BK32",
    "W:W4,8,K29:B25,K2,K30",
    "B:W6,7,K31:B",
};

inline rules::Position position_of(std::string_view fen) {
  const rules::FenResult parsed = rules::parse_fen(fen);
  EXPECT_TRUE(parsed.ok()) << fen;
  return parsed.position;
}

inline DiagramContent content_of(std::string_view fen, std::string caption = {}) {
  DiagramContent content = iberian_content(position_of(fen));
  content.caption = std::move(caption);
  return content;
}

inline DiagramStyle style_of(bool flipped, bool numbers, bool coordinates,
                             const Theme& theme = screen_theme()) {
  DiagramStyle style;
  style.flipped = flipped;
  style.numbers = numbers;
  style.coordinates = coordinates;
  style.theme = theme;
  return style;
}

}  // namespace damas::diagram::testing
