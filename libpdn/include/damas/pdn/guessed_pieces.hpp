// Cutting a mapped PDN file (InputFile) into pieces at guessed game boundaries, without
// reading its games, so that `-j N` workers can read the pieces at once instead of waiting for
// one thread to delimit every game (that thread's parse was what kept `validate -j 2` from running
// twice as fast as -j 1).
//
// A guess is a whole tag, `[Name "value"]`, that begins a line after a blank line: nearly always
// a game's first tag. It is checked afterwards by reading: the piece before it must end between
// two games (see PieceReading in archive.hpp); when it does not, the caller reads the rest of
// the file the exact way. That check sees only how a piece ends, which is enough because a guess is
// a line that begins a tag section (grammar.hpp), before which a '{', '(' or '/' left open stops:
// in the liberal dialect nothing read without an error crosses one, so a game that the whole
// file reads across a guess is, in its piece, the last, cut short. (Guesses at any '[', such as
// `[see the diagram]` in a comment, let a '(' text cross them: the piece before then read the
// text's words as games, which could end between games.) Line numbers are counted here, so
// positions are exact; game numbers are not known until the pieces before have been read, so a
// piece's games are numbered from 1.
#pragma once

#include <cstddef>
#include <string_view>

#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

struct GuessedPiece {
  std::string_view text;         // part of the file's text
  SourcePosition position;  // of its first byte
  bool last = false;             // it ends where the file ends
};

// Cuts pieces at guesses: a whole tag at the start of a line that follows a blank line (LF or
// CRLF).
class PieceCutter {
 public:
  // A piece ends at the first guess after `piece_bytes` bytes or at its `max_guesses`th guess,
  // whichever comes first (a guess is usually a game: the limit bounds what reading the piece
  // makes even where games are tiny); without another guess, at the end of the text.
  PieceCutter(std::string_view text, std::size_t piece_bytes, std::size_t max_guesses)
      : text_(text), bytes_(piece_bytes), max_guesses_(max_guesses) {}

  bool done() const { return position_.byte == text_.size(); }
  // The next piece; call only while !done().
  GuessedPiece next();

 private:
  std::string_view text_;
  std::size_t bytes_;
  std::size_t max_guesses_;
  SourcePosition position_;
};

}  // namespace damas::pdn
