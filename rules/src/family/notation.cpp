#include "damas/rules/family/notation.hpp"

#include <algorithm>
#include <charconv>

#include "damas/rules/setup.hpp"
#include "damas/support/quoted.hpp"

namespace damas::rules::family {

namespace {

std::optional<int> parse_number(std::string_view text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty() || text[0] == '0') {
    return std::nullopt;
  }
  return value;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

Piece piece_of(bool white, bool king) {
  if (white) return king ? Piece::white_king : Piece::white_man;
  return king ? Piece::black_king : Piece::black_man;
}

// Adds one colour's list ("31-50,K3") to `position`; false with `error` set.
bool read_pieces(const Board& board, std::string_view list, bool white, Position& position,
                 std::string& error) {
  if (list.empty()) return true;
  for (std::string_view item : split(list, ',')) {
    const bool king = !item.empty() && (item[0] == 'K' || item[0] == 'k');
    if (king) item.remove_prefix(1);
    std::optional<int> first = parse_square(board, item);
    std::optional<int> last = first;
    if (!first) {
      const std::size_t dash = item.find('-');
      const auto low = dash == std::string_view::npos ? std::nullopt : parse_number(item.substr(0, dash));
      const auto high = dash == std::string_view::npos ? std::nullopt : parse_number(item.substr(dash + 1));
      if (!low || !high || *low > *high || !board.from_number(*low) || !board.from_number(*high)) {
        error = support::quoted(item, '\'') + " is no square or range of squares of this board";
        return false;
      }
      first = board.from_number(*low);
      last = board.from_number(*high);
    }
    for (int sq = *first; sq <= *last; ++sq) {
      if (position.squares[sq] != Piece::none) {
        error = "square " + std::to_string(board.number(sq)) + " holds two pieces";
        return false;
      }
      position.squares[sq] = piece_of(white, king);
    }
  }
  return true;
}

}  // namespace

std::optional<int> parse_square(const Board& board, std::string_view text) {
  if (const auto number = parse_number(text)) return board.from_number(*number);
  return board.from_algebraic(text);
}

std::optional<FamilyFen> parse_fen(const Board& board, std::string_view text, std::string& error) {
  if (!text.empty() && text.back() == '.') text.remove_suffix(1);
  const std::vector<std::string_view> fields = split(text, ':');
  FamilyFen fen;
  const std::string_view side = fields[0];
  if (side == "W" || side == "w") {
    fen.position.side_to_move = Side::white;
  } else if (side == "B" || side == "b") {
    fen.position.side_to_move = Side::black;
  } else if (side == "?") {
    fen.side_known = false;
  } else {
    error = "a FEN starts with the side to move, W, B or ?";
    return std::nullopt;
  }
  for (std::size_t i = 1; i < fields.size(); ++i) {
    const std::string_view field = fields[i];
    const char colour = field.empty() ? '\0' : field[0];
    if (colour != 'W' && colour != 'B' && colour != 'w' && colour != 'b') {
      error = "each list of pieces starts with its colour, W or B";
      return std::nullopt;
    }
    if (!read_pieces(board, field.substr(1), colour == 'W' || colour == 'w', fen.position, error)) {
      return std::nullopt;
    }
  }
  return fen;
}

std::optional<FamilyFen> parse_setup(const Variant& variant, const Board& board,
                                     std::string_view text, std::string& error) {
  std::optional<FamilyFen> fen = parse_fen(board, text, error);
  if (!fen) return fen;
  const int height = board.shape().height;
  int most = 0;  // pieces a side starts with
  for (int sq = 0; sq < board.square_count(); ++sq) most += board.rank(sq) < variant.men_rows;
  // White's faults before Black's, too many pieces before a man on its promotion row.
  for (const bool white : {true, false}) {
    const char* name = white ? "White" : "Black";
    const Piece man = piece_of(white, false);
    const Piece king = piece_of(white, true);
    const auto& squares = fen->position.squares;
    const auto pieces = std::count_if(squares.begin(), squares.begin() + board.square_count(),
                                      [&](Piece p) { return p == man || p == king; });
    if (pieces > most) {
      error = too_many_pieces_message(name, static_cast<int>(pieces), most);
      return std::nullopt;
    }
    const int own_crowning_rank = white ? height - 1 : 0;
    for (int sq = 0; sq < board.square_count(); ++sq) {
      if (squares[sq] == man && board.rank(sq) == own_crowning_rank) {
        error = crowned_man_message(
            name, variant.algebraic ? board.algebraic(sq) : std::to_string(board.number(sq)));
        return std::nullopt;
      }
    }
  }
  return fen;
}

std::string to_fen(const Board& board, const Position& position, bool algebraic) {
  std::string fen = position.side_to_move == Side::white ? "W" : "B";
  for (const bool white : {true, false}) {
    fen += white ? ":W" : ":B";
    bool first = true;
    for (int sq = 0; sq < board.square_count(); ++sq) {
      const Piece p = position.squares[sq];
      if (p != piece_of(white, false) && p != piece_of(white, true)) continue;
      if (!first) fen += ',';
      first = false;
      if (p == piece_of(white, true)) fen += 'K';
      fen += algebraic ? board.algebraic(sq) : std::to_string(board.number(sq));
    }
  }
  return fen;
}

std::optional<WrittenMove> parse_move(const Board& board, std::string_view text) {
  const std::size_t separator = text.find_first_of("-x:");
  if (separator == std::string_view::npos) return std::nullopt;
  const char kind = text[separator];
  WrittenMove move{.squares = {}, .capture = kind != '-'};
  const std::vector<std::string_view> parts = split(text, kind);
  if (parts.size() < 2 || (kind == '-' && parts.size() != 2)) return std::nullopt;
  for (const std::string_view part : parts) {
    const auto sq = parse_square(board, part);
    if (!sq) return std::nullopt;
    move.squares.push_back(*sq);
  }
  return move;
}

std::vector<Move> matching_moves(const Board& board, const WrittenMove& written,
                                 const std::vector<Move>& legal) {
  const auto stops_in_order = [&](const Move& m) {
    auto at = m.landings.begin();
    for (std::size_t i = 1; i + 1 < written.squares.size(); ++i) {
      at = std::find(at, m.landings.end(), written.squares[i]);
      if (at == m.landings.end()) return false;
      ++at;
    }
    return true;
  };
  std::vector<Move> quiet;
  std::vector<Move> captures;
  for (const Move& m : legal) {
    const bool starts = written.from_file >= 0 ? board.file(m.from) == written.from_file
                                               : m.from == written.squares.front();
    if (!starts || m.to != written.squares.back()) continue;
    if (!m.is_capture()) {
      quiet.push_back(m);
    } else if (stops_in_order(m)) {
      captures.push_back(m);
    }
  }
  if (written.capture) return captures;
  return quiet.empty() ? captures : quiet;
}

}  // namespace damas::rules::family
