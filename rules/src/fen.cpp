#include "damas/rules/fen.hpp"

#include <array>
#include <cctype>

#include <fmt/core.h>

#include "damas/rules/setup.hpp"
#include "damas/support/quoted.hpp"

namespace damas::rules {

namespace {

class FenReader {
 public:
  FenReader(std::string_view text, Board board) : text_(text), board_(board) {}

  FenResult read() {
    FenResult result;
    skip_space();
    const char side = upper(peek());
    if (side == 'W' || side == 'B' || side == '?') {
      ++pos_;
    } else {
      return fail(describe("'W', 'B' or '?' (the side to move)"));
    }
    result.side_known = side != '?';
    const Color to_move = side == 'B' ? Color::black : Color::white;

    skip_space();
    if (peek() != ':') return fail(describe("':' after the side to move"));
    bool after_empty_section = false;
    while (peek() == ':') {
      ++pos_;
      skip_space();
      // `W::` (both sides empty): a section may be left out entirely when another ':' follows,
      // and the section after such an empty one may end the text.
      if (peek() == ':' || (after_empty_section && (at_end() || peek() == '.'))) {
        after_empty_section = true;
        continue;
      }
      after_empty_section = false;
      const char colour = upper(peek());
      if (colour != 'W' && colour != 'B') return fail(describe("'W' or 'B' after ':'"));
      const Color side = colour == 'W' ? Color::white : Color::black;
      std::size_t& section = section_at_[static_cast<int>(side)];
      if (section != kNotGiven) {
        return fail(fmt::format("the {} pieces are given twice (a second '{}' section)",
                                side == Color::white ? "White" : "Black", peek()));
      }
      section = pos_;
      ++pos_;
      if (!read_squares(side == Color::white ? white_ : black_)) return error_;
      skip_space();
    }
    // Here the text has ended or a '.' closes it (a ':' went on with the loop, anything else
    // failed in read_squares): nothing may follow the '.'.
    if (peek() == '.') ++pos_;
    skip_space();
    if (pos_ < text_.size()) return fail(describe("the end of the FEN after its closing '.'"));
    result.position = Position::from_sets(white_, black_, kings_, to_move);
    if (const auto fault = setup_fault(result.position)) {
      // Pointed at the man that cannot stand there, or at the section with too many pieces.
      fail_at(fault->square != kNoSquare ? square_at_[fault->square]
                                         : section_at_[static_cast<int>(fault->side)],
              fault->message);
      return error_;
    }
    return result;
  }

 private:
  // A comma-separated list of [K]square or [K]square-square; it may be empty.
  bool read_squares(Bitboard& colour) {
    skip_space();
    if (at_list_end()) return true;
    while (true) {
      skip_space();
      bool king = false;
      if (upper(peek()) == 'K') {
        king = true;
        ++pos_;
        skip_space();
      }
      const std::size_t first_at = pos_;
      const auto first = read_square();
      if (!first) return false;
      Square last = *first;
      skip_space();
      if (peek() == '-') {
        ++pos_;
        skip_space();
        const auto end = read_square();
        if (!end) return false;
        if (*end < *first) {
          fail_at(first_at, fmt::format("the range {}-{} runs backwards", square_number(*first),
                                        square_number(*end)));
          return false;
        }
        last = *end;
      }
      for (Square sq = *first; sq <= last; ++sq) {
        if (contains(white_ | black_, sq)) {
          fail_at(first_at, fmt::format("square {} is given twice", square_number(sq)));
          return false;
        }
        colour |= bit(sq);
        square_at_[sq] = first_at;
        if (king) kings_ |= bit(sq);
      }
      skip_space();
      if (peek() != ',') break;
      ++pos_;
    }
    if (!at_list_end()) {
      fail_at(pos_, describe("',', ':' or the end of the FEN"));
      return false;
    }
    return true;
  }

  bool at_end() const { return pos_ >= text_.size(); }
  bool at_list_end() const { return pos_ >= text_.size() || peek() == ':' || peek() == '.'; }

  std::optional<Square> read_square() {
    const std::size_t start = pos_;
    if (std::isdigit(static_cast<unsigned char>(peek()))) {
      long number = 0;
      while (std::isdigit(static_cast<unsigned char>(peek()))) {
        if (number < 1000) number = number * 10 + (peek() - '0');
        ++pos_;
      }
      const Square sq = square_from_number(static_cast<int>(number));
      if (sq == kNoSquare) {
        fail_at(start, fmt::format("square {} is out of range (1 to 32)",
                                   support::shortened(text_.substr(start, pos_ - start))));
        return std::nullopt;
      }
      return sq;
    }
    if (std::isalpha(static_cast<unsigned char>(peek())) && pos_ + 1 < text_.size()) {
      const std::string_view name = text_.substr(pos_, 2);
      if (const auto sq = square_from_name(name, board_)) {
        pos_ += 2;
        return sq;
      }
      if (std::isdigit(static_cast<unsigned char>(name[1]))) {
        fail_at(start, fmt::format("{} is not a playing square", name));
        return std::nullopt;
      }
    }
    fail_at(start, describe("a square"));
    return std::nullopt;
  }

  std::string describe(std::string_view expected) const {
    if (pos_ >= text_.size()) return fmt::format("expected {}, found the end of the text", expected);
    return fmt::format("expected {}, found {}", expected,
                       support::quoted_character(text_, pos_, '\''));
  }

  FenResult fail(std::string message) {
    fail_at(pos_, std::move(message));
    return error_;
  }
  void fail_at(std::size_t offset, std::string message) {
    error_ = FenResult{};
    error_.error = FenError{offset, std::move(message)};
  }

  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  static char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }
  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }

  std::string_view text_;
  Board board_;
  std::size_t pos_ = 0;
  Bitboard white_ = 0;
  Bitboard black_ = 0;
  Bitboard kings_ = 0;
  // Where each colour's section and each square were given, to point at a setup fault.
  static constexpr std::size_t kNotGiven = std::string_view::npos;
  std::array<std::size_t, 2> section_at_ = {kNotGiven, kNotGiven};
  std::array<std::size_t, kSquareCount> square_at_{};
  FenResult error_;
};

// Appends the squares of `set` in ascending order, runs of three or more as ranges.
void append_squares(std::string& out, Bitboard set, bool kings, bool& first) {
  while (set != 0) {
    const Square start = lowest(set);
    Square end = start;
    while (end + 1 < kSquareCount && contains(set, end + 1)) ++end;
    const int run = end - start + 1;
    const int listed = run >= 3 ? 1 : run;
    for (int i = 0; i < listed; ++i) {
      if (!first) out += ',';
      first = false;
      if (kings) out += 'K';
      out += std::to_string(square_number(start + i));
    }
    if (run >= 3) out += fmt::format("-{}", square_number(end));
    for (Square sq = start; sq <= end; ++sq) set &= ~bit(sq);
  }
}

// `fen` quoted whole up to a little past its byte `offset`, so that a character named there can
// be counted. Bytes that are not UTF-8 take up to three bytes once quoted.
std::string quoted_up_to(std::string_view fen, std::size_t offset) {
  return support::quoted(fen, '\'', 3 * (offset + 1) + 40);
}

}  // namespace

FenResult parse_fen(std::string_view text, Board board) { return FenReader(text, board).read(); }

std::string FenError::describe(std::string_view fen) const {
  return fmt::format("bad FEN {} at character {}: {}", quoted_up_to(fen, offset), offset + 1,
                     message);
}

std::string unknown_side_text(std::string_view fen) {
  return fmt::format("{}: the side to move is unknown ('?'): give W or B", quoted_up_to(fen, 0));
}

std::optional<Position> position_to_move(std::string_view fen, std::string& error) {
  const FenResult parsed = parse_fen(fen);
  if (!parsed.ok()) {
    error = parsed.error->describe(fen);
    return std::nullopt;
  }
  if (!parsed.side_known) {
    error = unknown_side_text(fen);
    return std::nullopt;
  }
  return parsed.position;
}

std::string to_fen(const Position& pos) {
  std::string out = pos.side_to_move() == Color::white ? "W" : "B";
  for (Color c : {Color::white, Color::black}) {
    out += c == Color::white ? ":W" : ":B";
    bool first = true;
    append_squares(out, pos.men(c), false, first);
    append_squares(out, pos.kings(c), true, first);
  }
  return out;
}

std::string to_fen(const Position& pos, SquareNotation notation) {
  if (notation == SquareNotation::numeric) return to_fen(pos);
  std::string out = pos.side_to_move() == Color::white ? "W" : "B";
  for (Color c : {Color::white, Color::black}) {
    out += c == Color::white ? ":W" : ":B";
    bool first = true;
    for (const bool kings : {false, true}) {
      for (Bitboard set = kings ? pos.kings(c) : pos.men(c); set != 0; set &= set - 1) {
        if (!first) out += ',';
        first = false;
        if (kings) out += 'K';
        out += square_name(lowest(set));
      }
    }
  }
  return out;
}

}  // namespace damas::rules
