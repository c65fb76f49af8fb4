// Games of other variants replayed by the family's rules (family_replay.hpp): small games written
// for these tests, then the real-world corpus, whose games of each variant are counted.
#include "damas/pdn/family_replay.hpp"

#include <gtest/gtest.h>

#include <map>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

FamilyReplay replayed(std::string_view text) {
  const Game game = only_game(text);
  const auto variant = family_variant_of(game);
  EXPECT_TRUE(variant.has_value());
  return replay_family(game, variant.value_or(*rules::family::find_variant("international")));
}

TEST(FamilyReplay, GameTypeNamesTheVariant) {
  EXPECT_EQ(family_variant_of(only_game("[GameType \"20,W,10,10,N2,0\"] 1. 32-28 *"))->name,
            "international");
  EXPECT_EQ(family_variant_of(only_game("[GameType \"25\"] 1. c3-d4 *"))->name, "russian");
  EXPECT_FALSE(family_variant_of(only_game("[GameType \"40\"] 1. 32-28 *")));
  EXPECT_FALSE(family_variant_of(only_game("1. 32-28 *")));
}

// International: 32-28 and 19-23 meet; 28x19 is forced, 14x23 takes back (worked by hand on the
// numbered board).
TEST(FamilyReplay, InternationalGamePlaysToTheEnd) {
  const FamilyReplay r = replayed("[GameType \"20\"] 1. 32-28 19-23 2. 28x19 14x23 *");
  EXPECT_TRUE(r.complete()) << r.error.value_or("");
  EXPECT_EQ(r.legal_plies, 4);
  EXPECT_EQ(r.final_position.squares[*rules::family::Board(r.variant.board).from_number(23)],
            rules::family::Piece::black_man);
}

TEST(FamilyReplay, AnIllegalMoveStopsTheReplayWhereItIsWritten) {
  // 2. 33-29 ignores the compulsory capture 28x19.
  const FamilyReplay r = replayed("[GameType \"20\"] 1. 32-28 19-23 2. 33-29 *");
  ASSERT_FALSE(r.complete());
  EXPECT_EQ(r.legal_plies, 2);
  EXPECT_NE(r.error->find("'33-29' is not a legal move of international draughts"),
            std::string::npos) << *r.error;
  EXPECT_EQ(r.error_position.column, 35);
}

TEST(FamilyReplay, RussianAlgebraicFromAFen) {
  // White man c3 takes d4 and lands on e5, then takes f6 to g7: one move, written with colons.
  const FamilyReplay r =
      replayed("[GameType \"25\"] [FEN \"W:Wc3:Bd4,f6,h8\"] 1. c3:e5:g7 *");
  EXPECT_TRUE(r.complete()) << r.error.value_or("");
  EXPECT_TRUE(r.side_to_move_has_no_move == false);
  const FamilyReplay bad = replayed("[GameType \"25\"] [FEN \"W:Wc3:Bd4,f6,h8\"] 1. c3:e5 *");
  EXPECT_FALSE(bad.complete());  // the capture goes on: stopping on e5 is no legal move
}

TEST(FamilyReplay, ABadFenIsReported) {
  const FamilyReplay r = replayed("[GameType \"20\"] [FEN \"W:W51\"] 1. 32-28 *");
  ASSERT_FALSE(r.complete());
  EXPECT_NE(r.error->find("FEN \"W:W51\""), std::string::npos) << *r.error;
}

// Every corpus game whose GameType names a variant of the family, replayed along its main line:
// how many play to their last move, per variant. The games that stop are listed by
// docs/variants.md with the reason found for a sample of them.
TEST(FamilyReplay, CorpusGamesPerVariant) {
  const auto dir = testing::corpus_dir();
  if (dir.empty()) GTEST_SKIP() << "corpus not found (it lives beside the repository)";
  std::map<std::string, std::pair<int, int>> complete_of_total;
  std::string stops;
  for (const auto& path : testing::pdn_files(dir)) {
    for (const ArchiveGame& input : testing::archive_games(testing::read_bytes(path))) {
      if (input.error) continue;
      const auto variant = family_variant_of(input.game);
      if (!variant) continue;
      const FamilyReplay r = replay_family(input.game, *variant);
      auto& [complete, total] = complete_of_total[std::string(variant->name)];
      ++total;
      complete += r.complete() ? 1 : 0;
      if (!r.complete()) {
        stops += path.filename().string() + ":" + std::to_string(r.error_position.line) + ": " +
                 *r.error + "\n";
      }
    }
  }
  // The stops, each a defect of its file (docs/variants.md): International 5 moves written "-"
  // (unknown), 2 copies of one typo (PROF2, 38x33), 17 test files of a Russian program labelled
  // GameType 20 with 8x8 moves, 2 with moves no position allows; Russian 3 short-notation moves
  // that two captures fit.
  const std::map<std::string, std::pair<int, int>> expected{{"brazilian", {25, 25}},
                                                            {"english", {1, 1}},
                                                            {"international", {947, 973}},
                                                            {"russian", {454, 457}}};
  EXPECT_EQ(complete_of_total, expected) << stops;
}

}  // namespace
}  // namespace damas::pdn
