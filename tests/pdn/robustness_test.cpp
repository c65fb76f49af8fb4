// Damaged input: thousands of random edits of a text that uses every construct. Reading must
// never crash or hang, streams and text must be read alike, and every game that is read must
// survive the round trip through the writer (the property the corpus test checks on real
// files, here on strange ones).
#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/writer.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

constexpr std::string_view kText =
    "{ before } [Event \"E \\\"q\\\"\"] [Round 3]\n[FEN \"W:W1-12:B21-32\"]\n"
    "1. 11-15 22-18 {c [%clock w0:01:00]} 2. 15x22 (2. 9-13 (2. 10-14 $3) 23-19!?) 26x17 $1\n"
    "% escape\n3. 8-11* /FEN \"B:W1:B32\"/ 3... 17-14(?) (free text) 4. - - ; note\n"
    "5. a3:b4 ed4 1:0\n[Event \"F\"] 01. 06- 11 1-18 1-1\n32-28 *";

using testing::CallLog;

// Inputs in memory count lines only where asked; streams track them as they go: both must
// report the same positions, errors included.
void expect_same_calls_from_a_stream(const std::string& text, Dialect dialect) {
  CallLog from_text;
  read_text(text, "t", from_text, {dialect});
  std::FILE* stream = std::tmpfile();
  ASSERT_NE(stream, nullptr);
  std::fwrite(text.data(), 1, text.size(), stream);
  std::rewind(stream);
  CallLog from_stream;
  read_stream(stream, "t", from_stream, {dialect});
  std::fclose(stream);
  ASSERT_EQ(from_text.calls_and_texts(), from_stream.calls_and_texts());
}

TEST(Robustness, RandomEditsNeverCrashAndWhatIsReadRoundTrips) {
  const std::string alphabet = "{}()[]\"/%;$*!?-x:.0123456789 \n\\aeK";
  std::mt19937 random(20261130);
  for (int round = 0; round < 3000; ++round) {
    std::string text(kText);
    const int edits = 1 + static_cast<int>(random() % 4);
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = random() % (text.size() + 1);
      const char c = alphabet[random() % alphabet.size()];
      switch (random() % 3) {
        case 0: text.insert(at, 1, c); break;
        case 1: if (at < text.size()) text.erase(at, 1); break;
        default: if (at < text.size()) text[at] = c; break;
      }
    }
    SCOPED_TRACE(text);
    for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
      if (round % 10 == 0) expect_same_calls_from_a_stream(text, dialect);
      for (const Game& game : read_games(text, nullptr, {dialect})) {
        const std::string written = write_game(game);
        std::vector<ReadError> errors;
        const std::vector<Game> reread = read_games(written, &errors);
        ASSERT_TRUE(errors.empty()) << errors.front().to_string() << "\n" << written;
        ASSERT_EQ(reread.size(), 1u) << written;
        ASSERT_EQ(testing::record_difference(game, reread.front()), "") << written;
      }
    }
  }
}

// The reader's fast paths look at the input through a window (layout: 4096 bytes, tokens: 256);
// a stream's buffer may end anywhere in it. Runs of layout longer than the window, "\\r" pairs,
// moves, move numbers and strengths placed on each side of its edge read alike from a stream
// and from memory.
TEST(Robustness, TokensAndLayoutAcrossTheWindowEdgeReadAlikeFromStreams) {
  const std::vector<std::string> tails = {
      "\\r\\r 1. 32-28 19-23 *", "1. 32-28 ! 19-23 *", "12... 32-28 *", "12. ... 32-28 *",
      "32-28x *", "28x19x10 (1. 9-13) *", "\\", "\\r", "12.", "12. ..", "1. 32-28",
  };
  for (std::size_t pad = 4070; pad < 4100; ++pad) {
    for (const std::string& tail : tails) {
      const std::string text = "[Event \"x\"]\n" + std::string(pad, ' ') + tail + "\n" +
                               std::string(9000, pad % 2 == 0 ? '\n' : '\t') + "{c} *";
      SCOPED_TRACE("padding " + std::to_string(pad) + ", then " + tail);
      for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
        expect_same_calls_from_a_stream(text, dialect);
      }
    }
  }
}

// A comment's scan decides whether a line in it begins a tag section (which ends a comment never
// closed) through the same window: lines that are tags or nearly, placed across its edge.
TEST(Robustness, TagLinesInACommentAcrossTheWindowEdgeReadAlikeFromStreams) {
  const std::vector<std::string> lines = {
      "[Event \"b\"]", "  [Event \"b}\"]", "[Event \"b\\\"\"]",
      "[%eval 1.0]",   "[Event \"b\"",     "[Event \"b\\",
  };
  for (std::size_t pad = 4075; pad < 4100; ++pad) {
    for (const std::string& line : lines) {
      const std::string text =
          "[Event \"x\"]\n1. 32-28 {" + std::string(pad, 'c') + "\n" + line + "\n1. 32-28 } *\n";
      SCOPED_TRACE("padding " + std::to_string(pad) + ", then " + line);
      for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
        expect_same_calls_from_a_stream(text, dialect);
      }
    }
  }
}

}  // namespace
}  // namespace damas::pdn
