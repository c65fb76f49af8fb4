// Every numeric option of every command takes only a number within its range: "-1" (which
// Boost alone reads into an unsigned count as 18446744073709551615), a value past either end,
// a number too big for the type (4294967297 wraps to 1 in 32 bits) and text are usage errors
// (exit code 2) naming the option and its range, before anything is read or written.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pdn_command.hpp"

namespace damas::test {
namespace {

struct Bounded {
  std::vector<std::string> command;  // the command and any argument it needs besides the option
  std::string option;
  std::string min;
  std::string max;
  bool whole = true;  // a whole number (else any number)
  std::string program;
};

// The ranges each command's --help states.
const Bounded kOptions[] = {
    {{"convert"}, "--jobs", "1", "256", true, "pdn convert"},
    {{"convert"}, "--split", "0", "1000000000000", true, "pdn convert"},
    {{"convert"}, "--first", "0", "1000000000000", true, "pdn convert"},
    {{"convert"}, "--skip", "0", "1000000000000", true, "pdn convert"},
    {{"convert"}, "--min-plies", "0", "1000000", true, "pdn convert"},
    {{"convert"}, "--max-plies", "0", "1000000", true, "pdn convert"},
    {{"convert"}, "--forcada-moves", "1", "100", true, "pdn convert"},
    {{"validate"}, "--jobs", "1", "256", true, "pdn validate"},
    {{"validate"}, "--forcada-moves", "1", "100", true, "pdn validate"},
    {{"annotate"}, "--jobs", "1", "256", true, "pdn annotate"},
    {{"annotate"}, "--pv-length", "1", "60", true, "pdn annotate"},
    {{"annotate"}, "--inaccuracy", "0", "1", false, "pdn annotate"},
    {{"annotate"}, "--mistake", "0", "1", false, "pdn annotate"},
    {{"annotate"}, "--blunder", "0", "1", false, "pdn annotate"},
    {{"match", "--engine", "builtin", "--engine", "builtin"}, "--games", "1", "1000000", true,
     "pdn match"},
    {{"match", "--engine", "builtin", "--engine", "builtin"}, "--random-openings", "1", "30", true,
     "pdn match"},
    {{"match", "--engine", "builtin", "--engine", "builtin", "--random-openings", "4"}, "--seed",
     "0", "1000000000", true, "pdn match"},
    {{"match", "--engine", "builtin", "--engine", "builtin"}, "--opening-plies", "2", "4", true,
     "pdn match"},
    {{"match", "--engine", "builtin", "--engine", "builtin"}, "--jobs", "1", "256", true,
     "pdn match"},
    {{"diagram"}, "--game", "1", "1000000000000", true, "pdn diagram"},
    {{"diagram"}, "--size", "16", "20000", false, "pdn diagram"},
    {{"diagram"}, "--dpi", "10", "1200", false, "pdn diagram"},
    {{"diagram"}, "--columns", "1", "20", true, "pdn diagram"},
    {{"diagram"}, "--rows", "1", "20", true, "pdn diagram"},
    {{"perft"}, "--depth", "1", "20", true, "pdn perft"},
    {{"bench"}, "--depth", "1", "40", true, "pdn bench"},
    {{"bench"}, "--hash", "1", "65536", true, "pdn bench"},
    {{"analyse"}, "--forcada-moves", "1", "100", true, "pdn analyse"},
    {{"egtb", "probe", "W:WK1:BK32"}, "--forcada-moves", "1", "100", true, "pdn egtb probe"},
    {{"hub"}, "--forcada-moves", "1", "100", true, "pdn hub"},
};

// One more than `number` (a whole number as text), or the number with ".5" for a real option.
std::string past(const std::string& number, bool whole) {
  if (!whole) return number + ".5";
  std::string text = number;
  int i = static_cast<int>(text.size()) - 1;
  while (i >= 0 && text[i] == '9') text[i--] = '0';
  return i < 0 ? "1" + text : (++text[i], text);
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

TEST(OptionBounds, ValuesOutsideTheRangeAreUsageErrorsNamingIt) {
  for (const Bounded& o : kOptions) {
    // Texts that are no number are tried in options_test.cpp: here each option is shown bounded.
    std::vector<std::string> bad = {"-1", past(o.max, o.whole)};
    if (std::stod(o.max) < 4294967297.0) bad.push_back("4294967297");
    if (o.min != "0") {
      bad.push_back(std::to_string(std::stoi(o.min) - 1) + (o.whole ? "" : ".9"));  // 15.9 for 16
    }
    if (!o.whole) bad.push_back("nan");
    for (const std::string& value : bad) {
      std::vector<std::string> args = o.command;
      args.push_back(o.option + "=" + value);
      const PdnRun r = run_pdn(args);
      SCOPED_TRACE(o.program + " " + o.option + "=" + value);
      EXPECT_EQ(r.exit_code, 2);
      EXPECT_EQ(r.out, "");
      EXPECT_EQ(first_line(r.err), o.program + ": " + o.option + " must be " +
                                       (o.whole ? "a whole number" : "a number") + " from " +
                                       o.min + " to " + o.max + ", not '" + value + "'");
    }
  }
}

// The short spelling, and a value given as the next word (where "-1" could pass for an option).
TEST(OptionBounds, ShortOptionsAndSeparateValues) {
  EXPECT_EQ(first_line(run_pdn({"convert", "-j", "0", "/dev/null"}).err),
            "pdn convert: --jobs must be a whole number from 1 to 256, not '0'");
  EXPECT_EQ(first_line(run_pdn({"convert", "--split", "-1", "/dev/null"}).err),
            "pdn convert: --split must be a whole number from 0 to 1000000000000, not '-1'");
  EXPECT_EQ(first_line(run_pdn({"perft", "-1"}).err).rfind("pdn perft: ", 0), 0u);
  EXPECT_EQ(run_pdn({"perft", "-1"}).exit_code, 2);
  EXPECT_EQ(first_line(run_pdn({"perft", "21"}).err),
            "pdn perft: --depth must be a whole number from 1 to 20, not '21'");
}

// The ends of each range are accepted (a cheap command line for each).
TEST(OptionBounds, TheEndsOfTheRangeAreAccepted) {
  EXPECT_EQ(run_pdn({"convert", "--jobs", "256", "--split", "0", "--first", "1000000000000",
                     "--skip", "0", "--min-plies", "0", "--max-plies", "1000000", "/dev/null"})
                .exit_code,
            0);
  EXPECT_EQ(run_pdn({"validate", "-j", "1", "--forcada-moves", "100", "/dev/null"}).exit_code, 0);
  EXPECT_EQ(run_pdn({"diagram", "--size", "16", "--columns", "20", "--rows", "1"}).exit_code, 0);
  EXPECT_EQ(run_pdn({"perft", "1"}).exit_code, 0);
}

}  // namespace
}  // namespace damas::test
