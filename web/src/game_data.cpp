#include "game_data.hpp"

#include <fmt/core.h>

#include "damas/diagram/svg_board.hpp"
#include "damas/support/json_writer.hpp"
#include "move_list.hpp"

namespace damas::web {

namespace {

namespace family = rules::family;

std::string board_text(const family::Position& position, int squares) {
  std::string text;
  for (int sq = 0; sq < squares; ++sq) {
    switch (position.squares[static_cast<std::size_t>(sq)]) {
      case family::Piece::white_man:
        text += 'w';
        break;
      case family::Piece::white_king:
        text += 'W';
        break;
      case family::Piece::black_man:
        text += 'b';
        break;
      case family::Piece::black_king:
        text += 'B';
        break;
      case family::Piece::none:
        text += '.';
        break;
    }
  }
  return text;
}

// Squares by number (index + 1).
void write_squares(support::JsonWriter& json, const std::vector<std::int8_t>& squares) {
  json.begin_array();
  for (const std::int8_t sq : squares) json.number(sq + 1);
  json.end_array();
}

void write_move(support::JsonWriter& json, const diagram::LastMove& move) {
  json.key("move").begin_object();
  json.key("from").number(move.from + 1);
  json.key("to").number(move.to + 1);
  json.key("landings");
  write_squares(json, move.landings);
  json.key("captured");
  write_squares(json, move.captured);
  json.end_object();
}

void write_geometry(support::JsonWriter& json, const diagram::DiagramLayout& layout) {
  json.begin_object();
  json.key("centres").begin_array();
  for (const bool flipped : {false, true}) {
    json.begin_array();
    // By square index of the layout's board: number - 1.
    for (int sq = 0; sq < layout.grid.square_count(); ++sq) {
      const diagram::Point c = layout.centre(sq, flipped);
      json.begin_array()
          .raw_number(fmt::format("{:.2f}", c.x))
          .raw_number(fmt::format("{:.2f}", c.y))
          .end_array();
    }
    json.end_array();
  }
  json.end_array();
  json.key("flip").string(diagram::svg_flip_transform(layout));
  json.end_object();
}

}  // namespace

std::string game_data_json(const GameView& view, const diagram::DiagramLayout& layout,
                           const diagram::Theme& theme, bool own_geometry) {
  support::JsonWriter json;
  json.begin_object();
  json.key("number").number(static_cast<std::int64_t>(view.number));
  json.key("nodes").begin_array();
  const int squares = layout.grid.square_count();
  for (std::size_t i = 0; i < view.nodes.size(); ++i) {
    const ViewNode& node = view.nodes[i];
    const bool white = node.position.side_to_move == family::Side::white;
    json.begin_object();
    json.key("parent").number(node.parent);
    json.key("ply").number(node.ply);
    json.key("line").string(node.line);
    json.key("board").string(board_text(node.position, squares));
    json.key("side").string(white ? "w" : "b");
    json.key("status").string(fmt::format("{} - {} to move", node_label(view, static_cast<int>(i)),
                                          white ? "White" : "Black"));
    if (node.move) {
      write_move(json, *node.move);
      json.key("marks").string(diagram::svg_move_marks(layout, theme, *node.move));
    }
    if (node.eval) json.key("eval").raw_number(fmt::format("{}", *node.eval));
    json.end_object();
  }
  json.end_array();
  json.key("lines").begin_object();
  for (const ViewLine& line : view.lines) {
    json.key(line.path).begin_array();
    for (const int node : line.nodes) json.number(node);
    json.end_array();
  }
  json.end_object();
  if (own_geometry) {
    json.key("geometry");
    write_geometry(json, layout);
  }
  json.end_object();
  return script_safe(json.take());
}

std::string board_geometry_json(const diagram::DiagramLayout& layout) {
  support::JsonWriter json;
  write_geometry(json, layout);
  return json.take();
}

std::string script_safe(std::string json) {
  std::string out;
  out.reserve(json.size());
  for (const char c : json) {
    if (c == '<') {
      out += "\\u003c";
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace damas::web
