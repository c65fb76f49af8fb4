// Keys of duplicate games (dedupe.hpp): the same main line written differently has one key,
// tags count only with moves+tags, and SeenGames tells the first of each key from the rest.
#include "damas/pdn/dedupe.hpp"

#include <gtest/gtest.h>

#include <cstdint>

#include "damas/pdn/replay.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

// One main line, written two ways: move numbers, spacing, a comment, a variation, a leading
// zero and `-` for the capture make no difference. The tags differ.
const Game kPlain = only_game("[Event \"A\"]\n1. 11-15 24-20 2. 15x24 *\n");
const Game kDressed = only_game(
    "[Event \"B\"]\n1.11-15 {a comment} 24-20 (1... 22-18) 2.15-24 *\n");
const Game kOther = only_game("[Event \"A\"]\n1. 11-15 24-20 2. 15x24 20-16 *\n");

GameKey replayed_key(const Game& game, DedupeMode mode) {
  const ReplayedGame replayed = replay(game);
  return game_key(game, &replayed, mode);
}

TEST(GameKey, SameMainLineWrittenDifferentlyHasOneKey) {
  EXPECT_EQ(replayed_key(kPlain, DedupeMode::moves), replayed_key(kDressed, DedupeMode::moves));
  EXPECT_FALSE(replayed_key(kPlain, DedupeMode::moves) == replayed_key(kOther, DedupeMode::moves));
}

TEST(GameKey, CapturesFromAndToTheSameSquaresDifferByThePiecesTaken) {
  // White's man on 11 (d3) takes two men either way round to 27 (d7): over 15 and 23 by 20,
  // or over 14 and 22 by 18.
  const Game left = only_game("[FEN \"W:W11:B14,15,22,23\"]\n1. 11x20x27 *\n");
  const Game right = only_game("[FEN \"W:W11:B14,15,22,23\"]\n1. 11x18x27 *\n");
  EXPECT_FALSE(replayed_key(left, DedupeMode::moves) == replayed_key(right, DedupeMode::moves));
}

TEST(GameKey, TagsCountWithMovesAndTags) {
  EXPECT_FALSE(replayed_key(kPlain, DedupeMode::moves_and_tags) ==
               replayed_key(kDressed, DedupeMode::moves_and_tags));
  const Game same_tags = only_game("[Event \"A\"]\n1. 11-15 {x} 24-20 2. 15-24 *\n");
  EXPECT_EQ(replayed_key(kPlain, DedupeMode::moves_and_tags),
            replayed_key(same_tags, DedupeMode::moves_and_tags));
  // An absent tag is not an empty one: an empty Event is not an empty Site.
  const Game empty_event = only_game("[Event \"\"]\n1. 11-15 24-20 2. 15x24 *\n");
  const Game empty_site = only_game("[Site \"\"]\n1. 11-15 24-20 2. 15x24 *\n");
  EXPECT_FALSE(replayed_key(empty_event, DedupeMode::moves_and_tags) ==
               replayed_key(empty_site, DedupeMode::moves_and_tags));
}

TEST(GameKey, GamesNotReplayedCountBySquaresWritten) {
  const Game zero = only_game("1. 09-13 22-18 *\n");
  const Game plain = only_game("1. 9x13 22-18 *\n");
  EXPECT_EQ(game_key(zero, nullptr, DedupeMode::moves), game_key(plain, nullptr, DedupeMode::moves));
  EXPECT_FALSE(game_key(zero, nullptr, DedupeMode::moves) ==
               game_key(kPlain, nullptr, DedupeMode::moves));
}

TEST(GameKey, TheSameMovesInAnotherVariantAreAnotherGame) {
  // Spanish (24) and Portuguese (28) draughts share their moves; so do Russian (25) and
  // Brazilian (26) draughts. A game without GameType is judged Portuguese, as one that says 28.
  const Game spanish = only_game("[GameType \"24\"]\n1. 11-15 24-20 *\n");
  const Game portuguese = only_game("[GameType \"28\"]\n1. 11-15 24-20 *\n");
  const Game untyped = only_game("1. 11-15 24-20 *\n");
  EXPECT_FALSE(replayed_key(spanish, DedupeMode::moves) ==
               replayed_key(portuguese, DedupeMode::moves));
  EXPECT_EQ(replayed_key(untyped, DedupeMode::moves), replayed_key(portuguese, DedupeMode::moves));
  const Game russian = only_game("[GameType \"25\"]\n1. c3-d4 f6-g5 *\n");
  const Game brazilian = only_game("[GameType \"26\"]\n1. c3-d4 f6-g5 *\n");
  EXPECT_FALSE(replayed_key(russian, DedupeMode::moves) ==
               replayed_key(brazilian, DedupeMode::moves));
  // Not replayed: the GameType as written.
  EXPECT_FALSE(game_key(spanish, nullptr, DedupeMode::moves) ==
               game_key(portuguese, nullptr, DedupeMode::moves));
}

TEST(DedupeMode, ReadsItsTwoNames) {
  EXPECT_EQ(dedupe_mode("moves"), DedupeMode::moves);
  EXPECT_EQ(dedupe_mode("moves+tags"), DedupeMode::moves_and_tags);
  EXPECT_EQ(dedupe_mode("tags"), std::nullopt);
}

TEST(SeenGames, TheFirstOfEachKeyIsNewTheRestAreDuplicates) {
  SeenGames seen;
  const GameKey key = replayed_key(kPlain, DedupeMode::moves);
  EXPECT_TRUE(seen.insert(key));
  EXPECT_FALSE(seen.insert(replayed_key(kDressed, DedupeMode::moves)));
  // Beyond the first table's 512 keys, and keys alike in their low bits.
  for (std::uint64_t i = 1; i <= 5000; ++i) EXPECT_TRUE(seen.insert({i << 32, 1}));
  for (std::uint64_t i = 1; i <= 5000; ++i) EXPECT_FALSE(seen.insert({i << 32, 1}));
  EXPECT_FALSE(seen.insert(key));
}

}  // namespace
}  // namespace damas::pdn
