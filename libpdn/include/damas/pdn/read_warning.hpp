// What the reader read although PDN 3.0 does not have it: the forms of printed scores (a capture
// sign `×`, move numbers `1)`, result words, ...), a tag value not in quotes, a word in the
// moves that is no move. The game is read on; reports give each warning with its place.
#pragma once

#include <cstdint>
#include <string>

#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

struct ReadWarning {
  enum class Kind : std::uint8_t {
    notation,  // the moves or the result (reported as `notation`)
    bad_tag,   // a tag (reported as `bad-tag`, which `--no-tag-checks` silences)
  };
  Kind kind = Kind::notation;
  SourcePosition position;  // of the first occurrence, for a form counted over the game
  std::string message;

  friend bool operator==(const ReadWarning&, const ReadWarning&) = default;
};

}  // namespace damas::pdn
