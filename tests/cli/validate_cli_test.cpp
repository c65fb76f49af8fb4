// End-to-end tests of `pdn validate`: games written to exercise one verdict each, checked
// through the JSON report (code, reason, ply, line, column, outcome) and the exit code.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "cli_runner.hpp"

namespace damas::test {
namespace {

using nlohmann::json;

// A legal game of 38 plies: after Black's 19th move White has no move, so Black wins.
const char* const kNoMovesGame =
    "1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13 6. 9x25 28-23 "
    "7. 24-28 31x24 8. 4-7 22-18 9. 14x21 26x17 10. 11-15 20x4 11. 6-11 4x21 12. 3-7 21x4 "
    "13. 16-20 23x16 14. 8-12 16x7 15. 2-6 4-8 16. 5-10 24-20 17. 10-13 17x3 18. 1-5 8-19 "
    "19. 5-10 3x13";

// The seven standard tags (Result given), an optional FEN, then the movetext on one line.
std::string game(const std::string& moves, const std::string& result = "*",
                 const std::string& fen = "", const std::string& extra_tags = "") {
  std::string text =
      "[Event \"Test\"]\n[Site \"Porto\"]\n[Date \"2026.11.30\"]\n[Round \"1\"]\n"
      "[White \"Branco\"]\n[Black \"Preto\"]\n[Result \"" + result + "\"]\n" + extra_tags;
  if (!fen.empty()) text += "[FEN \"" + fen + "\"]\n";
  return text + moves + " " + result + "\n\n";
}

// Line and column (1-based) of the first occurrence of `token` in `text` at or after `from`.
std::pair<int, int> where(const std::string& text, const std::string& token,
                          std::size_t from = 0) {
  const std::size_t at = text.find(token, from);
  EXPECT_NE(at, std::string::npos) << token;
  const std::size_t line_start = text.rfind('\n', at);
  const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + at, '\n'));
  const int column = static_cast<int>(at - (line_start == std::string::npos ? 0 : line_start + 1)) + 1;
  return {line, column};
}

class Validate : public CliTest {
 public:
  // Validates `text` as JSON and returns one object per game.
  std::vector<json> check(const std::string& text, const std::string& options = "") {
    const std::string path = write("games.pdn", text);
    last_ = run("validate --format json " + options + " " + path);
    std::vector<json> games;
    for (const std::string& line : last_.lines()) games.push_back(json::parse(line));
    return games;
  }

  // The only diagnostic of a one-game check.
  json only_diagnostic(const std::string& text, const std::string& options = "") {
    const std::vector<json> games = check(text, options);
    EXPECT_EQ(games.size(), 1U);
    if (games.empty()) return {};
    EXPECT_EQ(games[0]["diagnostics"].size(), 1U) << games[0].dump();
    return games[0]["diagnostics"].empty() ? json{} : games[0]["diagnostics"][0];
  }

  void expect_at(const json& d, const std::string& text, const std::string& token,
                 std::size_t from = 0) {
    const auto [line, column] = where(text, token, from);
    EXPECT_EQ(d["line"], line) << d.dump();
    EXPECT_EQ(d["column"], column) << d.dump();
  }

  // Checks a one-move game whose move is illegal for `reason`.
  void expect_illegal(const std::string& fen, const std::string& move, const std::string& reason,
                      const std::string& number = "1.") {
    const std::string text = game(number + " " + move, "*", fen);
    const json d = only_diagnostic(text);
    EXPECT_EQ(d["severity"], "error");
    EXPECT_EQ(d["code"], "illegal-move");
    EXPECT_EQ(d["reason"], reason);
    EXPECT_EQ(d["ply"], 1);
    EXPECT_EQ(d["move"], move);
    expect_at(d, text, move, text.find("\n" + number));
    EXPECT_EQ(last_.exit_code, 1);
  }

  CommandResult last_;
};

TEST_F(Validate, LegalGameEndsOnTheBoardWithTheRecordedResult) {
  const std::vector<json> games = check(game(kNoMovesGame, "0-1"));
  ASSERT_EQ(games.size(), 1U);
  const json& g = games[0];
  EXPECT_EQ(g["game"], 1);
  EXPECT_EQ(g["line"], 1);
  EXPECT_EQ(g["plies"], 38);
  EXPECT_EQ(g["result_tag"], "0-1");
  EXPECT_EQ(g["tags"]["White"], "Branco");
  EXPECT_EQ(g["outcome"]["result"], "0-1");
  EXPECT_EQ(g["outcome"]["reason"], "no-moves");
  EXPECT_EQ(g["outcome"]["ply"], 38);
  EXPECT_TRUE(g["diagnostics"].empty()) << g.dump();
  EXPECT_EQ(last_.exit_code, 0);
}

// JSON Lines (pdn convert --to json) are validated as their PDN is: the same verdicts, at the
// places of the PDN they came from. A line that is no game is a syntax error of that line.
TEST_F(Validate, JsonLinesAreValidatedAsTheirPdn) {
  const std::string pdn = std::string(DAMAS_SAMPLES_DIR) + "/folhas-de-jogo.pdn";
  const std::string jsonl = (dir_ / "games.jsonl").string();
  ASSERT_EQ(run("convert --keep-broken --no-replay --to json " + pdn + " -o " + jsonl).exit_code,
            0);
  const CommandResult from_pdn = run("validate --format json " + pdn);
  const CommandResult from_json = run("validate --format json " + jsonl);
  EXPECT_EQ(from_json.exit_code, from_pdn.exit_code);
  const std::vector<std::string> expected = from_pdn.lines();
  const std::vector<std::string> got = from_json.lines();
  ASSERT_EQ(got.size(), expected.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    json a = json::parse(expected[i]);
    json b = json::parse(got[i]);
    a.erase("file");
    b.erase("file");
    EXPECT_EQ(a, b) << "game " << i + 1;
  }
  const CommandResult broken = run("validate " + write("bad.jsonl", "{\"moves\": 3}\n"));
  EXPECT_EQ(broken.exit_code, 1);
  EXPECT_NE(broken.out.find("bad.jsonl:1:1: error: game 1: not a game in JSON"), std::string::npos)
      << broken.out;
}

TEST_F(Validate, DecisiveResultContradictingTheBoard) {
  const std::string text = game(kNoMovesGame, "1-0");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["code"], "result-mismatch");
  EXPECT_EQ(d["severity"], "error");
  expect_at(d, text, "1-0\n\n");
  EXPECT_EQ(last_.exit_code, 1);
}

TEST_F(Validate, ResultTagAgainstTerminator) {
  std::string text = game("1. 11-15 24-20", "*");
  text.replace(text.find("[Result \"*\"]"), 12, "[Result \"1-0\"]");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["code"], "result-mismatch");
  expect_at(d, text, "*\n\n");
}

// A file name holding a line end and an escape character: each message is still one line,
// the name in it escaped as the JSON reports would escape it (and as typed otherwise).
TEST_F(Validate, AFileNameWithControlCharactersGivesOneLinePerMessage) {
  const std::string path = write("two\nlines\x1b.pdn", "[Event \"E\"]\n1. 11-15 11-15 *\n");
  const std::string shown = path.substr(0, path.find('\n')) + "\\nlines\\u001b.pdn";
  const CommandResult text = run("validate --no-tag-checks '" + path + "'");
  EXPECT_EQ(text.exit_code, 1);
  std::vector<std::string> named;  // the lines that name the file (a board follows the error)
  for (const std::string& line : text.lines()) {
    if (line.find("lines") != std::string::npos) named.push_back(line);
  }
  ASSERT_EQ(named.size(), 2U) << text.out;
  EXPECT_TRUE(named[0].starts_with(shown + ":2:10: error: game 1, ply 2 (11-15): ")) << named[0];
  EXPECT_EQ(named[1], shown + ": 1 game, 1 with errors, 0 with warnings");
  // The reader's own errors and convert's messages name it so too.
  const std::string broken = write("broken\r.pdn", "[Event \"E\"\n1. 11-15 *\n");
  const CommandResult read_error = run("validate '" + broken + "'");
  ASSERT_FALSE(read_error.lines().empty());
  EXPECT_TRUE(read_error.lines()[0].starts_with(
      broken.substr(0, broken.find('\r')) + "\\r.pdn:1:11: error: game 1: "))
      << read_error.out;
  const CommandResult converted = run("convert -q '" + path + "'", true);
  ASSERT_FALSE(converted.lines().empty());
  EXPECT_TRUE(converted.lines()[0].starts_with(shown + ":2:10: error: game 1: "))
      << converted.out;
}

TEST_F(Validate, IllegalMoveReasons) {
  const std::string start = "W:W1-12:B21-32";
  expect_illegal(start, "13-17", "empty-square");
  expect_illegal(start, "21-17", "opponent-piece");
  expect_illegal("W:W14:B30", "14-10", "man-backward");
  expect_illegal(start, "9-14", "not-a-move");
  expect_illegal("W:W10,11:B14", "11-15", "capture-required");
  expect_illegal("W:W9,10:B13,14,23", "9x18", "quantity-law");
  expect_illegal("W:W9,10:B13,K14", "9x18", "quality-law");
  expect_illegal("W:W9,10:B13,14,23", "10x19", "incomplete-capture");
}

TEST_F(Validate, IllegalMoveMessageNamesTheLegalMoves) {
  const std::string text = game("1. 11-15 22-17", "*");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["ply"], 2);
  EXPECT_EQ(d["reason"], "not-a-move");
  EXPECT_NE(d["message"].get<std::string>().find("21-17 21-18 22-18 22-19"), std::string::npos)
      << d["message"];
}

TEST_F(Validate, AmbiguousShortCapture) {
  const std::string text = game("1. 6x22", "*", "W:W6:B10,11,18,19");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["code"], "ambiguous-move");
  EXPECT_EQ(d["ply"], 1);
  expect_at(d, text, "6x22");
  const std::string message = d["message"];
  EXPECT_NE(message.find("6x15x22"), std::string::npos) << message;
  EXPECT_NE(message.find("6x13x22"), std::string::npos) << message;
  // The full path names one of them.
  EXPECT_TRUE(check(game("1. 6x13x22", "*", "W:W6:B10,11,18,19"))[0]["diagnostics"].empty());
}

TEST_F(Validate, QuietMoveWrittenAsCaptureIsANotationWarning) {
  const std::string text = game("1. 11x15 24-20", "*");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["severity"], "warning");
  EXPECT_EQ(d["code"], "notation");
  EXPECT_EQ(d["ply"], 1);
  EXPECT_EQ(last_.exit_code, 0);
}

TEST_F(Validate, BadSetups) {
  const json syntax = only_diagnostic(game("1. 11-15", "*", "W:W1-12:B21-33"));
  EXPECT_EQ(syntax["code"], "bad-setup");
  EXPECT_NE(syntax["message"].get<std::string>().find("33"), std::string::npos);

  const json crowded = only_diagnostic(game("", "*", "W:W1-13:B21-32"));
  EXPECT_EQ(crowded["code"], "bad-setup");
  EXPECT_NE(crowded["message"].get<std::string>().find("13 White pieces"), std::string::npos);

  const json crowned = only_diagnostic(game("", "*", "W:W1-11,30:B21-29"));
  EXPECT_EQ(crowned["code"], "bad-setup");

  const std::string text = game("1... 21-17", "*", "W:W1-12:B21-32");
  const json side = only_diagnostic(text);
  EXPECT_EQ(side["code"], "bad-setup");
  expect_at(side, text, "21-17");
}

TEST_F(Validate, UnsupportedGameTypeIsSkippedNotFailed) {
  const std::string text = game("1. 32-28 19-23", "*", "", "[GameType \"40\"]\n");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["severity"], "warning");
  EXPECT_EQ(d["code"], "unsupported-gametype");
  expect_at(d, text, "[GameType");
  EXPECT_EQ(last_.exit_code, 0);
}

TEST_F(Validate, MovesAfterTheEnd) {
  const std::string text = game(std::string(kNoMovesGame) + " 20. 10-14", "0-1");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["code"], "move-after-end");
  EXPECT_EQ(d["ply"], 39);
  expect_at(d, text, "10-14 0-1");
}

TEST_F(Validate, DrawWithoutRuleOrAllowedAgreementIsAWarning) {
  const json d = only_diagnostic(game("1. 11-15 24-20", "1/2-1/2"));
  EXPECT_EQ(d["severity"], "warning");
  EXPECT_EQ(d["code"], "draw-not-allowed");
  EXPECT_EQ(last_.exit_code, 0);
  // Few pieces and a king each: agreement is allowed.
  EXPECT_TRUE(check(game("1. 3-7", "1/2-1/2", "W:WK1,3:BK32,30"))[0]["diagnostics"].empty());
}

TEST_F(Validate, MoveNumberNotMatchingThePly) {
  const std::string text = game("1. 11-15 24-20 3. 15x24", "*");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["code"], "move-number");
  expect_at(d, text, "15x24");
  EXPECT_NE(d["message"].get<std::string>().find("ply 3"), std::string::npos) << d["message"];
}

TEST_F(Validate, MissingAndBadTags) {
  std::string text = game("1. 11-15", "*");
  text.replace(text.find("[Site \"Porto\"]\n"), 15, "");
  text.replace(text.find("2026.11.30"), 10, "30 nov 2026");
  const std::vector<json> games = check(text);
  ASSERT_EQ(games.size(), 1U);
  const json& diagnostics = games[0]["diagnostics"];
  ASSERT_EQ(diagnostics.size(), 2U) << diagnostics.dump();
  EXPECT_EQ(diagnostics[0]["code"], "missing-tag");
  EXPECT_EQ(diagnostics[0]["line"], 1);
  EXPECT_EQ(diagnostics[1]["code"], "bad-tag");
  expect_at(diagnostics[1], text, "[Date");
  EXPECT_EQ(last_.exit_code, 0);
  check(text, "--werror");
  EXPECT_EQ(last_.exit_code, 1);
  EXPECT_TRUE(check(text, "--no-tag-checks")[0]["diagnostics"].empty());
}

TEST_F(Validate, IllegalMoveInAVariationIsReportedWithItsPly) {
  const std::string text = game("1. 11-15 24-20 (22-17) 2. 15x24", "*");
  const json d = only_diagnostic(text);
  EXPECT_EQ(d["code"], "illegal-move");
  EXPECT_EQ(d["ply"], 2);
  expect_at(d, text, "22-17");
}

TEST_F(Validate, BrokenGameDoesNotHideTheNextOne) {
  const std::string text = "[Event \"a\"\n1. 11-15 *\n\n" + game("1. 11-15 24-20", "*");
  const std::vector<json> games = check(text, "--no-tag-checks");
  ASSERT_EQ(games.size(), 2U);
  EXPECT_EQ(games[0]["diagnostics"][0]["code"], "syntax");
  EXPECT_EQ(games[1]["game"], 2);
  EXPECT_TRUE(games[1]["diagnostics"].empty());
  EXPECT_EQ(last_.exit_code, 1);
}

// Lines that end with a lone CR (files of the classic Mac OS) are lines: each error is at the
// line and column where the same text with LF line ends has it (counted from that text by
// where()), as with CR LF; reading a file in pieces (-j 2) too, or a stream (standard input).
// They were all on line 1.
TEST_F(Validate, ALoneCarriageReturnEndsALine) {
  std::string lf;
  for (int i = 0; i < 30; ++i) {
    lf += game("1. 11-15 24-20\n2. 15x24 21-18 {a\ncomment} 3. 7-11 99-99", "*");
  }
  const auto with_line_ends = [&](const std::string& end) {
    std::string text;
    for (const char c : lf) text += c == '\n' ? end : std::string(1, c);
    return text;
  };
  for (const std::string end : {"\r", "\r\n"}) {
    for (const std::string jobs : {"-j 1", "-j 2", "- <"}) {
      SCOPED_TRACE((end == "\r" ? "CR, " : "CR LF, ") + jobs);
      const std::vector<json> games = check(with_line_ends(end), jobs);
      ASSERT_EQ(games.size(), 30U);
      std::size_t from = 0;
      for (const json& g : games) {
        ASSERT_EQ(g["diagnostics"].size(), 1U) << g.dump();
        const json& d = g["diagnostics"][0];
        EXPECT_EQ(d["move"], "99-99");
        expect_at(d, lf, "99-99", from);
        from = lf.find("99-99", from) + 1;
      }
    }
  }
}

// Every byte string of the input reaches the JSON report decoded as the reader decodes texts:
// bytes that are not UTF-8 (\xff\xfe quoted by a syntax error, a Latin-1 file name) are read as
// Windows-1252, so that the report is UTF-8, which nlohmann-json's parser insists on (it was
// not: the bytes were copied raw).
TEST_F(Validate, JsonReportIsUtf8WhateverBytesTheInputHolds) {
  const std::string path = write("caf\xe9.pdn", "[Event \"E\"]\n1. 11-15 \xff\xfe *\n");
  last_ = run("validate --format json --no-tag-checks " + path);
  const std::vector<std::string> lines = last_.lines();
  ASSERT_EQ(lines.size(), 1U);
  const json report = json::parse(lines[0]);
  std::string file = path;
  file.replace(file.find("caf\xe9"), 4, "caf\xC3\xA9");
  EXPECT_EQ(report["file"], file);
  ASSERT_EQ(report["diagnostics"].size(), 1U);
  EXPECT_EQ(report["diagnostics"][0]["message"],
            "'\xC3\xBF\xC3\xBE' is not a move, a move number or a mark: kept as a comment");
}

// Draw rules and their options, from setups whose moves are legal and capture nothing.
const char* const kRepetitionCycle = "1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29";

json outcome_of(Validate& test, const std::string& text, const std::string& options = "") {
  const std::vector<json> games = test.check(text, options);
  EXPECT_EQ(games.size(), 1U);
  return games.empty() ? json{} : games[0]["outcome"];
}

TEST_F(Validate, DrawRulesAndOptions) {
  const json kvk = outcome_of(*this, game("", "1/2-1/2", "W:WK1:BK32"));
  EXPECT_EQ(kvk, json({{"result", "1/2-1/2"}, {"reason", "king-vs-king"}, {"ply", 0}}));
  EXPECT_EQ(outcome_of(*this, game("", "*", "W:WK1:BK32"), "--king-vs-king play")["reason"],
            "none");

  const std::string repetition = game(kRepetitionCycle, "1/2-1/2", "W:WK3,K4:BK29");
  EXPECT_EQ(outcome_of(*this, repetition),
            json({{"result", "1/2-1/2"}, {"reason", "repetition"}, {"ply", 8}}));
  // Under claim the game goes on; the recorded draw is allowed since it could be claimed.
  const json claimed = outcome_of(*this, repetition, "--repetition claim");
  EXPECT_EQ(claimed["reason"], "none");
  EXPECT_TRUE(check(repetition, "--repetition claim")[0]["diagnostics"].empty());
}

std::string cycle_moves(const std::vector<std::string>& cycle, int plies, bool white_first) {
  std::string out;
  for (int ply = 0; ply < plies; ++ply) {
    const int index = ply + (white_first ? 0 : 1);
    if (index % 2 == 0) out += std::to_string(index / 2 + 1) + ". ";
    out += cycle[ply % cycle.size()] + " ";
  }
  return out;
}

TEST_F(Validate, TwentyMoveAndForcadaOptions) {
  const std::string twenty = game(cycle_moves({"4-8", "29-25", "8-4", "25-29"}, 40, true),
                                  "1/2-1/2", "W:WK3,K4:BK29,K30");
  EXPECT_EQ(outcome_of(*this, twenty, "--repetition claim"),
            json({{"result", "1/2-1/2"}, {"reason", "twenty-move"}, {"ply", 40}}));

  const std::string forcada =
      game(cycle_moves({"2-6", "29-25", "6-2", "25-29"}, 26, true), "1/2-1/2", "W:WK1,K2,K3:BK29");
  EXPECT_EQ(outcome_of(*this, forcada, "--repetition claim"),
            json({{"result", "1/2-1/2"}, {"reason", "forcada"}, {"ply", 23}}));
  EXPECT_EQ(check(forcada, "--repetition claim")[0]["diagnostics"][0]["code"], "move-after-end");
  EXPECT_EQ(outcome_of(*this, game(cycle_moves({"2-6", "29-25", "6-2", "25-29"}, 25, true),
                                   "1/2-1/2", "W:WK1,K2,K3:BK29"),
                       "--repetition claim --forcada-moves 13")["ply"],
            25);
  const std::string off_rio =
      game(cycle_moves({"2-6", "29-25", "6-2", "25-29"}, 23, true), "*", "W:WK2,K3,K4:BK29");
  EXPECT_EQ(outcome_of(*this, off_rio, "--repetition claim")["reason"], "none");
  EXPECT_EQ(outcome_of(*this, off_rio, "--repetition claim --forcada no-rio")["reason"],
            "forcada");
}

TEST_F(Validate, SpanishRulesFromGameTypeOrOption) {
  const std::string forcada =
      game(cycle_moves({"2-6", "29-25", "6-2", "25-29"}, 25, true), "*", "W:WK1,K2,K3:BK29",
           "[GameType \"24\"]\n");
  // Spanish: 13 moves for the strong side, so the 23rd ply is not yet a draw.
  EXPECT_EQ(outcome_of(*this, forcada, "--repetition claim")["ply"], 25);
  const json rules = check(forcada, "--repetition claim")[0]["rules"];
  EXPECT_NE(rules.get<std::string>().find("spanish"), std::string::npos);
  EXPECT_EQ(outcome_of(*this, game(cycle_moves({"2-6", "29-25", "6-2", "25-29"}, 23, true), "*",
                                   "W:WK1,K2,K3:BK29"),
                       "--repetition claim --rules spanish")["reason"],
            "none");
}

TEST_F(Validate, TextReportPointsAtTheMoveAndDrawsTheBoard) {
  const std::string path = write("t.pdn", game("1. 13-17", "*"));
  const CommandResult r = run("validate --color never --ascii " + path);
  EXPECT_EQ(r.exit_code, 1);
  const std::vector<std::string> lines = r.lines();
  ASSERT_EQ(lines.size(), 14U) << r.out;
  EXPECT_EQ(lines[0], path + ":8:4: error: game 1, ply 1 (13-17): there is no piece on 13; legal "
                             "moves: 9-13 10-13 10-14 11-14 11-15 12-15 12-16 "
                             "[illegal-move, empty-square]");
  EXPECT_EQ(lines[2], "8 | b     b     b     b    |");
  EXPECT_EQ(lines[9], "1 |    w     w     w     w |");
  EXPECT_EQ(lines[12], "White to move");
  EXPECT_EQ(lines[13], path + ": 1 game, 1 with errors, 0 with warnings");
}

// With -j 2 a file is read in pieces cut where games seem to begin, numbered as they are emitted:
// the reports must be those of -j 1, game numbers and lines included, also after a guess that
// was wrong (a blank line and a '[' inside a comment) made the rest be read the exact way.
TEST_F(Validate, ParallelOutputKeepsInputOrderAndNumbers) {
  for (const bool wrong_guess : {false, true}) {
    std::string text;
    for (int i = 0; i < 600; ++i) {
      text += game(i % 3 == 0 ? "1. 13-17" : "1. 11-15 24-20", "*");
      // A blank line in a header: the tag after it is guessed to begin a game, and a piece of
      // the input ends there (pieces begin at games 0, 64, ... 384 and end at their 64th guess,
      // kMaxSliceGames: here the Annotator tag is the 63rd and game 447 the 64th).
      if (wrong_guess && i == 446) text += "[Annotator \"x\"]\n\n";
    }
    const std::string path = write("many.pdn", text);
    for (const auto& [format, late_game] :
         {std::pair{"json", "\"game\":599,"}, std::pair{"text --color never", "game 598, ply 1"}}) {
      SCOPED_TRACE(std::string(format) + (wrong_guess ? ", wrong guess" : ""));
      const CommandResult one = run(std::string("validate --format ") + format + " " + path);
      const CommandResult two = run(std::string("validate --format ") + format + " -j 2 " + path);
      EXPECT_GE(one.lines().size(), 200U);
      EXPECT_NE(one.out.find(late_game), std::string::npos);
      EXPECT_EQ(one.out, two.out);
      EXPECT_EQ(two.exit_code, 1);
    }
  }
}

TEST_F(Validate, UnreadableFileAndBadOptions) {
  EXPECT_EQ(run("validate " + (dir_ / "missing.pdn").string()).exit_code, 2);
  EXPECT_EQ(run("validate --format xml -").exit_code, 2);
  EXPECT_EQ(run("validate --forcada sometimes -").exit_code, 2);
  EXPECT_EQ(run("validate --help").exit_code, 0);
}

}  // namespace
}  // namespace damas::test
