#include "damas/diagram/text_board.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

#include "damas/diagram/layout.hpp"
#include "damas/support/quoted.hpp"

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

template <class Squares>
bool contains(const Squares& squares, int sq) {
  return std::find(squares.begin(), squares.end(), sq) != squares.end();
}

// Every cell is three columns wide so that a two-digit square number fits (the largest board,
// 12 x 12, has 72 squares).
std::string cell_text(const DiagramContent& content, const rules::family::Board& board, int sq,
                      bool numbers, const Glyphs& g) {
  using rules::family::Piece;
  if (sq == rules::family::kNoSquare) return "   ";
  switch (content.position.squares[sq]) {
    case Piece::white_man:
      return fmt::format(" {} ", g.white_man);
    case Piece::white_king:
      return fmt::format(" {} ", g.white_king);
    case Piece::black_man:
      return fmt::format(" {} ", g.black_man);
    case Piece::black_king:
      return fmt::format(" {} ", g.black_king);
    case Piece::none:
      break;
  }
  if (content.last_move && contains(content.last_move->captured, sq)) {
    return fmt::format(" {} ", g.captured);
  }
  if (numbers) return fmt::format("{:>2} ", board.number(sq));
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
  const rules::family::Board board(content.board);
  const int columns = content.board.width;
  const int rows = content.board.height;
  // Rank numbers right-aligned: "10" takes two columns.
  const int rank_width = static_cast<int>(std::to_string(rows).size());
  const std::string indent = style.coordinates ? std::string(rank_width + 1, ' ') : "";
  const std::string rule = repeated(g.horizontal, 3 * columns);

  std::string out = fmt::format("{}{}{}{}\n", indent, g.top_left, rule, g.top_right);
  std::vector<int> marked;  // the cells of a row to bracket
  for (int row = 0; row < rows; ++row) {
    if (style.coordinates) {
      out += fmt::format("{:>{}} ", view_row(row, rows, style.flipped) + 1, rank_width);
    }
    // The left edge, the cells, the right edge.
    std::vector<std::string> parts(static_cast<std::size_t>(columns) + 2);
    parts.front() = parts.back() = g.vertical;
    for (int column = 0; column < columns; ++column) {
      const int sq = square_in_view(board, column, row, style.flipped);
      parts[column + 1] = cell_text(content, board, sq, style.numbers, g);
      if (sq != rules::family::kNoSquare && contains(content.marked, sq)) {
        marked.push_back(column + 1);
      }
    }
    // The brackets of a marked cell go on its neighbours, light squares (always blank) or edges.
    for (const int at : marked) {
      std::string& left = parts[at - 1];
      std::string& right = parts[at + 1];
      if (at == 1) left = "["; else left.back() = '[';
      if (at == columns)
        right = "]";
      else
        right.front() = ']';
    }
    marked.clear();
    for (const std::string& part : parts) out += part;
    out += '\n';
  }
  out += fmt::format("{}{}{}{}\n", indent, g.bottom_left, rule, g.bottom_right);
  if (style.coordinates) {
    out += indent + " ";
    for (int column = 0; column < columns; ++column) {
      out +=
          fmt::format(" {} ", static_cast<char>('a' + view_column(column, columns, style.flipped)));
    }
    out.back() = '\n';  // no trailing space
  }
  if (content.side_to_move_known) {
    out += content.position.side_to_move == rules::family::Side::white ? "White to move\n"
                                                                       : "Black to move\n";
  }
  if (content.last_move) out += fmt::format("Last move: {}\n", content.last_move->route);
  // Texts from the games: one line each, no control character reaching the terminal.
  if (!content.caption.empty()) out += support::one_line(content.caption) + '\n';
  if (!content.note.empty()) out += support::one_line(content.note) + '\n';
  return out;
}

}  // namespace damas::diagram
