// Printed scores (docs/printed-scores.md): the liberal reader reads the forms of bulletins and
// books with a warning each, and the replay goes on to the end; the strict reader refuses them.
#include "printed_scores.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/pdn/writer.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"
#include "round_trip.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::kBulletin;
using testing::kPlainGame;
using testing::only_game;

// Where the first `token` in `text` at or after `from` is.
SourcePosition where(const std::string& text, const std::string& token, std::size_t from = 0) {
  const testing::Place place = testing::place_of(text, token, from);
  EXPECT_NE(place.line, 0u) << token;
  return {place.line, place.column, place.byte};
}

// A diagnostic as the reports give it: "warning notation 9:1 message" (the ply and move too
// when it is about a move).
std::string shown(const Diagnostic& d) {
  std::string text = std::string(severity_text(d.severity)) + " " + code_text(d.code) + " " +
                     std::to_string(d.position.line) + ":" + std::to_string(d.position.column);
  if (d.ply > 0) text += " ply " + std::to_string(d.ply) + " (" + d.move + ")";
  return text + " " + d.message;
}
std::string expected(const char* severity_code, SourcePosition at, const std::string& message) {
  return std::string(severity_code) + " " + std::to_string(at.line) + ":" +
         std::to_string(at.column) + " " + message;
}

using testing::without_tag_checks;

std::vector<std::string> diagnostics(const ReplayedGame& replayed) {
  std::vector<std::string> shown_all;
  for (const Diagnostic& d : replayed.diagnostics) shown_all.push_back(shown(d));
  return shown_all;
}

std::vector<std::string> routes(const ReplayedGame& replayed) {
  std::vector<std::string> texts;
  for (const rules::Move& move : replayed.main_line) texts.push_back(rules::route_text(move));
  return texts;
}

TEST(PrintedScores, ABulletinReplaysToItsEndWithOneWarningPerForm) {
  const Game game = only_game(kBulletin);
  const ReplayedGame replayed = replay(game);
  const ReplayedGame plain = replay(only_game(kPlainGame));
  ASSERT_TRUE(plain.diagnostics.empty()) << shown(plain.diagnostics.front());

  // Every move replayed, the same moves as the plain game's, and its end on the board.
  EXPECT_EQ(replayed.recorded_plies, 38);
  EXPECT_EQ(routes(replayed), routes(plain));
  EXPECT_EQ(replayed.main_line.size(), 38u);
  EXPECT_EQ(replayed.outcome.result, rules::GameResult::black_wins);
  EXPECT_EQ(replayed.outcome.reason, rules::EndReason::no_moves);
  EXPECT_EQ(replayed.outcome.ply, 38);
  ASSERT_TRUE(game.result);
  EXPECT_EQ(game.result->text, "0-1");

  std::vector<std::string> expected_warnings;
  for (const testing::BulletinWarning& w : testing::kBulletinWarnings) {
    const SourcePosition at = where(kBulletin, w.token);
    std::string move;
    if (w.ply > 0) move = " ply " + std::to_string(w.ply) + " (" + w.move + ")";
    expected_warnings.push_back("warning " + w.code + " " + std::to_string(at.line) + ":" +
                                std::to_string(at.column) + move + " " + w.message);
  }
  EXPECT_EQ(diagnostics(replayed), expected_warnings);
}

// The marks become what PDN 3.0 writes for them, the notes and words comments; the rest of the
// model is the plain game's.
TEST(PrintedScores, TheMarksBecomeNagsAndTheNotesComments) {
  const Game game = only_game(kBulletin);
  const std::vector<Node>& nodes = game.moves.nodes;
  ASSERT_EQ(nodes.size(), 38u);
  const auto nags = [&](std::size_t ply) {
    std::vector<int> values;
    for (const Nag& nag : nodes[ply - 1].nags) values.push_back(nag.value);
    return values;
  };
  const auto comments_after = [&](std::size_t ply) {
    std::vector<std::string> texts;
    for (const Remark& remark : nodes[ply - 1].after)
      texts.push_back(std::get<Comment>(remark).text);
    return texts;
  };
  EXPECT_EQ(nags(32), std::vector<int>{7});  // *24-20
  EXPECT_EQ(nodes[31].strength, "");
  EXPECT_EQ(nags(36), std::vector<int>{7});  // 8-19*
  EXPECT_EQ(nodes[12].strength, "(!)");      // 24-28(!)
  EXPECT_EQ(nodes[24].strength, "!!");       // 16-20!!
  EXPECT_EQ(nodes[28].strength, "(?)");      // 2-6 (?)
  EXPECT_EQ(comments_after(18), std::vector<std::string>{"[A]"});
  EXPECT_EQ(comments_after(28), std::vector<std::string>{"(B)"});
  EXPECT_EQ(comments_after(38), std::vector<std::string>{"Brancas sem lances"});
  EXPECT_EQ(nodes[19].move.text, "20x4");  // "=D" left out
  EXPECT_EQ(nodes[0].number, (MoveNumber{1, false}));
  EXPECT_EQ(nodes[5].number, (MoveNumber{3, true}));     // "3..."
  EXPECT_FALSE(nodes[23].number);                        // after the bare "..."
  EXPECT_EQ(nodes[2].move.separator, Separator::cross);  // "15×24"
  EXPECT_EQ(nodes[2].move.squares, (Squares{Square::numbered(15), Square::numbered(24)}));
  EXPECT_EQ(nodes[10].move.separator, Separator::colon);  // "9:25"
}

// '×' and '½' in a Latin-1 file are the bytes D7 and BD.
TEST(PrintedScores, Latin1TimesSignAndHalf) {
  const Game game = only_game(
      "1) 11-15 24-20 2) 15\xd7"
      "24 \xbd-\xbd\n");
  ASSERT_EQ(game.moves.nodes.size(), 3u);
  EXPECT_EQ(game.moves.nodes[2].move.squares,
            (Squares{Square::numbered(15), Square::numbered(24)}));
  ASSERT_TRUE(game.result);
  EXPECT_EQ(game.result->text, "1/2-1/2");
  ASSERT_EQ(game.read_warnings.size(), 3u);
  EXPECT_EQ(game.read_warnings[0].message, "the result written '\u00bd-\u00bd' is read as 1/2-1/2");
}

TEST(PrintedScores, EveryResultForm) {
  for (const testing::PrintedEnd& end : testing::kPrintedEnds) {
    SCOPED_TRACE(end.end);
    const std::string text = "1. 11-15 24-20 " + end.end + "\n";
    const Game game = only_game(text);
    ASSERT_TRUE(game.result);
    EXPECT_EQ(game.result->text, end.result);
    EXPECT_EQ(game.result->position, where(text, end.end, text.find("24-20")));
    ASSERT_EQ(game.read_warnings.size(), 1u);
    const ReadWarning& warning = game.read_warnings[0];
    EXPECT_EQ(warning.kind, ReadWarning::Kind::notation);
    EXPECT_EQ(warning.position, where(text, end.end, text.find("24-20")));
    EXPECT_EQ(warning.message,
              end.result == "*" ? "the results in '" + end.end + "' disagree: read as *"
                                : "the result written '" + end.end + "' is read as " + end.result);
    EXPECT_EQ(replay(game).recorded_plies, 2);
  }
}

// The PDN results of the International type (FPD scoring: a win 2 points, a draw 1) and the
// Russian ':' are read too; a game judged under the Portuguese rules has Default results.
TEST(PrintedScores, InternationalAndRussianResultsAreNamed) {
  const std::pair<const char*, const char*> kResults[] = {
      {"2-0", "1-0 (FPD scoring: 2 points for a win, 1 for a draw)"},
      {"0-2", "0-1 (FPD scoring: 2 points for a win, 1 for a draw)"},
      {"1-1", "1/2-1/2 (FPD scoring: 2 points for a win, 1 for a draw)"},
      {"1:0", "1-0"},
      {"1/2:1/2", "1/2-1/2"}};
  for (const auto& [written, read_as] : kResults) {
    const std::string text = std::string("1. 11-15 24-20 ") + written + "\n";
    ReplayOptions options;
    options.check_tags = false;
    const ReplayedGame replayed = replay(only_game(text), options);
    ASSERT_FALSE(replayed.diagnostics.empty()) << written;
    // (A draw is then also one the rules do not allow here: draw-not-allowed follows.)
    EXPECT_EQ(shown(replayed.diagnostics.front()),
              expected("warning notation", where(text, written, text.find("24-20")),
                       std::string("the result ") + written + " is read as " + read_as));
  }
}

// "abandono" alone: the side to move after the last move of the main line resigned.
TEST(PrintedScores, AResignationIsWonByTheSideNotToMove) {
  struct Case {
    const char* text;
    const char* result;
    const char* why;
  };
  const Case kCases[] = {
      {"1. 11-15 24-20 abandono\n", "0-1", "White was to move after the last move and resigned"},
      {"1. 11-15 24-20 2. 15x24 (22-18) abandono\n", "1-0",
       "Black was to move after the last move and resigned"},
      {"[FEN \"B:W18:B14\"] 1... 14-23 Abandono\n", "0-1",
       "White was to move after the last move and resigned"},
      {"[FEN \"B:W18:B14\"] abandono\n", "1-0",
       "Black was to move after the last move and resigned"},
      {"[FEN \"?:W18:B14\"] 1... 14-23 abandono\n", "0-1",
       "White was to move after the last move and resigned"},
      {"[FEN \":W18:B14\"] 18-23 abandono\n", "*", "the FEN tag does not say who moves first"},
      {"[GameType \"20\"] 32-28 abandono\n", "*",
       "who moves first is known for GameType 28 and 24 only"},
  };
  for (const Case& c : kCases) {
    SCOPED_TRACE(c.text);
    const std::string text = c.text;
    const Game game = only_game(text);
    ASSERT_TRUE(game.result);
    EXPECT_EQ(game.result->text, c.result);
    ASSERT_EQ(game.read_warnings.size(), 1u);
    const std::size_t at = std::min(text.find("abandono"), text.find("Abandono"));
    const std::string written = text.substr(at, 8);
    EXPECT_EQ(game.read_warnings[0].message,
              "'" + written + "' (a resignation) is read as " + c.result + ": " + c.why);
    EXPECT_EQ(game.read_warnings[0].position.byte, at);
  }
}

// Words inside a line of moves are kept as a comment and the replay goes on; a word that begins
// as a move does and cannot be read is a move where the replay stops.
TEST(PrintedScores, WordsAreSkippedAndUnreadableMovesStopTheReplay) {
  const std::string words = "1. 11-15 Brancas: 24-20 9n 2. 15x24 + 21-18 *\n";
  const Game game = only_game(words);
  const ReplayedGame replayed = replay(game, without_tag_checks());
  EXPECT_EQ(replayed.recorded_plies, 4);
  EXPECT_EQ(replayed.main_line.size(), 4u);
  const char* const note = "warning notation";
  EXPECT_EQ(diagnostics(replayed),
            (std::vector<std::string>{
                expected(note, where(words, "Brancas:"),
                         "'Brancas:' is not a move, a move number or a mark: kept as a comment"),
                expected(note, where(words, "9n"),
                         "'9n' is not a move, a move number or a mark: kept as a comment"),
                expected(note, where(words, "+"),
                         "'+' is not a move, a move number or a mark: kept as a comment"),
            }));

  const std::string unreadable = "1. 11-15 24-20 2. 15-2A 20x11 3. 7x16 *\n";
  const ReplayedGame stopped = replay(only_game(unreadable), without_tag_checks());
  EXPECT_EQ(stopped.recorded_plies, 5);
  EXPECT_EQ(stopped.main_line.size(), 2u);
  ASSERT_EQ(stopped.diagnostics.size(), 1u);
  const Diagnostic& d = stopped.diagnostics[0];
  EXPECT_EQ(d.code, DiagnosticCode::illegal_move);
  EXPECT_EQ(d.position, where(unreadable, "15-2A"));
  EXPECT_EQ(d.ply, 3);
  EXPECT_EQ(d.message, "15-2A cannot be read as a move: the rest of this line is not checked");
}

// A move that cannot be read is kept as written: PDN and JSON give it back (a Latin-1 byte in
// it as UTF-8), so that convert --no-replay and --to json lose nothing; PDN 3.0 having no place
// for it, the PDN writer keeps it with the rest of its line in a comment (pdn30_form.hpp). One
// cut short after its separator is written "-" (a move written after it would be read as its
// end).
TEST(PrintedScores, AnUnreadableMoveIsWrittenAsRead) {
  const std::string text = "1. 11-15 24-20 2. 15-2A\xe9 21-18 3. 7-\n10-14 *\n";
  const Game game = only_game(text);
  ASSERT_EQ(game.moves.nodes.size(), 6u);
  EXPECT_EQ(game.moves.nodes[2].move.text, "15-2A\u00e9");
  EXPECT_TRUE(game.moves.nodes[2].move.squares.empty());
  EXPECT_EQ(game.moves.nodes[4].move.text, "7-");
  const std::string written = write_game(game);
  EXPECT_EQ(written, "1. 11-15 24-20 {2. 15-2A\u00e9 21-18 3. - 10-14} *\n\n");
  const Game reread = only_game(written);
  EXPECT_EQ(testing::record_difference(game, reread), "");
  EXPECT_EQ(testing::json_game_round_trip_failure(game_from_json(to_json(game))), "");
  EXPECT_EQ(game_from_json(to_json(game)), game);
  // Not in a variation: the reader never keeps one there (the parentheses are then a comment).
  Game varied = reread;
  varied.moves.nodes[1].variations.push_back({});
  varied.moves.nodes[1].variations[0].nodes.push_back(game.moves.nodes[2]);
  EXPECT_THROW(game_from_json(to_json(varied)), std::exception);
}

// Text before a game's first tag or move is still an error: a header line that lost its '['
// must not become a comment. The game goes on from the next tag line.
TEST(PrintedScores, WordsBeforeAGameAreAnError) {
  std::vector<ReadError> errors;
  const std::vector<Game> games =
      read_games("Event \"Open\"]\n[Site \"Porto\"]\n1. 11-15 *\n\n[Event \"B\"] *\n", &errors);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message, "text before a game: expected a tag or a move, found 'Event'");
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].tag("Event"), nullptr);
  EXPECT_EQ(*games[0].tag("Site"), "Porto");
  EXPECT_EQ(games[0].moves.nodes.size(), 1u);  // 11-15
  EXPECT_EQ(*games[1].tag("Event"), "B");
}

// A `*` standing alone ends the game, as in PDN; glued to a move it marks it; a result word
// followed on its line by more words is a word.
TEST(PrintedScores, WhereMarksAndWordsEndAGame) {
  std::vector<Game> games = read_games("1. 11-15 *\n24-20 *24-21\n");
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].result->text, "*");
  EXPECT_EQ(games[1].moves.nodes.size(), 2u);
  EXPECT_FALSE(games[1].result);

  games = read_games("1. 11-15 24-20 empate combinado\n2. 15x24 *\n");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].moves.nodes.size(), 3u);
  EXPECT_EQ(games[0].result->text, "*");
}

// Text in square brackets among the moves is a comment, with one warning for the game; a tag
// there still begins the next game (one with a quoted value, or a standard tag's name), as after
// a game that lacks its terminator.
TEST(PrintedScores, BracketedTextAmongTheMovesIsACommentUnlessATagBeginsTheNextGame) {
  const std::string text = "[Event \"E\"]\n1. 11-15 24-20 [%clk 1:00]\n[see note 3] 2. 15x24 *\n";
  const Game game = only_game(text);
  ASSERT_EQ(game.moves.nodes.size(), 3u);
  std::vector<std::string> comments;
  for (const Remark& remark : game.moves.nodes[1].after) {
    comments.push_back(std::get<Comment>(remark).text);
  }
  EXPECT_EQ(comments, (std::vector<std::string>{"[%clk 1:00]", "[see note 3]"}));
  EXPECT_EQ(diagnostics(replay(game, without_tag_checks())),
            std::vector<std::string>{expected(
                "warning notation", where(text, "[%clk"),
                "text in square brackets among the moves is kept as a comment (PDN comments are "
                "in braces) (2 times in this game)")});

  for (const char* next : {"[Event \"F\"]", "[Round 17]", "[FEN]", "[Clock \"1:00\"]"}) {
    const std::vector<Game> games =
        read_games(std::string("[Event \"E\"]\n1. 11-15 24-20\n") + next + "\n1. 10-14 *\n");
    ASSERT_EQ(games.size(), 2u) << next;
    EXPECT_EQ(games[0].moves.nodes.size(), 2u) << next;
    EXPECT_EQ(games[1].moves.nodes.size(), 1u) << next;
  }
}

// A tag of another name with an unquoted value, on its own line, begins the next game when a
// tag that begins a game follows it (as a tag section goes on); elsewhere it stays a comment.
TEST(PrintedScores, AnUnquotedTagOnTheLineBeforeTheNextGamesTagsBeginsThatGame) {
  const std::string first = "[Event \"E\"]\n1. 11-15 24-20\n";
  for (const char* next : {"[Annotator Joe]\n[Event \"F\"]", "[Annotator Joe]\n  [Round 2]",
                           "[Annotator Joe]\n[Source club book]\n[FEN]",
                           "[Annotator Joe]\n[Clock \"1:00\"]\n[Event \"F\"]"}) {
    const std::vector<Game> games = read_games(first + next + "\n1. 10-14 *\n");
    ASSERT_EQ(games.size(), 2u) << next;
    EXPECT_EQ(games[0].moves.nodes.size(), 2u) << next;
    EXPECT_TRUE(games[0].moves.nodes[1].after.empty()) << next;
    ASSERT_TRUE(games[1].tag("Annotator")) << next;
    EXPECT_EQ(*games[1].tag("Annotator"), "Joe") << next;
  }
  // Not followed by such a tag, or not a tag's shape: a comment of the move before.
  for (const char* next :
       {"[Annotator Joe] 2. 15x24", "[Annotator Joe]\n2. 15x24",
        "[%clk 1:00]\n[Event \"F\"]\n1. 10-14", "[see note 3]\n[Event \"F\"]\n1. 10-14"}) {
    const std::vector<Game> games = read_games(first + next + " *\n");
    ASSERT_FALSE(games.empty()) << next;
    ASSERT_GE(games[0].moves.nodes.size(), 2u) << next;
    EXPECT_EQ(games[0].moves.nodes[1].after.size(), 1u) << next;
  }
}

// The unquoted value of a tag: bad-tag, which --no-tag-checks silences.
TEST(PrintedScores, AnUnquotedTagValueIsABadTag) {
  const std::string text = "[Event \"E\"]\n[White Silva]\n[Empty]\n1. 11-15 *\n";
  const Game game = only_game(text);
  EXPECT_EQ(*game.tag("White"), "Silva");
  ReplayOptions options;
  const ReplayedGame replayed = replay(game, options);
  std::vector<std::string> bad_tags;
  for (const Diagnostic& d : replayed.diagnostics) {
    if (d.code == DiagnosticCode::bad_tag) bad_tags.push_back(shown(d));
  }
  EXPECT_EQ(bad_tags,
            (std::vector<std::string>{
                expected("warning bad-tag", where(text, "[White"),
                         "the value of the tag White is not in quotes: read as \"Silva\""),
                expected("warning bad-tag", where(text, "[Empty"),
                         "the tag Empty has no value: read as \"\""),
            }));
  options.check_tags = false;
  EXPECT_TRUE(replay(game, options).diagnostics.empty());
}

// --strict keeps PDN 3.0: each printed form is an error there.
TEST(PrintedScores, TheStrictReaderRefusesEveryForm) {
  const std::string good = "[Event \"E\"]\n1. 11-15 24-20 2. 15x24 *";
  ReadOptions strict;
  strict.dialect = Dialect::strict;
  std::vector<ReadError> errors;
  read_games(good, &errors, strict);
  ASSERT_TRUE(errors.empty());
  std::vector<std::string> forms = {
      "[Event \"E\"]\n1) 11-15 24-20 *",
      "[Event \"E\"]\n1. 11-15 24-20 2. 15\u00d724 *",
      "[Event \"E\"]\n1. 11-15, 24-20 *",
      "[Event \"E\"]\n1. 11-15; 24-20 *",
      "[Event \"E\"]\n1. 11-15 {c} ... 24-20 *",
      "[Event \"E\"]\n1. *11-15 24-20 *",
      "[Event \"E\"]\n1. 11-15=D 24-20 *",
      "[Event \"E\"]\n1. 11-15 [A] 24-20 *",
      "[Event \"E\"]\n1. 11-15 (A) 24-20 *",
      "[Event \"E\"]\n1. 11-15 Brancas 24-20 *",
      "[Event \"E\"]\n1. 11-15 15-2A *",
      "[White Silva]\n1. 11-15 *",
      "[Event \"E\"]\n1. 11-15 24-20 2. 15 x 24 *",
      "[Event \"E\"]\n1. 11-15 [%clk 1:00] 24-20 *",
  };
  for (const testing::PrintedEnd& end : testing::kPrintedEnds) {
    forms.push_back("[Event \"E\"]\n1. 11-15 24-20 " + end.end);
  }
  forms.push_back("[Event \"E\"]\n1. 11-15 24-20 abandono");
  for (const char* colon : {"1:0", "0:1", "1/2:1/2"}) {
    forms.push_back(std::string("[Event \"E\"]\n1. 11-15 24-20 ") + colon);
  }
  for (const std::string& form : forms) {
    errors.clear();
    read_games(form, &errors, strict);
    EXPECT_FALSE(errors.empty()) << form;
  }
  // A '*' glued after a move ends the game there, as PDN 3.0 says.
  errors.clear();
  EXPECT_EQ(read_games("[Event \"E\"]\n1. 11-15* 24-20 *", &errors, strict).size(), 2u);
  EXPECT_TRUE(errors.empty());
}

}  // namespace
}  // namespace damas::pdn
