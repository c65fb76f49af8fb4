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

}  // namespace damas::cli
