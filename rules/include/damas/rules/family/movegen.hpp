// One move generator for every variant of the family (variant.hpp), written for clarity rather
// than speed: a mailbox board and a depth-first search over capture routes. Portuguese and
// Spanish games are played by the bitboard generator of movegen.hpp; this one plays the others
// and is checked against that one on the Iberian rules.
//
// The rules every variant shares: capturing is compulsory and goes on while the capturing piece
// can take again; pieces taken stay on the board until the move is over (they block their
// squares and none is jumped twice); the moving piece's own start square is empty during the
// move. A move is identified by (start, end, set of pieces taken): two routes that take the same
// pieces from the same start to the same end are one move, the first route found kept.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "damas/rules/family/board.hpp"
#include "damas/rules/family/variant.hpp"

namespace damas::rules::family {

enum class Piece : std::uint8_t { none, white_man, white_king, black_man, black_king };

struct Position {
  std::array<Piece, kMaxSquares> squares{};  // by square index
  Side side_to_move = Side::white;

  friend bool operator==(const Position&, const Position&) = default;
};

// Whether `piece` is one of `side`'s (a man or a king).
bool belongs_to(Piece piece, Side side);
// The side that is not `side`.
Side opponent(Side side);

// The variant's start: each side's men on its `men_rows` nearest rows, its first mover to move.
Position initial_position(const Variant& variant, const Board& board);

struct Move {
  int from = kNoSquare;
  int to = kNoSquare;
  std::vector<std::int8_t> landings;  // a capture's stops, the last one `to`; empty if quiet
  std::vector<std::int8_t> captured;  // in the order taken
  bool crowns = false;                // a man that ends its move crowned

  bool is_capture() const { return !captured.empty(); }
};

// The legal moves of the side to move.
std::vector<Move> legal_moves(const Variant& variant, const Board& board, const Position& position);

// The position after `move` (one of legal_moves). Throws std::out_of_range for a square of the
// move (start, end or a piece taken) outside 0..kMaxSquares - 1, which no board has; that the
// move is legal is not checked.
Position play(const Position& position, const Move& move);

// Leaves at `depth` plies (depth 0 = 1), each move counted once per identity. Throws
// std::invalid_argument for a negative depth.
std::uint64_t perft(const Variant& variant, const Board& board, const Position& position,
                    int depth);

struct DivideEntry {
  Move move;
  std::uint64_t nodes;
};
// perft(depth - 1) below each legal move of the position, in generation order. Throws
// std::invalid_argument for a depth below 1.
std::vector<DivideEntry> perft_divide(const Variant& variant, const Board& board,
                                      const Position& position, int depth);

// A square as the variant's PDN writes it: "32", or "c3" in the algebraic variants.
std::string square_name(const Variant& variant, const Board& board, int square);

// A move as the variant's PDN writes it, with every landing: "32-28", "28x19x10", "c3-d4",
// "c3:e5:g7".
std::string move_text(const Variant& variant, const Board& board, const Move& move);

// As PDN is usually written: a capture by its start and end ("28x8", "c3:g7"), with every
// landing only where another of `legal` shares both.
std::string short_move_text(const Variant& variant, const Board& board, const Move& move,
                            const std::vector<Move>& legal);

}  // namespace damas::rules::family
