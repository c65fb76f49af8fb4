// Games as a tournament counts them: players, result (recorded, or from the board), and the
// games left out or questioned; the aliases file.
#include "damas/pdn/tournament_game.hpp"

#include <gtest/gtest.h>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

// The one game of a PDN text, as game `number` of the inputs.
TournamentGame counted(std::string text, ResultSource results = ResultSource::record,
                       const PlayerAliases& aliases = {}) {
  const std::vector<ArchiveGame> read = testing::archive_games(std::move(text));
  EXPECT_EQ(read.size(), 1U);
  return tournament_game(read.front(), 7, results, aliases);
}

// A game with these tags around "1. 10x19" from W:W10:B14: White takes Black's last piece, so
// the board ends it 1-0.
std::string decided(const std::string& tags, const std::string& terminator) {
  return "[Event \"Clube\"]\n[Round \"2\"]\n" + tags +
         "[SetUp \"1\"]\n[FEN \"W:W10:B14\"]\n[GameType \"28\"]\n\n1. 10x19 " + terminator + "\n";
}

TEST(TournamentGame, TagsOfACountedGame) {
  const TournamentGame g =
      counted("[Event \" Clube \"]\n[Round \"3.1\"]\n[White \"Ana\"]\n[Black \" Rui\"]\n"
              "[Result \"2-0\"]\n\n1. 11-15 2-0\n");
  EXPECT_EQ(g.number, 7U);
  EXPECT_EQ(g.source, "t.pdn");
  EXPECT_EQ(g.line, 1U);
  EXPECT_EQ(g.event, "Clube");
  EXPECT_EQ(g.round, "3.1");
  EXPECT_EQ(g.white, "Ana");
  EXPECT_EQ(g.black, "Rui");
  ASSERT_TRUE(g.score);
  EXPECT_EQ(*g.score, GameScore::white_wins);  // 2-0 is the FPD's 1-0
  EXPECT_EQ(g.note, GameNote::none);
}

TEST(TournamentGame, ResultSpellings) {
  EXPECT_EQ(score_of_result("0-2"), GameScore::black_wins);
  EXPECT_EQ(score_of_result("1-1"), GameScore::draw);
  EXPECT_EQ(score_of_result("1/2-1/2"), GameScore::draw);
  EXPECT_EQ(score_of_result("1:0"), GameScore::white_wins);
  EXPECT_FALSE(score_of_result("*"));
  EXPECT_FALSE(score_of_result("0-0"));
  EXPECT_FALSE(score_of_result("won"));
}

TEST(TournamentGame, NoEventIsUnknown) {
  EXPECT_EQ(counted("[White \"a\"]\n[Black \"b\"]\n\n1. 11-15 1-0\n").event, "?");
}

TEST(TournamentGame, TerminatorWhenNoResultTag) {
  const TournamentGame g = counted("[White \"a\"]\n[Black \"b\"]\n\n1. 11-15 0-1\n");
  EXPECT_EQ(g.score, GameScore::black_wins);
  EXPECT_EQ(g.note, GameNote::none);
}

TEST(TournamentGame, MissingResultsAreLeftOut) {
  for (const char* text : {"[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. 11-15 *\n",
                           "[White \"a\"]\n[Black \"b\"]\n\n1. 11-15\n",
                           "[White \"a\"]\n[Black \"b\"]\n[Result \"0-0\"]\n\n1. 11-15 0-0\n"}) {
    const TournamentGame g = counted(text);
    EXPECT_FALSE(g.score) << text;
    EXPECT_EQ(g.note, GameNote::no_result) << text;
  }
}

TEST(TournamentGame, PlayersMissingOrTheSame) {
  const TournamentGame no_black = counted("[White \"a\"]\n[Black \"?\"]\n\n1. 11-15 1-0\n");
  EXPECT_EQ(no_black.note, GameNote::no_players);
  EXPECT_FALSE(no_black.score);
  const PlayerAliases aliases("Silva, A. = Ana Silva\n", "a.txt");
  const TournamentGame same =
      counted("[White \"Ana Silva\"]\n[Black \"Silva, A.\"]\n\n1. 11-15 1-0\n",
              ResultSource::record, aliases);
  EXPECT_EQ(same.note, GameNote::same_player);
  EXPECT_FALSE(same.score);
}

// "-" and "bye" in any case are a bye's opponent: no game against a player.
TEST(TournamentGame, AByeIsNoGame) {
  for (const char* opponent : {"-", "BYE", "Bye", "bye"}) {
    SCOPED_TRACE(opponent);
    const TournamentGame g = counted(std::string("[Round \"2\"]\n[White \"") + opponent +
                                     "\"]\n[Black \"Ana\"]\n[Result \"0-1\"]\n\n0-1\n");
    EXPECT_EQ(g.note, GameNote::bye);
    EXPECT_FALSE(g.score);
    EXPECT_EQ(g.detail, "a bye for Ana: not counted");
  }
  // A name holding the letters is a player.
  const TournamentGame byers = counted("[White \"Byers\"]\n[Black \"Ana\"]\n\n1. 11-15 0-1\n");
  EXPECT_EQ(byers.note, GameNote::none);
  EXPECT_EQ(byers.score, GameScore::black_wins);
}

TEST(TournamentGame, UnreadableGameIsLeftOut) {
  const TournamentGame g =
      counted("[Event \"Clube\"]\n[White \"a\"]\n[Black \"b\"]\n\n1. 11-15 (( 1-0\n");
  EXPECT_EQ(g.note, GameNote::unreadable);
  EXPECT_EQ(g.event, "Clube");
  EXPECT_FALSE(g.score);
}

TEST(TournamentGame, TagAgainstTerminatorIsDisputedAndTheTagCounts) {
  const TournamentGame g =
      counted("[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. 11-15 0-1\n");
  EXPECT_EQ(g.note, GameNote::disputed);
  EXPECT_EQ(g.score, GameScore::white_wins);
  EXPECT_NE(g.detail.find("1-0 counted"), std::string::npos) << g.detail;
}

TEST(TournamentGame, RecordCountsWithoutAdjudication) {
  const TournamentGame g =
      counted(decided("[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n", "0-1"));
  EXPECT_EQ(g.score, GameScore::black_wins);
  EXPECT_EQ(g.note, GameNote::none);
}

TEST(TournamentGame, BoardCountsWhenAdjudicated) {
  const TournamentGame g = counted(
      decided("[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n", "0-1"), ResultSource::board);
  EXPECT_EQ(g.score, GameScore::white_wins);
  EXPECT_EQ(g.note, GameNote::disputed);
  EXPECT_NE(g.detail.find("1-0 counted"), std::string::npos) << g.detail;

  const TournamentGame agreed = counted(
      decided("[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n", "1-0"), ResultSource::board);
  EXPECT_EQ(agreed.score, GameScore::white_wins);
  EXPECT_EQ(agreed.note, GameNote::none);

  const TournamentGame unrecorded = counted(
      decided("[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n", "*"), ResultSource::board);
  EXPECT_EQ(unrecorded.score, GameScore::white_wins);
  EXPECT_EQ(unrecorded.note, GameNote::board_result);
}

TEST(TournamentGame, UndecidedBoardKeepsTheRecord) {
  // One move from the start: a resignation, as far as the board can tell.
  const TournamentGame g = counted(
      "[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n\n1. 11-15 0-1\n", ResultSource::board);
  EXPECT_EQ(g.score, GameScore::black_wins);
  EXPECT_EQ(g.note, GameNote::none);
}

TEST(PlayerAliases, MapsSpellings) {
  const PlayerAliases aliases("# club spellings\n\nSilva, A. = Ana Silva\n  A. Silva=Ana Silva  \n",
                              "aliases.txt");
  EXPECT_EQ(aliases.size(), 2U);
  EXPECT_EQ(aliases.name_of("Silva, A."), "Ana Silva");
  EXPECT_EQ(aliases.name_of("A. Silva"), "Ana Silva");
  EXPECT_EQ(aliases.name_of("Ana Silva"), "Ana Silva");
  EXPECT_EQ(aliases.name_of("Rui"), "Rui");
}

// A chain is followed to its end in either order of its lines; "A = A" changes nothing.
TEST(PlayerAliases, ChainsAreFollowedToTheirEnd) {
  for (const char* text : {"A = B\nB = C\n", "B = C\nA = B\n", "A = B\nB = C\nC = C\n"}) {
    SCOPED_TRACE(text);
    const PlayerAliases aliases(text, "a.txt");
    EXPECT_EQ(aliases.name_of("A"), "C");
    EXPECT_EQ(aliases.name_of("B"), "C");
    EXPECT_EQ(aliases.name_of("C"), "C");
  }
}

TEST(PlayerAliases, BadLinesNameFileAndLine) {
  const auto message = [](const char* text) {
    try {
      PlayerAliases(text, "a.txt");
    } catch (const AliasError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("A = B\n\nno equals sign\n"),
            "a.txt:3: expected 'Spelling = Name', not 'no equals sign'");
  EXPECT_EQ(message(" = B\n"), "a.txt:1: expected 'Spelling = Name', not '= B'");
  EXPECT_EQ(message("A =\n"), "a.txt:1: expected 'Spelling = Name', not 'A ='");
  EXPECT_EQ(message("A = B\nA = C\n"), "a.txt:2: 'A' is already 'B'");
  EXPECT_EQ(message("A = B\nA = B\n"), "no error");
  // The line that closes a loop is named, with the loop.
  EXPECT_EQ(message("A = B\nB = A\n"), "a.txt:2: the names make a loop: 'B' = 'A' = 'B'");
  EXPECT_EQ(message("A = B\nB = C\n\nC = A\n"),
            "a.txt:4: the names make a loop: 'C' = 'A' = 'B' = 'C'");
}

}  // namespace
}  // namespace damas::pdn
