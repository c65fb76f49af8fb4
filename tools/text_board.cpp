#include "text_board.hpp"

namespace damas::cli {

std::string indent_board(const rules::Position& pos) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += "    ";
    out += static_cast<char>('1' + rank);
    for (int file = 0; file < 8; ++file) {
      const rules::Square sq = rules::square_at(file, rank);
      char c = ' ';
      if (sq != rules::kNoSquare) {
        switch (pos.piece_at(sq)) {
          case rules::Piece::white_man: c = 'w'; break;
          case rules::Piece::white_king: c = 'W'; break;
          case rules::Piece::black_man: c = 'b'; break;
          case rules::Piece::black_king: c = 'B'; break;
          case rules::Piece::none: c = '.'; break;
        }
      }
      out += ' ';
      out += c;
    }
    out += '\n';
  }
  out += "      a b c d e f g h   ";
  out += pos.side_to_move() == rules::Color::white ? "White to move\n" : "Black to move\n";
  return out;
}

}  // namespace damas::cli
