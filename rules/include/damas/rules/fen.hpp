// FEN in the PDN form: side to move, then the pieces of each colour.
//   W:W1-12:B21-32        the initial position (ranges allowed)
//   B:W18,K10:BK22,5.     K marks a king; colours and squares in any order; a final dot
//   B:W5:B                a side with no pieces; `W::` the empty board
//   W:Wb3,d3:Bg6          algebraic squares (optionally read on the mirrored board)
// Whitespace between the parts is ignored. `?` as side to move is read (White is assumed) and
// reported through `side_known`. Each colour has at most one section (`W:W1:B32:W5` is an
// error), and a square is given once. A FEN is a setup: a placement that setup_fault
// (setup.hpp) finds impossible, such as 13 pieces of a side or a man on its promotion row, is an
// error too, pointed at the man or at the section of the side with too many pieces.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "damas/rules/position.hpp"

namespace damas::rules {

struct FenError {
  std::size_t offset = 0;  // of the offending character in the text
  std::string message;     // what was expected and what was found

  // The error in the one form every message gives it (the commands, the Python module):
  // "bad FEN 'W:W1-13:B21-32' at character 3: 13 White pieces: a side has at most 12". `fen`,
  // the text parsed, is quoted whole up to a little past the character named (so that it can be
  // counted), "..." after the quote where it is cut: a text pasted by mistake is not echoed whole.
  std::string describe(std::string_view fen) const;
};

struct FenResult {
  Position position;
  bool side_known = true;
  std::optional<FenError> error;  // set when the text is not a FEN; `position` is then empty

  bool ok() const { return !error.has_value(); }
};

FenResult parse_fen(std::string_view text, Board board = Board::standard);

// The position of a FEN for work that starts from the side to move (a search, the legal moves,
// a count, a Python Position): nullopt, with `error` set, when it is not a FEN
// (FenError::describe) or when its side to move is '?' (unknown_side_text): parse_fen reads '?'
// as White, which would answer for a side nobody named.
std::optional<Position> position_to_move(std::string_view fen, std::string& error);

// The refusal of a FEN whose side to move is '?' where the side is needed: "'?:W10:B14': the
// side to move is unknown ('?'): give W or B" (the FEN quoted as describe quotes it).
std::string unknown_side_text(std::string_view fen);

// Canonical form: side, White's pieces then Black's, ascending, men and kings listed in one
// run each way, with ranges for three or more consecutive squares (`W:W1-12:B21-32`).
std::string to_fen(const Position& pos);

// The same with algebraic squares (standard board), one square at a time in ascending order:
// `W:Wh1,f1:Bc8`.
std::string to_fen(const Position& pos, SquareNotation notation);

}  // namespace damas::rules
