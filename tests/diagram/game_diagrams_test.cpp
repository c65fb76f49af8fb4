// The diagrams of a game asked for a ply the line does not reach: refused with
// std::runtime_error, as game_diagrams.hpp promises, instead of read past the line's positions.
#include "damas/diagram/game_diagrams.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "damas/pdn/game_reader.hpp"

namespace damas::diagram {
namespace {

// Two legal plies, then 11-16 from a square 11-15 has left: ply 3 is recorded but not reached.
pdn::Game game_with_an_illegal_third_ply() {
  pdn::GameReader reader = pdn::GameReader::from_text("1. 11-15 22-18 2. 11-16 *\n");
  return reader.next().value().game;
}

TEST(GameDiagrams, ThePliesReachedAreDrawn) {
  const pdn::Game game = game_with_an_illegal_third_ply();
  const pdn::GameLine line = pdn::walk_line(game, {});
  EXPECT_EQ(move_caption(line, 0), "start");
  EXPECT_EQ(move_caption(line, 1), "1. 11-15");
  EXPECT_EQ(move_caption(line, 2), "1... 22-18");
  EXPECT_EQ(game_diagram(line, 2, "after 22-18").caption, "after 22-18");
}

TEST(GameDiagrams, APlyNotReachedIsRefused) {
  const pdn::Game game = game_with_an_illegal_third_ply();
  const pdn::GameLine line = pdn::walk_line(game, {});
  for (const int ply : {3, 4, -1, 1000}) {
    SCOPED_TRACE(ply);
    EXPECT_THROW(game_diagram(line, ply, ""), std::runtime_error);
    EXPECT_THROW(move_caption(line, ply), std::runtime_error);
    EXPECT_THROW(auto_caption(game, line, ply), std::runtime_error);
  }
}

// A comment belongs to a move as written, legal or not: only plies with no move are refused.
TEST(GameDiagrams, CommentsOfPliesNotRecordedAreRefused) {
  const pdn::Game game = game_with_an_illegal_third_ply();
  const pdn::GameLine line = pdn::walk_line(game, {});
  EXPECT_EQ(move_comment(line, 3), "");
  for (const int ply : {4, -1, 1000}) {
    SCOPED_TRACE(ply);
    EXPECT_THROW(move_comment(line, ply), std::runtime_error);
  }
}

}  // namespace
}  // namespace damas::diagram
