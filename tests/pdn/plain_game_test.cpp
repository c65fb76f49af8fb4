// The plain-game scan must give exactly the game ends of the grammar wherever it answers.
#include "damas/pdn/plain_game.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "damas/pdn/reader.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

// Each game of a text as the reader delimits it: where it starts, its length (its input_text)
// and whether it had an error.
struct ReadGame {
  std::size_t number = 0;
  SourcePosition position;
  std::size_t length = 0;
  bool failed = false;

  friend bool operator==(const ReadGame&, const ReadGame&) = default;
};

class GameEnds : public Visitor {
 public:
  void begin_game(std::size_t number, SourcePosition position) override {
    games.push_back({number, position, 0, false});
    in_game_ = true;
  }
  void error(const ReadError&) override { games.back().failed = true; }
  void end_game() override {}
  void input_text(std::string_view bytes) override {
    if (in_game_) games.back().length = bytes.size();
    in_game_ = false;
  }
  std::vector<ReadGame> games;

 private:
  bool in_game_ = false;
};

std::vector<ReadGame> read_game_ends(std::string_view text, bool game_ends_only = false) {
  GameEnds ends;
  ReadOptions options;
  options.game_ends_only = game_ends_only;
  read_text(text, "test", ends, options);
  return ends.games;
}

// Checks the scan at every game start of `text`, and that reading with
// ReadOptions::game_ends_only gives the same games, numbers, positions and texts; returns how
// many games the scan recognised.
std::size_t expect_agreement(std::string_view text, const std::string& what) {
  std::size_t plain = 0;
  const std::vector<ReadGame> games = read_game_ends(text);
  std::vector<ReadGame> expected_ends = games;
  for (ReadGame& game : expected_ends) {
    const std::size_t start = game.position.byte;
    const std::size_t length = plain_game_length(text.substr(start));
    if (length == 0) continue;
    ++plain;
    EXPECT_FALSE(game.failed) << what << ": game at byte " << start;
    EXPECT_EQ(length, game.length) << what << ": game at byte " << start;
  }
  EXPECT_EQ(read_game_ends(text, true), expected_ends) << what;
  return plain;
}

TEST(PlainGame, LengthOfAPlainGameAndTheLayoutAfterIt) {
  const std::string game =
      "[Event \"Open\"]\n[White \"Sá, Rui\"]\t\n[Result \"1-0\"]\n\n"
      "1. 11-15 24-20 {a comment} 2. 15x24 $1 28x19 1-0";
  EXPECT_EQ(plain_game_length(game + " \n\n[Event"), game.size() + 3);
  EXPECT_EQ(plain_game_length(game), game.size());
  EXPECT_EQ(plain_game_length(game + "\\r\n"), game.size() + 3);  // BrunoGUI's "\r" text
  EXPECT_EQ(plain_game_length("1. 9x18x27 *"), 12u);
  EXPECT_EQ(plain_game_length("*"), 1u);
  EXPECT_EQ(plain_game_length("1-10 *"), 6u);  // "1-1" before a digit is a move, not a draw
  for (const char* result : {"0-1", "1/2-1/2", "2-0", "0-0", "1-1", "1:0", "1/2:1/2"}) {
    const std::string text = std::string("1. 11-15 ") + result;
    EXPECT_EQ(plain_game_length(text), text.size()) << result;
  }
}

TEST(PlainGame, AnythingElseIsLeftToTheGrammar) {
  for (const char* text : {
           "1. 11-15 (1. 10-14) 24-20 *",    // a variation
           "1. 11-15! 24-20 *",              // a strength
           "1. 11-15 ! 24-20 *",             // a spaced strength
           "1. 11-15* 24-20 *",              // a glued strength '*'
           "1... 24-20 *",                   // second player's number
           "1. ... 24-20 *",                 // a placeholder
           "1. 05-09 *",                     // a leading zero
           "1. 11- 15 *",                    // a blank after the separator
           "1. 11X15 *",                     // another separator
           "1. 111-15 *",                    // three digits
           "1. 11-15a *",                    // glued letters
           "1. a3-b4 *",                     // alphanumeric
           "1. 11-15 {no end *",             // unterminated comment
           "1. 11-15 24-20",                 // no terminator
           "1. 11-15 24-20\n[Event \"x\"]",  // ended by the next tag section
           "[Event \"a\\\"b\"] *",           // an escape in a value
           "[Event \"a\nb\"] *",             // a line end in a value
           "[Event x] *",                    // a bare value
           "[ Event \"x\"] *",               // a blank after '['
           "[Ev.ent \"x\"] *",               // a name character outside the plain form
           "{before} [Event \"x\"] *",       // a comment before the tags
           "% escape\n1. 11-15 *",           // an escape line
           "; comment\n1. 11-15 *",          // a semicolon comment
           "1. 11-15 /FEN \"x\"/ *",         // a setup
           "1. 11-15 $ *",                   // a NAG without digits
       }) {
    EXPECT_EQ(plain_game_length(text), 0u) << text;
  }
}

TEST(PlainGame, AgreesWithTheReaderOnTheSamples) {
  std::size_t plain = 0;
  for (const auto& file : testing::pdn_files(DAMAS_SAMPLES_DIR)) {
    plain += expect_agreement(testing::read_bytes(file), file.string());
  }
  EXPECT_GT(plain, 0u);  // the scan does recognise games (the samples are mostly awkward)
}

TEST(PlainGame, AgreesWithTheReaderOnTheCorpus) {
  const auto dir = testing::corpus_dir();
  if (dir.empty()) GTEST_SKIP() << "corpus not found beside the repository";
  std::size_t plain = 0;
  for (const auto& file : testing::pdn_files(dir)) {
    plain += expect_agreement(testing::read_bytes(file), file.string());
  }
  EXPECT_GT(plain, 100u);
}

// Every byte of a plain game replaced by characters that matter to the grammar: wherever the
// scan still answers, it answers as the reader does.
TEST(PlainGame, AgreesWithTheReaderOnMutatedGames) {
  const std::string game =
      "[Event \"Open\"]\n[Result \"1-0\"]\n1. 11-15 24-20 {c} 2. 15x24 $1 28x19 3. 9-13 1-0\n\n";
  const std::string replacements = " \n\\r{}[]()\"$.-x:/*!?0123456789a%;";
  std::size_t plain = 0;
  for (std::size_t at = 0; at < game.size(); ++at) {
    for (const char c : replacements) {
      std::string text = game + game;
      text[at] = c;
      plain += expect_agreement(text, "byte " + std::to_string(at) + " as '" + c + "'");
      text.insert(at, 1, c);
      plain += expect_agreement(text, "inserted at " + std::to_string(at) + ": '" + c + "'");
    }
  }
  EXPECT_GT(plain, game.size());
}

}  // namespace
}  // namespace damas::pdn
