#include "damas/diagram/content.hpp"

#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::diagram {

namespace {

namespace family = rules::family;

// A square of the bitboard rules on the Iberian board, by its number: the one numbering both
// share.
std::int8_t iberian_square(const family::Board& board, rules::Square sq) {
  return static_cast<std::int8_t>(*board.from_number(rules::square_number(sq)));
}

family::Piece family_piece(rules::Piece piece) {
  switch (piece) {
    case rules::Piece::white_man:
      return family::Piece::white_man;
    case rules::Piece::white_king:
      return family::Piece::white_king;
    case rules::Piece::black_man:
      return family::Piece::black_man;
    case rules::Piece::black_king:
      return family::Piece::black_king;
    case rules::Piece::none:
      break;
  }
  return family::Piece::none;
}

// Made once: pages convert every position and move of their games.
const family::Board& iberian() {
  static const family::Board board(iberian_board());
  return board;
}

}  // namespace

family::BoardShape iberian_board() { return family::find_variant("portuguese")->board; }

LastMove iberian_move(const rules::Move& move) {
  const family::Board& board = iberian();
  LastMove out{.from = iberian_square(board, move.from),
               .to = iberian_square(board, move.to),
               .landings = {},
               .captured = {},
               .route = rules::route_text(move)};
  for (const std::int8_t sq : move.landings()) out.landings.push_back(iberian_square(board, sq));
  for (const int sq : iberian_squares(move.captured)) {
    out.captured.push_back(static_cast<std::int8_t>(sq));
  }
  return out;
}

std::vector<int> iberian_squares(rules::Bitboard squares) {
  const family::Board& board = iberian();
  std::vector<int> out;
  for (rules::Bitboard b = squares; b != 0;) {
    out.push_back(iberian_square(board, rules::pop_lowest(b)));
  }
  return out;
}

family::Position iberian_position(const rules::Position& position) {
  const family::Board& board = iberian();
  family::Position out;
  for (rules::Square sq = 0; sq < rules::kSquareCount; ++sq) {
    out.squares[iberian_square(board, sq)] = family_piece(position.piece_at(sq));
  }
  out.side_to_move =
      position.side_to_move() == rules::Color::white ? family::Side::white : family::Side::black;
  return out;
}

DiagramContent iberian_content(const rules::Position& position,
                               const std::optional<rules::Move>& last_move) {
  DiagramContent content;
  content.board = iberian_board();
  content.position = iberian_position(position);
  content.fen = rules::to_fen(position);
  if (last_move) content.last_move = iberian_move(*last_move);
  return content;
}

DiagramContent family_content(const family::Variant& variant, const family::Position& position,
                              const std::optional<family::Move>& last_move) {
  const family::Board board(variant.board);
  DiagramContent content;
  content.board = variant.board;
  content.position = position;
  content.fen = family::to_fen(board, position, variant.algebraic);
  if (last_move) content.last_move = family_move(variant, *last_move);
  return content;
}

LastMove family_move(const family::Variant& variant, const family::Move& move) {
  return LastMove{.from = move.from,
                  .to = move.to,
                  .landings = move.landings,
                  .captured = move.captured,
                  .route = family::move_text(variant, family::Board(variant.board), move)};
}

}  // namespace damas::diagram
