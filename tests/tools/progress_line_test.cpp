// The progress line: drawn in place, at most once per interval, cleared for other text, ended
// with the final figures; nothing at all when not shown.
#include "progress_line.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

namespace damas::cli {
namespace {

// `text` with each time in seconds written as the progress line writes it ("12.3 s": digits,
// a point and one digit) replaced by "# s", so that the rest can be compared exactly.
std::string mask_seconds(const std::string& text) {
  const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  std::string masked;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t end = i;
    while (end < text.size() && is_digit(text[end])) ++end;
    const bool seconds = end > i && end + 4 <= text.size() && text[end] == '.' &&
                         is_digit(text[end + 1]) && text.compare(end + 2, 2, " s") == 0;
    if (seconds) {
      masked += '#';
      i = end + 2;
    } else {
      masked.append(text, i, std::max(end, i + 1) - i);
      i = std::max(end, i + 1);
    }
  }
  return masked;
}

// What was written to `file` so far.
std::string contents(std::FILE* file) {
  std::fflush(file);
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;) text += static_cast<char>(c);
  return text;
}

TEST(ProgressLine, RedrawsAtMostOncePerIntervalAndEndsWithTheTotals) {
  std::FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  {
    ProgressLine line("validate", true, false, file, std::chrono::hours(1));
    line.add();
    line.add();  // within the interval: not drawn
    line.add();
    line.finish();
  }
  const std::string text = contents(file);
  EXPECT_EQ(mask_seconds(text), "\rvalidate: 1 games, # s\rvalidate: 3 games, # s\n");
  std::fclose(file);
}

TEST(ProgressLine, CountsPliesAndRedrawsAfterClearing) {
  std::FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  {
    ProgressLine line("annotate", true, true, file, std::chrono::hours(1));
    line.add(40);
    line.clear();
    line.clear();  // nothing drawn to clear
    line.add(10);
  }
  const std::string text = contents(file);
  EXPECT_EQ(mask_seconds(text),
            "\rannotate: 1 games, 40 plies, # s\r\x1b[K\rannotate: 2 games, 50 plies, # s");
  std::fclose(file);
}

TEST(ProgressLine, WritesNothingWhenNotShown) {
  std::FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  ProgressLine line("convert", false, false, file, std::chrono::milliseconds(0));
  line.add();
  line.clear();
  line.finish();
  EXPECT_EQ(contents(file), "");
  std::fclose(file);
}

TEST(ProgressLine, NotWantedWhenQuietOrWhenTheOutputIsOnTheTerminal) {
  EXPECT_FALSE(ProgressLine::wanted(true, false));
  EXPECT_FALSE(ProgressLine::wanted(false, true));
  // Under ctest standard error is not a terminal: no line either.
  EXPECT_EQ(ProgressLine::wanted(false, false), isatty(STDERR_FILENO) != 0);
}

}  // namespace
}  // namespace damas::cli
