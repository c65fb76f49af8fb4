// The progress line: drawn in place, at most once per interval, cleared for other text, ended
// with the final figures; nothing at all when not shown.
#include "progress_line.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <regex>
#include <string>

namespace damas::cli {
namespace {

// Whether `text` matches all of `pattern` (ECMAScript).
bool matches(const std::string& text, const std::string& pattern) {
  return std::regex_match(text, std::regex(pattern));
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
  EXPECT_TRUE(
      matches(text, "\rvalidate: 1 games, [0-9]+\\.[0-9] s\rvalidate: 3 games, [0-9]+\\.[0-9] s\n"))
      << text;
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
  EXPECT_TRUE(matches(text,
                      "\rannotate: 1 games, 40 plies, [0-9.]+ s\r\x1b\\[K"
                      "\rannotate: 2 games, 50 plies, [0-9.]+ s"))
      << text;
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
