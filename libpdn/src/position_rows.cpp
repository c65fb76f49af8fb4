#include "damas/pdn/position_rows.hpp"

#include "damas/rules/fen.hpp"

namespace damas::pdn {

std::string positions_header() { return "game\tply\tmove\tfen\n"; }

std::string position_rows(const Game& game, const ReplayedGame& replayed,
                          rules::SquareNotation fen_squares) {
  std::string rows;
  rules::Position position = replayed.start;
  for (std::size_t i = 0; i < replayed.main_line.size(); ++i) {
    position = position.after(replayed.main_line[i]);
    rows += std::to_string(i + 1);
    rows += '\t';
    append_move_notation(rows, game.moves.nodes[i].move);
    rows += '\t';
    rows += rules::to_fen(position, fen_squares);
    rows += '\n';
  }
  return rows;
}

void append_numbered_rows(std::string& out, std::size_t game, std::string_view rows) {
  const std::string number = std::to_string(game) + '\t';
  while (!rows.empty()) {
    const std::size_t end = rows.find('\n') + 1;
    out += number;
    out += rows.substr(0, end);
    rows.remove_prefix(end);
  }
}

}  // namespace damas::pdn
