// The SVG is well-formed XML, draws each piece on its square in both orientations, and its
// metadata lists exactly the pieces of the position.
#include <gtest/gtest.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "damas/diagram/render.hpp"
#include "test_positions.hpp"

namespace damas::diagram {
namespace {

using testing::content_of;
using testing::position_of;
using testing::kFens;
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

using XmlDoc = std::unique_ptr<xmlDoc, decltype(&xmlFreeDoc)>;

// The SVG parsed; fails if not XML.
XmlDoc parse_svg(const std::string& svg) {
  XmlDoc doc(xmlReadMemory(svg.data(), static_cast<int>(svg.size()), "diagram.svg", nullptr,
                           XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING),
             &xmlFreeDoc);
  EXPECT_NE(doc, nullptr) << "the SVG is not well-formed XML";
  if (doc != nullptr) {
    EXPECT_TRUE(named(xmlDocGetRootElement(doc.get()), "svg"));
  }
  return doc;
}

// The pieces of each diagram in the SVG, read back from the metadata.
std::vector<Pieces> read_svg(const std::string& svg) {
  std::vector<Pieces> diagrams;
  const XmlDoc doc = parse_svg(svg);
  if (doc != nullptr) collect(xmlDocGetRootElement(doc.get()), diagrams);
  return diagrams;
}

// A piece as drawn: the view column and row of the square its disc is centred on (0, 0 = the
// top-left square as the reader sees it), its colour and kind.
struct DrawnPiece {
  int column = 0;
  int row = 0;
  std::string colour;
  std::string kind;

  friend bool operator<(const DrawnPiece& a, const DrawnPiece& b) {
    return std::tie(a.column, a.row, a.colour, a.kind) <
           std::tie(b.column, b.row, b.colour, b.kind);
  }
  friend bool operator==(const DrawnPiece&, const DrawnPiece&) = default;
  friend std::ostream& operator<<(std::ostream& out, const DrawnPiece& p) {
    return out << p.colour << ' ' << p.kind << " in column " << p.column << ", row " << p.row;
  }
};

void index_ids(xmlNode* node, std::map<std::string, xmlNode*>& ids) {
  for (; node != nullptr; node = node->next) {
    if (node->type == XML_ELEMENT_NODE && xmlHasProp(node, BAD_CAST "id") != nullptr) {
      ids[attribute(node, "id")] = node;
    }
    index_ids(node->children, ids);
  }
}

// The elements called `name` inside `parent` (at any depth).
std::vector<xmlNode*> descendants_named(xmlNode* parent, std::string_view name) {
  std::vector<xmlNode*> found;
  for (xmlNode* node = parent->children; node != nullptr; node = node->next) {
    if (named(node, name)) found.push_back(node);
    for (xmlNode* inner : descendants_named(node, name)) found.push_back(inner);
  }
  return found;
}

// The element that `reference` ("#id" or "url(#id)") names, or nullptr.
xmlNode* referenced(const std::map<std::string, xmlNode*>& ids, std::string reference) {
  if (reference.starts_with("url(")) reference = reference.substr(4, reference.size() - 5);
  const auto it = ids.find(reference.substr(1));
  return reference.starts_with("#") && it != ids.end() ? it->second : nullptr;
}

// The pieces as the SVG draws them, read from its geometry alone (not from the metadata). The
// painter stamps each piece: a <use> translated to the top-left corner of a group clipped to
// the piece's box, whose first path is the disc, filled light for White and dark for Black, and
// in which a king's crown is the only path with straight segments. `board_x`, `board_y` and
// `square` place the board in the picture.
std::vector<DrawnPiece> drawn_pieces(const std::string& svg, double board_x, double board_y,
                                     double square) {
  std::vector<DrawnPiece> pieces;
  const XmlDoc doc = parse_svg(svg);
  if (doc == nullptr) return pieces;
  xmlNode* root = xmlDocGetRootElement(doc.get());
  std::map<std::string, xmlNode*> ids;
  index_ids(root, ids);
  for (xmlNode* use : descendants_named(root, "use")) {
    xmlNode* stamp = referenced(ids, attribute(use, "href"));
    if (stamp == nullptr || !named(stamp, "g") || !xmlHasProp(stamp, BAD_CAST "clip-path")) {
      continue;  // a glyph of a label
    }
    double x = 0, y = 0;
    const std::string transform = attribute(use, "transform");
    EXPECT_EQ(std::sscanf(transform.c_str(), "matrix(1,0,0,1,%lf,%lf)", &x, &y), 2) << transform;
    xmlNode* clip = referenced(ids, attribute(stamp, "clip-path"));
    const std::vector<xmlNode*> box =
        clip != nullptr ? descendants_named(clip, "rect") : std::vector<xmlNode*>{};
    const std::vector<xmlNode*> paths = descendants_named(stamp, "path");
    if (box.size() != 1 || paths.empty()) {
      ADD_FAILURE() << "a stamp without its box or its disc: " << attribute(stamp, "id");
      continue;
    }
    const double centre_x = x + std::stod(attribute(box[0], "width")) / 2;
    const double centre_y = y + std::stod(attribute(box[0], "height")) / 2;
    DrawnPiece piece;
    piece.column = static_cast<int>(std::floor((centre_x - board_x) / square));
    piece.row = static_cast<int>(std::floor((centre_y - board_y) / square));
    double red = 0, green = 0, blue = 0;
    const std::string disc = attribute(paths[0], "style");
    const std::size_t fill = disc.find("fill:rgb(");
    EXPECT_NE(fill, std::string::npos) << disc;
    if (fill != std::string::npos) {
      std::sscanf(disc.c_str() + fill, "fill:rgb(%lf%%,%lf%%,%lf%%)", &red, &green, &blue);
    }
    piece.colour = red + green + blue > 150 ? "white" : "black";
    piece.kind = "man";
    for (xmlNode* path : paths) {
      if (attribute(path, "d").find(" L ") != std::string::npos) piece.kind = "king";
    }
    pieces.push_back(piece);
  }
  std::sort(pieces.begin(), pieces.end());
  return pieces;
}

Pieces expected_pieces(const rules::Position& position) {
  Pieces pieces;
  for (rules::Square sq = 0; sq < rules::kSquareCount; ++sq) {
    switch (position.piece_at(sq)) {
      case rules::Piece::white_man:
        pieces[rules::square_number(sq)] = {"white", "man"};
        break;
      case rules::Piece::white_king:
        pieces[rules::square_number(sq)] = {"white", "king"};
        break;
      case rules::Piece::black_man:
        pieces[rules::square_number(sq)] = {"black", "man"};
        break;
      case rules::Piece::black_king:
        pieces[rules::square_number(sq)] = {"black", "king"};
        break;
      case rules::Piece::none:
        break;
    }
  }
  return pieces;
}

// A known position drawn 435 units wide without coordinates: layout.cpp's margins are then
// 0.1 + 0.25 square (outside the frame, the frame's side band) left and right and 0.1 + 0.55
// (the frame's label band) on top, so a square is 435 / 8.7 = 50 units and the board starts at
// (17.5, 32.5). Worked out by hand from the FPD numbering (square 1 is h1, 2 f1, 4 b1; 25 h7, 29
// g8): with White at the bottom a square of file f (a = 0) and rank r (1 = 0) is in column f,
// row 7 - r; flipped, in column 7 - f, row r.
TEST(Svg, DrawsEachPieceOnItsSquareInBothOrientations) {
  const std::string_view fen = "W:W4,K29:B25,K2";
  const std::vector<DrawnPiece> white_at_bottom{
      {1, 7, "white", "man"},   // 4 = b1
      {5, 7, "black", "king"},  // 2 = f1
      {6, 0, "white", "king"},  // 29 = g8
      {7, 1, "black", "man"},   // 25 = h7
  };
  const std::vector<DrawnPiece> black_at_bottom{
      {0, 6, "black", "man"},   // 25 = h7
      {1, 7, "white", "king"},  // 29 = g8
      {2, 0, "black", "king"},  // 2 = f1
      {6, 0, "white", "man"},   // 4 = b1
  };
  for (const bool flipped : {false, true}) {
    const Diagram diagram{content_of(fen), style_of(flipped, false, false)};
    EXPECT_EQ(drawn_pieces(render(diagram, ImageFormat::svg, 435), 17.5, 32.5, 50),
              flipped ? black_at_bottom : white_at_bottom)
        << "flipped " << flipped;
  }
}

TEST(Svg, MetadataListsExactlyThePiecesOfThePositionInBothOrientations) {
  for (const std::string_view fen : kFens) {
    for (const bool flipped : {false, true}) {
      const Diagram diagram{content_of(fen), style_of(flipped, true, true)};
      const std::vector<Pieces> read = read_svg(render(diagram, ImageFormat::svg, 300));
      ASSERT_EQ(read.size(), 1U) << fen;
      EXPECT_EQ(read[0], expected_pieces(position_of(fen)))
          << fen << " flipped " << flipped;
    }
  }
}

TEST(Svg, CaptionsNeedingEscapesStayWellFormed) {
  Diagram diagram{content_of(kFens[0], "A & B <\"quoted\">"), {}};
  diagram.content.note = "C & D <\"noted\">";
  EXPECT_EQ(read_svg(render(diagram, ImageFormat::svg, 300)).size(), 1U);
  SheetOptions options;
  options.heading = "E & F <\"headed\">";
  EXPECT_EQ(read_svg(render_sheet({&diagram.content, 1}, {}, ImageFormat::svg, options)).size(),
            1U);
}

// Unicode noncharacters (valid UTF-8, which cairo refuses: "input string not valid UTF-8") and
// a Latin-1 byte in a caption, a note and a heading: drawn, each noncharacter as U+FFFD.
TEST(Svg, TextsCairoWouldRefuseAreDrawnReplaced) {
  const std::string replacement = "\xEF\xBF\xBD";
  Diagram diagram{content_of(kFens[0], "Ana \xEF\xBF\xBE"), {}};
  diagram.content.note = "nota \xEF\xB7\x90 Jos\xE9 \xF4\x8F\xBF\xBF";  // U+FDD0, é, U+10FFFF
  const std::string svg = render(diagram, ImageFormat::svg, 300);
  EXPECT_NE(svg.find("Ana " + replacement), std::string::npos);
  EXPECT_NE(svg.find("nota " + replacement + " Jos\xC3\xA9 " + replacement), std::string::npos);
  SheetOptions options;
  options.heading = "Round \xEF\xBF\xBF";
  const std::string sheet = render_sheet({&diagram.content, 1}, {}, ImageFormat::svg, options);
  EXPECT_NE(sheet.find("Round " + replacement), std::string::npos);
  EXPECT_FALSE(render(diagram, ImageFormat::png, 300).empty());
  EXPECT_FALSE(render(diagram, ImageFormat::pdf, 300).empty());
}

TEST(Svg, SheetListsEveryDiagramInOrder) {
  std::vector<DiagramContent> entries;
  for (const std::string_view fen : kFens) {
    entries.push_back(content_of(fen, std::string(fen)));
  }
  const std::vector<Pieces> read = read_svg(
      render_sheet(entries, style_of(false, false, false, print_theme()), ImageFormat::svg, {}));
  ASSERT_EQ(read.size(), entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    EXPECT_EQ(read[i], expected_pieces(position_of(kFens[i]))) << kFens[i];
  }
}

}  // namespace
}  // namespace damas::diagram
