#include "writable.hpp"

#include <algorithm>
#include <cstdint>
#include <tao/pegtl.hpp>
#include <variant>

#include "damas/pdn/comment.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/support/quoted.hpp"
#include "grammar.hpp"
#include "tag_line.hpp"

namespace damas::pdn::detail {

namespace {

namespace pegtl = tao::pegtl;
namespace g = grammar;

// Whether the whole of `text` matches `Rule` of the reader's grammar (liberal dialect).
template <typename Rule>
bool reads_as(std::string_view text) {
  pegtl::memory_input in(text.data(), text.size(), "");
  return pegtl::parse<pegtl::seq<Rule, pegtl::eof>>(in);
}

bool holds_any(std::string_view text, std::string_view characters) {
  return text.find_first_of(characters) != std::string_view::npos;
}

std::string too_long(std::size_t limit) {
  return "longer than the " + std::to_string(limit) + " bytes the PDN reader reads";
}

// A text that is read back within the given delimiters: CR LF line ends become LF there (they
// are the file's layout), so they cannot be part of it, nor can a line that begins a tag
// section, where the reader ends a text never closed (grammar::open_text).
std::optional<Flaw> text_flaw(const char* member, std::string_view text) {
  if (text.size() > kMaxTextBytes) return Flaw{member, too_long(kMaxTextBytes)};
  if (text.find("\r\n") != std::string_view::npos) {
    return Flaw{member, "holds a CR LF line end, which the PDN reader reads as LF"};
  }
  if (stop_before_tag_line(text, text.size(), true) != text.size()) {
    return Flaw{member,
                "holds a line that begins a tag section ([Name \"value\"] at a line "
                "start), where the PDN reader ends it"};
  }
  return std::nullopt;
}

// The last ply reached by `line` (whose first move is ply `first`) or by its variations.
std::int64_t last_ply(const Line& line, std::int64_t first) {
  std::int64_t last = first + static_cast<std::int64_t>(line.nodes.size()) - 1;
  for (std::size_t i = 0; i < line.nodes.size(); ++i) {
    for (const Line& variation : line.nodes[i].variations) {
      last = std::max(last, last_ply(variation, first + static_cast<std::int64_t>(i)));
    }
  }
  return last;
}

}  // namespace

std::optional<Flaw> tag_flaw(const Tag& tag) {
  if (tag.name.empty()) return Flaw{"name", "empty"};
  if (tag.name.size() > kMaxTokenBytes) return Flaw{"name", too_long(kMaxTokenBytes)};
  if (holds_any(tag.name, std::string_view(" \t\n\r\f\v\"[]", 9))) {
    return Flaw{"name", support::quoted(tag.name) + " holds a blank, a quote or a bracket"};
  }
  if (holds_any(tag.value, "\n\r")) return Flaw{"value", "holds a line end"};
  // The reader's bound applies to the value as written, with '"' and '\' escaped.
  const auto escapes = std::count_if(tag.value.begin(), tag.value.end(),
                                     [](char c) { return c == '"' || c == '\\'; });
  if (tag.value.size() + static_cast<std::size_t>(escapes) > kMaxTextBytes) {
    return Flaw{"value", too_long(kMaxTextBytes) + " (escapes included)"};
  }
  return std::nullopt;
}

std::optional<Flaw> remark_flaw(const Remark& remark) {
  if (const auto* comment = std::get_if<Comment>(&remark)) {
    if (auto flaw = text_flaw("comment", comment->text)) return flaw;
    if (comment->commands != parse_commands(comment->text)) {
      return Flaw{"commands", "not the [%name value] commands of the comment's text"};
    }
    return std::nullopt;
  }
  if (const auto* escape = std::get_if<EscapeLine>(&remark)) {
    // It ends at the line end.
    if (escape->text.size() > kMaxTextBytes) return Flaw{"escape", too_long(kMaxTextBytes)};
    if (holds_any(escape->text, "\n\r")) return Flaw{"escape", "holds a line end"};
    return std::nullopt;
  }
  const Setup& setup = std::get<Setup>(remark);
  if (setup.text.find('/') != std::string::npos) {
    return Flaw{"setup", support::quoted(setup.text) + " holds '/', which ends a setup"};
  }
  return text_flaw("setup", setup.text);
}

namespace {

// A move the main line reads although it cannot be read as one ("15-2A", see grammar.hpp's
// unreadable_move): written as it is, it reads back so where nothing else the main line reads
// is taken first; it has no squares and no strength.
bool unreadable_move(const Node& node) {
  using Alone = pegtl::seq<pegtl::not_at<g::liberal::terminator>,
                           pegtl::not_at<g::liberal::element<false>>, g::liberal::unreadable_move>;
  return node.move.squares.empty() && node.move.separator == Separator::none &&
         node.strength.empty() && reads_as<Alone>(node.move.text);
}

}  // namespace

std::optional<Flaw> node_flaw(const Node& node, bool main_line) {
  const Move& move = node.move;
  if (move.text.size() > kMaxTokenBytes) return Flaw{"move", too_long(kMaxTokenBytes)};
  if (main_line && unreadable_move(node)) return std::nullopt;
  if (!reads_as<g::liberal::move_text>(move.text)) {
    return Flaw{"move", support::quoted(move.text) + " is not a move"};
  }
  Squares squares;
  const Separator separator = split_move(move.text, squares);
  if (squares != move.squares) {
    return Flaw{"squares", "not the squares of the move " + support::quoted(move.text)};
  }
  if (separator != move.separator) {
    return Flaw{"separator", "not the separator of the move " + support::quoted(move.text)};
  }
  // `*` as a strength is read as NAG $7: it is never one in a game.
  if (!node.strength.empty() &&
      !reads_as<pegtl::sor<g::strength_marks, g::paren_strength>>(node.strength)) {
    return Flaw{"strength", support::quoted(node.strength) +
                                " is not a strength ('!' and '?' marks, or them in parentheses)"};
  }
  return std::nullopt;
}

std::optional<Flaw> result_flaw(const Result& result) {
  if (!reads_as<pegtl::sor<g::liberal::result, g::asterisk>>(result.text)) {
    return Flaw{"text", support::quoted(result.text) +
                            " is not a game terminator (1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0, "
                            "1:0, 0:1, 1/2:1/2 or *)"};
  }
  return std::nullopt;
}

std::optional<Flaw> numbering_flaw(const Game& game) {
  const std::vector<Node>& nodes = game.moves.nodes;
  if (nodes.empty() || !nodes.front().number) return std::nullopt;
  // The writer counts plies from the first move's number (writer.cpp, write_game).
  const MoveNumber& number = *nodes.front().number;
  const std::int64_t first =
      std::max<std::int64_t>(0, number.number - 1) * 2 + (number.second_player ? 1 : 0);
  if (last_ply(game.moves, first) / 2 + 1 > kMaxWrittenNumber) {
    return Flaw{"moves.nodes[0].number", "the move numbers counted on from it pass " +
                                             std::to_string(kMaxWrittenNumber) +
                                             ", more digits than the PDN reader reads"};
  }
  return std::nullopt;
}

}  // namespace damas::pdn::detail
