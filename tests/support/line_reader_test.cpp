// Lines with a bound: the same lines from a text and from a stream, a line past the bound
// reported at once and skipped, a stream that never ends a line read in bounded memory.
#include "damas/support/line_reader.hpp"

#include <gtest/gtest.h>

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
// whose first `taken` bytes were taken before.
std::vector<std::string> lines_both_ways(const std::string& text, std::size_t max,
                                         std::size_t taken = 0) {
  LineReader in_memory(text, max);
  const std::vector<std::string> from_text = all_lines(in_memory);
  std::FILE* stream = stream_of(text.substr(taken));
  LineReader streamed(stream, max, text.substr(0, taken));
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
