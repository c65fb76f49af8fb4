// Selecting games (selection.hpp): by tag value and pattern, player, result, date and round
// ranges, length, a position on the main line, errors, and inverted; and the values refused.
#include "damas/pdn/selection.hpp"

#include <gtest/gtest.h>

#include <string>

#include "damas/pdn/replay.hpp"
#include "damas/rules/fen.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

const Game kOpen = only_game(
    "[Event \"Open\"]\n[Date \"2009.04.15\"]\n[Round \"3.2\"]\n[White \"Rui Silva\"]\n"
    "[Black \"Ana\"]\n[Result \"1-0\"]\n1. 11-15 24-20 1-0\n");
const Game kCup = only_game(
    "[Event \"Cup\"]\n[Date \"2010.01.01\"]\n[Round \"5\"]\n[White \"Xavier\"]\n"
    "[Black \"Yara\"]\n[Result \"0-1\"]\n1. 9-13 0-1\n");

// Which of the two games `selection` selects, not replayed and not broken: "open", "cup",
// "both" or "none".
std::string selected(const Selection& selection) {
  const bool open = selection.selects(kOpen, nullptr, false);
  const bool cup = selection.selects(kCup, nullptr, false);
  return open && cup ? "both" : open ? "open" : cup ? "cup" : "none";
}

TEST(Selection, NoCriterionSelectsEveryGame) { EXPECT_EQ(selected(Selection()), "both"); }

TEST(Selection, TagValueAndPattern) {
  std::string error;
  Selection equal;
  ASSERT_TRUE(equal.add_tag("Event=Open", error));
  EXPECT_EQ(selected(equal), "open");
  Selection pattern;
  ASSERT_TRUE(pattern.add_tag("Black~^Y.r", error));
  EXPECT_EQ(selected(pattern), "cup");
  Selection absent;  // a game without the tag is not selected
  ASSERT_TRUE(absent.add_tag("Annotator~", error));
  EXPECT_EQ(selected(absent), "none");
  Selection both;  // every tag test must hold
  ASSERT_TRUE(both.add_tag("Event=Cup", error));
  ASSERT_TRUE(both.add_tag("Event=Open", error));
  EXPECT_EQ(selected(both), "none");
}

TEST(Selection, BadTagSpecsAreRefusedWithTheReason) {
  Selection selection;
  std::string error;
  EXPECT_FALSE(selection.add_tag("=Open", error));
  EXPECT_EQ(error, "expected NAME=VALUE or NAME~REGEX");
  EXPECT_FALSE(selection.add_tag("Event~(", error));
  EXPECT_EQ(error.rfind("'(' is not an RE2 regular expression: ", 0), 0U) << error;
}

TEST(Selection, PlayerIsFoundInWhiteOrBlackLetterCaseAside) {
  Selection white;
  white.add_player("rui");
  EXPECT_EQ(selected(white), "open");
  Selection black;
  black.add_player("YARA");
  black.add_player("nobody");
  EXPECT_EQ(selected(black), "cup");
  // Accented capitals too (UTF-8): Ê is U+00CA, ê U+00EA; × (U+00D7) is no letter.
  const Game ines =
      only_game("[White \"In\xc3\xaas Mu\xc3\xb1oz\"]\n[Black \"2\xc3\x97" "3\"]\n1. 11-15 *\n");
  for (const char* name : {"IN\xc3\x8aS MU\xc3\x91OZ", "in\xc3\xaas", "IN\xc3\x8as mu\xc3\xb1oz"}) {
    Selection accented;
    accented.add_player(name);
    EXPECT_TRUE(accented.selects(ines, nullptr, false)) << name;
  }
  Selection times;  // 2×3 is not 2÷3 (U+00F7, 0x20 after ×)
  times.add_player("2\xc3\xb7" "3");
  EXPECT_FALSE(times.selects(ines, nullptr, false));
}

// Accents aside as well: a name typed without them, or stored decomposed (a letter, then a
// combining mark: U+0301 acute is CC 81, U+0303 tilde CC 83), finds the composed one and back.
TEST(Selection, PlayerIsFoundAccentsAsideComposedOrDecomposed) {
  const Game composed = only_game(
      "[White \"Jos\xc3\xa9 Concei\xc3\xa7\xc3\xa3o\"]\n[Black \"\xc3\x86sa\"]\n1. 11-15 *\n");
  const Game decomposed = only_game(
      "[White \"Jose\xcc\x81 Conceic\xcc\xa7"
      "a\xcc\x83"
      "o\"]\n[Black \"B\"]\n1. 11-15 *\n");
  for (const char* name : {"jose", "JOSE CONCEICAO", "Jos\xc3\xa9", "Jose\xcc\x81", "conceic",
                           "CONCEI\xc3\x87\xc3\x83O"}) {
    Selection selection;
    selection.add_player(name);
    EXPECT_TRUE(selection.selects(composed, nullptr, false)) << name;
    EXPECT_TRUE(selection.selects(decomposed, nullptr, false)) << name;
  }
  for (const char* name : {"josa", "concei\xc3\xa7\xc3\xa3o x",
                           "jos\xc3\xa9"
                           "e"}) {
    Selection selection;
    selection.add_player(name);
    EXPECT_FALSE(selection.selects(composed, nullptr, false)) << name;
    EXPECT_FALSE(selection.selects(decomposed, nullptr, false)) << name;
  }
  // Æ has no accent to take off: its small letter æ finds it, "ae" and "a" do not.
  for (const auto& [name, found] :
       {std::pair{"\xc3\xa6sa", true}, {"aesa", false}, {"asa", false}}) {
    Selection selection;
    selection.add_player(name);
    EXPECT_EQ(selection.selects(composed, nullptr, false), found) << name;
  }
}

TEST(Selection, ResultInItsPdnSpellingsOnly) {
  std::string error;
  Selection wins;
  ASSERT_TRUE(wins.add_result("1-0", error));
  EXPECT_EQ(selected(wins), "open");
  EXPECT_FALSE(wins.add_result("2-0", error));
  EXPECT_EQ(error, "expected 1-0, 0-1, 1/2-1/2, 0-0 or *");
}

TEST(Selection, DateRangesWithShortenedEnds) {
  std::string error;
  Selection year;
  ASSERT_TRUE(year.set_dates("2009..2009", error));
  EXPECT_EQ(selected(year), "open");
  Selection april;  // a shortened upper end covers its whole month
  ASSERT_TRUE(april.set_dates("..2009.04", error));
  EXPECT_EQ(selected(april), "open");
  Selection from_may;
  ASSERT_TRUE(from_may.set_dates("2009.05..", error));
  EXPECT_EQ(selected(from_may), "cup");
  EXPECT_FALSE(from_may.set_dates("2010..2009", error));
  EXPECT_EQ(error, "2010 is after 2009");
  EXPECT_FALSE(from_may.set_dates("2009.13..", error));
  EXPECT_EQ(error, "expected FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD or left out, as "
                   "2009.04.01..2009.12");
  // A day the month does not have (February of a common year, April's 31st) is refused; the
  // 29th of February of a leap year is a day.
  EXPECT_FALSE(from_may.set_dates("2025.02.29..", error));
  EXPECT_EQ(error, "2025.02.29 is not a day of the calendar");
  EXPECT_FALSE(from_may.set_dates("2009.01.01..2009.04.31", error));
  EXPECT_EQ(error, "2009.04.31 is not a day of the calendar");
  EXPECT_FALSE(from_may.set_dates("1900.02.29..", error));  // 1900 was not a leap year
  Selection leap_day;
  EXPECT_TRUE(leap_day.set_dates("2000.02.29..2024.02.29", error)) << error;
}

TEST(Selection, RoundRangeOnTheRoundsFirstNumber) {
  std::string error;
  Selection third;
  ASSERT_TRUE(third.set_rounds("3..3", error));  // "3.2" is round 3
  EXPECT_EQ(selected(third), "open");
  Selection later;
  ASSERT_TRUE(later.set_rounds("4..", error));
  EXPECT_EQ(selected(later), "cup");
  EXPECT_FALSE(later.set_rounds("5..3", error));
  EXPECT_EQ(error, "5 is after 3");
}

TEST(Selection, PliesAndTheirBounds) {
  Selection two;
  ASSERT_TRUE(two.set_plies(2, std::nullopt));
  EXPECT_EQ(selected(two), "open");
  Selection one;
  ASSERT_TRUE(one.set_plies(std::nullopt, 1));
  EXPECT_EQ(selected(one), "cup");
  EXPECT_FALSE(one.set_plies(3, 2));
  EXPECT_EQ(selected(one), "cup");  // the bounds refused leave the earlier ones
}

TEST(Selection, PositionOnTheMainLineOfAReplayedGame) {
  // After 11-15 (White's man from 11 to 15), Black to move.
  const rules::FenResult after_first = rules::parse_fen("B:W1-10,12,15:B21-32");
  ASSERT_TRUE(after_first.ok());
  Selection selection;
  selection.add_position(after_first.position);
  const ReplayedGame open = replay(kOpen);
  const ReplayedGame cup = replay(kCup);
  EXPECT_TRUE(selection.selects(kOpen, &open, false));
  EXPECT_FALSE(selection.selects(kCup, &cup, false));
  EXPECT_FALSE(selection.selects(kOpen, nullptr, false));  // not replayed: no position known

  Selection start;  // the setup counts: the initial position is on every main line
  start.add_position(rules::parse_fen("W:W1-12:B21-32").position);
  EXPECT_TRUE(start.selects(kCup, &cup, false));
}

TEST(Selection, ErrorsOnlyAndInverted) {
  Selection errors;
  errors.set_errors_only();
  EXPECT_TRUE(errors.selects(kOpen, nullptr, true));
  EXPECT_FALSE(errors.selects(kOpen, nullptr, false));
  std::string error;
  Selection others;
  ASSERT_TRUE(others.add_tag("Event=Open", error));
  others.set_invert();
  EXPECT_EQ(selected(others), "cup");
}

}  // namespace
}  // namespace damas::pdn
