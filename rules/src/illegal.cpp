#include "damas/rules/illegal.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

#include "damas/rules/movegen.hpp"

namespace damas::rules {

namespace {

// Whether from -> to is a step the piece could make if no capture were compulsory: one square
// forward for a man, any distance along a free diagonal for a king, onto an empty square.
bool is_quiet_step(const Position& pos, Square from, Square to) {
  if (!contains(pos.empty(), to)) return false;
  const bool king = contains(pos.all_kings(), from);
  for (Direction d : kDirections) {
    if (king) {
      const Bitboard r = ray(from, d);
      if (!contains(r, to)) continue;
      const Bitboard between = r & ~ray(to, d) & ~bit(to);
      return (between & pos.occupied()) == 0;
    }
    if (neighbour(from, d) == to) return true;
  }
  return false;
}

const char* side_name(Color c) { return c == Color::white ? "White" : "Black"; }

bool is_backward(const Position& pos, Square from, Square to) {
  const int advance = rank_of(to) - rank_of(from);
  return pos.side_to_move() == Color::white ? advance < 0 : advance > 0;
}

}  // namespace

IllegalReason explain_illegal(const Position& pos, const ParsedMoveText& text) {
  // match_move answers illegal for a text that did not parse too: it names no move at all.
  if (!text.ok() || text.squares.size() < 2) return IllegalReason::not_a_move;
  const Square from = text.squares.front();
  const Square to = text.squares.back();
  const Color us = pos.side_to_move();
  if (!contains(pos.occupied(), from)) return IllegalReason::empty_square;
  if (!contains(pos.pieces(us), from)) return IllegalReason::opponent_piece;
  if (contains(pos.men(us), from) && is_backward(pos, from, to)) {
    return IllegalReason::man_backward;
  }

  bool stops_early = false;
  bool complete_found = false;
  Move best_written;
  for (const CaptureSequence& s : every_capture_sequence(pos)) {
    if (!follows_written_path(s.move, text.squares)) continue;
    if (!s.complete) {
      stops_early = true;
      continue;
    }
    const auto key = [](const Move& m) { return std::pair(m.capture_count(), m.captured_kings); };
    if (!complete_found || key(s.move) > key(best_written)) best_written = s.move;
    complete_found = true;
  }
  if (complete_found) {
    MoveList legal;
    generate_moves(pos, legal);
    const Move& required = legal[0];  // all legal captures take as many pieces and kings
    if (best_written.capture_count() < required.capture_count()) return IllegalReason::quantity_law;
    return IllegalReason::quality_law;
  }
  if (stops_early) return IllegalReason::incomplete_capture;
  if (is_quiet_step(pos, from, to) && has_capture(pos)) return IllegalReason::capture_required;
  return IllegalReason::not_a_move;
}

const char* reason_text(IllegalReason reason) {
  switch (reason) {
    case IllegalReason::empty_square: return "empty-square";
    case IllegalReason::opponent_piece: return "opponent-piece";
    case IllegalReason::man_backward: return "man-backward";
    case IllegalReason::not_a_move: return "not-a-move";
    case IllegalReason::capture_required: return "capture-required";
    case IllegalReason::quantity_law: return "quantity-law";
    case IllegalReason::quality_law: return "quality-law";
    case IllegalReason::incomplete_capture: return "incomplete-capture";
  }
  return "not-a-move";
}

std::string illegal_move_message(const Position& pos, const ParsedMoveText& text) {
  MoveList legal;
  generate_moves(pos, legal);
  const std::vector<Move> moves = in_square_order(legal);
  const std::string allowed =
      moves.empty() ? fmt::format("{} has no legal move", side_name(pos.side_to_move()))
                    : "legal moves: " + moves_text(moves, legal);
  if (!text.ok()) return fmt::format("{}; {}", text.error->message, allowed);
  if (text.squares.size() < 2) return fmt::format("not a move; {}", allowed);
  const IllegalReason reason = explain_illegal(pos, text);
  const int from = square_number(text.squares.front());
  const int to = square_number(text.squares.back());
  const Color us = pos.side_to_move();
  std::string why;
  switch (reason) {
    case IllegalReason::empty_square:
      why = fmt::format("there is no piece on {}", from);
      break;
    case IllegalReason::opponent_piece:
      why = fmt::format("the piece on {} is {}'s, and {} is to move", from, side_name(opponent(us)),
                        side_name(us));
      break;
    case IllegalReason::man_backward:
      why = fmt::format("the man on {} cannot move or capture backwards", from);
      break;
    case IllegalReason::not_a_move:
      why = fmt::format("no piece can go from {} to {} in one move", from, to);
      break;
    case IllegalReason::capture_required:
      return fmt::format("a capture is compulsory: {}", moves_text(moves, legal));
    case IllegalReason::quantity_law:
      return fmt::format("the law of quantity requires taking {} pieces: {}",
                         moves.front().capture_count(), moves_text(moves, legal));
    case IllegalReason::quality_law:
      return fmt::format("the law of quality requires taking {} king(s) among the {} pieces: {}",
                         moves.front().captured_kings, moves.front().capture_count(),
                         moves_text(moves, legal));
    case IllegalReason::incomplete_capture:
      return fmt::format("the capture must go on from {}: {}", to, moves_text(moves, legal));
  }
  return fmt::format("{}; {}", why, allowed);
}

}  // namespace damas::rules
