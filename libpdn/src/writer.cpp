#include "damas/pdn/writer.hpp"

#include <algorithm>
#include <charconv>
#include <iterator>
#include <variant>

#include "damas/rules/fen.hpp"

namespace damas::pdn {

namespace {

constexpr std::size_t kMaxColumns = 80;

// Lays tokens out on lines of at most kMaxColumns, a space between two tokens.
class LineWriter {
 public:
  explicit LineWriter(std::string& out) : out_(out) {}

  void token(std::string_view text) {
    const std::size_t first_line = prefix_.size() + std::min(text.find('\n'), text.size());
    if (column_ > 0) {
      if (column_ + 1 + first_line > kMaxColumns) {
        out_ += '\n';
        column_ = 0;
      } else {
        out_ += ' ';
        ++column_;
      }
    }
    out_ += prefix_;
    column_ += prefix_.size();
    prefix_.clear();
    out_ += text;
    const std::size_t last_newline = text.rfind('\n');
    column_ = last_newline == std::string_view::npos ? column_ + text.size()
                                                     : text.size() - last_newline - 1;
  }
  // Writes `prefix` ("(") glued to the next token, so that both go on the same line.
  void prefix_next(std::string_view prefix) { prefix_ += prefix; }
  // Appends to the previous token (")"), moving to a new line only when it would not fit.
  void append(char c) {
    if (!prefix_.empty()) {  // an empty variation: "()"
      token(std::string(1, c));
      return;
    }
    if (column_ + 1 > kMaxColumns) {
      out_ += '\n';
      column_ = 0;
    }
    out_ += c;
    ++column_;
  }
  // Escape lines must start a line and end it.
  void whole_line(std::string_view text) {
    end_line();
    if (!prefix_.empty()) {  // a variation opening with an escape line
      out_ += prefix_;
      out_ += '\n';
      prefix_.clear();
    }
    out_ += text;
    out_ += '\n';
  }
  void end_line() {
    if (column_ > 0) out_ += '\n';
    column_ = 0;
  }

 private:
  std::string& out_;
  std::size_t column_ = 0;
  std::string prefix_;
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
      const int number = ply / 2 + 1;
      // The number goes on the line of its move.
      if (ply % 2 == 0) {
        lines_.prefix_next(std::to_string(number) + ". ");
      } else if (need_number) {
        lines_.prefix_next(std::to_string(number) + "... ");
      }
      std::string move = move_notation(node.move);
      // "1-1" would read as a result; only a damaged record moves from 1 to 1, but it must
      // still read back as it was.
      if (move == "1-1") move = "1- 1";
      move += node.strength;
      lines_.token(move);
      need_number = false;
      for (const Nag& nag : node.nags) lines_.token('$' + std::to_string(nag.value));
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
  void end() { lines_.end_line(); }

 private:
  void remark(const Remark& remark) {
    if (const auto* comment = std::get_if<Comment>(&remark)) {
      this->comment(comment->text);
    } else if (const auto* escape = std::get_if<EscapeLine>(&remark)) {
      lines_.whole_line('%' + escape->text);
    } else {
      lines_.token('/' + std::get<Setup>(remark).text + '/');
    }
  }

  // A text holding '}' (read from a "(...)" or ";" comment) cannot go between braces: on one
  // line it becomes a ';' comment, which ends the line; otherwise its '}' become ')'.
  void comment(const std::string& text) {
    if (text.find('}') == std::string::npos) {
      lines_.token('{' + text + '}');
    } else if (text.find('\n') == std::string::npos) {
      lines_.token(';' + text);
      lines_.end_line();
    } else {
      std::string braced = text;
      std::replace(braced.begin(), braced.end(), '}', ')');
      lines_.token('{' + braced + '}');
    }
  }

  LineWriter lines_;
};

void write_tag_value(std::string& out, std::string_view value) {
  out += '"';
  for (const char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
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
  for (const std::string_view name : kStandardTags) {
    for (const Tag& tag : game.tags) {
      if (tag.name == name) ordered.push_back(&tag);
    }
  }
  for (const Tag& tag : game.tags) {
    if (std::find(kStandardTags.begin(), kStandardTags.end(), tag.name) == kStandardTags.end()) {
      ordered.push_back(&tag);
    }
  }
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
  for (const Tag* tag : ordered_tags(game)) {
    out += '[';
    out += tag->name;
    out += ' ';
    write_tag_value(out, tag->name == "FEN" ? canonical_fen(game, tag->value) : tag->value);
    out += "]\n";
  }
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
  std::string out;
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
