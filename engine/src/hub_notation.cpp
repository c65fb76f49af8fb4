#include "damas/engine/hub_notation.hpp"

#include <charconv>
#include <vector>

#include "damas/rules/movegen.hpp"

namespace damas::engine {

std::optional<rules::Position> parse_hub_position(std::string_view text) {
  if (text.size() != 1 + rules::kSquareCount || (text[0] != 'W' && text[0] != 'B')) {
    return std::nullopt;
  }
  rules::Bitboard white = 0;
  rules::Bitboard black = 0;
  rules::Bitboard kings = 0;
  for (int number = 1; number <= rules::kSquareCount; ++number) {
    const rules::Bitboard b = rules::bit(rules::square_from_number(number));
    switch (text[number]) {
      case 'w': white |= b; break;
      case 'W': white |= b; kings |= b; break;
      case 'b': black |= b; break;
      case 'B': black |= b; kings |= b; break;
      case 'e': break;
      default: return std::nullopt;
    }
  }
  return rules::Position::from_sets(white, black, kings,
                                    text[0] == 'W' ? rules::Color::white : rules::Color::black);
}

std::string hub_position(const rules::Position& pos) {
  std::string text(1, pos.side_to_move() == rules::Color::white ? 'W' : 'B');
  for (int number = 1; number <= rules::kSquareCount; ++number) {
    switch (pos.piece_at(rules::square_from_number(number))) {
      case rules::Piece::white_man: text += 'w'; break;
      case rules::Piece::white_king: text += 'W'; break;
      case rules::Piece::black_man: text += 'b'; break;
      case rules::Piece::black_king: text += 'B'; break;
      case rules::Piece::none: text += 'e'; break;
    }
  }
  return text;
}

std::string hub_move(const rules::Move& move) {
  std::string text = std::to_string(rules::square_number(move.from));
  text += move.is_capture() ? 'x' : '-';
  text += std::to_string(rules::square_number(move.to));
  for (rules::Bitboard c = move.captured; c != 0;) {
    text += 'x';
    text += std::to_string(rules::square_number(rules::pop_lowest(c)));
  }
  return text;
}

std::optional<rules::Move> parse_hub_move(const rules::Position& pos, std::string_view text) {
  const bool capture = text.find('x') != std::string_view::npos;
  const char separator = capture ? 'x' : '-';
  std::vector<rules::Square> squares;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find(separator, start);
    if (end == std::string_view::npos) end = text.size();
    int number = 0;
    const auto [rest, error] = std::from_chars(text.data() + start, text.data() + end, number);
    if (error != std::errc{} || rest != text.data() + end) return std::nullopt;
    const rules::Square sq = rules::square_from_number(number);
    if (sq == rules::kNoSquare) return std::nullopt;
    squares.push_back(sq);
    start = end + 1;
  }
  if (squares.size() < 2 || (!capture && squares.size() != 2)) return std::nullopt;
  rules::Bitboard captured = 0;
  for (std::size_t i = 2; i < squares.size(); ++i) captured |= rules::bit(squares[i]);

  rules::MoveList legal;
  rules::generate_moves(pos, legal);
  for (const rules::Move& m : legal) {
    if (m.from == squares[0] && m.to == squares[1] && m.captured == captured) return m;
  }
  return std::nullopt;
}

}  // namespace damas::engine
