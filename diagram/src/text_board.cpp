#include "damas/diagram/text_board.hpp"

#include <fmt/core.h>

#include <array>
#include <vector>

#include "damas/diagram/layout.hpp"
#include "damas/rules/notation.hpp"

namespace damas::diagram {

namespace {

struct Glyphs {
  const char* white_man;
  const char* white_king;
  const char* black_man;
  const char* black_king;
  const char* empty;
  const char* captured;
  const char* top_left;
  const char* top_right;
  const char* bottom_left;
  const char* bottom_right;
  const char* horizontal;
  const char* vertical;
};

constexpr Glyphs kUnicode{"⛀", "⛁", "⛂", "⛃", "·", "×", "┌", "┐", "└", "┘", "─", "│"};
constexpr Glyphs kAscii{"w", "W", "b", "B", ".", "x", "+", "+", "+", "+", "-", "|"};

// Every cell is three columns wide so that a two-digit square number fits.
std::string cell_text(const DiagramContent& content, rules::Square sq, bool numbers,
                      const Glyphs& g) {
  if (sq == rules::kNoSquare) return "   ";
  switch (content.position.piece_at(sq)) {
    case rules::Piece::white_man: return fmt::format(" {} ", g.white_man);
    case rules::Piece::white_king: return fmt::format(" {} ", g.white_king);
    case rules::Piece::black_man: return fmt::format(" {} ", g.black_man);
    case rules::Piece::black_king: return fmt::format(" {} ", g.black_king);
    case rules::Piece::none: break;
  }
  if (content.last_move && rules::contains(content.last_move->captured, sq)) {
    return fmt::format(" {} ", g.captured);
  }
  if (numbers) return fmt::format("{:>2} ", rules::square_number(sq));
  return fmt::format(" {} ", g.empty);
}

std::string repeated(const char* text, int count) {
  std::string out;
  for (int i = 0; i < count; ++i) out += text;
  return out;
}

}  // namespace

std::string text_board(const Diagram& diagram, Charset charset) {
  const Glyphs& g = charset == Charset::unicode ? kUnicode : kAscii;
  const DiagramContent& content = diagram.content;
  const DiagramStyle& style = diagram.style;
  const std::string indent = style.coordinates ? "  " : "";
  const std::string rule = repeated(g.horizontal, 24);

  std::string out = fmt::format("{}{}{}{}\n", indent, g.top_left, rule, g.top_right);
  std::vector<int> marked;  // the cells of a row to bracket
  for (int row = 0; row < 8; ++row) {
    if (style.coordinates) out += fmt::format("{} ", view_row(row, style.flipped) + 1);
    // The left edge, the eight cells, the right edge.
    std::array<std::string, 10> parts;
    parts.front() = parts.back() = g.vertical;
    for (int column = 0; column < 8; ++column) {
      const rules::Square sq = square_in_view(column, row, style.flipped);
      parts[column + 1] = cell_text(content, sq, style.numbers, g);
      if (sq != rules::kNoSquare && rules::contains(content.marked, sq)) {
        marked.push_back(column + 1);
      }
    }
    // The brackets of a marked cell go on its neighbours, light squares (always blank) or edges.
    for (const int at : marked) {
      std::string& left = parts[at - 1];
      std::string& right = parts[at + 1];
      if (at == 1) left = "["; else left.back() = '[';
      if (at == 8) right = "]"; else right.front() = ']';
    }
    marked.clear();
    for (const std::string& part : parts) out += part;
    out += '\n';
  }
  out += fmt::format("{}{}{}{}\n", indent, g.bottom_left, rule, g.bottom_right);
  if (style.coordinates) {
    out += indent + " ";
    for (int column = 0; column < 8; ++column) {
      out += fmt::format(" {} ", static_cast<char>('a' + view_column(column, style.flipped)));
    }
    out.back() = '\n';  // no trailing space
  }
  if (content.side_to_move_known) {
    out += content.position.side_to_move() == rules::Color::white ? "White to move\n"
                                                                   : "Black to move\n";
  }
  if (content.last_move) out += fmt::format("Last move: {}\n", rules::route_text(*content.last_move));
  if (!content.caption.empty()) out += content.caption + '\n';
  if (!content.note.empty()) out += content.note + '\n';
  return out;
}

}  // namespace damas::diagram
