// The positions `pdn diagram` draws from --fen and --last-move: a FEN and, when given, a move
// played from it, read by the rules of the variant --rules names: Portuguese and Spanish by the
// bitboard rules, every other variant of the family by its generic rules (squares in the
// variant's numbering or algebraic).
#pragma once

#include <stdexcept>
#include <string>

#include "damas/diagram/diagram.hpp"
#include "damas/rules/family/variant.hpp"

namespace damas::cli {

// A FEN or a move that cannot be read or played: a usage problem (exit code 2).
struct DiagramUsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The position of `fen` on the Portuguese board, after `last_move` (PDN text) when not null.
diagram::DiagramContent iberian_fen_content(const std::string& fen, const std::string* last_move);

// The same for `variant`.
diagram::DiagramContent family_fen_content(const rules::family::Variant& variant,
                                           const std::string& fen, const std::string* last_move);

// The FEN of `variant`'s start position.
std::string start_fen(const rules::family::Variant& variant);

}  // namespace damas::cli
