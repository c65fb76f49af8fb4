// Text encodings met in PDN files. PDN 3.0 requires UTF-8, but older files are Latin-1 or
// Windows-1252 and nothing in a file says which, and some mix them (a name typed in UTF-8 into
// a Latin-1 file): each tag name and value, comment, escape line and setup is decoded by
// itself, its well-formed UTF-8 sequences as UTF-8 and every other byte as Windows-1252, so no
// byte is ever rejected (damas/support/utf8.hpp, which the JSON writer follows too).
#pragma once

#include "damas/support/utf8.hpp"

namespace damas::pdn {

using support::is_valid_utf8;
// Appends `text` to `out` decoded as said above: unchanged when it is valid UTF-8.
using support::append_utf8;

}  // namespace damas::pdn
