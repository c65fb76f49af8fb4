// Why a written move is illegal: the verdict an arbiter needs, in a fixed vocabulary.
#pragma once

#include <string>

#include "damas/rules/notation.hpp"
#include "damas/rules/position.hpp"

namespace damas::rules {

enum class IllegalReason {
  empty_square,        // no piece on the start square
  opponent_piece,      // the start square holds a piece of the side not to move
  man_backward,        // a man moving or capturing backwards
  not_a_move,          // no such step or jump for that piece
  capture_required,    // a quiet move while a capture exists
  quantity_law,        // a capture taking fewer pieces than the most possible
  quality_law,         // as many pieces, but fewer kings than possible
  incomplete_capture,  // the sequence stops where the piece could capture again
};

// The reason `text` names no legal move of `pos`. Call it only for such a text (match_move
// gave MatchStatus::illegal); it is judged from the start square, the end square and any
// intermediate squares written. A text that did not parse (match_move calls it illegal too)
// names no move at all: not_a_move.
IllegalReason explain_illegal(const Position& pos, const ParsedMoveText& text);

// Why `text` names no legal move of `pos`, in words, followed by what the rules allow instead
// (square order): "no piece can go from 15 to 18 in one move; legal moves: 15x24", "a capture is
// compulsory: 15x24", "the law of quantity requires taking 2 pieces: 14x21x30". For the same
// texts as explain_illegal; one that did not parse gets its parser's message.
std::string illegal_move_message(const Position& pos, const ParsedMoveText& text);

// "empty-square", "opponent-piece", ...: the names reports use.
const char* reason_text(IllegalReason reason);

}  // namespace damas::rules
