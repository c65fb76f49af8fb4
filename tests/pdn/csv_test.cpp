// A game as a CSV row (csv.hpp): the tag columns as written and quoted as RFC 4180 says, the
// plies, and the outcome on the board, or why there is none.
#include "damas/pdn/csv.hpp"

#include <gtest/gtest.h>

#include "damas/pdn/replay.hpp"
#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::only_game;

TEST(Csv, HeaderNamesTheColumns) {
  EXPECT_EQ(csv_header(), "Event,Site,Date,Round,White,Black,Result,GameType,Plies,Outcome,"
                          "Reason\r\n");
}

TEST(Csv, RowOfAGameNotOverQuotesWhatNeedsIt) {
  const Game game = only_game(
      "[Event \"Open, \\\"A\\\"\"]\n[Site \"Lisboa\"]\n[Date \"2009.12.31\"]\n[Round \"12\"]\n"
      "[White \"Zé\"]\n[Black \"Maria\"]\n[Result \"0-1\"]\n[GameType \"28\"]\n"
      "1. 11-15 24-20 0-1\n");
  const ReplayedGame replayed = replay(game);
  EXPECT_EQ(csv_row(game, &replayed),
            "\"Open, \"\"A\"\"\",Lisboa,2009.12.31,12,Zé,Maria,0-1,28,2,*,none\r\n");
}

// Tag values a spreadsheet would compute (CSV injection) get a leading apostrophe; "-" (an
// unknown round) and a plain number do not.
TEST(Csv, TagsThatReadAsFormulasAreShownNotComputed) {
  const Game game = only_game(
      "[Event \"=HYPERLINK(\\\"http://x\\\")\"]\n[Site \"@SUM(A1)\"]\n[Date \"-\"]\n"
      "[Round \"-3\"]\n[White \"+cmd|' /C calc'!A0\"]\n[Black \"-2+3\"]\n1. 11-15 *\n");
  EXPECT_EQ(csv_row(game, nullptr),
            "\"'=HYPERLINK(\"\"http://x\"\")\",'@SUM(A1),-,-3,'+cmd|' /C calc'!A0,'-2+3,,,1,,"
            "not replayed (--no-replay)\r\n");
}

TEST(Csv, RowOfAGameOverOnTheBoard) {
  // White takes Black's last piece.
  const Game game = only_game("[FEN \"W:W15:B20\"]\n1. 15x24 *\n");
  const ReplayedGame replayed = replay(game);
  EXPECT_EQ(csv_row(game, &replayed), ",,,,,,,,1,1-0,no-pieces\r\n");
}

TEST(Csv, RowOfAGameWithoutOutcomeSaysWhy) {
  const Game game = only_game("[Event \"x\"]\n1. 11-15 *\n");
  EXPECT_EQ(csv_row(game, nullptr), "x,,,,,,,,1,,not replayed (--no-replay)\r\n");
  const Game frisian = only_game("[GameType \"40\"]\n1. 32-28 *\n");
  const ReplayedGame replayed = replay(frisian);
  EXPECT_EQ(csv_row(frisian, &replayed),
            ",,,,,,,40,1,,not checked: GameType 40 (Frisian draughts)\r\n");
  // International draughts is judged by its own rules: its outcome, ongoing here.
  const Game international = only_game("[GameType \"20\"]\n1. 32-28 *\n");
  const ReplayedGame judged = replay(international);
  EXPECT_EQ(csv_row(international, &judged), ",,,,,,,20,1,*,none\r\n");
}

}  // namespace
}  // namespace damas::pdn
