#include "damas/pdn/position_rows.hpp"

#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"

namespace damas::pdn {

namespace {

// One line: "ply\tmove\tfen\n", the move as written at that ply.
void append_row(std::string& rows, const Game& game, std::size_t i, const std::string& fen) {
  rows += std::to_string(i + 1);
  rows += '\t';
  append_move_notation(rows, game.moves.nodes[i].move);
  rows += '\t';
  rows += fen;
  rows += '\n';
}

// A game of another variant of the family: its FENs on its own board, algebraic when asked for
// or when the variant's PDN writes squares so.
std::string family_rows(const Game& game, const FamilyGame& family,
                        rules::SquareNotation fen_squares) {
  const rules::family::Board board(family.variant.board);
  const bool algebraic =
      family.variant.algebraic || fen_squares == rules::SquareNotation::algebraic;
  std::string rows;
  rules::family::Position position = family.start;
  for (std::size_t i = 0; i < family.main_line.size(); ++i) {
    position = rules::family::play(position, family.main_line[i]);
    append_row(rows, game, i, rules::family::to_fen(board, position, algebraic));
  }
  return rows;
}

}  // namespace

std::string positions_header() { return "game\tply\tmove\tfen\n"; }

std::string position_rows(const Game& game, const ReplayedGame& replayed,
                          rules::SquareNotation fen_squares) {
  if (replayed.family) return family_rows(game, *replayed.family, fen_squares);
  std::string rows;
  rules::Position position = replayed.start;
  for (std::size_t i = 0; i < replayed.main_line.size(); ++i) {
    position = position.after(replayed.main_line[i]);
    append_row(rows, game, i, rules::to_fen(position, fen_squares));
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
