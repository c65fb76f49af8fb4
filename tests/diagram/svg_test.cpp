// The SVG is well-formed XML and its metadata lists exactly the pieces of the position.
#include <gtest/gtest.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "damas/diagram/render.hpp"
#include "test_positions.hpp"

namespace damas::diagram {
namespace {

using testing::kFens;
using testing::content_of;
using testing::style_of;

// (number, colour, kind) for each piece, keyed by square number.
using Pieces = std::map<int, std::pair<std::string, std::string>>;

std::string attribute(xmlNode* node, const char* name) {
  xmlChar* value = xmlGetProp(node, reinterpret_cast<const xmlChar*>(name));
  std::string text = value != nullptr ? reinterpret_cast<const char*>(value) : "";
  xmlFree(value);
  return text;
}

bool named(xmlNode* node, std::string_view name) {
  return node->type == XML_ELEMENT_NODE && reinterpret_cast<const char*>(node->name) == name;
}

void collect(xmlNode* node, std::vector<Pieces>& diagrams) {
  for (; node != nullptr; node = node->next) {
    if (named(node, "diagram")) diagrams.emplace_back();
    if (named(node, "piece")) {
      EXPECT_FALSE(diagrams.empty());
      const int square = std::stoi(attribute(node, "square"));
      EXPECT_EQ(diagrams.back().count(square), 0U) << "square listed twice: " << square;
      diagrams.back()[square] = {attribute(node, "colour"), attribute(node, "kind")};
    }
    collect(node->children, diagrams);
  }
}

// The pieces of each diagram in the SVG, read back from the metadata; fails if not XML.
std::vector<Pieces> read_svg(const std::string& svg) {
  std::unique_ptr<xmlDoc, decltype(&xmlFreeDoc)> doc(
      xmlReadMemory(svg.data(), static_cast<int>(svg.size()), "diagram.svg", nullptr,
                    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING),
      &xmlFreeDoc);
  EXPECT_NE(doc, nullptr) << "the SVG is not well-formed XML";
  std::vector<Pieces> diagrams;
  if (doc == nullptr) return diagrams;
  xmlNode* root = xmlDocGetRootElement(doc.get());
  EXPECT_TRUE(named(root, "svg"));
  collect(root, diagrams);
  return diagrams;
}

Pieces expected_pieces(const rules::Position& position) {
  Pieces pieces;
  for (rules::Square sq = 0; sq < rules::kSquareCount; ++sq) {
    switch (position.piece_at(sq)) {
      case rules::Piece::white_man: pieces[rules::square_number(sq)] = {"white", "man"}; break;
      case rules::Piece::white_king: pieces[rules::square_number(sq)] = {"white", "king"}; break;
      case rules::Piece::black_man: pieces[rules::square_number(sq)] = {"black", "man"}; break;
      case rules::Piece::black_king: pieces[rules::square_number(sq)] = {"black", "king"}; break;
      case rules::Piece::none: break;
    }
  }
  return pieces;
}

TEST(Svg, HoldsExactlyThePiecesOfThePositionInBothOrientations) {
  for (const std::string_view fen : kFens) {
    for (const bool flipped : {false, true}) {
      const Diagram diagram{content_of(fen), style_of(flipped, true, true)};
      const std::vector<Pieces> read = read_svg(render(diagram, ImageFormat::svg, 300));
      ASSERT_EQ(read.size(), 1U) << fen;
      EXPECT_EQ(read[0], expected_pieces(diagram.content.position)) << fen << " flipped " << flipped;
    }
  }
}

TEST(Svg, CaptionsNeedingEscapesStayWellFormed) {
  const Diagram diagram{content_of(kFens[0], "A & B <\"quoted\">"), {}};
  EXPECT_EQ(read_svg(render(diagram, ImageFormat::svg, 300)).size(), 1U);
}

TEST(Svg, SheetListsEveryDiagramInOrder) {
  std::vector<DiagramContent> entries;
  for (const std::string_view fen : kFens) {
    entries.push_back(content_of(fen, std::string(fen)));
  }
  const std::vector<Pieces> read =
      read_svg(render_sheet(entries, style_of(false, false, false, print_theme()), ImageFormat::svg, {}));
  ASSERT_EQ(read.size(), entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    EXPECT_EQ(read[i], expected_pieces(entries[i].position)) << kFens[i];
  }
}

}  // namespace
}  // namespace damas::diagram
