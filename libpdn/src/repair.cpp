#include "damas/pdn/repair.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::pdn {

namespace {

// The squares a typo turns `written` into (rule 1), each a square of the board read on `board`.
std::vector<Square> typos_of(const Square& written, rules::Board board) {
  std::vector<Square> typos;
  auto keep = [&](const Square& typo) {
    if (typo != written && std::find(typos.begin(), typos.end(), typo) == typos.end()) {
      typos.push_back(typo);
    }
  };
  if (written.is_numeric()) {
    const std::string digits = std::to_string(written.number);
    auto keep_digits = [&](const std::string& text) {
      if (text.empty() || text.size() > 2 || text.front() == '0') return;
      const int number = std::stoi(text);
      if (rules::square_from_number(number) != rules::kNoSquare) keep(Square::numbered(number));
    };
    for (std::size_t i = 0; i + 1 < digits.size(); ++i) {  // two adjacent digits swapped
      std::string text = digits;
      std::swap(text[i], text[i + 1]);
      keep_digits(text);
    }
    for (std::size_t i = 0; i <= digits.size(); ++i) {
      if (i < digits.size()) keep_digits(std::string(digits).erase(i, 1));  // one left out
      for (char digit = '0'; digit <= '9'; ++digit) {
        keep_digits(std::string(digits).insert(i, 1, digit));  // one too many
        if (i < digits.size()) {                                 // one wrong
          std::string text = digits;
          text[i] = digit;
          keep_digits(text);
        }
      }
    }
    return typos;
  }
  const std::string_view name = written.name();
  if (name.size() != 2) return typos;  // a bare file ("e" of "ed4") has no typo to undo
  for (char c = 'a'; c <= 'h'; ++c) {
    const char file[] = {c, name[1]};
    const char rank[] = {name[0], static_cast<char>('1' + (c - 'a'))};
    for (const std::string_view typo : {std::string_view(file, 2), std::string_view(rank, 2)}) {
      if (rules::square_from_name(typo, board)) keep(Square::named(typo));
    }
  }
  return typos;
}

// The board's squares of written ones; nullopt when one is not a square of the board.
std::optional<std::vector<rules::Square>> board_squares(std::span<const Square> written,
                                                        rules::Board board) {
  std::vector<rules::Square> squares;
  for (const Square& square : written) {
    const std::optional<rules::Square> s =
        square.is_numeric()
            ? std::optional<rules::Square>(rules::square_from_number(square.number))
            : rules::square_from_name(square.name(), board);
    if (!s || *s == rules::kNoSquare) return std::nullopt;
    squares.push_back(*s);
  }
  return squares;
}

// Collects the legal moves that edited texts name, each once.
class Slips {
 public:
  Slips(const rules::Position& before, Separator separator)
      : before_(before),
        separator_(is_capture(separator) ? rules::Separator::capture : rules::Separator::hyphen) {
    rules::generate_moves(before, legal_);
  }

  // The moves that `squares` (board squares) name, as the replay would read them.
  void add_named(const std::vector<rules::Square>& squares) {
    rules::ParsedMoveText text;
    text.squares = squares;
    text.separator = separator_;
    const rules::MoveMatch match = rules::match_move(before_, text);
    switch (match.status) {
      case rules::MatchStatus::legal:
      case rules::MatchStatus::quiet_written_as_capture: add(match.move); break;
      case rules::MatchStatus::ambiguous:
        for (const rules::Move& m : match.candidates) add(m);
        break;
      case rules::MatchStatus::illegal: break;
    }
  }

  // The same for written squares, when all of them are squares of `board`.
  void add_named(std::span<const Square> written, rules::Board board) {
    if (const auto squares = board_squares(written, board)) add_named(*squares);
  }

  // Rule 4: the captures whose start and first landing squares are `squares`.
  void add_cut_short(const std::vector<rules::Square>& squares) {
    const std::size_t landings = squares.size() - 1;
    for (const rules::Move& route : rules::legal_capture_routes(before_)) {
      if (route.path_length <= landings || route.from != squares.front()) continue;
      rules::Move part = route;
      part.path_length = static_cast<std::uint8_t>(landings);
      part.to = route.path[landings - 1];
      if (rules::follows_written_path(part, squares)) add(route);
    }
  }

  std::vector<rules::Move> found() const {
    rules::MoveList list;
    for (const rules::Move& m : found_) list.push_back(m);
    return rules::in_square_order(list);
  }

 private:
  // Keeps the legal move of `m`'s identity (the path generate_moves keeps, as reports write it).
  void add(const rules::Move& m) {
    const auto known = [&](const rules::Move& other) { return other.same_identity(m); };
    if (std::any_of(found_.begin(), found_.end(), known)) return;
    const auto legal = std::find_if(legal_.begin(), legal_.end(), known);
    if (legal != legal_.end()) found_.push_back(*legal);
  }

  const rules::Position& before_;
  rules::Separator separator_;
  rules::MoveList legal_;
  std::vector<rules::Move> found_;
};

}  // namespace

std::vector<rules::Move> plausible_slips(const rules::Position& before,
                                         std::span<const Square> written, Separator separator,
                                         rules::Board board) {
  if (written.size() < 2) return {};
  Slips slips(before, separator);
  std::vector<Square> edited(written.begin(), written.end());
  for (std::size_t i = 0; i < written.size(); ++i) {  // 1. a typo in one square
    for (const Square& typo : typos_of(written[i], board)) {
      edited[i] = typo;
      slips.add_named(edited, board);
    }
    edited[i] = written[i];
  }
  std::reverse(edited.begin(), edited.end());  // 2. from and to reversed
  slips.add_named(edited, board);
  std::reverse(edited.begin(), edited.end());
  if (const auto rest = board_squares(written.subspan(1), board)) {  // 3. the wrong start
    std::vector<rules::Square> squares{rules::kNoSquare};
    squares.insert(squares.end(), rest->begin(), rest->end());
    for (rules::Square from = 0; from < rules::kSquareCount; ++from) {
      squares.front() = from;
      slips.add_named(squares);
    }
  }
  if (const auto squares = board_squares(written, board)) slips.add_cut_short(*squares);  // 4.
  return slips.found();
}

}  // namespace damas::pdn
