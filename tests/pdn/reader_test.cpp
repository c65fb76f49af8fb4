// The streaming reader: the calls a visitor gets, errors and recovery, limits, encodings.
#include "damas/pdn/reader.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "damas/pdn/visitor.hpp"

namespace damas::pdn {
namespace {

// Writes each call on one line, e.g. "move 32-28 [32,28] strength=! number=1.".
class Recorder : public Visitor {
 public:
  std::vector<std::string> calls;
  std::vector<ReadError> errors;
  std::vector<ReadWarning> warnings;
  bool skip_at_first_tag = false;
  bool record_text = false;

  void begin_game(std::size_t number, SourcePosition at) override {
    calls.push_back("begin " + std::to_string(number) + " @" + where(at));
  }
  void tag(std::string_view name, std::string_view value, SourcePosition at) override {
    calls.push_back("tag " + std::string(name) + "=" + std::string(value) + " @" + where(at));
    if (skip_at_first_tag) skip_game();
  }
  void move(const MoveEvent& m) override {
    std::string call = "move " + std::string(m.text) + " [";
    for (std::size_t i = 0; i < m.squares.size(); ++i) {
      if (i > 0) call += ',';
      call += m.squares[i].is_numeric() ? std::to_string(m.squares[i].number)
                                        : std::string(m.squares[i].name());
    }
    call += "]";
    if (!m.strength.empty()) call += " strength=" + std::string(m.strength);
    if (m.number) call += " number=" + std::to_string(m.number->number) + (m.number->second_player ? "..." : ".");
    calls.push_back(call + " @" + where(m.position));
  }
  void nag(int value, SourcePosition) override { calls.push_back("nag " + std::to_string(value)); }
  void comment(std::string_view text, SourcePosition at) override {
    calls.push_back("comment " + std::string(text) + " @" + where(at));
  }
  void escape_line(std::string_view text, SourcePosition) override {
    calls.push_back("escape " + std::string(text));
  }
  void setup(std::string_view text, SourcePosition) override {
    calls.push_back("setup " + std::string(text));
  }
  void begin_variation(SourcePosition) override { calls.push_back("("); }
  void end_variation() override { calls.push_back(")"); }
  void result(std::string_view text, SourcePosition) override {
    calls.push_back("result " + std::string(text));
  }
  void end_game() override { calls.push_back("end"); }
  void input_text(std::string_view bytes) override {
    if (record_text) calls.push_back("text '" + std::string(bytes) + "'");
  }
  void error(const ReadError& e) override {
    errors.push_back(e);
    calls.push_back("error " + e.to_string());
  }
  void warning(const ReadWarning& w) override {
    warnings.push_back(w);
    calls.push_back(std::string("warning ") +
                    (w.kind == ReadWarning::Kind::bad_tag ? "bad-tag " : "notation ") +
                    w.message + " @" + where(w.position));
  }

 private:
  static std::string where(SourcePosition p) {
    return std::to_string(p.line) + ":" + std::to_string(p.column) + "/" + std::to_string(p.byte);
  }
};

Recorder read(std::string_view text, Dialect dialect = Dialect::liberal) {
  Recorder recorder;
  read_text(text, "t.pdn", recorder, {dialect});
  return recorder;
}

using Calls = std::vector<std::string>;

TEST(Reader, ReportsEveryPartOfAGameInOrderWithPositions) {
  const Recorder r = read(
      "[Event \"E\"]\r\n"
      "1. 32-28! $1 {c} 19-23 (18-22 28x17) 2. 28x19 1-0\n");
  EXPECT_EQ(r.calls, (Calls{"begin 1 @1:1/0", "tag Event=E @1:1/0",
                            "move 32-28 [32,28] strength=! number=1. @2:4/16", "nag 1",
                            "comment c @2:14/26", "move 19-23 [19,23] @2:18/30", "(",
                            "move 18-22 [18,22] @2:25/37", "move 28x17 [28,17] @2:31/43", ")",
                            "move 28x19 [28,19] number=2. @2:41/53", "result 1-0", "end"}));
}

TEST(Reader, GamesEndAtTerminatorsAtTheNextTagSectionOrAtTheEnd) {
  const Recorder r = read(
      "{ text before the first game }\n"
      "[Event \"A\"]\n1. 32-28\n"     // no terminator: the next tags end it
      "[Event \"B\"] *\n"             // tags only
      "32-28 19-23 2-0\n"             // no tags
      "[FEN \"W:W1-12:B21-32\"]");    // tags only, no terminator, end of input
  EXPECT_EQ(r.calls, (Calls{"begin 1 @1:1/0", "comment  text before the first game  @1:1/0",
                            "tag Event=A @2:1/31", "move 32-28 [32,28] number=1. @3:4/46", "end",
                            "begin 2 @4:1/52", "tag Event=B @4:1/52", "result *", "end",
                            "begin 3 @5:1/66", "move 32-28 [32,28] @5:1/66",
                            "move 19-23 [19,23] @5:7/72", "result 2-0", "end",
                            "begin 4 @6:1/82", "tag FEN=W:W1-12:B21-32 @6:1/82", "end"}));
}

TEST(Reader, RealWorldDeviations) {
  const Recorder r = read(
      "[Round 17][Game # 612]\\r\n"
      "01. 34-29 06-11 2. 1- 7 E3:G5 3. 3-8* ed4 4. - - 1:0");
  EXPECT_EQ(r.calls,
            (Calls{"begin 1 @1:1/0", "tag Round=17 @1:1/0",
                   "warning bad-tag the value of the tag Round is not in quotes: read as \"17\" "
                   "@1:1/0",
                   "tag Game=# 612 @1:11/10",
                   "warning bad-tag the value of the tag Game is not in quotes: read as \"# 612\" "
                   "@1:11/10",
                   "move 34-29 [34,29] number=1. @2:5/29", "move 06-11 [6,11] @2:11/35",
                   "move 1- 7 [1,7] number=2. @2:20/44", "move E3:G5 [e3,g5] @2:25/49",
                   "move 3-8 [3,8] strength=* number=3. @2:34/58", "move ed4 [e,d4] @2:39/63",
                   "move - [] number=4. @2:46/70", "move - [] @2:48/72", "result 1:0",
                   "warning notation the only-move mark '*' on a move is read as the NAG $7 "
                   "(forced move) @2:37/61",
                   "end"}));
}

TEST(Reader, ParenthesesHoldVariationsOrFreeText) {
  const Recorder r = read("9-13 (Roberto's (first) choice) 22-18 (22-17 (21-17) 11-15) *");
  EXPECT_EQ(r.calls, (Calls{"begin 1 @1:1/0", "move 9-13 [9,13] @1:1/0",
                            "comment Roberto's (first) choice @1:6/5", "move 22-18 [22,18] @1:33/32",
                            "(", "move 22-17 [22,17] @1:40/39", "(", "move 21-17 [21,17] @1:47/46",
                            ")", "move 11-15 [11,15] @1:54/53", ")", "result *", "end"}));
}

TEST(Reader, ErrorNamesFileGameLineColumnAndExpectedThenGoesOn) {
  const Recorder r = read(
      "[Event \"1\"]\n1. 32-28 19-23 *\n"
      "[Event \"2\"]\n1. 32-28 ( 2. 28-22 *\n"
      "[Event \"3\"]\n1. 33-28 *\n");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].to_string(),
            "t.pdn:4:10: error: game 2: unterminated variation: expected ')' before the next tag "
            "section or the end of the input");
  EXPECT_EQ(r.calls.back(), "end");
  EXPECT_EQ(r.calls[r.calls.size() - 4], "tag Event=3 @5:1/63");
}

// One diagnostic, one line: what an error or a warning quotes from the input has its line ends
// and control bytes escaped, and bytes that are not UTF-8 decoded (as Windows-1252).
TEST(Reader, ErrorsQuoteTheInputOnOneLine) {
  Recorder r = read("[Event \"E\"\n*\n\n[Event \"F\"]\n1. 11-15 \x1b" "c\xff\\ *\n\n[Event\r\n");
  ASSERT_EQ(r.errors.size(), 2u);
  EXPECT_EQ(r.errors[0].message, "expected ']' to close the tag, found '\\n'");
  EXPECT_EQ(r.errors[1].message, "expected ']' to close the tag, found '\\r'");
  // A word in the moves is kept as a comment, with a warning that quotes it.
  ASSERT_EQ(r.warnings.size(), 1u);
  EXPECT_EQ(r.warnings[0].message,
            "'\\u001bc\xc3\xbf\\\\' is not a move, a move number or a mark: kept as a comment");
}

TEST(Reader, UnclosedCommentIsReportedAtItsBrace) {
  const Recorder r = read("[Event \"x\"]\n1. 32-28 { never closed\n19-23 *");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].position.line, 2u);
  EXPECT_EQ(r.errors[0].position.column, 10u);
  EXPECT_EQ(r.errors[0].message,
            "unterminated comment: expected '}' before the next tag section or the end of the "
            "input");
}

TEST(Reader, AnUnclosedCommentDoesNotTakeTheGamesAfterIt) {
  // The brace left open is an error of its game alone: the reading goes on at the next line
  // that begins a game. A '[' line in it that is no tag does not end it.
  const Recorder r = read(
      "[Event \"a\"]\n1. 32-28 { never closed\n[see the diagram]\n19-23 *\n\n"
      "[Event \"b\"]\n1. 32-28 *\n\n  [Event \"c\"]\n1. 32-28 *\n");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].position.line, 2u);
  EXPECT_EQ(r.errors[0].position.column, 10u);
  EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "tag Event=b @6:1/63"), 1);
  EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "tag Event=c @9:3/89"), 1);
}

// A later game's '}' does not close a '{' left open: the comment stops before the next line
// that begins a tag section (a whole tag at a line start, after blanks, with or without a blank
// line before), where the error is reported at its brace and the next game is read normally.
TEST(Reader, AnUnclosedCommentStopsBeforeTheNextTagLineThoughABraceFollows) {
  for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
    const Recorder r = read(
        "[Event \"a\"]\n\n1. 11-15 {unfinished\n\n[Event \"b\"]\n\n1. 9-13 22-18 *\n\n"
        "[Event \"c\"]\n\n1. 10-14 {fine} 22-18 *\n",
        dialect);
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "end"), 3);
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].game, 1u);
    EXPECT_EQ(r.errors[0].position.line, 3u);
    EXPECT_EQ(r.errors[0].position.column, 10u);
    EXPECT_EQ(r.errors[0].message,
              "unterminated comment: expected '}' before the next tag section or the end of the "
              "input");
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "tag Event=b @5:1/35"), 1);
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "tag Event=c @9:1/65"), 1);
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "comment fine @11:10/87"), 1);
  }
  // No blank line, an indented tag line.
  const Recorder tight =
      read("[Event \"a\"]\n1. 11-15 {unfinished\n  [Event \"b\"]\n1. 9-13 {b} *\n");
  ASSERT_EQ(tight.errors.size(), 1u);
  EXPECT_EQ(tight.errors[0].position.line, 2u);
  EXPECT_EQ(tight.errors[0].position.column, 10u);
  EXPECT_EQ(std::count(tight.calls.begin(), tight.calls.end(), "tag Event=b @3:3/35"), 1);
  EXPECT_EQ(std::count(tight.calls.begin(), tight.calls.end(), "comment b @4:9/55"), 1);
  // In a header, before a blank line (the recovery in a header goes on over tag lines that
  // follow directly, and the comment's text leaves the blank line out).
  const Recorder header = read("[Event \"a\"]\n{open\n\n[Event \"b\"]\n1. 9-13 *\n");
  ASSERT_EQ(header.errors.size(), 1u);
  EXPECT_EQ(header.errors[0].position.line, 2u);
  EXPECT_EQ(header.errors[0].position.column, 1u);
  EXPECT_EQ(std::count(header.calls.begin(), header.calls.end(), "end"), 2);
  EXPECT_EQ(std::count(header.calls.begin(), header.calls.end(), "tag Event=b @4:1/19"), 1);
}

TEST(Reader, LinesInACommentThatAreNoTagsStayInIt) {
  // Commands and notes at a line start hold no quoted value; a tag not at a line start, or cut
  // short, begins no tag section.
  const std::string text = "{ text\n[%eval 1.0]\n [see the diagram] [Event \"x\"]\n[Event \"y\" }";
  const Recorder r = read("1. 11-15 " + text + " 22-18 *");
  EXPECT_TRUE(r.errors.empty());
  EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(),
                       "comment " + text.substr(1, text.size() - 2) + " @1:10/9"),
            1);
}

TEST(Reader, AnUnclosedParenthesisStopsBeforeTheNextTagLine) {
  // Neither as text nor as a variation does a '(' reach the ')' of a later game (here a printed
  // move number "1)" and a variation): the error is at the '(', the next games are read.
  for (const char* opened : {"(unfinished", "(22-18 9-13"}) {
    const Recorder r = read("[Event \"a\"]\n1. 11-15 " + std::string(opened) +
                            "\n\n[Event \"b\"]\n1) 9-13 22-18 *\n\n[Event \"c\"]\n"
                            "1. 10-14 (fine) 22-18 (24-19) *\n");
    SCOPED_TRACE(opened);
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "end"), 3);
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].game, 1u);
    EXPECT_EQ(r.errors[0].position.line, 2u);
    EXPECT_EQ(r.errors[0].position.column, 10u);
    EXPECT_EQ(r.errors[0].message,
              "unterminated variation: expected ')' before the next tag section or the end of the "
              "input");
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "tag Event=b @4:1/34"), 1);
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "tag Event=c @7:1/63"), 1);
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "comment fine @8:10/84"), 1);
    EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "("), 1);
  }
}

// A forfeit or a game not played is often its tags alone, without a terminator: a tag of the
// next game's section that repeats one of them ends it, and the next game is read whole.
TEST(Reader, ATagRepeatedAfterTagsAloneBeginsTheNextGame) {
  const std::string first = "[Event \"O\"]\n[White \"A\"]\n[Result \"1-0\"]\n";
  const std::string second = "[Event \"O\"]\n[White \"C\"]\n[Result \"0-1\"]\n0-1\n";
  const std::string warning =
      "warning notation the game is its tags alone, without a terminator: this tag repeats one "
      "of them, so a new game begins here @";
  for (const bool by_scan : {true, false}) {
    SCOPED_TRACE(by_scan);
    ReadOptions options;
    options.plain_games_by_scan = by_scan;
    Recorder r;
    read_text(first + second, "t.pdn", r, options);
    EXPECT_EQ(r.calls, (Calls{"begin 1 @1:1/0", "tag Event=O @1:1/0", "tag White=A @2:1/12",
                              "tag Result=1-0 @3:1/24", warning + "4:1/39", "end",
                              "begin 2 @4:1/39", "tag Event=O @4:1/39", "tag White=C @5:1/51",
                              "tag Result=0-1 @6:1/63", "result 0-1", "end"}));
    Recorder blank_line;
    read_text(first + "\n" + second, "t.pdn", blank_line, options);
    EXPECT_EQ(blank_line.calls,
              (Calls{"begin 1 @1:1/0", "tag Event=O @1:1/0", "tag White=A @2:1/12",
                     "tag Result=1-0 @3:1/24", warning + "5:1/40", "end", "begin 2 @5:1/40",
                     "tag Event=O @5:1/40", "tag White=C @6:1/52", "tag Result=0-1 @7:1/64",
                     "result 0-1", "end"}));
  }
  // No new game: other tags after a blank line, a name that is no standard tag given twice
  // (real files do), a valueless tag, a standard tag right after one of its name (as the
  // writer writes a game that holds two).
  const Recorder r = read(
      "[Event \"a\"]\n[Event \"b\"]\n[Heure \"x\"]\n\n[Round \"1\"]\n[Heure \"y\"]\n"
      "[Event]\n1-0\n");
  EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "end"), 1);
  EXPECT_TRUE(r.errors.empty());
}

// The strict dialect asks for a terminator: a game of tags alone is an error where the next
// game's tags begin (a standard tag it holds already), and the next game is read whole.
TEST(Reader, StrictGameOfTagsAloneIsAnErrorAndTheNextGameIsRead) {
  const Recorder r = read(
      "[Event \"O\"]\n[White \"A\"]\n[Result \"1-0\"]\n"
      "[Event \"O\"]\n[White \"C\"]\n[Result \"0-1\"]\n0-1\n",
      Dialect::strict);
  EXPECT_EQ(r.calls,
            (Calls{"begin 1 @1:1/0", "tag Event=O @1:1/0", "tag White=A @2:1/12",
                   "tag Result=1-0 @3:1/24",
                   "error t.pdn:4:1: error: game 1: expected a move, comment, variation, NAG or "
                   "game terminator, found the next tag or the end of the input",
                   "end", "begin 2 @4:1/39", "tag Event=O @4:1/39", "tag White=C @5:1/51",
                   "tag Result=0-1 @6:1/63", "result 0-1", "end"}));
}

// A title line or junk before a game's tags is an error of its own, at that text; the game
// after it is read (it was taken with the text, its tags skipped as a broken header).
TEST(Reader, TextBeforeAGameIsReportedApartAndTheGameKept) {
  const Recorder r = read("Title line\n[Event \"A\"]\n1-0 junk\n[Event \"B\"]\n0-1\n");
  EXPECT_EQ(r.calls,
            (Calls{"begin 1 @1:1/0",
                   "error t.pdn:1:1: error: game 1: text before a game: expected a tag or a move, "
                   "found 'Title'",
                   "end", "begin 2 @2:1/11", "tag Event=A @2:1/11", "result 1-0", "end",
                   "begin 3 @3:5/27",
                   "error t.pdn:3:5: error: game 3: text before a game: expected a tag or a move, "
                   "found 'junk'",
                   "end", "begin 4 @4:1/32", "tag Event=B @4:1/32", "result 0-1", "end"}));
}

TEST(Reader, AnUnclosedSetupStopsBeforeTheNextTagLine) {
  const Recorder r = read("[Event \"a\"]\n1. 11-15 /FEN\n\n[Event \"b\"]\n1. 9-13 1/2-1/2\n");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].position.line, 2u);
  EXPECT_EQ(r.errors[0].position.column, 10u);
  EXPECT_EQ(r.errors[0].message,
            "unterminated setup command: expected '/' before the next tag section or the end of "
            "the input");
  EXPECT_EQ(std::count(r.calls.begin(), r.calls.end(), "result 1/2-1/2"), 1);
}

TEST(Reader, ErrorInAHeaderSkipsTheWholeGameOnly) {
  const Recorder r = read("[Round \"11.1]\n[White \"A\"]\n1. 32-28 *\n\n[Event \"next\"] *\n");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].position.column, 8u) << "at the opening quote";
  EXPECT_EQ(r.calls[r.calls.size() - 3], "tag Event=next @5:1/38");
}

TEST(Reader, HostileNestingIsAnErrorNotACrash) {
  const std::string deep = "1. 32-28 " + std::string(100000, '(') + "\n[Event \"after\"] *";
  const Recorder r = read(deep);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_NE(r.errors[0].message.find("nested more than 64 deep"), std::string::npos);
  EXPECT_EQ(r.calls[r.calls.size() - 3], "tag Event=after @2:1/100010");

  std::string ok = "32-28";
  for (int i = 0; i < 60; ++i) ok += " (19-23";
  ok += std::string(60, ')') + " *";
  EXPECT_TRUE(read(ok).errors.empty());
}

TEST(Reader, OverlongTokensAreRefused) {
  std::string move = "1";
  for (int i = 0; i < 200; ++i) move += "-2";
  const Recorder r = read(move + " *");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].message, "move longer than 256 bytes");
}

TEST(Reader, AVisitorCanSkipTheRestOfAGame) {
  Recorder r;
  r.skip_at_first_tag = true;
  read_text("[Event \"A\"]\n[Site \"S\"]\n32-28 *\n[Event \"B\"] *", "t.pdn", r);
  EXPECT_EQ(r.calls, (Calls{"begin 1 @1:1/0", "tag Event=A @1:1/0", "end", "begin 2 @4:1/31",
                            "tag Event=B @4:1/31", "end"}));
}

TEST(Reader, TextBecomesUtf8) {
  // A BOM is skipped; Latin-1 bytes are converted; CR LF inside a comment becomes LF.
  const Recorder r = read("\xEF\xBB\xBF[Site \"Cr\xE9" "teil\"]\n{S\xE9" "ance\r\nd\xE9" "but} 32-28 *");
  EXPECT_EQ(r.calls[1], "tag Site=Créteil @1:4/3") << "columns count bytes";
  EXPECT_EQ(r.calls[2], "comment Séance\ndébut @2:1/20");
  const Recorder utf8 = read("[Site \"Créteil – €\"] *");
  EXPECT_EQ(utf8.calls[1], "tag Site=Créteil – € @1:1/0");
}

TEST(Reader, StreamsGiveTheSameCallsAsText) {
  const std::string text = "[Event \"A\"]\n1. 32-28 {c} 19-23 *\n[Event \"B\"]\n1. 9-13 1-0\n";
  std::FILE* stream = std::tmpfile();
  ASSERT_NE(stream, nullptr);
  std::fwrite(text.data(), 1, text.size(), stream);
  std::rewind(stream);
  Recorder from_stream;
  const ReadSummary summary = read_stream(stream, "t.pdn", from_stream);
  std::fclose(stream);
  EXPECT_EQ(summary.games, 2u);
  EXPECT_EQ(from_stream.calls, read(text).calls);
}

TEST(Reader, StrictModeRefusesWhatOnlyLiberalReads) {
  EXPECT_TRUE(read("[Event \"x\"]\n1. 32-28 19-23 *", Dialect::strict).errors.empty());
  for (const char* text : {"[Round 17] 1. 32-28 *", "1. 01-07 *", "1. 32-28 !? *",
                           "[Event \"a\"] 32-28\n[Event \"b\"] *", "1. *", "32-28 (9-13 {x} 1-0"}) {
    EXPECT_EQ(read(text, Dialect::strict).errors.size(), 1u) << text;
  }
}

TEST(Reader, PassesEachGamesTextAfterItsEnd) {
  // Blanks before the first game are not passed; a game's text runs to the next game's first
  // byte; text that holds no game (a comment after the last one) comes after the last game.
  Recorder r;
  r.record_text = true;
  read_text("\n [Event \"a\"]\n1. 32-28 *\n\n{c} 1. 31-27 1-0 {after}\n", "t.pdn", r);
  EXPECT_EQ(r.calls,
            (Calls{"begin 1 @2:2/2", "tag Event=a @2:2/2", "move 32-28 [32,28] number=1. @3:4/17",
                   "result *", "end", "text '[Event \"a\"]\n1. 32-28 *\n\n'", "begin 2 @5:1/26",
                   "comment c @5:1/26", "move 31-27 [31,27] number=1. @5:8/33", "result 1-0", "end",
                   "text '{c} 1. 31-27 1-0 '", "text '{after}\n'"}));
}

TEST(Reader, TextOriginNumbersAndPlacesAPieceOfALargerInput) {
  // A game's text that began at line 7, column 5, byte 100 of its input, as its game 3.
  Recorder r;
  // Its first game breaks; the reader goes on at the next one.
  read_text("[Event \"a\"]\n1. 32-28 ( 9-13 *\n[Event \"b\"]", "t.pdn", r, {}, {{7, 5, 100}, 3});
  EXPECT_EQ(r.calls.front(), "begin 3 @7:5/100");
  EXPECT_EQ(r.calls[1], "tag Event=a @7:5/100");
  EXPECT_EQ(r.calls[2], "move 32-28 [32,28] number=1. @8:4/115");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].game, 3u);
  EXPECT_EQ(r.errors[0].position, (SourcePosition{8, 10, 121}));
  EXPECT_EQ(r.calls.end()[-3], "begin 4 @9:1/130");
  EXPECT_EQ(r.calls.end()[-2], "tag Event=b @9:1/130");
}

}  // namespace
}  // namespace damas::pdn
