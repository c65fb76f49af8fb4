// Text encodings met in PDN files. PDN 3.0 requires UTF-8, but older files are Latin-1 or
// Windows-1252 and nothing in a file says which: valid UTF-8 is taken as UTF-8, anything else as
// Windows-1252 (a superset of the printable Latin-1), so no byte is ever rejected.
#pragma once

#include <string>
#include <string_view>

namespace damas::pdn {

bool is_valid_utf8(std::string_view text);

// Appends `text` to `out` in UTF-8: unchanged when valid UTF-8, else decoded byte by byte as
// Windows-1252 (bytes it leaves undefined map to the same code points, as in Latin-1).
void append_utf8(std::string& out, std::string_view text);

}  // namespace damas::pdn
