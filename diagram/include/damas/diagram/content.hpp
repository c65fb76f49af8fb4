// The content of a diagram (diagram.hpp) made from a position of the rules: a Portuguese or
// Spanish one of the bitboard rules (position.hpp, move.hpp), or one of any variant of the
// family (rules/family). Each fills in the board, the pieces, the side to move, the last move's
// squares and the texts its variant's PDN writes (the FEN, the move's route); the caller adds
// the caption, the note and the marked squares.
#pragma once

#include <optional>
#include <vector>

#include "damas/diagram/diagram.hpp"
#include "damas/rules/bitboard.hpp"
#include "damas/rules/family/variant.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"

namespace damas::diagram {

// The board of Portuguese and Spanish draughts: 8 x 8, a1 light, square 1 = h1.
rules::family::BoardShape iberian_board();

// `position` (after `last_move`, when given) on the Iberian board.
DiagramContent iberian_content(const rules::Position& position,
                               const std::optional<rules::Move>& last_move = std::nullopt);

// A move of the bitboard rules as the squares of the Iberian board.
LastMove iberian_move(const rules::Move& move);

// Squares of the bitboard rules as squares of the Iberian board, in order.
std::vector<int> iberian_squares(rules::Bitboard squares);

// A position of the bitboard rules as the pieces on the Iberian board.
rules::family::Position iberian_position(const rules::Position& position);

// A move of `variant` (one of the legal moves of its position) as the squares of its board.
LastMove family_move(const rules::family::Variant& variant, const rules::family::Move& move);

// `position` of `variant` (after `last_move`, one of its legal moves, when given).
DiagramContent family_content(const rules::family::Variant& variant,
                              const rules::family::Position& position,
                              const std::optional<rules::family::Move>& last_move = std::nullopt);

}  // namespace damas::diagram
