// The positions a game page embeds (game_view.hpp): each node's position is checked against
// positions reached by playing the moves through the rules core directly (parse_move_text,
// match_move, Position::after), not through the replay the view is built on.
#include "damas/web/game_view.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "damas/diagram/content.hpp"
#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::web {
namespace {

// Variations at ply 2 (Black's first move), nested at ply 3 inside it, and another at ply 8;
// captures, a strength, a NAG, comments and evaluations.
const char* const kGame =
    "[Event \"Test\"]\n[White \"Ana\"]\n[Black \"Rui\"]\n[Result \"*\"]\n\n"
    "1. 11-14 {[%eval 0.10]} 23-19 {[%eval -0.20] open} (1... 23-20 2. 7-11 (2. 12-15 20x11 "
    "3. 6x15 {simple}) 2... 20-15 3. 11x20) 2. 14x23 {[%eval #3]} 28x19 3. 12-15! 19x12 "
    "4. 8x15 22-18 $1 (4... 24-20 5. 15x24 21-17) *\n";

std::vector<pdn::ArchiveGame> read_games(const std::string& text) {
  std::vector<pdn::ArchiveGame> games;
  pdn::read_text_games("test.pdn", text, {},
                       [&](pdn::ArchiveGame&& g) { games.push_back(std::move(g)); });
  return games;
}

GameView view_of(const std::string& text) {
  std::vector<pdn::ArchiveGame> games = read_games(text);
  EXPECT_EQ(games.size(), 1U);
  return view_game(std::move(games.front()), 1);
}

// The FEN of a position of the view (on the Iberian board).
std::string fen_of(const rules::family::Position& position) {
  const rules::family::Board board(diagram::iberian_board());
  return rules::family::to_fen(board, position, false);
}

// The positions from the initial one along `moves` (PDN texts), by the rules core alone.
std::vector<std::string> played(const std::vector<std::string>& moves) {
  rules::Position position = rules::parse_fen("W:W1-12:B21-32").position;
  std::vector<std::string> fens{fen_of(diagram::iberian_position(position))};
  for (const std::string& text : moves) {
    const rules::MoveMatch match = rules::match_move(position, rules::parse_move_text(text));
    EXPECT_EQ(match.status, rules::MatchStatus::legal) << text;
    position = position.after(match.move);
    fens.push_back(fen_of(diagram::iberian_position(position)));
  }
  return fens;
}

std::vector<std::string> line_fens(const GameView& view, const std::string& path) {
  std::vector<std::string> fens;
  for (const ViewLine& line : view.lines) {
    if (line.path != path) continue;
    for (const int node : line.nodes)
      fens.push_back(fen_of(view.nodes[static_cast<std::size_t>(node)].position));
  }
  return fens;
}

TEST(GameView, EveryLineHasThePositionsOfItsMoves) {
  const GameView view = view_of(kGame);
  EXPECT_TRUE(view.problems.empty());
  ASSERT_EQ(view.lines.size(), 4U);
  EXPECT_EQ(view.lines[0].path, "");
  EXPECT_EQ(line_fens(view, ""),
            played({"11-14", "23-19", "14x23", "28x19", "12-15", "19x12", "8x15", "22-18"}));
  EXPECT_EQ(line_fens(view, "2.1"), played({"11-14", "23-20", "7-11", "20-15", "11x20"}));
  EXPECT_EQ(line_fens(view, "2.1/3.1"), played({"11-14", "23-20", "12-15", "20x11", "6x15"}));
  EXPECT_EQ(line_fens(view, "8.1"), played({"11-14", "23-19", "14x23", "28x19", "12-15", "19x12",
                                            "8x15", "24-20", "15x24", "21-17"}));
}

TEST(GameView, NodesAreSharedAlongTheirLines) {
  const GameView view = view_of(kGame);
  // Setup + 8 main-line moves + 4 + 3 + 3 variation moves.
  EXPECT_EQ(view.nodes.size(), 19U);
  const ViewLine& nested = view.lines[2];
  ASSERT_EQ(nested.path, "2.1/3.1");
  // Ply 1 is the main line's, ply 2 the variation's (2.1), ply 3 on its own.
  EXPECT_EQ(nested.nodes[1], view.lines[0].nodes[1]);
  EXPECT_EQ(view.nodes[static_cast<std::size_t>(nested.nodes[2])].line, "2.1");
  const ViewNode& own = view.nodes[static_cast<std::size_t>(nested.nodes[3])];
  EXPECT_EQ(own.line, "2.1/3.1");
  EXPECT_EQ(own.ply, 3);
  EXPECT_EQ(own.parent, nested.nodes[2]);
  EXPECT_EQ(view.node_at("2.1/3.1", 3), nested.nodes[3]);
  EXPECT_EQ(view.node_at("2.1/3.1", 6), -1);
  EXPECT_EQ(view.node_at("9.9", 1), -1);
}

TEST(GameView, MovesCarryTheirCapturesAndEvaluations) {
  const GameView view = view_of(kGame);
  const ViewNode& capture = view.nodes[static_cast<std::size_t>(view.node_at("", 3))];
  ASSERT_TRUE(capture.move);
  EXPECT_EQ(capture.move->route, "14x23");
  EXPECT_EQ(capture.move->captured, std::vector<std::int8_t>{19 - 1});  // by square index
  ASSERT_TRUE(capture.eval);
  EXPECT_EQ(*capture.eval, kForcedWin);
  EXPECT_EQ(view.nodes[static_cast<std::size_t>(view.node_at("", 2))].eval, -0.2);
  EXPECT_FALSE(view.nodes[static_cast<std::size_t>(view.node_at("", 4))].eval);
}

TEST(GameView, BrokenLineStopsAtItsIllegalMove) {
  // 7-11 ignores the compulsory capture 15x24; the variation after it still has its nodes.
  const GameView view = view_of("1. 11-15 24-20 (1... 22-18) 2. 7-11 20x11 *\n");
  EXPECT_EQ(line_fens(view, ""), played({"11-15", "24-20"}));
  EXPECT_EQ(line_fens(view, "2.1"), played({"11-15", "22-18"}));
  ASSERT_EQ(view.problems.size(), 1U);
  EXPECT_NE(view.problems[0].find("test.pdn:1:"), std::string::npos);
  EXPECT_NE(view.problems[0].find("ply 3 (7-11)"), std::string::npos);
}

TEST(GameView, VariationAfterABrokenMoveKeepsOnlyThePliesBeforeIt) {
  // 9-13 ignores 15x24: the variation at ply 4 branches after it and has no moves of its own.
  const GameView view = view_of("1. 11-15 24-20 2. 9-13 21-17 (2... 22-18) *\n");
  EXPECT_EQ(line_fens(view, ""), played({"11-15", "24-20"}));
  EXPECT_EQ(line_fens(view, "4.1"), played({"11-15", "24-20"}));
  EXPECT_EQ(view.nodes.size(), 3U);
}

TEST(GameView, UnreadableGameHasNoNodes) {
  const GameView view = view_of("[FEN \"X:W1\"]\n1. 1-5 *\n");
  EXPECT_TRUE(view.nodes.empty());
  EXPECT_FALSE(view.problems.empty());
}

TEST(GameView, GameOfAVariantNotSupportedSaysWhy) {
  // Turkish draughts (30) is no variant the rules know: validate warns, the page shows why.
  const GameView view = view_of("[GameType \"30\"]\n1. 11-15 23-19 *\n");
  EXPECT_TRUE(view.nodes.empty());
  ASSERT_EQ(view.problems.size(), 1u);
  EXPECT_NE(view.problems[0].find("GameType 30"), std::string::npos) << view.problems[0];
}

TEST(EvalValue, ReadsPawnsAndForcedWins) {
  EXPECT_EQ(eval_value("0.35"), 0.35);
  EXPECT_EQ(eval_value("-1.08"), -1.08);
  EXPECT_EQ(eval_value("#7"), kForcedWin);
  EXPECT_EQ(eval_value("#-2"), -kForcedWin);
  EXPECT_FALSE(eval_value("good"));
  EXPECT_FALSE(eval_value("#"));
  EXPECT_FALSE(eval_value("1.0x"));
  // Not numbers a page can show (JSON has no NaN; an SVG coordinate "nan" draws nothing).
  EXPECT_FALSE(eval_value("nan"));
  EXPECT_FALSE(eval_value("-inf"));
  EXPECT_FALSE(eval_value("infinity"));
}

}  // namespace
}  // namespace damas::web
