#include "move_line.hpp"

#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::cli {

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

pdn::Line pdn_line(const rules::Position& pos, const std::vector<rules::Move>& line) {
  pdn::Line out;
  for (const std::string& text : line_texts(pos, line)) {
    pdn::Node node;
    node.move.text = text;
    node.move.separator = pdn::split_move(text, node.move.squares);
    out.nodes.push_back(std::move(node));
  }
  return out;
}

}  // namespace damas::cli
