// A tag pair of a game header: [Name "value"].
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

// Name and value as read (value unescaped and in UTF-8). Unknown and localised names are kept:
// PDN allows user tags, and real files write `Bianco`, `Setup`, even `a`.
struct Tag {
  std::string name;
  std::string value;
  SourcePosition position;

  friend bool operator==(const Tag&, const Tag&) = default;
};

// The "seven tag roster" that PDN 3.0 writes first, in this order.
inline constexpr std::array<std::string_view, 7> kStandardTags = {
    "Event", "Site", "Date", "Round", "White", "Black", "Result"};

}  // namespace damas::pdn
