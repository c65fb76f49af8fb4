#include "damas/pdn/pdn30_form.hpp"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <tuple>
#include <utility>
#include <variant>

#include "damas/pdn/writer.hpp"
#include "damas/support/quoted.hpp"
#include "tag_line.hpp"

namespace damas::pdn {

namespace {

bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_name_char(char c) {
  return is_upper(c) || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// PDN 3.0's IDENTIFIER: [A-Z][a-zA-Z0-9_]*.
bool is_pdn_name(std::string_view name) {
  return !name.empty() && is_upper(name.front()) &&
         std::all_of(name.begin() + 1, name.end(), is_name_char);
}

bool is_alpha_square(const Square& square) {
  const std::string_view name = square.name();
  return name.size() == 2 && name[0] >= 'a' && name[0] <= 'h' && name[1] >= '1' && name[1] <= '8';
}

// Whether the move, as write_move_notation writes it, is a PDN 3.0 move: numeric squares
// (1 to 99) or algebraic ones, '-' between two of them, 'x' between any number, no separator
// between two algebraic squares. An unknown move ("-") and short notation ("gf4", whose first
// square is a file alone) are not.
bool is_pdn30_move(const Move& move) {
  const Squares& squares = move.squares;
  if (squares.size() < 2) return false;
  const bool numeric = squares.front().is_numeric();
  const bool same_kind = std::all_of(squares.begin(), squares.end(), [&](const Square& s) {
    return numeric ? s.is_numeric() && s.number <= 99 : is_alpha_square(s);
  });
  if (!same_kind) return false;
  switch (move.separator) {
    case Separator::dash: return squares.size() == 2;
    case Separator::none: return !numeric && squares.size() == 2;
    case Separator::cross:
    case Separator::colon: return true;
  }
  return false;
}

// A strength as the readers read one: '!' and '?' marks, or them in parentheses; or none.
bool is_strength(std::string_view strength) {
  if (strength.size() > 2 && strength.front() == '(' && strength.back() == ')') {
    strength = strength.substr(1, strength.size() - 2);
  }
  return strength.find_first_not_of("!?") == std::string_view::npos;
}

// Whether `text` holds a line that begins a tag section, before which the reader ends a comment
// or setup.
bool holds_tag_line(const std::string& text) {
  return detail::stop_before_tag_line(text, text.size(), true) != text.size();
}

// Why a remark cannot be written as it is (the reader would end it early), or nullptr. Only a
// game made by a program holds an escape line with a line end, a comment or setup with a tag
// line, or a setup with '/': the reader ends them there.
const char* unwritable_remark(const Remark& remark) {
  if (const auto* comment = std::get_if<Comment>(&remark)) {
    if (comment->text.find('}') != std::string::npos) {
      return "holds '}', which ends a PDN 3.0 comment";
    }
    if (holds_tag_line(comment->text)) {
      return "holds a line that begins a tag section, before which a comment ends";
    }
  } else if (const auto* escape = std::get_if<EscapeLine>(&remark)) {
    if (escape->text.find_first_of("\r\n") != std::string::npos) {
      return "holds a line end, which ends an escape line";
    }
  } else {
    const std::string& setup = std::get<Setup>(remark).text;
    if (setup.find('/') != std::string::npos) return "holds '/', which ends a setup";
    if (holds_tag_line(setup)) {
      return "holds a line that begins a tag section, before which a setup ends";
    }
  }
  return nullptr;
}

// What a FormChange calls a remark.
const char* remark_kind(const Remark& remark) {
  if (std::holds_alternative<Comment>(remark)) return "comment";
  if (std::holds_alternative<EscapeLine>(remark)) return "escape line";
  return "setup";
}

bool is_writable(const Remark& remark) { return unwritable_remark(remark) == nullptr; }

bool remarks_hold_pdn30(const LazyVector<Remark>& remarks) {
  return std::all_of(remarks.begin(), remarks.end(), is_writable);
}

bool line_holds_pdn30(const Line& line) {
  for (const Node& node : line.nodes) {
    if (!is_pdn30_move(node.move) || !is_strength(node.strength) ||
        !remarks_hold_pdn30(node.before) || !remarks_hold_pdn30(node.after)) {
      return false;
    }
    for (const Line& variation : node.variations) {
      if ((variation.nodes.empty() && variation.trailing.empty()) || !line_holds_pdn30(variation)) {
        return false;
      }
    }
  }
  return std::all_of(line.trailing.begin(), line.trailing.end(), is_writable);
}

// The lines of `text`: a CR ends one too (an escape line ends there).
std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find_first_of("\r\n", start);
    lines.push_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return lines;
    start = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
  }
}

void append_escape_lines(std::vector<Remark>& out, std::string_view text,
                         const SourcePosition& position) {
  for (const std::string_view line : lines_of(text)) {
    out.push_back(EscapeLine{std::string(line), position});
  }
}

class FormRewriter {
 public:
  std::vector<FormChange> changes;

  void tags(Game& game) {
    std::vector<Remark> kept;  // the tags of bad names as read, in escape lines
    std::vector<Tag> tags;
    for (const Tag& tag : game.tags) {
      if (is_pdn_name(tag.name)) {
        tags.push_back(tag);
        continue;
      }
      std::string line;
      append_tag(line, tag.name, tag.value);
      append_escape_lines(kept, line, tag.position);  // a value read from JSON may hold lines
      std::string name = tag.name;
      if (!name.empty() && name.front() >= 'a' && name.front() <= 'z') name.front() ^= 0x20;
      const bool renamed = is_pdn_name(name) && game.tag(name) == nullptr &&
                           std::none_of(tags.begin(), tags.end(),
                                        [&](const Tag& t) { return t.name == name; });
      changes.push_back(
          {tag.position,
           "tag name " + support::quoted(tag.name) +
               " is not a PDN 3.0 name (a capital letter, then letters, digits or '_'): " +
               (renamed ? "written as " + name + ", and as read in an escape line"
                        : "written as read in an escape line")});
      if (renamed) tags.push_back({std::move(name), tag.value, tag.position});
    }
    game.tags = std::move(tags);
    if (kept.empty()) return;
    // At the start of the movetext, where the strict reader reads them back (it reads escape
    // lines among the tags too, but hands them on with the movetext's first remarks).
    if (game.moves.nodes.empty()) {
      kept.insert(kept.end(), std::make_move_iterator(game.moves.trailing.begin()),
                  std::make_move_iterator(game.moves.trailing.end()));
      game.moves.trailing = std::move(kept);
    } else {
      LazyVector<Remark>& before = game.moves.nodes.front().before;
      kept.insert(kept.end(), std::make_move_iterator(before.begin()),
                  std::make_move_iterator(before.end()));
      before = std::move(kept);
    }
  }

  // `first_ply`: the ply before the line's first move (as the writer counts).
  void line(Line& line, int first_ply) {
    for (std::size_t i = 0; i < line.nodes.size(); ++i) {
      Node& node = line.nodes[i];
      const int ply = first_ply + static_cast<int>(i);
      if (!is_pdn30_move(node.move)) {
        cut(line, i, ply);
        return;
      }
      if (!is_strength(node.strength)) strength_as_comment(node);
      remarks(node.before);
      remarks(node.after);
      for (Line& variation : node.variations) {
        if (variation.nodes.empty() && variation.trailing.empty()) {
          changes.push_back({node.position,
                             "an empty variation '()' after the move " +
                                 support::quoted(node.move.text) +
                                 " is written with an empty comment in it: a PDN 3.0 variation "
                                 "holds something"});
          variation.trailing.push_back(Comment{});
        }
        this->line(variation, ply);
      }
    }
    std::vector<Remark> trailing = std::move(line.trailing);
    line.trailing = remarks(std::move(trailing));
  }

 private:
  // The move of node `at` cannot be written: the line from there on goes into remarks.
  void cut(Line& line, std::size_t at, int ply) {
    const Node& node = line.nodes[at];
    changes.push_back({node.position, "move " + support::quoted(node.move.text) +
                                          " is not a PDN 3.0 move: it and the rest of its line "
                                          "are kept as written in a comment"});
    cut_line(line, at, ply, "");
  }

  // A strength that is none (one set by a program: "!\n[Event ...]" would start a game) goes
  // into a comment right after its move.
  void strength_as_comment(Node& node) {
    changes.push_back({node.position, "strength " + support::quoted(node.strength) +
                                          " of the move " + support::quoted(node.move.text) +
                                          " is not '!' and '?' marks, or them in parentheses: "
                                          "kept in a comment after the move"});
    std::vector<Command> commands = parse_commands(node.strength);
    std::vector<Remark> after{
        Comment{std::move(node.strength), std::move(commands), node.position}};
    node.strength.clear();
    after.insert(after.end(), node.after.begin(), node.after.end());
    node.after = std::move(after);
  }

  void remarks(LazyVector<Remark>& list) {
    if (remarks_hold_pdn30(list)) return;
    list = remarks(std::vector<Remark>(list.begin(), list.end()));
  }

  std::vector<Remark> remarks(std::vector<Remark>&& list) {
    std::vector<Remark> out;
    for (Remark& remark : list) {
      const char* why = unwritable_remark(remark);
      if (why == nullptr) {
        out.push_back(std::move(remark));
        continue;
      }
      // Every kind of remark has its text and position.
      const auto& [text, position] =
          std::visit([](const auto& r) { return std::tie(r.text, r.position); }, remark);
      changes.push_back({position, std::string(remark_kind(remark)) + " " + support::quoted(text) +
                                       " " + why + ": written as escape lines"});
      append_escape_lines(out, text, position);
    }
    return out;
  }
};

}  // namespace

bool holds_pdn30_form(const Game& game) {
  return std::all_of(game.tags.begin(), game.tags.end(),
                     [](const Tag& tag) { return is_pdn_name(tag.name); }) &&
         line_holds_pdn30(game.moves) &&
         !(game.tags.empty() && game.moves.nodes.empty() && game.moves.trailing.empty());
}

std::vector<FormChange> to_pdn30_form(Game& game) {
  if (holds_pdn30_form(game)) return {};
  FormRewriter rewriter;
  // The moves first: a tag kept in an escape line goes before them, not into a line cut.
  rewriter.line(game.moves, first_written_ply(game));
  rewriter.tags(game);
  if (game.tags.empty() && game.moves.nodes.empty() && game.moves.trailing.empty()) {
    rewriter.changes.push_back({game.position,
                                "a game with neither tags nor moves is written with an empty "
                                "comment: a PDN 3.0 game holds something"});
    game.moves.trailing.push_back(Comment{});
  }
  std::stable_sort(rewriter.changes.begin(), rewriter.changes.end(),
                   [](const FormChange& a, const FormChange& b) {
                     return a.position.byte < b.position.byte;
                   });
  return std::move(rewriter.changes);
}

void cut_line(Line& line, std::size_t at, int first_ply, std::string_view preamble) {
  Line rest;
  rest.nodes.assign(std::make_move_iterator(line.nodes.begin() + static_cast<std::ptrdiff_t>(at)),
                    std::make_move_iterator(line.nodes.end()));
  rest.trailing = std::move(line.trailing);
  line.nodes.resize(at);
  line.trailing.clear();
  std::vector<Remark> remarks = line_as_remarks(rest, first_ply, preamble);
  // Where the reader puts remarks written after the last move: with its annotations, unless
  // variations come between.
  if (at > 0 && line.nodes.back().variations.empty()) {
    for (Remark& remark : remarks) line.nodes.back().after.push_back(std::move(remark));
  } else {
    line.trailing = std::move(remarks);
  }
}

std::vector<Remark> line_as_remarks(const Line& rest, int first_ply, std::string_view preamble) {
  const std::string text = write_movetext(rest, first_ply);
  std::vector<Remark> remarks;
  if (text.find('}') == std::string::npos) {
    std::string whole = preamble.empty() || text.empty() ? std::string(preamble)
                                                         : std::string(preamble) + ' ';
    whole += text;
    std::vector<Command> commands = parse_commands(whole);  // the cut moves' [%clk ...]
    remarks.push_back(Comment{std::move(whole), std::move(commands), {}});
    return remarks;
  }
  if (!preamble.empty()) {
    remarks.push_back(Comment{std::string(preamble), parse_commands(preamble), {}});
  }
  append_escape_lines(remarks, text, {});
  return remarks;
}

}  // namespace damas::pdn
