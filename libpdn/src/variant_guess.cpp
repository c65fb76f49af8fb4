#include "damas/pdn/variant_guess.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace damas::pdn {

namespace {

constexpr int kPortugueseSquares = 32;
constexpr int kLargestNumber = 1000;  // numbers are read up to here (a FEN may hold anything)

bool is_digit(char c) { return c >= '0' && c <= '9'; }
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// The number at the start of `text` (saturated at kLargestNumber), and how many digits it has.
int leading_number(std::string_view text, std::size_t& digits) {
  int number = 0;
  digits = 0;
  while (digits < text.size() && is_digit(text[digits])) {
    number = std::min(number * 10 + (text[digits] - '0'), kLargestNumber);
    ++digits;
  }
  return number;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '.')) {
    text.remove_suffix(1);
  }
  return text;
}

// An algebraic square: a file letter and a rank (0-based both), or nullopt.
struct Named {
  int file;
  int rank;
};
std::optional<Named> named_square(std::string_view name) {
  if (name.size() < 2) return std::nullopt;
  const char file = lower(name[0]);
  std::size_t digits = 0;
  const int rank = leading_number(name.substr(1), digits);
  if (file < 'a' || file > 'z' || digits == 0 || digits + 1 != name.size() || rank == 0) {
    return std::nullopt;
  }
  return Named{file - 'a', rank - 1};
}

bool beyond_h8(const Named& s) { return s.file > 7 || s.rank > 7; }

// A square of the 8x8 board that is dark where a1 is (the Portuguese board's light squares).
bool on_a1_colour(const Named& s) { return !beyond_h8(s) && (s.file + s.rank) % 2 == 0; }

// Whether `from`-`to` (both 1..32) is a step to the next row that is diagonal on English
// numbering's board but not on the Portuguese one. Both number four squares a row from the
// first player's side, right to left; the Portuguese row 1 starts in the corner (1 = h1), the
// English one beside it (1 = g1 seen from the first player), so that from a square of an even
// row (1-4, 9-12, ...) the steps are +3 and +4 on the Portuguese board but +4 and +5 on the
// English one, and from an odd row +4 and +5 against +3 and +4.
bool english_only_step(int from, int to) {
  const int low = std::min(from, to);
  const int high = std::max(from, to);
  const int row = (low - 1) / 4;
  if ((high - 1) / 4 != row + 1) return false;
  return high - low == (row % 2 == 0 ? 5 : 3);
}

// The variant of a board `side` squares wide: 10 is International draughts', 12 Canadian's.
std::string board_variant(int side) {
  if (side <= 10) return "International draughts, 10x10";
  if (side <= 12) return "Canadian draughts, 12x12";
  return "a draughts variant on a board larger than 12x12";
}

// The family's variant on a board of that side (none above 12).
std::vector<std::string_view> board_candidates(int side) {
  if (side <= 10) return {"international"};
  if (side <= 12) return {"canadian"};
  return {};
}

// The side of the smallest board whose squares are numbered up to `largest` (a board of side s
// has s*s/2 playing squares: 50 on 10x10, 72 on 12x12).
int side_for_numbers(int largest) {
  int side = 10;
  while (side * side / 2 < largest) side += 2;
  return side;
}

std::string where(bool in_setup, std::string_view example) {
  return in_setup ? fmt::format("in the FEN, as {}", example) : fmt::format("as in {}", example);
}

// Every move of `line` and of its variations; `first_ply` is the ply of its first move when it
// is a game's main line, else 0.
void gather(VariantEvidence& evidence, const Line& line, int first_ply) {
  int ply = first_ply;
  for (const Node& node : line.nodes) {
    for (const Line& variation : node.variations) gather(evidence, variation, 0);
    evidence.add_move({node.move.squares.data(), node.move.squares.size()}, node.move.text, ply);
    if (ply > 0) ++ply;
  }
}

}  // namespace

std::string VariantGuess::message() const {
  if (confirmed.size() == 1) {
    const auto& [name, game_type] = confirmed.front();
    return fmt::format(
        "looks like {} ({}), and its moves are legal {} draughts: add [GameType "
        "\"{}\"] or use --rules {}",
        variant, why, name, game_type, name);
  }
  std::string text = fmt::format("looks like {} ({})", variant, why);
  if (!confirmed.empty()) {
    std::string names;
    for (std::size_t i = 0; i < confirmed.size(); ++i) {
      names += fmt::format("{}{}", i == 0 ? "" : i + 1 == confirmed.size() ? " and " : ", ",
                           confirmed[i].first);
    }
    text += fmt::format(", and its moves are legal in {} draughts", names);
  }
  text += ": add a GameType tag";
  if (!advice.empty()) text += fmt::format(" ({})", advice);
  return text;
}

void VariantEvidence::Sighting::see(std::string_view text, bool setup, int times) {
  // The FEN's example first (it comes first in the text), whatever order the evidence comes in.
  if (count == 0 || (setup && !in_setup)) {
    example = std::string(text);
    in_setup = setup;
  }
  count = std::min(count + times, kConclusive);
}

void VariantEvidence::add_setup(std::string_view fen) {
  has_setup_ = true;
  // "W:W18,K10,a3:B5-7." after the side to move: a section per colour, items between commas.
  std::size_t at = fen.find(':');
  while (at != std::string_view::npos) {
    const std::size_t end = fen.find(':', at + 1);
    std::string_view section = trimmed(fen.substr(at + 1, end == fen.npos ? fen.npos : end - at - 1));
    at = end;
    if (section.empty() || (lower(section[0]) != 'w' && lower(section[0]) != 'b')) continue;
    const bool white = lower(section[0]) == 'w';
    section.remove_prefix(1);
    while (!section.empty()) {
      const std::size_t comma = section.find(',');
      std::string_view item = trimmed(section.substr(0, comma));
      section = comma == section.npos ? std::string_view() : section.substr(comma + 1);
      const bool king = !item.empty() && item[0] == 'K';  // "k11" is a square of 12x12
      if (king) item.remove_prefix(1);
      add_setup_square(item, white, king);
    }
  }
}

void VariantEvidence::add_setup_square(std::string_view item, bool white, bool king) {
  if (item.empty()) return;
  if (is_digit(item[0])) {
    std::size_t digits = 0;
    const int from = leading_number(item, digits);
    int to = from;
    if (digits < item.size() && item[digits] == '-') {  // a range, "31-50"
      std::size_t more = 0;
      to = leading_number(item.substr(digits + 1), more);
    }
    to = std::max(from, to);
    if (to > kPortugueseSquares) {  // counted without a loop: a FEN may hold "1-999,1-999,..."
      const int first_beyond = std::max(from, kPortugueseSquares + 1);
      numbered_beyond_.see(std::to_string(first_beyond), true, to - first_beyond + 1);
      numbered_beyond_.largest = std::max(numbered_beyond_.largest, to);
    }
    // The promotion row of the man's colour: 29-32 for White, 1-4 for Black.
    const int row_first = white ? 29 : 1;
    const int on_row = std::max(from, row_first);
    const int last_on_row = std::min(to, row_first + 3);
    if (!king && on_row <= last_on_row) {
      promoted_men_.see(fmt::format("a {} man on {}", white ? "White" : "Black", on_row), true,
                        last_on_row - on_row + 1);
    }
    return;
  }
  const auto square = named_square(item);
  if (!square) return;
  if (beyond_h8(*square)) {
    named_beyond_.see(item, true);
    named_beyond_.largest_file = std::max(named_beyond_.largest_file, square->file);
    named_beyond_.largest_rank = std::max(named_beyond_.largest_rank, square->rank);
    return;
  }
  if (board_ == rules::Board::standard && on_a1_colour(*square)) other_colour_.see(item, true);
  if (!king && square->rank == (white ? 7 : 0)) {
    promoted_men_.see(fmt::format("a {} man on {}", white ? "White" : "Black", item), true);
  }
}

void VariantEvidence::add_move(std::span<const Square> squares, std::string_view text, int ply) {
  int largest = 0;
  int named = 0;
  int of_other_colour = 0;
  for (const Square& square : squares) {
    if (square.is_numeric()) {
      largest = std::max(largest, square.number);
    } else if (const auto s = named_square(square.name())) {
      ++named;
      of_other_colour += on_a1_colour(*s) ? 1 : 0;
    }
  }
  if (squares.size() == 2 && squares[0].is_numeric() && squares[1].is_numeric() &&
      largest <= kPortugueseSquares && english_only_step(squares[0].number, squares[1].number)) {
    english_steps_.see(text, false);
  }
  if (largest > kPortugueseSquares) {
    numbered_beyond_.see(text, false);
    numbered_beyond_.largest = std::max(numbered_beyond_.largest, largest);
  }
  if (board_ == rules::Board::standard && named > 0 && of_other_colour == named) {
    other_colour_.see(text, false);
  }
  const int from = squares.empty() ? 0 : squares.front().number;  // 0 when named
  if (ply == 1) first_from_ = from;
  if (ply == 2) second_from_ = from;
}

std::optional<VariantGuess> VariantEvidence::guess() const {
  const Sighting& numbered = numbered_beyond_;
  if (numbered.count >= kConclusive) {
    const int side = side_for_numbers(numbered.largest);
    return VariantGuess{board_variant(side),
                        fmt::format("squares up to {}, {}: a Portuguese board numbers 32",
                                    numbered.largest, where(numbered.in_setup, numbered.example)),
                        "", numbered.in_setup, board_candidates(side), {}};
  }
  if (named_beyond_.count >= kConclusive) {
    const int side = std::max(named_beyond_.largest_file, named_beyond_.largest_rank) + 1;
    return VariantGuess{board_variant(side),
                        fmt::format("squares beyond h8 {}", where(true, named_beyond_.example)),
                        "", true, board_candidates(side), {}};
  }
  if (promoted_men_.count >= kConclusive) {
    return VariantGuess{
        "a game numbered from Black's side, as English and Italian draughts are",
        fmt::format("the FEN has men on their own promotion row in Portuguese numbering, such "
                    "as {}: English and Italian numberings start White on 21-32",
                    promoted_men_.example),
        "", true, {"english", "italian"}, {}};
  }
  if (other_colour_.count >= kConclusive) {
    return VariantGuess{"Russian, Brazilian or Czech draughts",
                        fmt::format("squares that are dark only on a board whose corner a1 is, {}",
                                    where(other_colour_.in_setup, other_colour_.example)),
                        "--mirrored reads a Portuguese game written on that board",
                        other_colour_.in_setup, {"russian", "brazilian", "czech"}, {}};
  }
  if (!has_setup_ && first_from_ > 20 && first_from_ <= kPortugueseSquares && second_from_ >= 1 &&
      second_from_ <= 12) {
    return VariantGuess{"Italian draughts",
                        fmt::format("the first move starts on {} and the second on {}: White "
                                    "moves first from 21-32, as Italian numbering has it",
                                    first_from_, second_from_),
                        "", false, {"italian"}, {}};
  }
  if (english_steps_.count >= kConclusive) {
    return VariantGuess{"English draughts",
                        fmt::format("steps such as {} are diagonal on English numbering's board "
                                    "(the first player on 1-12, 1 beside the corner), not on the "
                                    "Portuguese one",
                                    english_steps_.example),
                        "", false, {"english"}, {}};
  }
  return std::nullopt;
}

void VariantEvidence::add_moves(const Line& main_line) { gather(*this, main_line, 1); }

std::optional<VariantGuess> guess_variant(const Game& game, rules::Board board) {
  VariantEvidence evidence(board);
  if (const std::string* fen = game.tag("FEN")) evidence.add_setup(*fen);
  evidence.add_moves(game.moves);
  return evidence.guess();
}

}  // namespace damas::pdn
