// Converting one game (convert.hpp), as a converter of its own would: games read from a text,
// each converted, written, rejected, kept broken or left out by the selection.
#include "damas/pdn/convert.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.hpp"

namespace damas::pdn {
namespace {

using testing::archive_games;

// A clean game, then one whose ply 3 is illegal (15x24 was compulsory; line 3, column 19), then
// one that cannot be read.
constexpr const char* kGames =
    "[Event \"clean\"]\n1. 11-15 24-20 2. 15x24 *\n\n"
    "[Event \"broken\"]\n1. 11-15 24-20 2. 15-19 20-16 *\n\n"
    "[Event \"unreadable\"\n";

std::vector<ConvertedGame> converted(const ConvertOptions& options) {
  ArchiveOptions reading;
  reading.keep_text = true;
  std::vector<ConvertedGame> out;
  for (ArchiveGame& game : archive_games(kGames, reading)) {
    out.push_back(convert_game(game, options));
  }
  return out;
}

TEST(ConvertGame, WritesCleanGamesAndRejectsBrokenOnes) {
  const std::vector<ConvertedGame> c = converted({});
  ASSERT_EQ(c.size(), 3U);
  EXPECT_TRUE(c[0].selected);
  EXPECT_FALSE(c[0].rejected);
  EXPECT_FALSE(c[0].broken);
  EXPECT_EQ(c[0].message, "");
  EXPECT_EQ(c[0].text, "[Event \"clean\"]\n\n1. 11-15 24-20 2. 15x24 *\n\n");

  EXPECT_TRUE(c[1].rejected);
  EXPECT_TRUE(c[1].broken);
  EXPECT_EQ(c[1].message,
            "t.pdn:5:19: error: game 2: ply 3: illegal move 15-19 (capture-required): a "
            "capture is compulsory: 15x24");
  EXPECT_EQ(c[1].text, "[Event \"broken\"]\n1. 11-15 24-20 2. 15-19 20-16 *\n\n");  // as read

  EXPECT_TRUE(c[2].rejected);
  EXPECT_TRUE(c[2].broken);
  EXPECT_EQ(c[2].message.rfind("t.pdn:7:", 0), 0U) << c[2].message;
}

TEST(ConvertGame, KeepsABrokenGameUpToItsLastLegalMove) {
  ConvertOptions options;
  options.keep_broken = true;
  const std::vector<ConvertedGame> c = converted(options);
  EXPECT_FALSE(c[1].rejected);
  EXPECT_TRUE(c[1].broken);
  EXPECT_EQ(c[1].text,
            "[Event \"broken\"]\n[Broken \"ply 3: illegal move 15-19 (capture-required)\"]\n\n"
            "1. 11-15 24-20 {2. 15-19 20-16} *\n\n");
}

TEST(ConvertGame, CsvRowsAndTheirHeader) {
  ConvertOptions options;
  options.format = ConvertFormat::csv;
  EXPECT_EQ(format_header(options.format).substr(0, 12), "Event,Site,D");
  EXPECT_EQ(converted(options)[0].text, "clean,,,,,,,,3,*,none\r\n");
  EXPECT_EQ(format_header(ConvertFormat::pdn), "");
}

TEST(ConvertGame, SelectionLeavesGamesOut) {
  ConvertOptions options;
  std::string error;
  ASSERT_TRUE(options.selection.add_tag("Event=broken", error));
  const std::vector<ConvertedGame> c = converted(options);
  EXPECT_FALSE(c[0].selected);
  EXPECT_TRUE(c[1].selected);
  EXPECT_FALSE(c[2].selected);  // its Event tag was not read
}

TEST(ConvertGame, KeysForDuplicatesIgnoreLayout) {
  ConvertOptions options;
  options.dedupe = DedupeMode::moves;
  ArchiveOptions reading;
  std::vector<ArchiveGame> games =
      archive_games("1. 11-15 24-20 *\n\n1.11-15 {c} 24-20 *\n\n1. 11-15 *\n", reading);
  ASSERT_EQ(games.size(), 3U);
  const GameKey first = convert_game(games[0], options).key;
  EXPECT_EQ(convert_game(games[1], options).key, first);
  EXPECT_FALSE(convert_game(games[2], options).key == first);
}

TEST(ConvertGame, WithoutReplayOnlyUnreadableGamesAreBroken) {
  ConvertOptions options;
  options.judge = false;
  const std::vector<ConvertedGame> c = converted(options);
  EXPECT_FALSE(c[1].broken);
  EXPECT_EQ(c[1].text, "[Event \"broken\"]\n\n1. 11-15 24-20 2. 15-19 20-16 *\n\n");
  EXPECT_TRUE(c[2].broken);
}

}  // namespace
}  // namespace damas::pdn
