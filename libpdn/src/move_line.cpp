#include "damas/pdn/move_line.hpp"

#include "damas/pdn/move.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::pdn {

std::vector<std::string> line_texts(rules::Position pos, const std::vector<rules::Move>& line) {
  std::vector<std::string> texts;
  rules::MoveList legal;
  for (const rules::Move& m : line) {
    rules::generate_moves(pos, legal);
    texts.push_back(rules::move_text(m, legal));
    pos = pos.after(m);
  }
  return texts;
}

Line pdn_line(const rules::Position& pos, const std::vector<rules::Move>& line) {
  Line out;
  for (const std::string& text : line_texts(pos, line)) {
    Node node;
    node.move.text = text;
    node.move.separator = split_move(text, node.move.squares);
    out.nodes.push_back(std::move(node));
  }
  return out;
}

}  // namespace damas::pdn
