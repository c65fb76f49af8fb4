#include "damas/rules/setup.hpp"

#include <fmt/core.h>

namespace damas::rules {

std::string too_many_pieces_message(std::string_view side, int pieces, int most) {
  return fmt::format("{} {} pieces: a side has at most {}", pieces, side, most);
}

std::string crowned_man_message(std::string_view side, std::string_view square) {
  return fmt::format("a {} man on {}, its own promotion row (it would be a king)", side, square);
}

std::optional<SetupFault> setup_fault(const Position& position) {
  for (const Color side : {Color::white, Color::black}) {
    const char* name = side == Color::white ? "White" : "Black";
    const int pieces = popcount(position.pieces(side));
    if (pieces > kMaxPiecesPerSide) {
      return SetupFault{side, kNoSquare, too_many_pieces_message(name, pieces, kMaxPiecesPerSide)};
    }
    const Bitboard crowned = position.men(side) & promotion_squares(side);
    if (crowned != 0) {
      const Square square = lowest(crowned);
      return SetupFault{side, square,
                        crowned_man_message(name, std::to_string(square_number(square)))};
    }
  }
  return std::nullopt;
}

}  // namespace damas::rules
