// Lines with a bound: the same lines from a text and from a stream, a line past the bound
// reported at once and skipped, a stream that never ends a line read in bounded memory.
#include "damas/support/line_reader.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <system_error>
#include <vector>

namespace damas::support {
namespace {

// Each line as "NUMBER:TEXT", or "NUMBER:too long".
std::vector<std::string> all_lines(LineReader& reader) {
  std::vector<std::string> lines;
  while (const auto line = reader.next()) {
    lines.push_back(std::to_string(line->number) + ":" +
                    (line->too_long ? std::string("too long") : std::string(line->text)));
  }
  return lines;
}

std::FILE* stream_of(const std::string& text) {
  std::FILE* stream = std::tmpfile();
  std::fwrite(text.data(), 1, text.size(), stream);
  std::rewind(stream);
  return stream;
}

// The lines of `text` with a bound of `max` bytes: from the text, and from a stream holding it
// whose first `taken` bytes were taken before; with `carriage_returns`, CRs end lines too.
std::vector<std::string> lines_both_ways(const std::string& text, std::size_t max,
                                         std::size_t taken = 0, bool carriage_returns = false) {
  LineReader in_memory(text, max);
  if (carriage_returns) in_memory.end_lines_at_carriage_returns();
  const std::vector<std::string> from_text = all_lines(in_memory);
  std::FILE* stream = stream_of(text.substr(taken));
  LineReader streamed(stream, max, text.substr(0, taken));
  if (carriage_returns) streamed.end_lines_at_carriage_returns();
  const std::vector<std::string> from_stream = all_lines(streamed);
  std::fclose(stream);
  EXPECT_EQ(from_text, from_stream) << text;
  return from_text;
}

TEST(LineReader, SplitsAtLineEndsKeepingCarriageReturns) {
  EXPECT_EQ(lines_both_ways("a\nbb\r\n\nccc", 10),
            (std::vector<std::string>{"1:a", "2:bb\r", "3:", "4:ccc"}));
  EXPECT_EQ(lines_both_ways("a\n", 10), (std::vector<std::string>{"1:a"}));
  EXPECT_EQ(lines_both_ways("", 10), (std::vector<std::string>{}));
  EXPECT_EQ(lines_both_ways("\n", 10), (std::vector<std::string>{"1:"}));
  EXPECT_EQ(lines_both_ways(std::string("a\0b\n", 4), 10),
            (std::vector<std::string>{std::string("1:a\0b", 5)}));
}

// Asked to, a reader ends lines at LF, CR LF and a lone CR alike, keeping none of them.
TEST(LineReader, CarriageReturnsEndLinesWhenAsked) {
  const auto lines = [](const std::string& text, std::size_t max = 10, std::size_t taken = 0) {
    return lines_both_ways(text, max, taken, true);
  };
  EXPECT_EQ(lines("a\rbb\r\n\rccc\n\nd"),
            (std::vector<std::string>{"1:a", "2:bb", "3:", "4:ccc", "5:", "6:d"}));
  EXPECT_EQ(lines("a\r"), (std::vector<std::string>{"1:a"}));
  EXPECT_EQ(lines("\r\n"), (std::vector<std::string>{"1:"}));
  EXPECT_EQ(lines("\r\r\n\n"), (std::vector<std::string>{"1:", "2:", "3:"}));
  // A line past the bound is skipped to its CR; bytes taken before end with a CR.
  EXPECT_EQ(lines("abcdefgh\rb\r\nc", 5), (std::vector<std::string>{"1:too long", "2:b", "3:c"}));
  EXPECT_EQ(lines("ab\r\ncd\r", 10, 3), (std::vector<std::string>{"1:ab", "2:cd"}));
}

// A stream's line that ends with a CR is handed on without waiting for the next byte (a program
// that writes a line and waits for the answer): read from a pipe that holds nothing more and
// would fail (EAGAIN) if read.
TEST(LineReader, ALineEndedByACarriageReturnIsHandedOnAtOnce) {
  int ends[2];
  ASSERT_EQ(::pipe(ends), 0);
  ASSERT_EQ(::fcntl(ends[0], F_SETFL, O_NONBLOCK), 0);
  std::FILE* stream = ::fdopen(ends[0], "rb");
  ASSERT_NE(stream, nullptr);
  LineReader reader(stream, 100);
  reader.end_lines_at_carriage_returns();
  ASSERT_EQ(::write(ends[1], "a\r", 2), 2);
  const auto first = reader.next();
  ASSERT_TRUE(first);
  EXPECT_EQ(first->text, "a");
  ASSERT_EQ(::write(ends[1], "\nb\r", 3), 3);
  const auto second = reader.next();
  ASSERT_TRUE(second);
  EXPECT_EQ(second->text, "b");
  EXPECT_EQ(second->number, 2U);
  ::close(ends[1]);
  std::clearerr(stream);
  EXPECT_FALSE(reader.next());
  std::fclose(stream);
}

TEST(LineReader, BytesTakenBeforeComeFirst) {
  EXPECT_EQ(lines_both_ways("{\"a\nb\nc", 10, 3),
            (std::vector<std::string>{"1:{\"a", "2:b", "3:c"}));
  EXPECT_EQ(lines_both_ways("ab\ncd\n", 10, 4), (std::vector<std::string>{"1:ab", "2:cd"}));
}

TEST(LineReader, LinesPastTheBoundAreReportedAndSkipped) {
  EXPECT_EQ(lines_both_ways("abc\nabcd\nxy\nabcdefgh", 3),
            (std::vector<std::string>{"1:abc", "2:too long", "3:xy", "4:too long"}));
}

TEST(LineReader, NumbersFromTheFirstNumberGiven) {
  LineReader reader("a\nb\n", 10, 41);
  EXPECT_EQ(all_lines(reader), (std::vector<std::string>{"41:a", "42:b"}));
}

// /dev/zero never ends its line: it is reported once the bound is passed, having kept no more.
TEST(LineReader, EndlessLineIsReportedAtTheBound) {
  std::FILE* zeros = std::fopen("/dev/zero", "rb");
  ASSERT_NE(zeros, nullptr);
  LineReader reader(zeros, 1000);
  const auto line = reader.next();
  ASSERT_TRUE(line);
  EXPECT_TRUE(line->too_long);
  EXPECT_EQ(line->number, 1u);
  EXPECT_EQ(reader.offset(), 1001u);
  std::fclose(zeros);
}

// A line of 4 MiB, then short ones: the next line gives its memory back (the capacity once at
// least the long line's, after it at most the bound of what is kept).
TEST(LineReader, ALongLineGivesItsMemoryBack) {
  const std::size_t long_line = 4 << 20;
  std::FILE* stream = stream_of(std::string(long_line, 'a') + "\nb\n" + "c\n");
  LineReader reader(stream, 8 << 20);
  const auto first = reader.next();
  ASSERT_TRUE(first);
  EXPECT_EQ(first->text.size(), long_line);
  EXPECT_GE(reader.line_capacity(), long_line);
  const auto second = reader.next();
  ASSERT_TRUE(second);
  EXPECT_EQ(second->text, "b");
  EXPECT_LE(reader.line_capacity(), LineReader::kKeptLineBytes);
  const auto third = reader.next();
  ASSERT_TRUE(third);
  EXPECT_EQ(third->text, "c");
  std::fclose(stream);
}

TEST(LineReader, ReadErrorThrows) {
  std::FILE* folder = std::fopen("/", "rb");  // opens; reading fails with EISDIR
  ASSERT_NE(folder, nullptr);
  LineReader reader(folder, 1000);
  try {
    reader.next();
    ADD_FAILURE() << "no error";
  } catch (const std::system_error& e) {
    EXPECT_EQ(e.code(), std::errc::is_a_directory);
  }
  std::fclose(folder);
}

}  // namespace
}  // namespace damas::support
