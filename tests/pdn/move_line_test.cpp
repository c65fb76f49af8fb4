// A line of moves written as PDN: each move in the shortest form that names it in its own
// position.
#include "damas/pdn/move_line.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::pdn {
namespace {

rules::Position position_of(std::string_view fen) {
  const rules::FenResult parsed = rules::parse_fen(fen);
  EXPECT_TRUE(parsed.ok()) << fen;
  return parsed.position;
}

// The moves `texts` name, played in turn from `pos` (each must name one legal move).
std::vector<rules::Move> moves_of(rules::Position pos, const std::vector<std::string>& texts) {
  std::vector<rules::Move> moves;
  for (const std::string& text : texts) {
    const rules::MoveMatch match = rules::match_move(pos, rules::parse_move_text(text));
    EXPECT_EQ(match.status, rules::MatchStatus::legal) << text;
    moves.push_back(match.move);
    pos = pos.after(match.move);
  }
  return moves;
}

TEST(MoveLine, EachMoveIsWrittenInItsOwnPosition) {
  const rules::Position start = rules::Position::initial();
  const std::vector<std::string> line = {"11-15", "22-18", "10-14", "18x11", "7x14"};
  EXPECT_EQ(line_texts(start, moves_of(start, line)), line);
}

TEST(MoveLine, FullPathOnlyWhereTheShortFormNamesTwoCaptures) {
  // 6x22 over 10 and 18 is the only capture here: its full path is not needed.
  const rules::Position one_way = position_of("W:W6:B10,18");
  EXPECT_EQ(line_texts(one_way, moves_of(one_way, {"6x13x22"})),
            (std::vector<std::string>{"6x22"}));
  // Over 11 and 19 is another way to 22: the path tells them apart.
  const rules::Position two_ways = position_of("W:W6:B10,11,18,19");
  EXPECT_EQ(line_texts(two_ways, moves_of(two_ways, {"6x13x22"})),
            (std::vector<std::string>{"6x13x22"}));
  // The same capture after a move of Black's: the path is needed where it is played.
  const rules::Position before = position_of("B:W1,2,3,6:B10,11,18,19,29");
  EXPECT_EQ(line_texts(before, moves_of(before, {"29-25", "6x13x22"})),
            (std::vector<std::string>{"29-25", "6x13x22"}));
}

TEST(MoveLine, PdnLineSplitsEveryMoveForTheWriter) {
  const rules::Position start = rules::Position::initial();
  const Line line = pdn_line(start, moves_of(start, {"11-15", "22-18", "10-14", "18x11"}));
  ASSERT_EQ(line.nodes.size(), 4u);
  EXPECT_EQ(line.nodes[0].move.text, "11-15");
  EXPECT_EQ(line.nodes[0].move.separator, Separator::dash);
  EXPECT_EQ(line.nodes[3].move.text, "18x11");
  EXPECT_EQ(line.nodes[3].move.separator, Separator::cross);
  EXPECT_EQ(line.nodes[3].move.squares, (Squares{Square::numbered(18), Square::numbered(11)}));
}

}  // namespace
}  // namespace damas::pdn
