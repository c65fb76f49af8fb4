// The plain-game scan must give exactly the game ends of the grammar wherever it answers.
#include "damas/pdn/plain_game.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/replay.hpp"
#include "plain_scan_agreement.hpp"
#include "printed_scores.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

// The comparisons of plain_scan_agreement.hpp (shared with the fuzz target fuzz_plain_scan),
// as expectations: plain_game_length and game_ends_only against the grammar's game ends;
// returns how many games the scan recognised.
std::size_t expect_agreement(std::string_view text, const std::string& what) {
  std::size_t plain = 0;
  EXPECT_EQ(testing::game_ends_difference(text, plain), "") << what;
  return plain;
}

// Plain games replayed as they are read, against the games the grammar builds, replayed; returns
// how many games were replayed as read.
std::size_t expect_same_replays(std::string_view text, const std::string& what,
                                const ReplayOptions& options = {}) {
  std::size_t replayed = 0;
  EXPECT_EQ(testing::replays_difference(text, options, replayed), "") << what;
  return replayed;
}

// The same reader calls, games, errors and replays by the scan and by the grammar.
void expect_same_events(std::string_view text, const std::string& what) {
  EXPECT_EQ(testing::reading_difference(text), "") << what;
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
  // A line of a comment that is no tag ("[%eval 1.0]") leaves it plain.
  EXPECT_EQ(plain_game_length("1. 11-15 {a\n[%eval 1.0]} *"), 26u);
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
           "1. 11-15 *16-20 *",              // a '*' glued to the move after it
           "1. 11-15 1-0 abandono",          // a result and a word on its line
           "1. 11-15 1-0 [Event \"x\"] *",    // a result and more on its line
       }) {
    EXPECT_EQ(plain_game_length(text), 0u) << text;
  }
  // A comment that a line beginning a tag section ends before its '}' (an error).
  EXPECT_EQ(plain_game_length("1. 11-15 {a\n[Event \"b\"]\n} *"), 0u);
}

TEST(PlainGame, AgreesWithTheReaderOnTheSamples) {
  std::size_t plain = 0;
  for (const auto& file : testing::pdn_files(DAMAS_SAMPLES_DIR)) {
    const std::string text = testing::read_bytes(file);
    plain += expect_agreement(text, file.string());
    expect_same_events(text, file.string());
  }
  EXPECT_GT(plain, 0u);  // the scan does recognise games (the samples are mostly awkward)
}

TEST(PlainGame, AgreesWithTheReaderOnTheCorpus) {
  const auto dir = testing::corpus_dir();
  if (dir.empty()) GTEST_SKIP() << "corpus not found beside the repository";
  std::size_t plain = 0;
  std::size_t replayed = 0;
  for (const auto& file : testing::pdn_files(dir)) {
    const std::string text = testing::read_bytes(file);
    plain += expect_agreement(text, file.string());
    expect_same_events(text, file.string());
    replayed += expect_same_replays(text, file.string(), {});  // every variant of the family
  }
  EXPECT_GT(plain, 100u);
  EXPECT_GT(replayed, 1000u);
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
      const std::string replaced = "byte " + std::to_string(at) + " as '" + c + "'";
      plain += expect_agreement(text, replaced);
      expect_same_events(text, replaced);
      text.insert(at, 1, c);
      const std::string inserted = "inserted at " + std::to_string(at) + ": '" + c + "'";
      plain += expect_agreement(text, inserted);
      expect_same_events(text, inserted);
    }
  }
  EXPECT_GT(plain, game.size());
}

// What the Emitter does to what it passes on, for games the scan reads: Latin-1 converted to
// UTF-8, CR LF in comments made LF, positions counted in bytes on CR LF lines and after tabs,
// comments before the first item held until begin_game, long move numbers and captures.
TEST(PlainGame, ReadsPlainGamesWithEveryCallOfTheGrammar) {
  const std::string text =
      "[Event \"Ta\xe7"
      "a\"]\r\n[White\t\"S\xc3\xa1, Rui\"]\t\r\n\r\n"
      "{antes\r\nda partida} 1. 11-15 24-20\t{S\xe1}\r\n2. 15x24x31 $12 28x19 "
      "123456789. 9-13 1/2-1/2\\r\n"
      "{only a comment} 7. 1-5 *\n"
      "1-0\n"
      "[Event \"x\"]\n[Round \"\"]\n\n2-0";
  ASSERT_EQ(expect_agreement(text, "text"), 4u);
  expect_same_events(text, "text");
  const std::vector<std::string> events = testing::reader_calls(text, true);
  ASSERT_GE(events.size(), 13u);
  EXPECT_EQ(events[0], "begin_game 1 @1:1/0");
  EXPECT_EQ(events[1],
            "tag Event=Ta\xc3\xa7"
            "a @1:1/0");
  EXPECT_EQ(events[2], "tag White=S\xc3\xa1, Rui @2:1/16");
  EXPECT_EQ(events[3], "comment antes\nda partida @4:1/39");
  EXPECT_EQ(events[4], "move 1.|11-15|11,15,|1| @5:16/62");
  EXPECT_EQ(events[6], "comment S\xc3\xa1 @5:28/74");
  EXPECT_EQ(events[7], "move 2.|15x24x31|15,24,31,|2| @6:4/83");
  EXPECT_EQ(events[8], "nag 12 @6:13/92");
  EXPECT_EQ(events[10], "move 123456789.|9-13|9,13,|1| @6:34/113");
  EXPECT_EQ(events[11], "result 1/2-1/2 @6:39/118");
  EXPECT_EQ(events[12], "end_game ");
}

// A GameBuilder is handed a plain game built (see builder.hpp); a subclass hears the same calls
// for a plain game as for one the grammar reads (the calls for items cannot be overridden).
TEST(PlainGame, AGameBuilderIsHandedPlainGamesBuilt) {
  class CountingBuilder : public GameBuilder {
   public:
    CountingBuilder() : GameBuilder([this](Game&& game) { games.push_back(std::move(game)); }) {}
    void begin_game(std::size_t number, SourcePosition position) override {
      calls += "begin " + std::to_string(number) + ", ";
      GameBuilder::begin_game(number, position);
    }
    void end_game() override {
      calls += "end, ";
      GameBuilder::end_game();
    }
    std::vector<Game> games;
    std::string calls;
  };
  CountingBuilder builder;
  read_text("[Event \"x\"]\n1. 11-15 {c} 22-18 $2 2. 15x22 25x18 1-0\n\n1. 11-15! 22-18 *\n",
            "test", builder);
  ASSERT_EQ(builder.games.size(), 2u);
  EXPECT_EQ(builder.calls, "begin 1, end, begin 2, end, ");  // plain, then not ('!')
  const Game& plain = builder.games[0];
  EXPECT_EQ(plain.number, 1u);
  ASSERT_EQ(plain.tags.size(), 1u);
  EXPECT_EQ(plain.tags[0].value, "x");
  ASSERT_EQ(plain.moves.nodes.size(), 4u);
  EXPECT_EQ(plain.moves.nodes[0].move.text, "11-15");
  EXPECT_EQ(plain.moves.nodes[0].number, (MoveNumber{1, false}));
  EXPECT_EQ(plain.moves.nodes[0].after.size(), 1u);
  EXPECT_EQ(plain.moves.nodes[1].nags.size(), 1u);
  EXPECT_EQ(plain.moves.nodes[3].position, (SourcePosition{2, 32, 43}));
  EXPECT_EQ(builder.games[1].number, 2u);
  EXPECT_EQ(builder.games[1].position, (SourcePosition{4, 1, 54}));
  // A plain game the builder refuses is read by the grammar, which reports the error.
  std::vector<ReadError> errors;
  EXPECT_TRUE(read_games("[Event \"x\"]\n$3 1. 11-15 *", &errors).empty());
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message, "NAG before any move of its line");
  EXPECT_EQ(errors[0].position, (SourcePosition{2, 1, 12}));
  // Moves of as many squares as fit in kMaxTokenBytes bytes, and one more.
  for (const int squares : {128, 129}) {
    std::string text = "1. 1";
    for (int i = 1; i < squares; ++i) text += "-9";
    text += " *";
    expect_same_events(text, std::to_string(squares) + " squares");
  }
}

// Replaying while reading: plain games are replayed (legal or not, finished or not, with tag
// problems, under other rules), the others built; an error of the builder's is still reported.
TEST(PlainGame, AGameBuilderMayReplayPlainGamesAsTheyAreRead) {
  const std::string text =
      "[Event \"e\"]\n[Result \"0-1\"]\n1. 11-15 24-20 2. 15x24 23-19 {c} $1 1-0\n\n"
      "[GameType \"24\"]\n1. 11-15 24-20 2. 9-13 *\n\n"
      "[Date \"1 May\"]\n1. 11-15 24-20 3. 15x24 *\n\n"
      "1. 11-15 (1. 10-14) 22-18 *\n\n"
      "$2 1. 11-15 *\n\n"
      "[FEN \"W:W18:B14\"]\n1. 18x9 2. 9-5 1-0\n\n"
      "[GameType \"40\"]\n1. 32-28 *\n\n"
      "[GameType \"20\"]\n1. 32-28 19-23 2. 33-29 *\n\n"
      "[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 *\n\n"
      "{only a comment} *\n";
  for (const bool check_tags : {true, false}) {
    for (const char* variant : {"portuguese", "spanish", "international", "english"}) {
      ReplayOptions options;
      options.check_tags = check_tags;
      options.overrides.variant = variant;
      options.record_main_line = check_tags;
      const std::string what = std::string(variant) + (check_tags ? "" : ", no tag checks");
      EXPECT_EQ(expect_same_replays(text, what, options), 8u) << what;
    }
  }
  std::vector<ReplayedGame> replays;
  GameBuilder builder([](Game&&) {});
  builder.replay_plain_games({}, [&](Game&& game, ReplayedGame&& replayed) {
    EXPECT_TRUE(game.moves.nodes.empty());
    replays.push_back(std::move(replayed));
  });
  read_text(text, "<text>", builder);
  ASSERT_EQ(replays.size(), 8u);
  // 2. 15x24 23-19 is legal; 1-0 disagrees with the Result tag.
  EXPECT_EQ(replays[0].recorded_plies, 4);
  EXPECT_EQ(replays[0].main_line.size(), 4u);
  ASSERT_FALSE(replays[0].diagnostics.empty());
  EXPECT_EQ(replays[0].diagnostics.back().code, DiagnosticCode::result_mismatch);
  // 2. 9-13 while 15 can take 20: the line stops at ply 3.
  const Diagnostic& illegal = replays[1].diagnostics.back();
  EXPECT_EQ(illegal.code, DiagnosticCode::illegal_move);
  EXPECT_EQ(illegal.reason, rules::IllegalReason::capture_required);
  EXPECT_EQ(illegal.ply, 3);
  EXPECT_EQ(illegal.move, "9-13");
  EXPECT_EQ(illegal.position, (SourcePosition{6, 19, 103}));
  EXPECT_EQ(replays[1].main_line.size(), 2u);
  EXPECT_EQ(replays[2].diagnostics.back().code, DiagnosticCode::move_number);
  EXPECT_EQ(replays[4].diagnostics.back().code, DiagnosticCode::unsupported_gametype);
  EXPECT_FALSE(replays[4].replayed);
  // Other variants of the family, by their own rules: 2. 33-29 leaves 28x19 untaken; the
  // English game (Black first: 11-15 is f6-e5, 23-19 e3-f4) is legal.
  ASSERT_TRUE(replays[5].family);
  EXPECT_EQ(replays[5].family->main_line.size(), 2u);
  EXPECT_EQ(replays[5].diagnostics.back().code, DiagnosticCode::illegal_move);
  EXPECT_EQ(replays[5].diagnostics.back().move, "33-29");
  ASSERT_TRUE(replays[6].family);
  EXPECT_EQ(replays[6].family->main_line.size(), 3u);
  EXPECT_FALSE(replays[6].has_errors());
  EXPECT_EQ(replays[7].recorded_plies, 0);
  // The moves' nodes are not built: ReplayedGame::resolved cannot point at them.
  ReplayOptions recording;
  recording.record_moves = true;
  EXPECT_THROW(builder.replay_plain_games(recording, [](Game&&, ReplayedGame&&) {}),
               std::invalid_argument);
}

// The printed forms are left to the grammar, and the games around them are read alike.
TEST(PlainGame, PrintedScoresAreReadAsTheGrammarDoes) {
  std::vector<std::string> texts = {testing::kBulletin, testing::kPlainGame,
                                    testing::kBulletinAsPdn};
  for (const testing::PrintedEnd& end : testing::kPrintedEnds) {
    texts.push_back("1. 11-15 24-20 " + end.end + "\n");
    texts.push_back("[Event \"A\"]\n1. 11-15 24-20 " + end.end + "\n\n[Event \"B\"]\n1. 9-13 *\n");
    texts.push_back("1. 11-15 24-20 " + end.end + " 2. 9-13 *\n");  // not at the end of its line
  }
  for (const char* text : {"1. 11-15 *16-20 *\n", "1. 11-15 * 16-20 *\n", "1. 11-15 *\n16-20 1-0\n",
                           "1. 11-15 24-20 2) 15x24 *\n", "1. 11-15, 24-20 *\n",
                           "1. 11-15; 24-20 *\n", "1. 11-15 ; 24-20 *\n", "1. 11-15=D 24-20 *\n",
                           "1. 11-15 [A] 24-20 *\n", "1. 11-15 (A) 24-20 *\n",
                           "1. 11-15 {c} ... 24-20 *\n", "1. 11-15 Brancas 24-20 *\n",
                           "1. 11-15 15-2A 24-20 *\n", "[White Silva] 1. 11-15 *\n",
                           "1. 11-15 1-0 abandono\n", "1. 11-15 1-0 [Event \"B\"] *\n",
                           "1. 11-15 1-0\t\\r\n[Event \"B\"] *\n", "1. 11-15 *\\r\n"}) {
    texts.emplace_back(text);
  }
  for (const std::string& text : texts) {
    expect_agreement(text, text);
    expect_same_events(text, text);
  }
  // The plain game stays plain; the bulletin does not.
  EXPECT_EQ(plain_game_length(testing::kPlainGame), testing::kPlainGame.size());
  EXPECT_EQ(plain_game_length(testing::kBulletin), 0u);
}

// Games made of random plain pieces, joined by random layout: read the same both ways.
TEST(PlainGame, ReadsGeneratedGamesAsTheGrammarDoes) {
  std::mt19937 random(7);
  const auto pick = [&](std::initializer_list<const char*> pieces) {
    return std::string(pieces.begin()[random() % pieces.size()]);
  };
  const auto layout = [&] { return pick({" ", "\n", "\r\n", "\t", "  \n\n", "\\r\n", " \f"}); };
  std::size_t plain = 0;
  for (int round = 0; round < 300; ++round) {
    std::string text;
    for (int game = 0; game < 4; ++game) {
      for (int tag = random() % 4; tag > 0; --tag) {
        text += "[" + pick({"Event", "White", "Result", "Round_2"}) + pick({"", " ", "\t"}) + "\"" +
                pick({"", "Open", "S\xe1", "S\xc3\xa1", "a b"}) + "\"" + pick({"", " "}) + "]" +
                layout();
      }
      for (int item = random() % 12; item > 0; --item) {
        text += pick({"1.", "12.", "7-11", "32-28", "15x24", "9x18x27x36", "1-5", "{c}", "{a\r\nb}",
                      "{}", "$1", "$203"}) +
                layout();
      }
      text += pick({"1-0", "0-1", "2-0", "1/2-1/2", "*", "0-2", "1:0"}) + layout();
    }
    plain += expect_agreement(text, "round " + std::to_string(round));
    expect_same_events(text, "round " + std::to_string(round));
    if (HasFailure()) break;
  }
  // A result followed on its line by more than blanks is left to the grammar (which may read a
  // printed result beside it, "1-0 abandono"): about a quarter of these results.
  EXPECT_GT(plain, 600u);
}

}  // namespace
}  // namespace damas::pdn
