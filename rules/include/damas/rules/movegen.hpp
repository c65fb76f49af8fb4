// Legal moves of Portuguese and Spanish draughts (the two share every move rule):
// - a man steps one square diagonally forward; it captures forward only, over an adjacent
//   enemy piece to the empty square just beyond;
// - a king flies along a diagonal, captures an enemy piece at any distance and lands on any
//   empty square beyond it (up to the next piece);
// - capture is compulsory and goes on while the capturing piece can capture again; captured
//   pieces stay on the board until the move ends (they block and cannot be jumped twice); the
//   moving piece's start square counts as empty (a king may pass over or end on it);
// - law of quantity: only the sequences capturing the most pieces; law of quality: among them
//   only those capturing the most kings;
// - a man reaching the far rank is crowned and its move ends there.
// A variant with other move rules (men capturing backwards, short kings, other boards) would
// add its own generator next to this one behind the same three functions.
#pragma once

#include <vector>

#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"

namespace damas::rules {

// The pieces of the side to move that can start a capture: when there are none, quiet moves are
// legal. Finding them is most of the cost of deciding whether a position has a move, and replay
// needs them twice per position (the adjudicator's "any move left?" and the matching of the next
// written move): the overloads below take them found once.
struct Capturers {
  Bitboard men = 0;
  Bitboard kings = 0;
  bool any() const { return (men | kings) != 0; }
  friend bool operator==(const Capturers&, const Capturers&) = default;
};

Capturers find_capturers(const Position& pos);

// The legal moves, one per identity (from, to, captured set); the path kept is the first found.
void generate_moves(const Position& pos, MoveList& moves);

// The legal captures from `from` to `to`, as generate_moves() gives them (same paths, same
// order), given the capturers of `pos` (find_capturers(pos)): what a written capture `fromxto`
// may name, found without listing the other moves.
void generate_captures_between(const Position& pos, const Capturers& capturers, Square from,
                               Square to, MoveList& moves);

// Every legal capture route, including several routes of one identity (used to match full-path
// notation against the route a scoresheet wrote). Empty when no capture is possible.
std::vector<Move> legal_capture_routes(const Position& pos);

// A capture sequence of the side to move, whether the laws allow it or not.
struct CaptureSequence {
  Move move;
  bool complete;  // the piece cannot capture again from move.to (else the rules make it go on)
};

// Every capture sequence and every prefix of one, ignoring the laws of quantity and quality:
// what explains why a written capture is illegal (see illegal.hpp).
std::vector<CaptureSequence> every_capture_sequence(const Position& pos);

// The number of legal moves (= generate_moves().size(), without building quiet moves).
int count_moves(const Position& pos);

// Whether the quiet move from `from` to `to` is legal (it is then one of generate_moves(), with
// no captured pieces and no path), found without generating the moves.
bool is_legal_quiet_move(const Position& pos, Square from, Square to);
// The same given the capturers of `pos` (find_capturers(pos)).
bool is_legal_quiet_move(const Position& pos, const Capturers& capturers, Square from, Square to);

// Whether the side to move has a legal move (count_moves() > 0, without counting captures).
bool has_moves(const Position& pos);
// The same given the capturers of `pos` (find_capturers(pos)).
bool has_moves(const Position& pos, const Capturers& capturers);

// Whether the side to move must capture.
bool has_capture(const Position& pos);

}  // namespace damas::rules
