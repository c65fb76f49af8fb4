#include "game_data.hpp"

#include <fmt/core.h>

#include "damas/diagram/content.hpp"
#include "damas/diagram/svg_board.hpp"
#include "damas/support/json_writer.hpp"
#include "move_list.hpp"

namespace damas::web {

namespace {

std::string board_text(const rules::Position& position) {
  std::string text;
  for (rules::Square sq = 0; sq < rules::kSquareCount; ++sq) {
    switch (position.piece_at(sq)) {
      case rules::Piece::white_man:
        text += 'w';
        break;
      case rules::Piece::white_king:
        text += 'W';
        break;
      case rules::Piece::black_man:
        text += 'b';
        break;
      case rules::Piece::black_king:
        text += 'B';
        break;
      case rules::Piece::none:
        text += '.';
        break;
    }
  }
  return text;
}

void write_move(support::JsonWriter& json, const rules::Move& move) {
  json.key("move").begin_object();
  json.key("from").number(rules::square_number(move.from));
  json.key("to").number(rules::square_number(move.to));
  json.key("landings").begin_array();
  for (const std::int8_t sq : move.landings()) json.number(rules::square_number(sq));
  json.end_array();
  json.key("captured").begin_array();
  for (rules::Bitboard b = move.captured; b != 0;)
    json.number(rules::square_number(rules::pop_lowest(b)));
  json.end_array();
  json.end_object();
}

}  // namespace

std::string game_data_json(const GameView& view, const diagram::DiagramLayout& layout,
                           const diagram::Theme& theme) {
  support::JsonWriter json;
  json.begin_object();
  json.key("number").number(static_cast<std::int64_t>(view.number));
  json.key("nodes").begin_array();
  for (std::size_t i = 0; i < view.nodes.size(); ++i) {
    const ViewNode& node = view.nodes[i];
    const bool white = node.position.side_to_move() == rules::Color::white;
    json.begin_object();
    json.key("parent").number(node.parent);
    json.key("ply").number(node.ply);
    json.key("line").string(node.line);
    json.key("board").string(board_text(node.position));
    json.key("side").string(white ? "w" : "b");
    json.key("status").string(fmt::format("{} - {} to move", node_label(view, static_cast<int>(i)),
                                          white ? "White" : "Black"));
    if (node.move) {
      write_move(json, *node.move);
      json.key("marks").string(
          diagram::svg_move_marks(layout, theme, diagram::iberian_move(*node.move)));
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
  json.end_object();
  return script_safe(json.take());
}

std::string board_geometry_json(const diagram::DiagramLayout& layout) {
  support::JsonWriter json;
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
