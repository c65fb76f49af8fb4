// Games the replay does not check (not_checked.hpp): another GameType, or none and the look of
// another variant; why they have no outcome, and their counts.
#include "damas/pdn/not_checked.hpp"

#include <gtest/gtest.h>

#include <optional>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

TEST(NotChecked, AnotherGameTypeOrTheLookOfAnotherVariant) {
  struct Case {
    const char* text;
    std::optional<int> game_type;
    bool other_variant;
    const char* why;
  };
  const Case cases[] = {
      {"[GameType \"40\"]\n1. 32-28 *\n", 40, false,
       "not checked: GameType 40 (Frisian draughts)"},
      {"[GameType \"23,B,8,8,A1,1\"]\n1. 32-28 *\n", 23, false,
       "not checked: GameType 23 (pool checkers)"},
      // A variant of the family is checked under its own rules.
      {"[GameType \"20\"]\n1. 32-28 *\n", std::nullopt, false, ""},
      // Without GameType, squares up to 38: a 10x10 board.
      {"1. 33-28 18-23 2. 38-33 12-18 *\n", std::nullopt, true, "not checked: another variant"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.text);
    const Game game = only_game(c.text);
    const ReplayedGame replayed = replay(game);
    EXPECT_EQ(unchecked_game_type(game, replayed), c.game_type);
    EXPECT_EQ(looks_like_other_variant(replayed), c.other_variant);
    EXPECT_EQ(why_not_judged(game, &replayed), c.why);
  }
}

TEST(NotChecked, GamesCheckedOrNotReplayed) {
  const Game game = only_game("1. 11-15 *\n");
  const ReplayedGame replayed = replay(game);
  EXPECT_EQ(unchecked_game_type(game, replayed), std::nullopt);
  EXPECT_EQ(why_not_judged(game, &replayed), "");
  EXPECT_EQ(why_not_judged(game, nullptr), "not replayed (--no-replay)");
  const Game bad_setup = only_game("[FEN \"W:W1-13:B21-32\"]\n*\n");
  const ReplayedGame refused = replay(bad_setup);
  EXPECT_EQ(why_not_judged(bad_setup, &refused), "not replayed: bad setup");
}

TEST(NotCheckedCounts, PerGameTypeInTheOrderOfTheNumbers) {
  NotCheckedCounts counts;
  counts.add_game_type(25);
  counts.add_game_type(20);
  counts.add_game_type(20);
  counts.add_other_variant();
  EXPECT_EQ(counts.game_types(), 3U);
  EXPECT_EQ(counts.other_variants(), 1U);
  EXPECT_EQ(counts.by_game_type(),
            "2 GameType 20 (International draughts), 1 GameType 25 (Russian draughts)");
  support::JsonWriter json;
  counts.write_by_game_type(json);
  EXPECT_EQ(json.take(),
            "[{\"game_type\":20,\"variant\":\"International draughts\",\"games\":2},"
            "{\"game_type\":25,\"variant\":\"Russian draughts\",\"games\":1}]");
}

}  // namespace
}  // namespace damas::pdn
