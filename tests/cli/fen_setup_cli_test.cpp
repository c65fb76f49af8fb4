// One setup check for every command: a FEN that is not a FEN, or a position no game can be set
// up in (13 pieces of a side, a man on its promotion row, a colour given twice), is refused
// alike by moves, perft, egtb probe, analyse, diagram and convert --position (exit code 2, the
// same reason on standard error, nothing on standard output) and by validate (bad-setup).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "pdn_command.hpp"

namespace damas::test {
namespace {

struct BadFen {
  const char* fen;
  // parse_fen's reason, worked out by hand: the offset is 0-based, the report says character
  // offset + 1.
  const char* reason;
};

const BadFen kBadFens[] = {
    {"W:W1:B32:W5", "at character 10: the White pieces are given twice (a second 'W' section)"},
    {"W:W1-13:B21-32", "at character 3: 13 White pieces: a side has at most 12"},
    {"W:W1:B20-32", "at character 6: 13 Black pieces: a side has at most 12"},
    {"W:W1-11,30:B21-29",
     "at character 9: a White man on 30, its own promotion row (it would be a king)"},
    {"B:W10:B3", "at character 8: a Black man on 3, its own promotion row (it would be a king)"},
    {"W:W1-12:B21-33", "at character 13: square 33 is out of range (1 to 32)"},
};

// The command lines that take a position, with "@" for the FEN, and the program name they
// report under.
struct FenCommand {
  std::vector<std::string> args;
  std::string program;
};

const FenCommand kCommands[] = {
    {{"moves", "--fen", "@"}, "pdn moves"},
    {{"moves", "--fen", "@", "--format", "json"}, "pdn moves"},
    {{"perft", "1", "--fen", "@"}, "pdn perft"},
    {{"egtb", "probe", "@"}, "pdn egtb probe"},
    {{"analyse", "--depth", "1", "--fen", "@"}, "pdn analyse"},
    {{"diagram", "--fen", "@"}, "pdn diagram"},
};

std::vector<std::string> with_fen(std::vector<std::string> args, const std::string& fen) {
  for (std::string& arg : args) {
    if (arg == "@") arg = fen;
  }
  return args;
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

TEST(FenSetup, EveryCommandRefusesTheSameSetupsForTheSameReason) {
  for (const BadFen& bad : kBadFens) {
    const std::string expected = std::string("bad FEN '") + bad.fen + "' " + bad.reason;
    for (const FenCommand& command : kCommands) {
      const PdnRun r = run_pdn(with_fen(command.args, bad.fen));
      SCOPED_TRACE(command.program + " " + bad.fen);
      EXPECT_EQ(r.exit_code, 2);
      EXPECT_EQ(r.out, "");
      EXPECT_EQ(first_line(r.err), command.program + ": " + expected);
    }
    const PdnRun convert = run_pdn({"convert", "--position", bad.fen, "/dev/null"});
    EXPECT_EQ(convert.exit_code, 2) << bad.fen;
    EXPECT_EQ(first_line(convert.err), "pdn convert: --position: " + expected);
  }
}

// A long text given as a FEN is quoted up to a little past the character named, not echoed
// whole: 10,000 W's fail at the second (a ':' expected after the side to move).
TEST(FenSetup, ALongTextIsQuotedUpToTheCharacterNamed) {
  const PdnRun r = run_pdn({"moves", "--fen", std::string(10'000, 'W')});
  EXPECT_EQ(r.exit_code, 2);
  const std::string line = first_line(r.err);
  EXPECT_TRUE(line.starts_with("pdn moves: bad FEN 'WWWWWW")) << line;
  EXPECT_NE(line.find("'... at character 2: "), std::string::npos) << line;
  EXPECT_LT(line.size(), 200u);
}

// The other variants' FENs name the token at fault, not a character: the text is quoted in its
// first 200 bytes (kShownValueBytes), as every value in a usage message. 'x' is no square.
TEST(FenSetup, ALongTextOfAnotherVariantIsQuotedInItsFirstBytes) {
  const std::string fen = "W:W" + std::string(10'000, 'x');
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"moves", "--rules", "international", fen},
        std::vector<std::string>{"perft", "1", "--rules", "international", "--fen", fen},
        std::vector<std::string>{"diagram", "--rules", "international", "--fen", fen}}) {
    const PdnRun r = run_pdn(args);
    EXPECT_EQ(r.exit_code, 2) << args[0];
    const std::string line = first_line(r.err);
    EXPECT_NE(line.find("'W:W" + std::string(197, 'x') + "'...: "), std::string::npos) << line;
    EXPECT_LT(line.size(), 400u) << args[0];
  }
  // The side unknown: '?' is the first character, the rest need not be shown whole.
  const PdnRun unknown = run_pdn({"moves", "?:W10:B14" + std::string(10'000, ' ')});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_LT(first_line(unknown.err).size(), 200u) << first_line(unknown.err);
  EXPECT_NE(unknown.err.find("the side to move is unknown ('?'): give W or B"), std::string::npos);
}

TEST(FenSetup, ValidateJudgesAFenTagWithTheSameCheck) {
  for (const BadFen& bad : kBadFens) {
    const std::string game = std::string("[FEN \"") + bad.fen + "\"]\n*\n";
    const PdnRun r = run_pdn({"validate", "--no-tag-checks", "--format", "json",
                              temporary_file("setup.pdn", game)});
    SCOPED_TRACE(bad.fen);
    EXPECT_EQ(r.exit_code, 1);
    // "at character N: why" becomes "why (at character N)" in validate's message.
    const std::string reason = bad.reason;
    const std::size_t colon = reason.find(": ");
    const std::string message = std::string("FEN \\\"") + bad.fen + "\\\": " +
                                reason.substr(colon + 2) + " (" + reason.substr(0, colon) + ")";
    EXPECT_NE(r.out.find("\"code\":\"bad-setup\""), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\"message\":\"" + message + "\""), std::string::npos) << r.out;
  }
}

TEST(FenSetup, PossibleSetupsAreAccepted) {
  // Kings on the promotion rows, twelve pieces a side, a side without pieces.
  for (const char* fen : {"W:WK29-32:BK1-4", "W:W1-12:B21-32", "B:W5:B"}) {
    EXPECT_EQ(run_pdn({"moves", "--fen", fen}).exit_code, 0) << fen;
    EXPECT_EQ(run_pdn({"perft", "1", "--fen", fen}).exit_code, 0) << fen;
    EXPECT_EQ(run_pdn({"diagram", "--fen", fen}).exit_code, 0) << fen;
  }
}

// '?' as side to move: a command that works from the side to move cannot guess it.
TEST(FenSetup, CommandsWorkingFromTheSideToMoveRefuseAnUnknownSide) {
  const std::string expected = "'?:W10:B14': the side to move is unknown ('?'): give W or B";
  for (const FenCommand& command : kCommands) {
    if (command.program == "pdn diagram") continue;  // draws it without a side: below
    const PdnRun r = run_pdn(with_fen(command.args, "?:W10:B14"));
    SCOPED_TRACE(command.program);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(first_line(r.err), command.program + ": " + expected);
  }
  const PdnRun family = run_pdn({"moves", "--rules", "international", "?:W28:B23"});
  EXPECT_EQ(family.exit_code, 2);
  EXPECT_EQ(family.err, "pdn moves: '?:W28:B23': the side to move is unknown ('?'): give W or B\n");
  const PdnRun family_perft =
      run_pdn({"perft", "1", "--rules", "international", "--fen", "?:W28:B23"});
  EXPECT_EQ(family_perft.exit_code, 2);
  EXPECT_EQ(first_line(family_perft.err),
            "pdn perft: '?:W28:B23': the side to move is unknown ('?'): give W or B");
}

// The character a FEN or move error points at is quoted whole (every byte of a UTF-8 letter,
// not a lone byte shown as another letter or left invalid), and control characters of a FEN or
// a move are escaped: a message stays one line of UTF-8 that cannot drive the terminal.
TEST(FenSetup, MessagesQuoteWholeCharactersAndEscapeControls) {
  const PdnRun letter = run_pdn({"moves", "W:W1,\xC3\xA9\xC3\xA9,2:B32"});
  EXPECT_EQ(letter.exit_code, 2);
  EXPECT_EQ(letter.err,
            "pdn moves: bad FEN 'W:W1,\xC3\xA9\xC3\xA9,2:B32' at character 6: expected "
            "a square, found '\xC3\xA9'\n");
  const PdnRun control = run_pdn({"moves", "W:W1\x1b[2J:B32"});
  EXPECT_EQ(control.exit_code, 2);
  EXPECT_EQ(control.err,
            "pdn moves: bad FEN 'W:W1\\u001b[2J:B32' at character 5: expected ',', "
            "':' or the end of the FEN, found '\\u001b'\n");
  const PdnRun move = run_pdn({"diagram", "--last-move", "1-\xC3\xA9", "--fen", "W:W1:B32"});
  EXPECT_EQ(move.exit_code, 2);
  EXPECT_EQ(first_line(move.err),
            "pdn diagram: bad --last-move '1-\xC3\xA9': expected a square, found '\xC3\xA9'");
}

// The FEN drawn by `pdn diagram ARGS` (its SVG's metadata), "" when it fails.
std::string drawn_fen(std::vector<std::string> args) {
  args.insert(args.begin(), {"diagram", "--format", "svg"});
  const PdnRun r = run_pdn(args);
  const std::string key = " fen=\"";
  const std::size_t at = r.out.find(key);
  if (r.exit_code != 0 || at == std::string::npos) return "";
  const std::size_t start = at + key.size();
  return r.out.substr(start, r.out.find('"', start) - start);
}

// A diagram draws a position whose side is unknown; a move played from it is the move of the
// side whose piece stands on its first square, which then leaves the other side to move.
TEST(FenSetup, DiagramPlaysEitherSidesMoveFromAnUnknownSide) {
  // White's man on 10 and Black's on 14 stand on one diagonal, 5-10-14-19: each captures.
  EXPECT_EQ(drawn_fen({"--fen", "?:W10:B14", "--last-move", "14x5"}), "W:W:B5");
  EXPECT_EQ(drawn_fen({"--fen", "?:W10:B14", "--last-move", "10x19"}), "B:W19:B");
  const PdnRun neither = run_pdn({"diagram", "--fen", "?:W10:B14", "--last-move", "10-15"});
  EXPECT_EQ(neither.exit_code, 2);
  EXPECT_EQ(first_line(neither.err),
            "pdn diagram: --last-move '10-15' is not a legal move in ?:W10:B14");
  // International draughts: 28 is White's, 23 Black's, on the diagonal 19-23-28-32.
  EXPECT_EQ(drawn_fen({"--rules", "international", "--fen", "?:W28:B23", "--last-move", "23x32"}),
            "W:W:B32");
  EXPECT_EQ(drawn_fen({"--rules", "international", "--fen", "?:W28:B23", "--last-move", "28x19"}),
            "B:W19:B");
}

// From standard input, one FEN per line: the readable ones are answered on standard output, in
// order; each bad one is named on standard error with its line number and answered "error", so
// that the answers stay one per FEN; the exit code is 2 at the end. Blank lines are skipped.
TEST(FenSetup, MovesBatchAnswersTheGoodFensAndReportsTheBadOnStandardError) {
  const std::string fens = "W:W9,10:B14\nW:W1-13:B21-32\n\nbad\nB:W5:B\nW:WK1:B7,14,26,27\n";
  const std::string in = temporary_file("fens.txt", fens);
  const std::string errors =
      "pdn moves: -:2: bad FEN 'W:W1-13:B21-32' at character 3: 13 White pieces: a side has at "
      "most 12\n"
      "pdn moves: -:4: bad FEN 'bad' at character 2: expected ':' after the side to move, found "
      "'a'\n";
  const PdnRun text = run_pdn({"moves"}, in);
  EXPECT_EQ(text.exit_code, 2);
  EXPECT_EQ(text.err, errors);
  // 10x19; B:W5:B has no move (an empty line); the king's two captures.
  EXPECT_EQ(text.out, "10x19\nerror\nerror\n\n1x17 1x21\n");
  // A list saved on Windows (CR LF) or the classic Mac OS (CR): the same answers and lines.
  for (const std::string line_end : {"\r\n", "\r"}) {
    std::string saved;
    for (const char c : fens) saved += c == '\n' ? line_end : std::string(1, c);
    const PdnRun other = run_pdn({"moves"}, temporary_file("saved.txt", saved));
    EXPECT_EQ(other.exit_code, 2);
    EXPECT_EQ(other.err, errors);
    EXPECT_EQ(other.out, text.out);
  }

  const PdnRun json = run_pdn({"moves", "--format", "json"}, in);
  EXPECT_EQ(json.exit_code, 2);
  EXPECT_EQ(json.err, errors);
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < json.out.size();) {
    const std::size_t end = json.out.find('\n', at);
    lines.push_back(json.out.substr(at, end - at));
    at = end == std::string::npos ? json.out.size() : end + 1;
  }
  ASSERT_EQ(lines.size(), 5U) << json.out;
  EXPECT_EQ(lines[1],
            "{\"fen\":\"W:W1-13:B21-32\",\"error\":\"bad FEN 'W:W1-13:B21-32' at character 3: "
            "13 White pieces: a side has at most 12\"}");
  EXPECT_EQ(lines[2].substr(0, 29), "{\"fen\":\"bad\",\"error\":\"bad FEN");
  EXPECT_EQ(lines[0].find("error"), std::string::npos);
  EXPECT_EQ(lines[3].find("error"), std::string::npos);
}

// What comes out of the descriptor `fd` within ten seconds, up to and with a line end.
std::string answer_line(int fd) {
  std::string line;
  pollfd ready{fd, POLLIN, 0};
  while (!line.ends_with('\n') && ::poll(&ready, 1, 10'000) == 1) {
    char c = 0;
    if (::read(fd, &c, 1) != 1) break;
    line += c;
  }
  return line;
}

// A program driving pdn moves through pipes writes a FEN and waits for its answer before the
// next one: each answer must come out when its FEN is read, not when the input ends.
TEST(FenSetup, MovesAnswersEachFenOfAPipeAtOnce) {
  const std::filesystem::path dir =
      std::filesystem::path(temporary_file("moves.err", "")).parent_path();
  const std::string fens_fifo = (dir / "fens.fifo").string();
  const std::string answers_fifo = (dir / "answers.fifo").string();
  ASSERT_EQ(::mkfifo(fens_fifo.c_str(), 0600), 0);
  ASSERT_EQ(::mkfifo(answers_fifo.c_str(), 0600), 0);
  const Child child = start_child(DAMAS_PDN_BINARY, {"moves"}, fens_fifo, answers_fifo,
                                  (dir / "moves.err").string());
  // Opened in the order the child opens them (each open waits for the other end).
  const int fens = ::open(fens_fifo.c_str(), O_WRONLY);
  const int answers = ::open(answers_fifo.c_str(), O_RDONLY);
  ASSERT_GE(fens, 0);
  ASSERT_GE(answers, 0);
  EXPECT_EQ(::write(fens, "W:W9,10:B14\n", 12), 12);
  EXPECT_EQ(answer_line(answers), "10x19\n");
  EXPECT_EQ(::write(fens, "bad\n", 4), 4);
  EXPECT_EQ(answer_line(answers), "error\n");
  ::close(fens);
  EXPECT_EQ(answer_line(answers), "");  // the end of the answers
  ::close(answers);
  EXPECT_EQ(wait_child(child, 60).exit_code, 2);  // 60 s from its start
  std::filesystem::remove(fens_fifo);
  std::filesystem::remove(answers_fifo);
}

}  // namespace
}  // namespace damas::test
