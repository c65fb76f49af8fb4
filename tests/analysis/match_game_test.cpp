// The openings of a match and the record of a game played in it.
#include "damas/analysis/match_game.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <thread>

#include "damas/pdn/move_line.hpp"
#include "damas/pdn/writer.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/notation.hpp"

namespace damas::analysis {
namespace {

std::string text_of(const std::vector<rules::Move>& line) {
  std::string text;
  for (const std::string& m : pdn::line_texts(rules::Position::initial(), line)) {
    text += (text.empty() ? "" : " ") + m;
  }
  return text;
}

TEST(MatchOpenings, EveryFirstMoveAndReplyInSquareOrder) {
  // Seven first moves (the man on 9, at the edge, has one) and seven replies: 7 x 7.
  const auto openings = match_openings(2);
  ASSERT_EQ(openings.size(), 49u);
  std::set<std::string> distinct;
  for (const auto& line : openings) distinct.insert(text_of(line));
  EXPECT_EQ(distinct.size(), 49u);
  EXPECT_EQ(text_of(openings.front()), "9-13 21-17");
  EXPECT_EQ(text_of(openings.back()), "12-16 24-20");
}

TEST(RandomOpenings, FirstMovesAreThoseSplitMix64Draws) {
  // The first move of openings 0..19 of seed 1 and 0..9 of seed 42: the seven first moves in
  // square order, indexed by the first SplitMix64 output modulo 7 (worked out with a separate
  // Python version of the generator).
  auto first_moves = [](std::uint64_t seed, int count) {
    std::string text;
    for (int i = 0; i < count; ++i) {
      const auto line = random_opening(1, seed, static_cast<std::uint64_t>(i));
      text += (text.empty() ? "" : " ") + text_of(line);
    }
    return text;
  };
  EXPECT_EQ(first_moves(1, 20),
            "10-13 10-13 9-13 9-13 12-15 10-13 12-15 10-14 12-16 11-14 12-16 10-14 11-15 11-14 "
            "11-15 12-15 12-15 10-13 10-14 11-14");
  EXPECT_EQ(first_moves(42, 10), "12-16 9-13 10-14 12-15 10-13 10-13 10-13 10-14 12-16 12-15");
}

TEST(RandomOpenings, TheSameSeedAndIndexGiveTheSameOpeningAndOthersDiffer) {
  std::set<std::string> distinct;
  for (std::uint64_t i = 0; i < 300; ++i) {
    const auto line = random_opening(8, 7, i);
    ASSERT_EQ(line.size(), 8u);
    EXPECT_EQ(text_of(line), text_of(random_opening(8, 7, i)));
    distinct.insert(text_of(line));
  }
  EXPECT_GT(distinct.size(), 295u);
  EXPECT_NE(text_of(random_opening(8, 7, 0)), text_of(random_opening(8, 8, 0)));
}

TEST(RandomOpenings, EachLegalMoveIsDrawnAsOftenAsTheOthers) {
  // 7000 first moves: about 1000 each (one standard deviation is 29).
  std::map<std::string, int> counts;
  for (std::uint64_t i = 0; i < 7000; ++i) ++counts[text_of(random_opening(1, 3, i))];
  ASSERT_EQ(counts.size(), 7u);
  for (const auto& [move, count] : counts) {
    EXPECT_GT(count, 880) << move;
    EXPECT_LT(count, 1120) << move;
  }
}

TEST(MatchGame, TheRecordSaysWhoPlayedAndHowItEnded) {
  engine::EngineSpec white;
  white.name = "builtin:depth=1";
  white.limits.depth = 1;
  white.endgame_tables = false;
  engine::EngineSpec black = white;
  black.name = "builtin:depth=2";
  black.limits.depth = 2;
  const rules::Ruleset rules = rules::portuguese_rules();
  const auto white_engine = engine::start_engine(white, rules);
  const auto black_engine = engine::start_engine(black, rules);
  const auto opening = match_openings(2).front();
  const PlayedGame played =
      play_match_game({white, *white_engine}, {black, *black_engine}, opening, rules, 7);

  const pdn::Game& record = played.record;
  EXPECT_EQ(*record.tag("White"), "builtin:depth=1");
  EXPECT_EQ(*record.tag("Black"), "builtin:depth=2");
  EXPECT_EQ(*record.tag("Round"), "7");
  EXPECT_EQ(*record.tag("GameType"), "28");
  EXPECT_EQ(*record.tag("Result"), rules::result_text(played.result));
  ASSERT_GE(record.moves.nodes.size(), 2u);
  EXPECT_EQ(record.moves.nodes[0].move.text, "9-13");
  EXPECT_EQ(record.moves.nodes[1].move.text, "21-17");
  EXPECT_LE(record.moves.nodes.size(), static_cast<std::size_t>(kMaxMatchPlies));
  EXPECT_FALSE(record.moves.trailing.empty());  // why the game ended
}

// Two fresh built-in engines without tables, searching to `depth` plies.
struct TwoEngines {
  explicit TwoEngines(int depth) {
    spec.name = "builtin";
    spec.limits.depth = depth;
    spec.endgame_tables = false;
    white = engine::start_engine(spec, rules);
    black = engine::start_engine(spec, rules);
  }
  PlayedGame play(const std::atomic<bool>* stop) {
    return play_match_game({spec, *white}, {spec, *black}, match_openings(2).front(), rules, 1,
                           {}, stop);
  }
  engine::EngineSpec spec;
  rules::Ruleset rules = rules::portuguese_rules();
  std::unique_ptr<engine::AnalysingEngine> white;
  std::unique_ptr<engine::AnalysingEngine> black;
};

TEST(MatchGame, AStopFlagNeverSetChangesNothing) {
  const std::atomic<bool> stop{false};
  const PlayedGame without = TwoEngines(2).play(nullptr);
  const PlayedGame with = TwoEngines(2).play(&stop);
  EXPECT_FALSE(with.interrupted);
  EXPECT_EQ(pdn::write_game(with.record), pdn::write_game(without.record));
}

TEST(MatchGame, AStopFlagSetDuringASearchEndsTheGameUnplayed) {
  // Searches to depth 40 would take hours: the flag, set from another thread, ends the one in
  // progress and the game with it.
  std::atomic<bool> stop{false};
  TwoEngines engines(40);
  std::jthread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop = true;
  });
  const auto start = std::chrono::steady_clock::now();
  const PlayedGame played = engines.play(&stop);
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  EXPECT_TRUE(played.interrupted);
  EXPECT_TRUE(played.record.tags.empty()) << "no record of a game not played out";
  EXPECT_LT(took.count(), 5.0);
}

}  // namespace
}  // namespace damas::analysis
