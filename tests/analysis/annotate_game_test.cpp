// How annotate_game judges a move, with an engine whose answers are written in the test: a mark
// from the two neighbouring searches is only a suspicion, the comparison of the played and the
// best move searched deeper from the same position decides.
#include "damas/analysis/annotate_game.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "damas/analysis/analyse_position.hpp"
#include "damas/pdn/builder.hpp"
#include "damas/pdn/writer.hpp"

namespace damas::analysis {
namespace {

// Answers for each (moves played so far, depth): the score for the side to move and the line.
struct Answer {
  engine::Score score;
  std::string line;
};

class ScriptedEngine : public engine::AnalysingEngine {
 public:
  explicit ScriptedEngine(std::map<std::pair<std::string, int>, Answer> answers)
      : answers_(std::move(answers)) {}

  void new_game() override { calls.push_back("new_game"); }

  engine::SearchResult search(const engine::GameHistory& game, const engine::Limits& limits,
                              engine::SearchPurpose) override {
    std::string played;
    for (const rules::Move& m : game.moves()) {
      played += (played.empty() ? "" : " ") + rules::route_text(m);
    }
    calls.push_back(played + " @" + std::to_string(limits.depth));
    const auto found = answers_.find({played, limits.depth});
    if (found == answers_.end()) {
      ADD_FAILURE() << "no answer for '" << played << "' at depth " << limits.depth;
      return {};
    }
    engine::GameHistory line = game;
    EXPECT_EQ(play_moves(line, found->second.line), std::nullopt) << found->second.line;
    engine::SearchResult result;
    result.info.depth = limits.depth;
    result.info.score = found->second.score;
    result.info.pv.assign(line.moves().begin() + static_cast<long>(game.moves().size()),
                          line.moves().end());
    return result;
  }

  std::vector<std::string> calls;

 private:
  std::map<std::pair<std::string, int>, Answer> answers_;
};

pdn::Game only_game(const std::string& text) {
  std::vector<pdn::Game> games = pdn::read_games(text);
  EXPECT_EQ(games.size(), 1U);
  return std::move(games.front());
}

AnnotateSettings at_depth_8() {
  AnnotateSettings settings;
  settings.limits.depth = 8;
  return settings;
}

// Annotates "1. 11-15 22-18" with `engine`, for the tests that look only at the counts.
AnnotatedGame annotate_opening(ScriptedEngine& engine, const AnnotateSettings& settings) {
  pdn::Game game = only_game("1. 11-15 22-18 *\n");
  return annotate_game(game, settings, engine);
}

AnnotateSettings without_recheck() {
  AnnotateSettings settings = at_depth_8();
  settings.recheck_plies = 0;
  return settings;
}

AnnotateSettings without_confirm() {
  AnnotateSettings settings = at_depth_8();
  settings.confirm_plies = 0;
  return settings;
}

// A ScriptedEngine that raises a stop flag during one of its searches, as Ctrl-C would.
class InterruptedEngine : public ScriptedEngine {
 public:
  InterruptedEngine(std::map<std::pair<std::string, int>, Answer> answers,
                    std::atomic<bool>& flag, int raised_in_search)
      : ScriptedEngine(std::move(answers)), flag_(flag), raised_in_search_(raised_in_search) {}

  engine::SearchResult search(const engine::GameHistory& game, const engine::Limits& limits,
                              engine::SearchPurpose purpose) override {
    if (++searches_ == raised_in_search_) flag_ = true;
    return ScriptedEngine::search(game, limits, purpose);
  }

 private:
  std::atomic<bool>& flag_;
  int raised_in_search_;
  int searches_ = 0;
};

// Each move played as the search before it proposed: one search per position, three in all.
// A flag raised in the third (the position after 22-18) keeps what the first two gave (11-15's
// evaluation) and writes nothing from the third, cut short; raised in none, the game is whole.
TEST(AnnotateGame, AStopFlagEndsTheAnnotationBeforeItsCutSearchIsWritten) {
  const std::map<std::pair<std::string, int>, Answer> answers = {
      {{"", 8}, {0, "11-15 22-18"}}, {{"11-15", 8}, {0, "22-18"}},
      {{"11-15 22-18", 8}, {0, "15-19"}}};
  for (const int raised_in : {3, 0}) {
    std::atomic<bool> stop{false};
    InterruptedEngine engine(answers, stop, raised_in);
    AnnotateSettings settings = at_depth_8();
    settings.limits.stop = &stop;
    settings.annotator = "test";
    pdn::Game game = only_game("1. 11-15 22-18 *\n");
    const AnnotatedGame out = annotate_game(game, settings, engine);
    EXPECT_EQ(out.stopped, raised_in != 0);
    const std::string text = pdn::write_game(game);
    EXPECT_NE(text.find("1. 11-15 {[%eval 0.00]} "), std::string::npos) << text;
    EXPECT_EQ(text.find("22-18 {[%eval") != std::string::npos, raised_in == 0) << text;
    EXPECT_EQ(game.tag("Annotator") != nullptr, raised_in == 0) << text;
  }
}

// White plays 11-15 where the first search preferred 10-14, and the search after 11-15 sees
// White a man down (winning chances 0.66 before, 0.34 after: a blunder, at first sight). Searched
// again from the same position, 11-15 and 10-14 are both level: no mark.
TEST(AnnotateGame, AMarkTheDeeperComparisonDoesNotConfirmIsDropped) {
  ScriptedEngine engine({{{"", 8}, {100, "10-14 22-18"}},
                         {{"11-15", 8}, {100, "22-18"}},
                         {{"11-15", 14}, {0, "22-18"}},
                         {{"10-14", 14}, {0, "22-18"}},
                         {{"11-15 22-18", 8}, {0, "15-19"}}});
  pdn::Game game = only_game("1. 11-15 22-18 *\n");
  const AnnotatedGame out = annotate_game(game, at_depth_8(), engine);
  EXPECT_EQ(out.moves_confirmed, 1);
  EXPECT_EQ(out.players[0].blunders + out.players[0].mistakes + out.players[0].inaccuracies, 0);
  EXPECT_EQ(game.moves.nodes[0].strength, "");
  // Each confirming search starts from a fresh engine, 6 plies deeper (the default).
  EXPECT_EQ(engine.calls, (std::vector<std::string>{" @8", "11-15 @8", "new_game", "11-15 @14",
                                                     "new_game", "10-14 @14", "11-15 22-18 @8"}));
}

// The same suspicion, confirmed as a smaller loss: 11-15 leaves White a man down (0.34), 10-14
// half a man up (0.58): a mistake (0.245), not a blunder, with the deeper line and its score.
TEST(AnnotateGame, TheDeeperComparisonDecidesTheMarkAndTheLine) {
  ScriptedEngine engine({{{"", 8}, {100, "10-14 22-18"}},
                         {{"11-15", 8}, {100, "22-18"}},
                         {{"11-15", 14}, {100, "22-18"}},
                         {{"10-14", 14}, {-50, "21-17 14-18"}},
                         {{"11-15 22-18", 8}, {0, "15-19"}}});
  pdn::Game game = only_game("1. 11-15 22-18 *\n");
  const AnnotatedGame out = annotate_game(game, at_depth_8(), engine);
  EXPECT_EQ(out.players[0].mistakes, 1);
  EXPECT_EQ(out.players[0].blunders, 0);
  std::string text = pdn::write_game(game);
  std::replace(text.begin(), text.end(), '\n', ' ');
  EXPECT_NE(text.find("1. 11-15? $2 {[%eval -1.00] Mistake. 10-14 was better.} (1. 10-14 "
                      "{[%eval 0.50]} 1... 21-17 2. 14-18)"),
            std::string::npos)
      << text;
}

// A second look that leaves the loss near a threshold: at depth 14, 11-15 (-0.50 for White)
// against 10-14 (+0.50) loses 0.165 of winning chances, within 0.03 of the mistake line 0.15;
// at depth 16 (-0.30 against +0.30) it loses 0.100, an inaccuracy.
ScriptedEngine engine_near_the_mistake_line() {
  return ScriptedEngine({{{"", 8}, {100, "10-14 22-18"}},
                         {{"11-15", 8}, {100, "22-18"}},
                         {{"11-15", 14}, {50, "22-18"}},
                         {{"10-14", 14}, {-50, "22-18"}},
                         {{"11-15", 16}, {30, "22-18"}},
                         {{"10-14", 16}, {-30, "21-17"}},
                         {{"11-15 22-18", 8}, {0, "15-19"}}});
}

// The third look, two plies deeper, finds less: the milder mark; its line is the one shown.
TEST(AnnotateGame, ALossNearAThresholdIsComparedAgainDeeper) {
  ScriptedEngine engine = engine_near_the_mistake_line();
  pdn::Game game = only_game("1. 11-15 22-18 *\n");
  const AnnotatedGame out = annotate_game(game, at_depth_8(), engine);
  EXPECT_EQ(out.moves_confirmed, 1);
  EXPECT_EQ(out.moves_rechecked, 1);
  EXPECT_EQ(out.players[0].inaccuracies, 1);
  EXPECT_EQ(out.players[0].mistakes, 0);
  EXPECT_EQ(engine.calls, (std::vector<std::string>{
                              " @8", "11-15 @8", "new_game", "11-15 @14", "new_game", "10-14 @14",
                              "new_game", "11-15 @16", "new_game", "10-14 @16", "11-15 22-18 @8"}));
  std::string text = pdn::write_game(game);
  std::replace(text.begin(), text.end(), '\n', ' ');
  EXPECT_NE(text.find("(1. 10-14 {[%eval 0.30]} 1... 21-17)"), std::string::npos) << text;
}

// A third look that finds more does not raise the mark: at depth 14, 11-15 (-0.40 for White)
// against 10-14 (+0.40) loses 0.133, an inaccuracy within 0.03 of the mistake line; at depth 16
// (-0.50 against +0.50) 0.165, a mistake. The milder mark stands, since only it held up at both
// depths; the line shown is still the deeper one.
TEST(AnnotateGame, AMarkNearAThresholdMustHoldUpInBothLooks) {
  ScriptedEngine engine({{{"", 8}, {100, "10-14 22-18"}},
                         {{"11-15", 8}, {100, "22-18"}},
                         {{"11-15", 14}, {40, "22-18"}},
                         {{"10-14", 14}, {-40, "22-18"}},
                         {{"11-15", 16}, {50, "22-18"}},
                         {{"10-14", 16}, {-50, "21-17"}},
                         {{"11-15 22-18", 8}, {0, "15-19"}}});
  pdn::Game game = only_game("1. 11-15 22-18 *\n");
  const AnnotatedGame out = annotate_game(game, at_depth_8(), engine);
  EXPECT_EQ(out.moves_rechecked, 1);
  EXPECT_EQ(out.players[0].inaccuracies, 1);
  EXPECT_EQ(out.players[0].mistakes, 0);
  std::string text = pdn::write_game(game);
  std::replace(text.begin(), text.end(), '\n', ' ');
  EXPECT_NE(text.find("1. 11-15?! $6"), std::string::npos) << text;
  EXPECT_NE(text.find("(1. 10-14 {[%eval 0.50]} 1... 21-17)"), std::string::npos) << text;
}

// Without a third look (recheck_plies 0) the second look's 0.165 stands: a mistake.
TEST(AnnotateGame, WithoutARecheckTheSecondLookMarks) {
  ScriptedEngine engine = engine_near_the_mistake_line();
  const AnnotatedGame out = annotate_opening(engine, without_recheck());
  EXPECT_EQ(out.moves_rechecked, 0);
  EXPECT_EQ(out.players[0].mistakes, 1);
}

// With no second look (confirm_plies 0), the first estimate marks.
TEST(AnnotateGame, WithoutConfirmationTheNeighbouringSearchesMark) {
  ScriptedEngine engine({{{"", 8}, {100, "10-14 22-18"}},
                         {{"11-15", 8}, {100, "22-18"}},
                         {{"11-15 22-18", 8}, {0, "15-19"}}});
  const AnnotatedGame out = annotate_opening(engine, without_confirm());
  EXPECT_EQ(out.moves_confirmed, 0);
  EXPECT_EQ(out.players[0].blunders, 1);
}

}  // namespace
}  // namespace damas::analysis
