#include "damas/pdn/json.hpp"

#include <cstring>
#include <span>
#include <string>
#include <variant>


namespace damas::pdn {

namespace {

using support::JsonWriter;

std::string_view separator_name(Separator separator) {
  switch (separator) {
    case Separator::dash: return "-";
    case Separator::cross: return "x";
    case Separator::colon: return ":";
    case Separator::none: break;
  }
  return "";
}

// --- Writing whole values at once: the usual node and tag (see JsonWriter::begin_raw_value)

template <std::size_t N>
char* put(char* at, const char (&literal)[N]) {
  std::memcpy(at, literal, N - 1);  // without the terminating zero
  return at + N - 1;
}

[[gnu::always_inline]] inline char* put(char* at, std::string_view text) {
  JsonWriter::copy_short(at, text.data(), text.size());
  return at + text.size();
}

[[gnu::always_inline]] inline char* put_number(char* at, std::int64_t value) {
  return JsonWriter::write_number(at, value);
}

// `"at":[line,column,byte]`
constexpr std::size_t kPositionRoom = 8 + 3 * (JsonWriter::kMaxDigits + 1);
char* put_position(char* at, const SourcePosition& position) {
  at = put(at, R"("at":[)");
  at = put_number(at, static_cast<std::int64_t>(position.line));
  *at++ = ',';
  at = put_number(at, static_cast<std::int64_t>(position.column));
  *at++ = ',';
  at = put_number(at, static_cast<std::int64_t>(position.byte));
  *at++ = ']';
  return at;
}

// A node with nothing attached (no remarks, NAGs, strength or variations), numeric squares and
// a move text that needs no escape: nearly every node. False, writing nothing, for another one.
bool write_plain_node(JsonWriter& out, const Node& node) {
  constexpr std::size_t kFixedRoom = 200 + kPositionRoom;  // keys, brackets, number, separator
  constexpr std::size_t kMaxSquares = 16;
  const Move& move = node.move;
  if (!node.before.empty() || !node.strength.empty() || !node.nags.empty() || !node.after.empty() ||
      !node.variations.empty() || move.squares.size() > kMaxSquares ||
      !JsonWriter::is_plain(move.text)) {
    return false;
  }
  for (const Square& square : move.squares) {
    if (!square.is_numeric()) return false;
  }
  char* at = out.begin_raw_value(kFixedRoom + move.text.size() +
                                 move.squares.size() * (JsonWriter::kMaxDigits + 1));
  at = put(at, R"({"before":[],)");
  if (node.number) {
    at = put(at, R"("number":)");
    at = put_number(at, node.number->number);
    at =
        node.number->second_player ? put(at, R"(,"second":true,)") : put(at, R"(,"second":false,)");
  }
  at = put(at, R"("move":")");
  at = put(at, move.text);
  at = put(at, R"(","squares":[)");
  for (std::size_t i = 0; i < move.squares.size(); ++i) {
    if (i > 0) *at++ = ',';
    at = put_number(at, move.squares[i].number);
  }
  at = put(at, R"(],"separator":")");
  at = put(at, separator_name(move.separator));
  at = put(at, R"(",)");
  at = put_position(at, node.position);
  at = put(at, R"(,"strength":"","nags":[],"after":[],"variations":[]})");
  out.end_raw_value(at);
  return true;
}

// A tag whose name and value need no escape (nearly all); false, writing nothing, otherwise.
bool write_plain_tag(JsonWriter& out, const Tag& tag) {
  constexpr std::size_t kFixedRoom = 32 + kPositionRoom;
  if (!JsonWriter::is_plain(tag.name) || !JsonWriter::is_plain(tag.value)) return false;
  char* at = out.begin_raw_value(kFixedRoom + tag.name.size() + tag.value.size());
  at = put(at, R"({"name":")");
  at = put(at, tag.name);
  at = put(at, R"(","value":")");
  at = put(at, tag.value);
  at = put(at, R"(",)");
  at = put_position(at, tag.position);
  *at++ = '}';
  out.end_raw_value(at);
  return true;
}

// --- Writing through JsonWriter's general calls

void write_position(JsonWriter& out, const SourcePosition& position) {
  out.key("at").number_array({static_cast<std::int64_t>(position.line),
                              static_cast<std::int64_t>(position.column),
                              static_cast<std::int64_t>(position.byte)});
}

void write_remark(JsonWriter& out, const Remark& remark) {
  out.begin_object();
  if (const auto* comment = std::get_if<Comment>(&remark)) {
    out.key("comment").string(comment->text);
    out.key("commands").begin_array();
    for (const Command& command : comment->commands) {
      out.begin_object();
      out.key("name").string(command.name);
      out.key("value").string(command.value);
      out.end_object();
    }
    out.end_array();
    write_position(out, comment->position);
  } else if (const auto* escape = std::get_if<EscapeLine>(&remark)) {
    out.key("escape").string(escape->text);
    write_position(out, escape->position);
  } else {
    const Setup& setup = std::get<Setup>(remark);
    out.key("setup").string(setup.text);
    write_position(out, setup.position);
  }
  out.end_object();
}

// The value of a list of remarks (nearly always empty: then no scope to open).
void write_remarks(JsonWriter& out, std::span<const Remark> remarks) {
  if (remarks.empty()) {
    out.empty_array();
    return;
  }
  out.begin_array();
  for (const Remark& remark : remarks) write_remark(out, remark);
  out.end_array();
}

// The squares of a move: one array of numbers when they all are (nearly always).
void write_squares(JsonWriter& out, const Move& move) {
  constexpr std::size_t kUsualSquares = 16;
  std::int64_t numbers[kUsualSquares];
  std::size_t count = 0;
  for (const Square& square : move.squares) {
    if (!square.is_numeric() || count == kUsualSquares) break;
    numbers[count++] = square.number;
  }
  if (count == move.squares.size()) {
    out.number_array(std::span<const std::int64_t>(numbers, count));
    return;
  }
  out.begin_array();
  for (const Square& square : move.squares) {
    if (square.is_numeric()) {
      out.number(square.number);
    } else {
      out.string(square.name());
    }
  }
  out.end_array();
}

void write_line(JsonWriter& out, const Line& line);

void write_node(JsonWriter& out, const Node& node) {
  if (write_plain_node(out, node)) return;
  out.begin_object();
  out.key("before");
  write_remarks(out, node.before);
  if (node.number) {
    out.key("number").number(node.number->number);
    out.key("second").boolean(node.number->second_player);
  }
  out.key("move").string(node.move.text);
  out.key("squares");
  write_squares(out, node.move);
  out.key("separator").string(separator_name(node.move.separator));
  write_position(out, node.position);
  out.key("strength").string(node.strength);
  out.key("nags");
  if (node.nags.empty()) {
    out.empty_array();
  } else {
    out.begin_array();
    for (const Nag& nag : node.nags) {
      out.begin_object();
      out.key("nag").number(nag.value);
      write_position(out, nag.position);
      out.end_object();
    }
    out.end_array();
  }
  out.key("after");
  write_remarks(out, node.after);
  out.key("variations");
  if (node.variations.empty()) {
    out.empty_array();
  } else {
    out.begin_array();
    for (const Line& variation : node.variations) write_line(out, variation);
    out.end_array();
  }
  out.end_object();
}

void write_line(JsonWriter& out, const Line& line) {
  out.begin_object();
  out.key("nodes").begin_array();
  for (const Node& node : line.nodes) write_node(out, node);
  out.end_array();
  out.key("trailing");
  write_remarks(out, line.trailing);
  out.end_object();
}

}  // namespace

void write_json(const Game& game, JsonWriter& out) {
  out.begin_object();
  out.key("game").number(static_cast<std::int64_t>(game.number));
  write_position(out, game.position);
  out.key("tags").begin_array();
  for (const Tag& tag : game.tags) {
    if (write_plain_tag(out, tag)) continue;
    out.begin_object();
    out.key("name").string(tag.name);
    out.key("value").string(tag.value);
    write_position(out, tag.position);
    out.end_object();
  }
  out.end_array();
  out.key("moves");
  write_line(out, game.moves);
  if (game.result) {
    out.key("result").begin_object();
    out.key("text").string(game.result->text);
    write_position(out, game.result->position);
    out.end_object();
  }
  out.end_object();
}

std::string to_json(const Game& game) {
  // One writer per thread, whose buffer keeps its size from game to game: growing a new one
  // for every game (JSON is five times the PDN) took a third of `pdn convert --to json`.
  thread_local JsonWriter out;
  out.clear();
  write_json(game, out);
  return out.take();  // with room for the line end callers add
}

}  // namespace damas::pdn
