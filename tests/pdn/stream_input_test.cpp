// StreamInput, the buffer through which the reader takes a stream: read in pieces of any size it
// reports what the same text read in memory reports, it overflows where PEGTL's buffer_input
// overflows, and it gives back the memory of a long game once the game is dropped.
#include "stream_input.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>
#include <random>
#include <regex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>
#include <vector>

#include "damas/pdn/reader.hpp"
#include "emitter.hpp"
#include "read_loop.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

// Several games with what moves a position: CRLF and lone CR line ends, comments over lines,
// variations, an escape line, errors the reader recovers from, bytes that are not UTF-8.
constexpr std::string_view kPiecesText =
    "\xEF\xBB\xBF[Event \"Torneio \xE9\"]\r\n[Site \"Porto\"]\r\n\r\n"
    "1. 11-15 22-18 {um\r\ncomentario} 2. 15x22 (2. 9-13 21-17) 26x17 $2\n"
    "% escape\r\n3. 8-11 17-14! 1-0\n\n"
    "[Event \"b\"]\n1. 11-15 {never closed\n\n[Event \"c\"]\n1. 12-16 \r 21-17 *\n"
    "[Event \"d\" 1. 99-98 *\n1. 11-15 ) *\n";

// Gives a text at most `most` bytes a call (1 to `most`, at random): a pipe's writes arrive in
// pieces of any size.
class PieceReader {
 public:
  PieceReader(std::string_view text, std::size_t most, unsigned seed)
      : text_(text), most_(most), random_(seed) {}
  std::size_t operator()(char* buffer, std::size_t length) {
    const std::size_t piece = 1 + random_() % most_;
    const std::size_t n = std::min({length, piece, text_.size()});
    std::copy_n(text_.data(), n, buffer);
    text_.remove_prefix(n);
    return n;
  }

 private:
  std::string_view text_;
  std::size_t most_;
  std::mt19937 random_;
};

// Gives a text as fast as asked.
class WholeReader {
 public:
  explicit WholeReader(std::string_view text) : text_(text) {}
  std::size_t operator()(char* buffer, std::size_t length) {
    const std::size_t n = std::min(length, text_.size());
    std::copy_n(text_.data(), n, buffer);
    text_.remove_prefix(n);
    return n;
  }

 private:
  std::string_view text_;
};

// Gives a text a line at a time (lines that end with `line_end`), as a program that writes games
// as they are played and a StreamReader over its pipe do (reader.cpp), and notes for each call
// asked past the bytes given so far how many games the visitor had finished (`finished`, read at
// the call).
class LineByLineReader {
 public:
  LineByLineReader(std::string_view text, const std::size_t& finished, char line_end = '\n')
      : text_(text), finished_(finished), line_end_(line_end) {}
  std::size_t operator()(char* buffer, std::size_t length) {
    asked_.push_back({given_, finished_});
    const std::size_t line = text_.find(line_end_, given_);
    const std::size_t end = line == std::string_view::npos ? text_.size() : line + 1;
    const std::size_t n = std::min(length, end - given_);
    std::copy_n(text_.data() + given_, n, buffer);
    given_ += n;
    return n;
  }

  // Each call: the bytes given before it, and the games finished then.
  struct Asked {
    std::size_t given;
    std::size_t finished;
  };
  const std::vector<Asked>& asked() const { return asked_; }

 private:
  std::string_view text_;
  const std::size_t& finished_;
  char line_end_;
  std::size_t given_ = 0;
  std::vector<Asked> asked_;
};

// Counts the games finished (an error finishes its game too) and, reading a text in memory,
// notes where the line of each game's terminator ends (at `line_end`).
class FinishedGames : public Visitor {
 public:
  explicit FinishedGames(std::string_view text = {}, char line_end = '\n')
      : text_(text), line_end_(line_end) {}

  std::size_t finished = 0;
  struct TerminatorLine {
    std::size_t end;   // the byte after its line end
    std::size_t game;  // how many games are finished once this one is
  };
  std::vector<TerminatorLine> terminator_lines;

  void result(std::string_view, SourcePosition at) override {
    const std::size_t line_end = text_.find(line_end_, at.byte);
    if (line_end != std::string_view::npos)
      terminator_lines.push_back({line_end + 1, finished + 1});
  }
  void end_game() override { ++finished; }

 private:
  std::string_view text_;
  char line_end_;
};

// The last line of `text`, which ends with a line end.
std::string last_line(std::string_view text) {
  const std::size_t start = text.find_last_of("\n\r", text.size() - 2);
  return std::string(text.substr(start == std::string_view::npos ? 0 : start + 1));
}

// Checks that every game of `text` that ends with a terminator is finished before the reader
// asks for a byte past the line of its terminator: a stream that pauses there has the game read.
// Lines end with `line_end`.
void expect_each_game_read_at_its_last_line(std::string_view text, Dialect dialect,
                                            char line_end = '\n') {
  FinishedGames in_memory(text, line_end);
  read_text(text, "s", in_memory, {dialect});
  ASSERT_FALSE(in_memory.terminator_lines.empty());

  FinishedGames from_stream;
  detail::Emitter emitter(from_stream, "s");
  detail::StreamInput<LineByLineReader> in("s", kMaxStreamGameBytes, text, from_stream.finished,
                                           line_end);
  detail::read_input(in, emitter, {dialect});
  EXPECT_EQ(from_stream.finished, in_memory.finished);
  std::size_t late = 0;
  for (const LineByLineReader::Asked& asked : in.reader().asked()) {
    for (const FinishedGames::TerminatorLine& line : in_memory.terminator_lines) {
      if (line.end <= asked.given && asked.finished < line.game && late++ < 5) {
        ADD_FAILURE() << "game " << line.game << " (its terminator's line ends at byte " << line.end
                      << ") not finished when the reader was asked past byte " << asked.given
                      << ": " << last_line(text.substr(0, line.end));
      }
    }
  }
}

// What the reader reports of `in` (a stream's input), and where a game too long for the buffer
// stopped it (as read_stream reports it).
struct StreamRead {
  std::string calls;
  std::optional<SourcePosition> overflow;
};

template <typename Input, typename AfterGame = detail::KeepEverything>
StreamRead read_stream_input(Input& in, Dialect dialect, AfterGame after_game = {}) {
  testing::CallLog log;
  detail::Emitter emitter(log, "s");
  StreamRead read;
  try {
    detail::read_input(in, emitter, {dialect}, after_game);
  } catch (const std::overflow_error&) {
    const auto& at = in.iterator();
    read.overflow = SourcePosition{at.line, at.column, at.byte};
  }
  read.calls = log.calls_and_texts();
  return read;
}

std::string calls_read_in_memory(std::string_view text, Dialect dialect) {
  testing::CallLog log;
  read_text(text, "s", log, {dialect});
  return log.calls_and_texts();
}

TEST(StreamInput, TextGivenInPiecesOfOneToThreeBytesReadsAsInMemory) {
  for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
    const std::string expected = calls_read_in_memory(kPiecesText, dialect);
    for (unsigned seed = 1; seed <= 20; ++seed) {
      SCOPED_TRACE("seed " + std::to_string(seed));
      detail::StreamInput<PieceReader> in("s", kMaxStreamGameBytes, kPiecesText, 3, seed);
      const StreamRead read = read_stream_input(in, dialect);
      EXPECT_FALSE(read.overflow);
      EXPECT_EQ(read.calls, expected);
    }
  }
}

TEST(StreamInput, TextGivenALineAtATimeReadsAsInMemory) {
  // The reader looks ahead by windows (fast_paths.hpp); a stream that holds a line end stops
  // giving more (stream_input.hpp): every rule must read such views as it reads memory.
  // Layout over several lines, between moves and in a comment and a tag value.
  std::vector<std::string> texts{std::string(kPiecesText),
                                 "[Event \"a\"]\n\n\n  [Site \"b\"]\n1. 32-28\n\n\n\n  19-23 "
                                 "{a\n\n\n b} \n\n\n 2. 28-24\n\n  *\n",
                                 "[Event \"a\\\"\n\\\\\"]\n1. 32-28\n\n\n\n\n1-0\n"};
  for (const auto& file : testing::pdn_files(DAMAS_SAMPLES_DIR)) {
    texts.push_back(testing::read_bytes(file));
  }
  for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
    for (const std::string& text : texts) {
      const std::size_t unused = 0;
      detail::StreamInput<LineByLineReader> in("s", kMaxStreamGameBytes, text, unused);
      const StreamRead read = read_stream_input(in, dialect);
      EXPECT_FALSE(read.overflow);
      EXPECT_EQ(read.calls, calls_read_in_memory(text, dialect)) << text.substr(0, 200);
    }
  }
}

// Games that end with every form of terminator of the strict dialect, a line end after each
// (LF, or CR LF); with `printed`, the printed results of the liberal dialect too
// (docs/printed-scores.md).
std::string games_of_every_terminator(bool printed) {
  const std::string moves = "[Event \"e\"]\n[Site \"s\"]\n1. 11-15 22-18 2. 15x22 25x18 ";
  std::string games;
  for (const char* terminator : {"*", "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0"}) {
    games += moves + terminator + "\n" + moves + terminator + " \r\n\n";
  }
  // A result on its own line, a comment after it, a game without tags, an escape line last.
  games += moves + "\n1-0\n" + moves + "0-1 {next}\n1. 9-13 *\n% end\n";
  if (!printed) return games;
  for (const char* terminator :
       {"1:0", "0:1", "1/2:1/2", "GB", "GN", "EMP", "empate.", "abandono", "1-0 abandono",
        "(abandono)", "[1:0]", "\xC2\xBD-\xC2\xBD", "\xBD-\xBD"}) {
    games += moves + terminator + "\n";
  }
  return games;
}

// `text` with every line ending with a lone CR (as files of the classic Mac OS).
std::string with_lone_crs(std::string_view text) {
  std::string lone;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.substr(i, 2) == "\r\n") continue;
    lone += text[i] == '\n' ? '\r' : text[i];
  }
  return lone;
}

// Every form of terminator ends its game at the end of its line: a program writing a game and
// waiting (a relay, `tail -f game.pdn | pdn validate -`) gets it read without the next game.
TEST(StreamInput, EachGameIsReadOnceTheLineOfItsTerminatorHasCome) {
  expect_each_game_read_at_its_last_line(games_of_every_terminator(false), Dialect::strict);
  expect_each_game_read_at_its_last_line(games_of_every_terminator(true), Dialect::liberal);
  for (const auto& file : testing::pdn_files(DAMAS_SAMPLES_DIR)) {
    SCOPED_TRACE(file.string());
    expect_each_game_read_at_its_last_line(testing::read_bytes(file), Dialect::liberal);
  }
}

// Lines that end with a lone CR are lines of a stream as of a text in memory: the same calls at
// the same lines and columns, whatever pieces the stream comes in, and each game read once its
// last line has come. The first line decides (Emitter::count_lines_from): CR LF and LF later on
// end lines too.
TEST(StreamInput, LinesThatEndWithALoneCrAreLinesOfAStream) {
  // Also a broken header whose tag lines, skipped after it, end with CR LF.
  std::vector<std::string> texts{
      with_lone_crs(kPiecesText), with_lone_crs(kPiecesText) + std::string(kPiecesText),
      "[Event \"a\"]\r1. 11-15 *\r[Event \"d\" 1. 99-98\r\n[Site \"x\"]\r\n[Round \"2\"]\r\n"
      "1. 11-15 *\r\n\r\n[Event \"e\"]\r\n1. 9-13 *\r\n"};
  for (const auto& file : testing::pdn_files(DAMAS_SAMPLES_DIR)) {
    texts.push_back(with_lone_crs(testing::read_bytes(file)));
  }
  for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
    for (const std::string& text : texts) {
      SCOPED_TRACE(text.substr(0, 60));
      const std::string expected = calls_read_in_memory(text, dialect);
      // Lines are counted: some position is past line 2.
      ASSERT_TRUE(std::regex_search(expected, std::regex(" @([3-9]|[1-9][0-9]+):"))) << expected;
      for (unsigned seed = 1; seed <= 20; ++seed) {
        detail::StreamInput<PieceReader> in("s", kMaxStreamGameBytes, text, 3, seed);
        EXPECT_EQ(read_stream_input(in, dialect).calls, expected) << "seed " << seed;
      }
      const std::size_t unused = 0;
      detail::StreamInput<LineByLineReader> in("s", kMaxStreamGameBytes, text, unused, '\r');
      EXPECT_EQ(read_stream_input(in, dialect).calls, expected);
    }
  }
  expect_each_game_read_at_its_last_line(with_lone_crs(games_of_every_terminator(false)),
                                         Dialect::strict, '\r');
  expect_each_game_read_at_its_last_line(with_lone_crs(games_of_every_terminator(true)),
                                         Dialect::liberal, '\r');
}

// PEGTL's own buffered input, whose overflow StreamInput keeps.
using PegtlBufferInput = tao::pegtl::buffer_input<WholeReader, tao::pegtl::eol::lf_crlf>;

TEST(StreamInput, RequestsPastTheMaximumThrowWhereBufferInputThrows) {
  constexpr std::size_t kMaximum = 100;
  const std::string text(1000, 'x');
  // Requests after reading and discarding part of the text: the bound counts from where the
  // buffer's bytes begin, which discard() moves.
  for (const std::size_t read_before : {0, 10, 64, 65, 90, 300}) {
    for (std::size_t amount = 1; amount < 2 * kMaximum; ++amount) {
      SCOPED_TRACE(std::to_string(read_before) + " read, then " + std::to_string(amount));
      PegtlBufferInput reference("s", kMaximum, text);
      detail::StreamInput<WholeReader> in("s", kMaximum, text);
      for (std::size_t done = 0; done < read_before; done += 10) {
        reference.require(10);
        in.require(10);
        reference.bump(10);
        in.bump(10);
        reference.discard();
        in.discard();
      }
      bool reference_threw = false;
      try {
        reference.require(amount);
      } catch (const std::overflow_error&) {
        reference_threw = true;
      }
      if (reference_threw) {
        EXPECT_THROW(in.require(amount), std::overflow_error);
      } else {
        EXPECT_NO_THROW(in.require(amount));
        EXPECT_EQ(in.size(amount), reference.size(amount));
      }
    }
  }
}

TEST(StreamInput, GameLongerThanTheMaximumStopsTheReadingWhereBufferInputStops) {
  const std::string games = "[Event \"a\"]\n1. 11-15 *\n\n[Event \"b\"]\n1. 11-15 {" +
                            std::string(9000, 'c') + "} 22-18 *\n[Event \"c\"]\n1. 9-13 *\n";
  // The reader asks for windows of 4 KiB and more (scan_run, fast_paths.hpp): the maximums
  // around them stop it in the first game, the second, or not at all.
  std::size_t overflows = 0;
  std::size_t whole_reads = 0;
  for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
    for (std::size_t maximum = 100; maximum < 40000; maximum += 397) {
      SCOPED_TRACE("maximum " + std::to_string(maximum));
      PegtlBufferInput reference("s", maximum, games);
      detail::StreamInput<WholeReader> in("s", maximum, games);
      const StreamRead expected = read_stream_input(reference, dialect);
      const StreamRead read = read_stream_input(in, dialect);
      EXPECT_EQ(read.calls, expected.calls);
      ASSERT_EQ(read.overflow.has_value(), expected.overflow.has_value());
      ++(expected.overflow ? overflows : whole_reads);
      if (expected.overflow) {
        EXPECT_EQ(read.overflow->byte, expected.overflow->byte);
        EXPECT_EQ(read.overflow->line, expected.overflow->line);
        EXPECT_EQ(read.overflow->column, expected.overflow->column);
      }
    }
  }
  EXPECT_GT(overflows, 10u);
  EXPECT_GT(whole_reads, 10u);
}

// The memory the process holds in its pages, from the system's count (not the input's).
std::size_t stream_test_resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::size_t size = 0;
  std::size_t resident = 0;
  statm >> size >> resident;
  return resident * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

TEST(StreamInput, MemoryOfALongGameIsGivenBackOnceItIsDropped) {
  constexpr std::size_t kLong = 24 << 20;
  const std::string games = "[Event \"long\"]\n1. 11-15 {" + std::string(kLong, 'c') +
                            "} 22-18 *\n[Event \"short\"]\n1. 9-13 *\n";
  detail::StreamInput<WholeReader> in("s", kMaxStreamGameBytes, games);
  std::vector<std::size_t> held_after_game;  // the buffer's pages in memory
  const StreamRead read = read_stream_input(in, Dialect::liberal, [&](const auto& input) {
    held_after_game.push_back(input.resident_bytes());
  });
  ASSERT_EQ(held_after_game.size(), 2u);
  // The next game was read whole from the bytes kept past the long one.
  EXPECT_EQ(read.calls, calls_read_in_memory(games, Dialect::liberal));
  EXPECT_FALSE(read.overflow);
  EXPECT_LE(held_after_game[0], std::size_t{64} << 10);
  EXPECT_LE(held_after_game[1], std::size_t{64} << 10);

  // Before the game is dropped its pages are held: the same reading, watched from inside it.
  detail::StreamInput<WholeReader> again("s", kMaxStreamGameBytes, games);
  const std::size_t before = stream_test_resident_bytes();
  again.require(kLong);
  EXPECT_GE(again.resident_bytes(), kLong);
  EXPECT_GE(stream_test_resident_bytes(), before + kLong / 2);
  again.bump(kLong);
  again.discard();
  EXPECT_LE(again.resident_bytes(), std::size_t{64} << 10);
  EXPECT_LE(stream_test_resident_bytes(), before + (4 << 20));
}

}  // namespace
}  // namespace damas::pdn
