// Move notation: reading the text of a move, finding the legal move it names, and writing the
// PDN text of a move.
//
// Reading accepts what scoresheets and old files contain: `9-13`, `9x18`, `9:18`, full paths
// `9x18x27`, hyphen-written captures `9-18`, leading zeros, spaces around separators, and
// algebraic squares (`d3-c4`, `d3c4`, any case; on the mirrored board when asked).
// Writing follows PDN 3.0: `from-to`, `fromxto`, and the full path only for a capture whose
// short form would also name another legal move.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/rules/move.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/position.hpp"

namespace damas::rules {

enum class Separator { hyphen, capture };  // '-' or one of 'x', ':'

struct MoveTextError {
  std::size_t offset = 0;
  std::string message;
};

struct ParsedMoveText {
  std::vector<Square> squares;  // from, the squares of the path if written, to
  Separator separator = Separator::hyphen;  // capture if any 'x' or ':' was written
  std::optional<MoveTextError> error;
  bool ok() const { return !error.has_value(); }
};

ParsedMoveText parse_move_text(std::string_view text, Board board = Board::standard);

enum class MatchStatus {
  legal,                     // exactly one legal move fits
  ambiguous,                 // several legal moves fit: see candidates
  illegal,                   // no legal move fits
  quiet_written_as_capture,  // `9x13` for the quiet move 9-13: a notation error; `move` is it
};

struct MoveMatch {
  MatchStatus status = MatchStatus::illegal;
  Move move;                     // for legal and quiet_written_as_capture
  std::vector<Move> candidates;  // for ambiguous: one route per legal move that fits
};

// Finds the legal move of `pos` that the text names. `a-b` is the quiet move if there is one,
// otherwise the capture from a to b; a written path must pass through its squares in order,
// running straight between consecutive written squares (only straight-on landings left out).
MoveMatch match_move(const Position& pos, const ParsedMoveText& text);
// The same given the capturers of `pos` (find_capturers(pos)), which a replay already knows.
MoveMatch match_move(const Position& pos, const ParsedMoveText& text, const Capturers& capturers);
// The same for a move written with two squares, `from-to` or `fromxto` (nearly every move): a
// replay reads them from the game without filling a ParsedMoveText.
MoveMatch match_move(const Position& pos, Square from, Square to, Separator separator,
                     const Capturers& capturers);

// Whether a capture route fits a written path `from, squares..., to`: the written squares are
// landing squares of the route, in order, and the route runs straight from each written square
// to the next (landings where the piece goes straight on may be left out, turns may not). A
// move written with two squares, `fromxto`, fits every route from `from` to `to`.
bool follows_written_path(const Move& route, const std::vector<Square>& written);

// The PDN text of `move`, one of the `legal` moves of its position.
std::string move_text(const Move& move, const MoveList& legal,
                      SquareNotation notation = SquareNotation::numeric);

// Whether the short form `fromxto` of the capture `move` also names another of the `legal`
// moves (same start and end, other pieces taken): PDN 3.0 then requires the full path.
bool needs_full_path(const Move& move, const MoveList& legal);

// The moves in the order reports list them: by start square number, then end square, then
// captured set.
std::vector<Move> in_square_order(const MoveList& moves);

// The PDN texts of `moves` (of the position whose legal moves are `legal`), space-separated.
std::string moves_text(const std::vector<Move>& moves, const MoveList& legal);

// The full-path text of a move: `from-to` or `fromxl1x...xto` with every landing square.
std::string route_text(const Move& move, SquareNotation notation = SquareNotation::numeric);

// The full-path texts of `moves`, comma-separated ("15x22x31, 15x24x31"): how messages list the
// routes an ambiguous move text may name (MoveMatch::candidates).
std::string routes_text(const std::vector<Move>& moves);

}  // namespace damas::rules
