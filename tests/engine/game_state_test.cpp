#include "damas/engine/game_state.hpp"

#include <gtest/gtest.h>

#include <random>

#include "damas/rules/adjudicator.hpp"
#include "damas/rules/movegen.hpp"
#include "test_positions.hpp"

namespace damas::engine {
namespace {

using testing::from_fen;

// Random games from endings with kings, where every draw law can fire: the engine's counters
// and verdicts must be the Adjudicator's, ply by ply.
void expect_agreement(const std::string& fen, const rules::Ruleset& ruleset, unsigned seed) {
  std::mt19937 random(seed);
  for (int game_number = 0; game_number < 40; ++game_number) {
    const rules::Position start = from_fen(fen);
    rules::Adjudicator arbiter(start, ruleset);
    GameState game(start, ruleset.draws);
    rules::MoveList moves;
    for (int ply = 0; ply < 200; ++ply) {
      const rules::Outcome expected = arbiter.outcome();
      const rules::Outcome actual = game.outcome();
      ASSERT_EQ(actual.result, expected.result) << fen << " game " << game_number << " ply " << ply;
      ASSERT_EQ(actual.reason, expected.reason) << fen << " game " << game_number << " ply " << ply;
      ASSERT_EQ(game.counters().twenty_move, arbiter.twenty_move_count()) << "ply " << ply;
      ASSERT_EQ(game.counters().forcada, arbiter.forcada_count().value_or(-1)) << "ply " << ply;
      if (arbiter.is_over()) break;
      rules::generate_moves(game.position(), moves);
      const rules::Move m = moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))];
      arbiter.play(m);
      game.play(m);
    }
  }
}

rules::Ruleset with(void (*change)(rules::DrawRules&)) {
  rules::Ruleset r = rules::portuguese_rules();
  change(r.draws);
  return r;
}

TEST(GameState, CountsAndVerdictsAgreeWithTheAdjudicator) {
  const std::vector<std::string> fens{"W:WK1,K5,K10:BK29", "W:WK2,K3,K4:BK29", "B:WK3,K4:BK29,K30",
                                      "W:W9,K1,K2:BK30,26", "W:WK3,10,11:B20,K31,K32",
                                      "W:WK1,K5,K10,6:BK29,25"};
  const std::vector<rules::Ruleset> rulesets{
      rules::portuguese_rules(), rules::spanish_rules(),
      with([](rules::DrawRules& d) { d.repetition = rules::RepetitionRule::claim; }),
      with([](rules::DrawRules& d) {
        d.forcada = rules::ForcadaRule::no_rio;
        d.forcada_moves = 5;
        d.king_vs_king = rules::KingVsKingRule::play;
      }),
      with([](rules::DrawRules& d) { d.twenty_move = rules::TwentyMoveRule::unconditional; })};
  unsigned seed = 1;
  for (const auto& fen : fens) {
    for (const auto& ruleset : rulesets) expect_agreement(fen, ruleset, seed++);
  }
}

TEST(GameState, CountersAtTheSetup) {
  EXPECT_EQ(counters_at_setup(from_fen("W:WK1,K2,K3:BK29"), testing::default_draws()).forcada, 0);
  EXPECT_EQ(counters_at_setup(from_fen("W:WK2,K3,K4:BK29"), testing::default_draws()).forcada, -1);
  EXPECT_EQ(counters_at_setup(from_fen("W:W1-12:B21-32"), testing::default_draws()),
            RuleCounters{});
}

TEST(GameState, KeepsTheKeysThatCanRepeat) {
  GameState game(from_fen("W:WK3,K4,12:BK29"), testing::default_draws());
  testing::play_line(game, "4-8 29-25");
  EXPECT_EQ(game.reversible_keys().size(), 3U);
  testing::play_line(game, "12-16");  // a man move: nothing before it can come back
  EXPECT_EQ(game.reversible_keys().size(), 1U);
  EXPECT_EQ(game.reversible_keys().back(), game.position().hash());
}

}  // namespace
}  // namespace damas::engine
