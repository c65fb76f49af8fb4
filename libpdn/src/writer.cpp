#include "damas/pdn/writer.hpp"

#include <algorithm>
#include <boost/container/small_vector.hpp>
#include <charconv>
#include <cstdint>
#include <iterator>
#include <variant>

#include "damas/rules/fen.hpp"

namespace damas::pdn {

namespace {

constexpr std::size_t kMaxColumns = 80;
constexpr std::size_t kMaxIntDigits = 11;  // sign included

// Lays tokens out on lines of at most kMaxColumns, a space between two tokens. Writes into the
// string beyond its used part, as support::JsonWriter does (an append to a std::string is a
// function call, and a game has a few tokens per move); finish() cuts the string to what was
// written.
class LineWriter {
 public:
  explicit LineWriter(std::string& out) : out_(out), start_(out.size()), size_(out.size()) {}

  // A token that may hold line ends (a comment): only its first line must fit.
  void token(std::string_view text) {
    end_token(std::copy(text.begin(), text.end(), begin_token(text.size())), true);
  }
  // A token known to hold no line end (a number, a result): no need to look for one.
  void word(std::string_view text) {
    end_token(std::copy(text.begin(), text.end(), begin_token(text.size())), false);
  }
  // The place where the caller writes a token of at most `bound` bytes, then calls end_token()
  // with its end (nothing else in between). The byte before it is left for the separator,
  // a space or a line end: both take one byte, chosen once the token's width is known.
  [[gnu::always_inline]] char* begin_token(std::size_t bound) {
    make_room(1 + prefix_.size() + bound);
    separator_at_ = size_;
    if (column_ > 0) ++size_;
    column_prefix_ = prefix_.size();
    if (!prefix_.empty()) {
      put(prefix_);
      prefix_.clear();
    }
    return out_.data() + size_;
  }
  // Ends the token begun by begin_token() at `end`. A token that `may_hold_line_ends` (a
  // comment) is looked through: only its first line must fit.
  [[gnu::always_inline]] void end_token(const char* end, bool may_hold_line_ends) {
    const std::string_view text(out_.data() + size_,
                                static_cast<std::size_t>(end - (out_.data() + size_)));
    const std::size_t newline = may_hold_line_ends ? text.find('\n') : std::string_view::npos;
    const std::size_t width = std::min(newline, text.size());
    if (column_ > 0) {
      if (column_ + 1 + column_prefix_ + width > kMaxColumns) {
        out_[separator_at_] = '\n';
        column_ = 0;
      } else {
        out_[separator_at_] = ' ';
        ++column_;
      }
    }
    column_ = newline == std::string_view::npos ? column_ + column_prefix_ + text.size()
                                                : text.size() - text.rfind('\n') - 1;
    size_ += text.size();
  }
  // Writes `prefix` ("(") glued to the next token, so that both go on the same line.
  void prefix_next(std::string_view prefix) { prefix_ += prefix; }
  // Appends to the previous token (")"), moving to a new line only when it would not fit.
  void append(char c) {
    if (!prefix_.empty()) {  // an empty variation: "()"
      word(std::string_view(&c, 1));
      return;
    }
    if (column_ + 1 > kMaxColumns) {
      put('\n');
      column_ = 0;
    }
    put(c);
    ++column_;
  }
  // Escape lines must start a line and end it.
  void whole_line(std::string_view text) {
    end_line();
    if (!prefix_.empty()) {  // a variation opening with an escape line
      put(prefix_);
      put('\n');
      prefix_.clear();
    }
    put(text);
    put('\n');
  }
  void end_line() {
    if (column_ > 0) put('\n');
    column_ = 0;
  }
  // Ends the last line and cuts the string to what was written.
  void finish() {
    end_line();
    out_.resize(size_);
  }

 private:
  // Room for `n` more bytes beyond size_. The string grows by what this writer wrote so far, so
  // that appending one game to a long string (e.g. a whole file) does not clear its capacity.
  void make_room(std::size_t n) {
    if (out_.size() - size_ < n) grow(n);
  }
  [[gnu::noinline]] void grow(std::size_t n) {
    out_.resize(size_ + std::max(n, size_ - start_ + 256));
  }
  void put(char c) {
    make_room(1);
    out_[size_++] = c;
  }
  void put(std::string_view text) {
    make_room(text.size());
    std::copy(text.begin(), text.end(), out_.begin() + static_cast<std::ptrdiff_t>(size_));
    size_ += text.size();
  }

  std::string& out_;
  std::size_t start_;  // where this writer's text starts in out_
  std::size_t size_;   // the end of what was written; out_ beyond it is room
  std::size_t column_ = 0;
  std::string prefix_;
  std::size_t separator_at_ = 0;   // of the token begun
  std::size_t column_prefix_ = 0;  // the size of the prefix written before it
};

int leading_int(std::string_view text) {
  int value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  return value;
}

// The game type number of the GameType tag ("28" or "28,W,8,8,N1,1"), 0 when absent.
int game_type(const Game& game) {
  const std::string* value = game.tag("GameType");
  return value == nullptr ? 0 : leading_int(*value);
}

// Whether the first move of the game is the second player's: FEN says the side to move is not
// the game type's starting colour (Black starts English, American pool and Thai draughts).
bool second_player_starts(const Game& game) {
  const std::string* fen = game.tag("FEN");
  if (fen == nullptr) return false;
  const auto side = fen->find_first_not_of(" \t");
  if (side == std::string::npos) return false;
  const int type = game_type(game);
  const char first = (type == 21 || type == 23 || type == 31) ? 'B' : 'W';
  const char to_move = static_cast<char>((*fen)[side] & ~0x20);  // upper case
  return (to_move == 'W' || to_move == 'B') && to_move != first;
}

class MovetextWriter {
 public:
  explicit MovetextWriter(std::string& out) : lines_(out) {}

  void line(const Line& line, int ply) {
    bool need_number = true;
    for (const Node& node : line.nodes) {
      for (const Remark& remark : node.before) {
        this->remark(remark);
        need_number = true;
      }
      move_token(node, ply, ply % 2 == 0 || need_number);
      need_number = false;
      for (const Nag& nag : node.nags) {
        char text[1 + kMaxIntDigits] = {'$'};
        lines_.word({text, write_number(text + 1, nag.value)});
      }
      for (const Remark& remark : node.after) {
        this->remark(remark);
        need_number = true;
      }
      for (const Line& variation : node.variations) {
        lines_.prefix_next("(");
        this->line(variation, ply);
        lines_.append(')');
        need_number = true;
      }
      ++ply;
    }
    for (const Remark& remark : line.trailing) this->remark(remark);
  }

  void token(std::string_view text) { lines_.token(text); }
  void end() { lines_.finish(); }

 private:
  static char* write_number(char* out, int value) {
    return std::to_chars(out, out + kMaxIntDigits, value).ptr;
  }

  // The move with its number when it has one, as one token so that both go on the same line.
  // Written straight into the output: this runs for every move.
  void move_token(const Node& node, int ply, bool numbered) {
    const std::size_t bound =
        kMaxIntDigits + 4 + move_notation_bound(node.move) + 1 + node.strength.size();
    char* end = lines_.begin_token(bound);
    if (numbered) {
      end = write_number(end, ply / 2 + 1);
      end = ply % 2 == 0 ? std::copy_n(". ", 2, end) : std::copy_n("... ", 4, end);
    }
    char* const move = end;
    end = write_move_notation(end, node.move);
    // "1-1" would read as a result; only a damaged record moves from 1 to 1, but it must still
    // read back as it was.
    if (std::string_view(move, end - move) == "1-1") end = std::copy_n("1- 1", 4, move);
    end = std::copy(node.strength.begin(), node.strength.end(), end);
    // Numbers and square numbers hold no line end; a strength or a square name read from JSON
    // might.
    const bool plain = node.strength.empty() &&
                       std::all_of(node.move.squares.begin(), node.move.squares.end(),
                                   [](const Square& square) { return square.is_numeric(); });
    lines_.end_token(end, !plain);
  }

  // `text` between `open` and `close`, as one token.
  std::string_view enclosed(char open, std::string_view text, std::string_view close) {
    token_.assign(1, open);
    token_ += text;
    token_ += close;
    return token_;
  }

  void remark(const Remark& remark) {
    if (const auto* comment = std::get_if<Comment>(&remark)) {
      this->comment(comment->text);
    } else if (const auto* escape = std::get_if<EscapeLine>(&remark)) {
      lines_.whole_line(enclosed('%', escape->text, ""));
    } else {
      lines_.token(enclosed('/', std::get<Setup>(remark).text, "/"));
    }
  }

  // A text holding '}' (read from a "(...)" or ";" comment) cannot go between braces: on one
  // line it becomes a ';' comment, which ends the line; otherwise its '}' become ')'. A CR
  // ends a ';' comment too: it counts as a line end.
  void comment(const std::string& text) {
    if (text.find('}') == std::string::npos) {
      lines_.token(enclosed('{', text, "}"));
    } else if (text.find_first_of("\n\r") == std::string::npos) {
      lines_.token(enclosed(';', text, ""));
      lines_.end_line();
    } else {
      enclosed('{', text, "}");
      std::replace(token_.begin() + 1, token_.end() - 1, '}', ')');
      lines_.token(token_);
    }
  }

  LineWriter lines_;
  std::string token_;  // a remark's token
};

// Copies the runs between characters to escape in one go.
void write_tag_value(std::string& out, std::string_view value) {
  out += '"';
  const auto needs_escape = [](char c) { return c == '"' || c == '\\'; };
  for (auto run = value.begin(); run != value.end();) {
    const auto escape = std::find_if(run, value.end(), needs_escape);
    out.append(run, escape);
    if (escape == value.end()) break;
    out += '\\';
    out += *escape;
    run = escape + 1;
  }
  out += '"';
}

// Calls `write` with each tag in the order write_game writes them: the seven standard tags in
// their order, then the others in the order read. Each name is compared once, without building
// a list: this runs for every game.
template <typename Write>
void for_each_ordered_tag(const Game& game, Write write) {
  constexpr auto kOther = static_cast<std::uint8_t>(kStandardTags.size());
  boost::container::small_vector<std::uint8_t, 16> ranks;
  for (const Tag& tag : game.tags) {
    const auto standard = std::find(kStandardTags.begin(), kStandardTags.end(), tag.name);
    ranks.push_back(static_cast<std::uint8_t>(standard - kStandardTags.begin()));
  }
  for (std::uint8_t rank = 0; rank <= kOther; ++rank) {
    for (std::size_t i = 0; i < ranks.size(); ++i) {
      if (ranks[i] == rank) write(game.tags[i]);
    }
  }
}

}  // namespace

std::string written_terminator(const Game& game) {
  if (game.result) return canonical_result(game.result->text);
  // Without one, the Result tag's value when that is a terminator (a `*` would contradict the
  // tag when the game is read back).
  static constexpr std::string_view kTerminators[] = {"1-0", "0-1", "1/2-1/2", "2-0",
                                                      "0-2", "1-1", "0-0"};
  const std::string* tag = game.tag("Result");
  if (tag == nullptr) return "*";
  const std::string value = canonical_result(*tag);
  const bool terminator =
      std::find(std::begin(kTerminators), std::end(kTerminators), value) != std::end(kTerminators);
  return terminator ? value : "*";
}

std::vector<const Tag*> ordered_tags(const Game& game) {
  std::vector<const Tag*> ordered;
  ordered.reserve(game.tags.size());
  for_each_ordered_tag(game, [&](const Tag& tag) { ordered.push_back(&tag); });
  return ordered;
}

std::string canonical_fen(const Game& game, std::string_view fen) {
  const int type = game_type(game);
  if (type != 28 && type != 24) return std::string(fen);
  // Only numeric FENs: an algebraic one names squares in another convention, kept as written.
  if (fen.find_first_of("acdefghACDEFGH") != std::string_view::npos) return std::string(fen);
  const rules::FenResult parsed = rules::parse_fen(fen);
  if (!parsed.ok() || !parsed.side_known) return std::string(fen);
  return rules::to_fen(parsed.position);
}

void write_game(const Game& game, std::string& out) {
  for_each_ordered_tag(game, [&](const Tag& tag) {
    out += '[';
    out += tag.name;
    out += ' ';
    if (tag.name == "FEN") {
      write_tag_value(out, canonical_fen(game, tag.value));
    } else {
      write_tag_value(out, tag.value);
    }
    out += "]\n";
  });
  if (!game.tags.empty()) out += '\n';

  int first_ply = second_player_starts(game) ? 1 : 0;
  if (!game.moves.nodes.empty() && game.moves.nodes.front().number) {
    const MoveNumber& number = *game.moves.nodes.front().number;
    first_ply = std::max(0, number.number - 1) * 2 + (number.second_player ? 1 : 0);
  }
  MovetextWriter movetext(out);
  movetext.line(game.moves, first_ply);
  movetext.token(written_terminator(game));
  movetext.end();
  out += '\n';
}

std::string write_game(const Game& game) {
  // Room for the usual game at once (about 11 bytes per move, 30 per tag) spares the string
  // growing several times per game.
  std::string out;
  out.reserve(64 + 40 * game.tags.size() + 16 * game.moves.nodes.size());
  write_game(game, out);
  return out;
}

std::string write_movetext(const Line& line, int first_ply) {
  std::string out;
  MovetextWriter movetext(out);
  movetext.line(line, first_ply);
  movetext.end();
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

}  // namespace damas::pdn
