// Replaying a game (replay.hpp): the main line kept or not, and the verdicts on captures that
// replay matches with the capturers the adjudicator found for the position.
#include "damas/pdn/replay.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/rules/notation.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;
using testing::without_tag_checks;

const char* const kThreePlies = "1. 11-15 24-20 2. 15x24 *";

// What a message quotes of a tag value stays on one line: control bytes escaped (a C1 control
// too), other bytes that are not UTF-8 decoded as Windows-1252 (0x9B is U+203A).
TEST(Replay, MessagesQuoteTagValuesOnOneLine) {
  ReplayedGame replayed = replay(only_game("[FEN \"W:W1\x01,2:B30\"] 1. 1-5 *"), without_tag_checks());
  ASSERT_FALSE(replayed.diagnostics.empty());
  EXPECT_EQ(replayed.diagnostics.front().message,
            "FEN \"W:W1\\u0001,2:B30\": expected ',', ':' or the end of the FEN, found "
            "'\\u0001' (at character 5)");
  replayed = replay(only_game("[Date \"\x9b\x81\\\\\"] [GameType \"x\x7f\"] 1. 11-15 *"));
  std::vector<std::string> messages;
  for (const Diagnostic& d : replayed.diagnostics) {
    if (d.code == DiagnosticCode::bad_tag) messages.push_back(d.message);
  }
  EXPECT_EQ(messages, (std::vector<std::string>{
                          "Date \"\xe2\x80\xba\\u0081\\\\\" is not in the form YYYY.MM.DD (?? "
                          "for unknown parts), nor in one that pdn convert --normalize-dates "
                          "reads",
                          "GameType \"x\\u007f\" does not start with a game type number"}));
}

TEST(Replay, AGameTypeWithMoreThanItsNumberIsReadAsItsNumberWithAWarning) {
  for (const std::string value : {"28", "28,W,8,8,N1,1", "24", "28abc", "24.0"}) {
    const ReplayedGame replayed =
        replay(only_game(("[GameType \"" + value + "\"] 1. 11-15 *").c_str()));
    std::vector<std::string> messages;
    for (const Diagnostic& d : replayed.diagnostics) {
      if (d.code == DiagnosticCode::bad_tag) messages.push_back(d.message);
    }
    const bool clean = value.size() == 2 || value[2] == ',';
    EXPECT_EQ(messages.size(), clean ? 0U : 1U) << value;
    if (!clean) {
      EXPECT_EQ(messages.front(), "GameType \"" + value +
                                      "\" is not a game type number, nor one followed by ',' "
                                      "and the board (28,W,8,8,N1,1): read as " +
                                      value.substr(0, 2));
    }
    EXPECT_EQ(replayed.rules.name, value.starts_with("24") ? "spanish" : "portuguese") << value;
  }
}

TEST(Replay, KeepsTheMainLineByDefault) {
  const ReplayedGame replayed = replay(only_game(kThreePlies));
  ASSERT_EQ(replayed.main_line.size(), 3U);
  EXPECT_EQ(rules::route_text(replayed.main_line[0]), "11-15");
  EXPECT_EQ(rules::route_text(replayed.main_line[2]), "15x24");
  EXPECT_EQ(replayed.main_line[2].captured, rules::bit(rules::square_from_number(20)));
}

TEST(Replay, LeavesOutTheMainLineWhenNotAskedFor) {
  ReplayOptions options;
  options.record_main_line = false;
  const ReplayedGame replayed = replay(only_game(kThreePlies), options);
  EXPECT_TRUE(replayed.main_line.empty());
  EXPECT_EQ(replayed.recorded_plies, 3);
  EXPECT_EQ(replayed.outcome.result, rules::GameResult::ongoing);
  EXPECT_FALSE(replayed.has_errors());
}

TEST(Replay, QuietMoveWhileACaptureIsCompulsory) {
  const ReplayedGame replayed = replay(only_game("1. 11-15 24-20 2. 9-13 *"), without_tag_checks());
  ASSERT_EQ(replayed.diagnostics.size(), 1U);
  const Diagnostic& d = replayed.diagnostics.front();
  EXPECT_EQ(d.code, DiagnosticCode::illegal_move);
  EXPECT_EQ(d.reason, rules::IllegalReason::capture_required);
  EXPECT_EQ(d.ply, 3);
  EXPECT_EQ(d.message, "a capture is compulsory: 15x24");
  EXPECT_EQ(replayed.main_line.size(), 2U);
}

TEST(Replay, ShortCaptureNamingTwoMovesIsAmbiguous) {
  const ReplayedGame replayed =
      replay(only_game("[FEN \"W:W6:B10,11,18,19\"] 1. 6x22 *"), without_tag_checks());
  ASSERT_EQ(replayed.diagnostics.size(), 1U);
  const Diagnostic& d = replayed.diagnostics.front();
  EXPECT_EQ(d.code, DiagnosticCode::ambiguous_move);
  EXPECT_EQ(d.message, "6x22 names several legal captures: 6x13x22, 6x15x22; write the full path");
}

TEST(Replay, CaptureWrittenWithAHyphenIsTheCapture) {
  const ReplayedGame replayed =
      replay(only_game("[FEN \"W:W6:B10,11,18,19\"] 1. 6-15-22 *"), without_tag_checks());
  EXPECT_TRUE(replayed.diagnostics.empty());
  ASSERT_EQ(replayed.main_line.size(), 1U);
  EXPECT_EQ(rules::route_text(replayed.main_line[0]), "6x15x22");
}

// The replay of the only game of `text` as the reader gives it when it replays plain games as
// they are read (move by move, with no model of the moves), or built when it is not plain.
ReplayedGame replayed_as_read(const char* text, const ReplayOptions& options) {
  std::vector<ReplayedGame> replays;
  GameBuilder builder([&](Game&& game) { replays.push_back(replay(game, options)); });
  builder.replay_plain_games(options, [&](Game&&, ReplayedGame&& replayed) {
    replays.push_back(std::move(replayed));
  });
  read_text(text, "<text>", builder);
  EXPECT_EQ(replays.size(), 1U);
  return replays.empty() ? ReplayedGame{} : std::move(replays.front());
}

// The codes of the diagnostics, in order.
std::vector<DiagnosticCode> codes(const ReplayedGame& replayed) {
  std::vector<DiagnosticCode> result;
  for (const Diagnostic& d : replayed.diagnostics) result.push_back(d.code);
  return result;
}

// An International game without GameType: its first move (32-28) is Black's piece on the
// Portuguese board, later ones name squares up to 50. One error says so, whether the game is
// replayed from its model or as it is read; the tag warnings stay.
TEST(Replay, AnotherVariantIsReportedOnceInsteadOfItsIllegalMoves) {
  const char* const text =
      "[Event \"Open\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 4. 41-37 (4. 33-29) "
      "5-10 *\n";
  for (const bool as_read : {false, true}) {
    const ReplayedGame replayed =
        as_read ? replayed_as_read(text, {}) : replay(only_game(text));
    ASSERT_EQ(codes(replayed),
              (std::vector{DiagnosticCode::missing_tag, DiagnosticCode::other_variant}))
        << as_read;
    const Diagnostic& d = replayed.diagnostics.back();
    EXPECT_EQ(d.severity, Severity::error);
    // Its moves are legal International moves (hand-checked: 28x19 and 14x23 the only captures).
    EXPECT_EQ(d.message,
              "looks like International draughts, 10x10 (squares up to 41, as in 37-32: a "
              "Portuguese board numbers 32), and its moves are legal international draughts: "
              "add [GameType \"20\"] or use --rules international");
    EXPECT_EQ(d.position, (SourcePosition{2, 4, 18}));  // where the replay stopped: 32-28
    EXPECT_FALSE(replayed.replayed);
    EXPECT_TRUE(replayed.main_line.empty());
    EXPECT_EQ(replayed.outcome.result, rules::GameResult::ongoing);
  }
  // Not legal International moves either (2. 33-29 leaves the capture 28x19): the look alone.
  const ReplayedGame unconfirmed = replay(
      only_game("1. 32-28 19-23 2. 33-29 14-20 3. 37-32 10-14 4. 41-37 *"), without_tag_checks());
  ASSERT_EQ(codes(unconfirmed), (std::vector{DiagnosticCode::other_variant}));
  EXPECT_EQ(unconfirmed.diagnostics[0].message,
            "looks like International draughts, 10x10 (squares up to 41, as in 33-29: a "
            "Portuguese board numbers 32): add a GameType tag");
  // Moves after the end on the board are never played: they are no evidence. White (e4) takes
  // Black's last piece (f5) at ply 1; 1-6 and 2-7 are steps only on English numbering's board.
  const ReplayedGame after_end = replay(
      only_game("[FEN \"W:W14:B18\"] 1. 14x21 1-6 2. 2-7 6-10 *"), without_tag_checks());
  EXPECT_EQ(codes(after_end), (std::vector{DiagnosticCode::move_after_end}));
  // Declared Portuguese, it is checked as such.
  const ReplayedGame declared = replay(only_game(
      "[GameType \"28\"] 1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 4. 41-37 *"),
      without_tag_checks());
  EXPECT_EQ(codes(declared), (std::vector{DiagnosticCode::illegal_move}));
}

TEST(Replay, AnotherVariantsSetupIsReportedAtTheFen) {
  // CheckerBoard's 11-man ballots: English numbering, White on 21-32.
  const char* const text = "[Event \"x\"]\n[FEN \"B:W19,21-24,26-32:B1-3,5-12,15\"] *\n";
  const ReplayedGame replayed = replay(only_game(text), without_tag_checks());
  ASSERT_EQ(codes(replayed), (std::vector{DiagnosticCode::other_variant}));
  EXPECT_EQ(replayed.diagnostics[0].position, (SourcePosition{2, 1, 12}));
  EXPECT_EQ(replayed.diagnostics[0].message.substr(0, 72),
            "looks like a game numbered from Black's side, as English and Italian dra");
}

// A setup command inside the moves (PDN 3.0's /FEN "..."/) that sets another position stops its
// line with one warning at the command, whether it comes before a line's first move or after a
// move, in any variant; the moves after it are not judged against the position before it.
TEST(Replay, ASetupCommandInsideTheMovesStopsItsLine) {
  struct Case {
    const char* text;
    std::size_t main_line;
    std::size_t column;
  };
  for (const Case& c : {Case{"1. 11-15 (/FEN \"W:W32:B3\"/ 1. 32-28) 22-18 *", 2, 11},
                        Case{"1. 11-15 22-18 /FEN \"W:W32:B3\"/ 2. 32-28 *", 2, 16},
                        Case{"1. 11-15 (1. 10-14 /FEN \"W:W32:B3\"/ 2. 32-28) 22-18 *", 2, 20},
                        Case{"[GameType \"20\"] 1. 32-28 /FEN \"W:W45:B5\"/ 1... 5-10 *", 1, 26}}) {
    SCOPED_TRACE(c.text);
    const ReplayedGame r = replay(only_game(c.text), without_tag_checks());
    ASSERT_EQ(codes(r), (std::vector{DiagnosticCode::bad_setup}));
    EXPECT_EQ(r.diagnostics[0].severity, Severity::warning);
    EXPECT_EQ(r.diagnostics[0].position.column, c.column);
    EXPECT_EQ(r.main_line_plies(), c.main_line);
  }
  // One that records the very position the moves reach changes nothing: the line goes on.
  const ReplayedGame same = replay(
      only_game("1. 11-15 22-18 /FEN \"W:W1-10,12,15:B18,21,23-32\"/ 2. 15-19 *"),
      without_tag_checks());
  EXPECT_TRUE(same.diagnostics.empty());
  EXPECT_EQ(same.main_line_plies(), 3u);
  const ReplayedGame same_family = replay(
      only_game("[GameType \"20\"] 1. 32-28 /FEN \"B:W28,31,33-50:B1-20\"/ 1... 19-23 *"),
      without_tag_checks());
  EXPECT_TRUE(same_family.diagnostics.empty());
  EXPECT_EQ(same_family.main_line_plies(), 2u);
}

TEST(Replay, TheUnsupportedGameTypeIsNamed) {
  const ReplayedGame replayed =
      replay(only_game("[GameType \"23,W,8,8,A0,0\"] 1. 32-28 *"), without_tag_checks());
  ASSERT_EQ(codes(replayed), (std::vector{DiagnosticCode::unsupported_gametype}));
  EXPECT_EQ(replayed.diagnostics[0].message,
            "GameType \"23,W,8,8,A0,0\" is a pool game other than American pool (unified, "
            "Zimbabwean or Jamaican pool), whose rules this program does not know: the game is "
            "not checked");
  const ReplayedGame frisian =
      replay(only_game("[GameType \"40\"] 1. 32-28 *"), without_tag_checks());
  ASSERT_EQ(codes(frisian), (std::vector{DiagnosticCode::unsupported_gametype}));
  EXPECT_EQ(frisian.diagnostics[0].message,
            "GameType 40 is Frisian draughts, a variant whose rules this program does not know: "
            "the game is not checked");
  // American pool's own full form is American pool.
  EXPECT_TRUE(replay(only_game("[GameType \"23,B,8,8,N1,0\"] 1. 11-15 *"), without_tag_checks())
                  .judged());
}

// White, to move, has a man on 1 blocked by 5 (and 10 behind it): no move, 0-1 at ply 0. The
// moves after it are one bad setup, not a move-after-end each (nor a game "cut after its end").
TEST(Replay, MovesAfterASetupThatIsOverAreOneBadSetup) {
  const char* const text = "[FEN \"W:W1:B5,10\"]\n1. 1-6 5-1 (1... 10-14) 2. 6-10 *\n";
  for (const bool as_read : {false, true}) {
    const ReplayedGame replayed =
        as_read ? replayed_as_read(text, without_tag_checks()) : replay(only_game(text),
                                                                        without_tag_checks());
    ASSERT_EQ(codes(replayed), (std::vector{DiagnosticCode::bad_setup})) << as_read;
    const Diagnostic& d = replayed.diagnostics[0];
    EXPECT_EQ(d.severity, Severity::error);
    EXPECT_EQ(d.position, (SourcePosition{1, 1, 0}));
    EXPECT_EQ(d.message,
              "FEN \"W:W1:B5,10\": the game is already over in this position (0-1, no-moves), "
              "yet moves follow");
    EXPECT_FALSE(replayed.replayed);
  }
  // Without moves, the setup is a finished game, as a problem's final position may be.
  const ReplayedGame final_position =
      replay(only_game("[FEN \"W:W1:B5,10\"] 0-1"), without_tag_checks());
  EXPECT_TRUE(final_position.diagnostics.empty());
  EXPECT_TRUE(final_position.replayed);
}

TEST(Replay, MissingTagsAreOneWarning) {
  const ReplayedGame some = replay(only_game("[Event \"e\"]\n[Black \"b\"]\n1. 11-15 *"));
  ASSERT_EQ(codes(some), (std::vector{DiagnosticCode::missing_tag}));
  EXPECT_EQ(some.diagnostics[0].message,
            "the standard tags Site, Date, Round, White, Result are missing");
  EXPECT_EQ(some.diagnostics[0].severity, Severity::warning);
  const ReplayedGame one = replay(only_game(
      "[Event \"e\"][Site \"s\"][Date \"2024.01.02\"][Round \"1\"][White \"w\"]"
      "[Black \"b\"] 1. 11-15 *"));
  ASSERT_EQ(codes(one), (std::vector{DiagnosticCode::missing_tag}));
  EXPECT_EQ(one.diagnostics[0].message, "the standard tag Result is missing");
}

TEST(Replay, ADateNotInPdnsFormNamesTheFormToWrite) {
  const ReplayedGame recognised =
      replay(only_game("[Date \"17 april 2009\"] 1. 11-15 *"));
  ASSERT_EQ(recognised.diagnostics.size(), 2U);
  EXPECT_EQ(recognised.diagnostics[1].code, DiagnosticCode::bad_tag);
  EXPECT_EQ(recognised.diagnostics[1].message,
            "Date \"17 april 2009\" is not in the form YYYY.MM.DD: pdn convert --normalize-dates "
            "writes it as 2009.04.17");
  const ReplayedGame range = replay(only_game("[Date \"1-2 June 2002\"] 1. 11-15 *"));
  ASSERT_EQ(range.diagnostics.size(), 2U);
  EXPECT_EQ(range.diagnostics[1].message,
            "Date \"1-2 June 2002\" is not in the form YYYY.MM.DD (?? for unknown parts), nor in "
            "one that pdn convert --normalize-dates reads");
}

}  // namespace
}  // namespace damas::pdn
