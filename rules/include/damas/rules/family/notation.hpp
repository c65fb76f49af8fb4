// Squares, positions (FEN) and moves of the draughts family as PDN writes them, on a variant's
// board (board.hpp): numeric squares ("32", "46") or algebraic ones ("c3", "B10"), FEN in both
// forms ("W:W31-50:B1-20", "W:Wa1,c1:Bb8"), and moves "32-28", "28x19x10", "c3-d4", "c3:e5".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/rules/family/movegen.hpp"

namespace damas::rules::family {

// A square written as a number or algebraically; nullopt for anything else.
std::optional<int> parse_square(const Board& board, std::string_view text);

struct FamilyFen {
  Position position;
  bool side_known = true;  // false for "?"
};

// Reads `[FEN "..."]`: the side to move (W, B or ?), then each colour's list of squares (ranges
// "31-50" of numbers, "K" before a king), in any order, with an optional final dot. nullopt,
// with `error` set, for text that is none of that or that puts a piece twice.
std::optional<FamilyFen> parse_fen(const Board& board, std::string_view text, std::string& error);

// parse_fen, then the check every reader of a setup makes (rules/setup.hpp for Portuguese and
// Spanish draughts): a side with more pieces than `variant` starts it with, or a man on its own
// promotion row (it would have been crowned there), is no setup of a game; `error` says which
// ("21 White pieces: a side has at most 20").
std::optional<FamilyFen> parse_setup(const Variant& variant, const Board& board,
                                     std::string_view text, std::string& error);

// The FEN of a position: numbers, or algebraic squares when `algebraic`; squares in order.
std::string to_fen(const Board& board, const Position& position, bool algebraic);

// A move as written: its squares in order (two for a quiet move or a capture written by its
// ends, more for a capture written with its landings) and whether it was written as a capture.
// Russian short notation ("ed4": from the e file to d4) names only the file it starts from:
// `from_file` is then that file (0 = a) and the first square is kNoSquare.
struct WrittenMove {
  std::vector<int> squares;
  bool capture = false;
  int from_file = -1;
};

// "32-28", "28x19", "28x19x10", "c3-d4", "c3:e5", "c3xe5xg3"; nullopt for anything else.
std::optional<WrittenMove> parse_move(const Board& board, std::string_view text);

// The legal moves a written move can mean: those from its first square (or file) to its last that stop
// on its other squares, in order. A move written with '-' means the quiet move when there is
// one, else a capture (scoresheets write every move with a hyphen); one written with 'x' or ':'
// only captures; short notation means either.
std::vector<Move> matching_moves(const Board& board, const WrittenMove& written,
                                 const std::vector<Move>& legal);

}  // namespace damas::rules::family
