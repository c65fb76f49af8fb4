#include "damas/engine/score.hpp"

#include <gtest/gtest.h>

namespace damas::engine {
namespace {

TEST(Score, WinsAreCountedInMovesOfTheWinner) {
  EXPECT_EQ(moves_to_end(win_at(1)), 1);   // the side to move wins with its first move
  EXPECT_EQ(moves_to_end(win_at(3)), 2);
  EXPECT_EQ(moves_to_end(loss_at(2)), -1);  // the opponent wins with its first move
  EXPECT_EQ(moves_to_end(loss_at(26)), -13);
}

TEST(Score, TextsAreFromWhitesPointOfView) {
  using rules::Color;
  EXPECT_EQ(score_text(35, Color::white), "0.35");
  EXPECT_EQ(score_text(35, Color::black), "-0.35");
  EXPECT_EQ(score_text(-120, Color::white), "-1.20");
  EXPECT_EQ(score_text(0, Color::black), "0.00");
  EXPECT_EQ(score_text(win_at(13), Color::white), "#7");
  EXPECT_EQ(score_text(loss_at(6), Color::white), "#-3");
  EXPECT_EQ(score_text(win_at(1), Color::black), "#-1");  // Black wins with its first move
  EXPECT_EQ(score_text(loss_at(26), Color::black), "#13");
}

}  // namespace
}  // namespace damas::engine
