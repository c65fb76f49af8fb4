// Texts from the games (captions, notes, a sheet's heading) as cairo takes them. cairo refuses a
// whole drawing ("input string not valid UTF-8") for bytes that are not UTF-8 and for the
// Unicode noncharacters (U+FDD0 to U+FDEF, and U+FFFE and U+FFFF of every plane), which are
// valid UTF-8 and pass the reader; the SVG's metadata (XML) may not hold U+FFFE and U+FFFF
// either.
#pragma once

#include <string>
#include <string_view>

#include "damas/diagram/content.hpp"

namespace damas::diagram {

// `text` in UTF-8 (other bytes decoded as the reader decodes them), each noncharacter replaced by
// U+FFFD, the replacement character.
std::string drawable_text(std::string_view text);

// `content` with its caption and note drawable.
DiagramContent drawable_content(DiagramContent content);

}  // namespace damas::diagram
