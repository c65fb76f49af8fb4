// Text encodings met in PDN files. PDN 3.0 requires UTF-8, but older files are Latin-1 or
// Windows-1252 and nothing in a file says which, and some mix them (a name typed in UTF-8 into
// a Latin-1 file): each tag name and value, comment, escape line and setup is decoded by
// itself, its well-formed UTF-8 sequences as UTF-8 and every other byte as Windows-1252, so no
// byte is ever rejected (damas/support/utf8.hpp, which the JSON writer follows too).
//
// A whole file may also be in UTF-16, which a Windows editor ("Unicode" in Notepad) writes:
// every ASCII character then takes two bytes, one of them NUL. Read as bytes, it would be junk
// games. detect_encoding finds it, and pdn::InputFile decodes it to UTF-8 as it is read.
#pragma once

#include <cstddef>
#include <string_view>

#include "damas/support/utf8.hpp"

namespace damas::pdn {

enum class FileEncoding {
  bytes,     // UTF-8, Latin-1 or Windows-1252, each text decoded as said above
  utf16_le,  // UTF-16, little-endian
  utf16_be,  // UTF-16, big-endian
};

struct DetectedEncoding {
  FileEncoding encoding = FileEncoding::bytes;
  std::size_t bom_bytes = 0;  // the byte order mark to skip (the UTF-8 one is the reader's)
};

// How many bytes of a file's start detect_encoding looks at.
inline constexpr std::size_t kEncodingHeadBytes = 256;

// The encoding of a file from its first bytes (up to kEncodingHeadBytes; fewer when the file is
// shorter). UTF-16 by its byte order mark (FF FE little-endian, FE FF big-endian), or without
// one by its NUL bytes, which no PDN text in a byte encoding holds: among the first pairs of
// bytes (at least two), a NUL as the second byte in at least three pairs out of four and never
// as the first is little-endian (ASCII text: "[\0E\0..."), the other way round big-endian.
DetectedEncoding detect_encoding(std::string_view head);

using support::is_valid_utf8;
// Appends `text` to `out` decoded as said above: unchanged when it is valid UTF-8.
using support::append_utf8;

}  // namespace damas::pdn
