#include "svg_metadata.hpp"

#include <fmt/core.h>

#include <stdexcept>

namespace damas::diagram {

namespace {

std::string escape_attribute(std::string_view text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      // XML 1.0 forbids control characters even as references; a caption keeps their place.
      default: out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
  }
  return out;
}

std::string_view side_name(const DiagramContent& content) {
  if (!content.side_to_move_known) return "unknown";
  return content.position.side_to_move == rules::family::Side::white ? "white" : "black";
}

void append_pieces(std::string& out, const DiagramContent& content) {
  using rules::family::Piece;
  const rules::family::Board board(content.board);
  for (int sq = 0; sq < board.square_count(); ++sq) {
    const Piece piece = content.position.squares[sq];
    if (piece == Piece::none) continue;
    const bool white = piece == Piece::white_man || piece == Piece::white_king;
    const bool king = piece == Piece::white_king || piece == Piece::black_king;
    out += fmt::format("<damas:piece square=\"{}\" name=\"{}\" colour=\"{}\" kind=\"{}\"/>\n",
                       board.number(sq), board.algebraic(sq), white ? "white" : "black",
                       king ? "king" : "man");
  }
}

}  // namespace

std::string add_piece_metadata(const std::string& svg, std::span<const DiagramContent> diagrams,
                               bool flipped, const std::string& heading) {
  const std::size_t root = svg.find("<svg");
  const std::size_t root_end = root == std::string::npos ? root : svg.find('>', root);
  if (root_end == std::string::npos) throw std::runtime_error("cairo wrote no <svg> element");

  std::string block = "\n<metadata><damas:diagrams xmlns:damas=\"urn:damas-pdn:diagram\"";
  if (!heading.empty()) block += fmt::format(" heading=\"{}\"", escape_attribute(heading));
  block += ">\n";
  int index = 0;
  for (const DiagramContent& content : diagrams) {
    block +=
        fmt::format("<damas:diagram index=\"{}\" fen=\"{}\" side=\"{}\" flipped=\"{}\"", ++index,
                    escape_attribute(content.fen), side_name(content), flipped ? "true" : "false");
    if (!content.caption.empty()) {
      block += fmt::format(" caption=\"{}\"", escape_attribute(content.caption));
    }
    if (!content.note.empty()) {
      block += fmt::format(" note=\"{}\"", escape_attribute(content.note));
    }
    if (content.last_move) {
      block += fmt::format(" last-move=\"{}\"", content.last_move->route);
    }
    block += ">\n";
    append_pieces(block, content);
    block += "</damas:diagram>\n";
  }
  block += "</damas:diagrams></metadata>";
  std::string out = svg;
  out.insert(root_end + 1, block);
  return out;
}

}  // namespace damas::diagram
