#include "damas/rules/setup.hpp"

#include <fmt/core.h>

namespace damas::rules {

std::optional<SetupFault> setup_fault(const Position& position) {
  for (const Color side : {Color::white, Color::black}) {
    const char* name = side == Color::white ? "White" : "Black";
    const int pieces = popcount(position.pieces(side));
    if (pieces > kMaxPiecesPerSide) {
      return SetupFault{side, kNoSquare,
                        fmt::format("{} {} pieces: a side has at most {}", pieces, name,
                                    kMaxPiecesPerSide)};
    }
    const Bitboard crowned = position.men(side) & promotion_squares(side);
    if (crowned != 0) {
      const Square square = lowest(crowned);
      return SetupFault{side, square,
                        fmt::format("a {} man on {}, its own promotion row (it would be a king)",
                                    name, square_number(square))};
    }
  }
  return std::nullopt;
}

}  // namespace damas::rules
