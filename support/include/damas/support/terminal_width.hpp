// The columns a text takes in a terminal, for tables printed in aligned columns (pdn standings):
// a combining accent ("e" followed by U+0301) takes none, a Chinese or Japanese character two,
// other characters one. Counting characters instead misaligned every column after a name
// written with combining accents (as macOS writes file names and some word processors text).
#pragma once

#include <cstddef>
#include <string_view>

namespace damas::support {

// The width of `text` (UTF-8; bytes that are not are counted as utf8.hpp decodes them, one
// character each), by the C library's wcwidth in the C.UTF-8 locale: a character it does not
// know (unassigned, or a control character, which tables escape anyway) counts one column.
// Without that locale every character counts one.
std::size_t terminal_width(std::string_view text);

}  // namespace damas::support
