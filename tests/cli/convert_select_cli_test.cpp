// pdn convert's selection values: --tag NAME~REGEX in RE2 syntax, matched in linear time
// whatever the pattern and the value (std::regex overflowed the stack on a 50 KB value, took
// time in the square of its length and minutes on (a*)*b), and the values of --date, --round,
// --result and --min-plies/--max-plies, refused when they cannot select anything sensible.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "pdn_command.hpp"

namespace damas::test {
namespace {

// DAMAS_HOSTILE_SLOWDOWN is 10 under the sanitizers.
constexpr double kSeconds = 3.0 * DAMAS_HOSTILE_SLOWDOWN;

// A game with one Event tag holding `event`.
std::string game(const std::string& event, const std::string& black = "Rui") {
  return "[Event \"" + event + "\"]\n[Black \"" + black + "\"]\n1. 11-15 24-20 *\n\n";
}

// pdn convert --quiet ARGS FILE: the exit code and how many games were written.
struct Selected {
  int exit_code;
  int games;
  double seconds;
};

Selected select(std::vector<std::string> args, const std::string& file) {
  args.insert(args.begin(), {"convert", "--quiet"});
  args.push_back(file);
  const PdnRun r = run_pdn(args);
  int games = 0;
  for (std::size_t at = r.out.find("[Event "); at != std::string::npos;
       at = r.out.find("[Event ", at + 1)) {
    ++games;
  }
  return {r.signal != 0 ? -r.signal : r.exit_code, games, r.seconds};
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

TEST(TagRegex, LongValuesAndPathologicalPatternsRunInLinearTime) {
  // 50 KB: std::regex recursed once per character of (a|b)* and overflowed the stack.
  const std::string file50k = temporary_file("50k.pdn", game(std::string(50'000, 'a')));
  Selected s = select({"--tag", "Event~^(a|b)*$"}, file50k);
  EXPECT_EQ(s.exit_code, 0);
  EXPECT_EQ(s.games, 1);
  EXPECT_LT(s.seconds, kSeconds);

  // 2 MB without the b: a search from every start (quadratic) never ends in time.
  const std::string file2m = temporary_file("2m.pdn", game(std::string(2'000'000, 'a')));
  s = select({"--tag", "Event~a*b"}, file2m);
  EXPECT_EQ(s.exit_code, 0);
  EXPECT_EQ(s.games, 0);
  EXPECT_LT(s.seconds, kSeconds);

  // Nested stars: exponential backtracking on 40 characters (2^40 ways to split them).
  const std::string file40 = temporary_file("40.pdn", game(std::string(40, 'a')));
  s = select({"--tag", "Event~(a*)*b"}, file40);
  EXPECT_EQ(s.exit_code, 0);
  EXPECT_EQ(s.games, 0);
  EXPECT_LT(s.seconds, kSeconds);
  s = select({"--tag", "Event~^(a|aa)+$"}, file40);
  EXPECT_EQ(s.games, 1);
  EXPECT_LT(s.seconds, kSeconds);
}

TEST(TagRegex, RE2SyntaxOnUtf8Values) {
  const std::string file = temporary_file(
      "g.pdn", game("Open", "Z\xC3\xA9") + game("open", "Ana") + game("Taça", "Rui"));
  EXPECT_EQ(select({"--tag", "Event~(?i)^open$"}, file).games, 2);  // RE2's flag group
  EXPECT_EQ(select({"--tag", "Event~^Open$"}, file).games, 1);
  // '.' is one character, é as much as e: the value is UTF-8.
  EXPECT_EQ(select({"--tag", "Black~^Z.$"}, file).games, 1);
  EXPECT_EQ(select({"--tag", "Event~^Ta.a$"}, file).games, 1);
  EXPECT_EQ(select({"--tag", "Event~\\pL{4}"}, file).games, 3);  // Unicode classes
  // Found anywhere in the value, as before.
  EXPECT_EQ(select({"--tag", "Event~pe"}, file).games, 2);
}

// Invalid patterns, with RE2's own reason for each (as RE2::error() gives it).
TEST(TagRegex, AnInvalidPatternIsAUsageErrorWithRE2sReason) {
  const std::pair<const char*, const char*> kInvalid[] = {
      {"(a", "missing ): (a"},
      {"(?=a)", "invalid perl operator: (?="},  // lookahead: not in RE2
      {"(a)\\1", "invalid escape sequence: \\1"},  // backreference: not in RE2
      {"[z-a]", "invalid character class range: z-a"},
  };
  for (const auto& [pattern, reason] : kInvalid) {
    const PdnRun r = run_pdn({"convert", "--tag", std::string("Event~") + pattern, "/dev/null"});
    EXPECT_EQ(r.exit_code, 2) << pattern;
    EXPECT_EQ(first_line(r.err), std::string("pdn convert: --tag 'Event~") + pattern + "': '" +
                                     pattern + "' is not an RE2 regular expression: " + reason);
  }
}

TEST(TagRegex, HelpNamesTheSyntax) {
  const PdnRun r = run_pdn({"convert", "--help"});
  EXPECT_NE(r.out.find("RE2 syntax"), std::string::npos) << r.out;
}

// Values that cannot select anything sensible are usage errors, with what is expected.
TEST(SelectionValues, AbsurdValuesAreUsageErrors) {
  const std::pair<std::vector<std::string>, std::string> kCases[] = {
      {{"--date", "x..y"},
       "--date 'x..y': expected FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD or left out, as "
       "2009.04.01..2009.12"},
      {{"--date", "2009.4.."},
       "--date '2009.4..': expected FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD or left out, as "
       "2009.04.01..2009.12"},
      {{"--date", "2009.13.."},
       "--date '2009.13..': expected FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD or left out, "
       "as 2009.04.01..2009.12"},
      {{"--date", "..2009.12.32"},
       "--date '..2009.12.32': expected FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD or left "
       "out, as 2009.04.01..2009.12"},
      {{"--date", "2010..2009"}, "--date '2010..2009': 2010 is after 2009"},
      {{"--date", "2009.05.01..2009.04"},
       "--date '2009.05.01..2009.04': 2009.05.01 is after 2009.04"},
      {{"--round", "5..3"}, "--round '5..3': 5 is after 3"},
      {{"--round", "-1..3"},
       "--round '-1..3': expected FROM..TO, whole numbers or left out, as 3..5"},
      {{"--round", "3x..5"},
       "--round '3x..5': expected FROM..TO, whole numbers or left out, as 3..5"},
      {{"--result", "2-0"}, "--result '2-0': expected 1-0, 0-1, 1/2-1/2, 0-0 or *"},
      {{"--result", "1:0"}, "--result '1:0': expected 1-0, 0-1, 1/2-1/2, 0-0 or *"},
      {{"--min-plies", "5", "--max-plies", "3"},
       "--min-plies 5 is more than --max-plies 3: no game has both"},
      {{"--date", "2025.02.29..2025.03"},
       "--date '2025.02.29..2025.03': 2025.02.29 is not a day of the calendar"},
      // An unset shell variable: the empty name is in every name.
      {{"--player", "Ana", "--player", " "},
       "--player: the name is empty (it would select every game)"},
  };
  for (const auto& [args, message] : kCases) {
    std::vector<std::string> command = {"convert"};
    command.insert(command.end(), args.begin(), args.end());
    command.push_back("/dev/null");
    const PdnRun r = run_pdn(command);
    EXPECT_EQ(r.exit_code, 2) << message;
    EXPECT_EQ(first_line(r.err), "pdn convert: " + message);
  }
}

TEST(SelectionValues, SensibleValuesSelect) {
  const std::string file = temporary_file(
      "dated.pdn", "[Event \"A\"]\n[Date \"2009.04.17\"]\n[Round \"3\"]\n[Result \"1-0\"]\n"
                   "1. 11-15 1-0\n\n"
                   "[Event \"B\"]\n[Date \"2009.05.01\"]\n[Round \"12\"]\n[Result \"2-0\"]\n"
                   "1. 11-15 2-0\n");
  EXPECT_EQ(select({"--date", "2009.04..2009.04"}, file).games, 1);
  EXPECT_EQ(select({"--date", "2009..2009"}, file).games, 2);
  EXPECT_EQ(select({"--date", "..2009.05.01"}, file).games, 2);
  EXPECT_EQ(select({"--round", "3..3"}, file).games, 1);
  EXPECT_EQ(select({"--round", "4.."}, file).games, 1);
  EXPECT_EQ(select({"--round", "003..012"}, file).games, 2);
  // 1-0 selects the game recorded as 2-0 too: the game's result is read in any spelling.
  EXPECT_EQ(select({"--result", "1-0"}, file).games, 2);
  EXPECT_EQ(select({"--min-plies", "1", "--max-plies", "1"}, file).games, 2);
}

}  // namespace
}  // namespace damas::test
