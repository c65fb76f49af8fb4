// The standings page: names from the records shown as text, every counted game linked (twice,
// from each player's row) to its game page, and the games listed apart.
#include "damas/web/standings_page.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>

#include "../occurrences.hpp"

namespace damas::web {
namespace {

using test::occurrences;

pdn::TournamentGame game(std::size_t number, std::string white, std::string black,
                         std::optional<pdn::GameScore> score) {
  pdn::TournamentGame g;
  g.number = number;
  g.source = "t.pdn";
  g.line = number * 10;
  g.event = "Clube <b>";
  g.round = std::to_string(number);  // a round each: the same pairing is not a repeat
  g.white = std::move(white);
  g.black = std::move(black);
  g.score = score;
  return g;
}

std::vector<pdn::EventStandings> club() {
  std::vector<pdn::TournamentGame> games = {
      game(1, "Ana <i>", "Rui", pdn::GameScore::white_wins),
      game(2, "Rui", "Eva", pdn::GameScore::draw),
      game(3, "Eva", "Ana <i>", std::nullopt)};
  games[2].note = pdn::GameNote::no_result;
  games[2].detail = "no result recorded";
  return pdn::compute_standings(games, {});
}

TEST(GamePageLink, OneSlashBetween) {
  EXPECT_EQ(game_page_link(".", 3), "./game-3.html");
  EXPECT_EQ(game_page_link("games/", 12), "games/game-12.html");
  EXPECT_EQ(game_page_link("https://x.pt/t", 1), "https://x.pt/t/game-1.html");
  EXPECT_EQ(game_page_link("/", 1), "/game-1.html");
  EXPECT_EQ(game_page_link("", 1), "");
}

TEST(StandingsPage, LinksEveryGameFromBothRows) {
  const auto events = club();
  const std::string html = standings_page(events, {.game_pages = "site", .standings = {}});
  EXPECT_EQ(occurrences(html, "href=\"site/game-1.html\""), 2U);
  EXPECT_EQ(occurrences(html, "href=\"site/game-2.html\""), 2U);
  EXPECT_EQ(occurrences(html, "href=\"site/game-3.html\""), 1U);  // listed, not counted
  EXPECT_NE(html.find("no result recorded"), std::string::npos);
  EXPECT_NE(html.find("<title>Clube &lt;b&gt; - standings</title>"), std::string::npos);
}

TEST(StandingsPage, RecordTextIsEscaped) {
  const auto events = club();
  const std::string html = standings_page(events, {.game_pages = "a\"b", .standings = {}});
  EXPECT_EQ(html.find("<i>"), std::string::npos);
  EXPECT_EQ(html.find("<b>"), std::string::npos);
  EXPECT_NE(html.find("Ana &lt;i&gt;"), std::string::npos);
  EXPECT_NE(html.find("href=\"a&quot;b/game-1.html\""), std::string::npos);
}

TEST(StandingsPage, NoLinksWithoutGamePages) {
  const auto events = club();
  const std::string html = standings_page(events, {});
  EXPECT_EQ(html.find("<a "), std::string::npos);
  EXPECT_NE(html.find("title=\"game 1, round 1, Ana &lt;i&gt; beat Rui with White\""),
            std::string::npos);
  EXPECT_NE(html.find("title=\"game 1, round 1, Rui lost to Ana &lt;i&gt; with Black\""),
            std::string::npos);
}

// A match (more than four games between two players): its cell sums them up (Ana won 3, drew
// 1 and lost 1 of their 5 games, 7 points to 3) and keeps every game's link folded under it.
TEST(StandingsPage, AMatchsGamesAreSummedUpAndFolded) {
  std::vector<pdn::TournamentGame> games;
  const pdn::GameScore results[] = {pdn::GameScore::white_wins, pdn::GameScore::black_wins,
                                    pdn::GameScore::draw, pdn::GameScore::black_wins,
                                    pdn::GameScore::black_wins};
  for (std::size_t i = 0; i < 5; ++i) {  // Ana has White in games 1, 3 and 5
    games.push_back(i % 2 == 0 ? game(i + 1, "Ana", "Rui", results[i])
                               : game(i + 1, "Rui", "Ana", results[i]));
  }
  const std::string html =
      standings_page(pdn::compute_standings(games, {}), {.game_pages = "g", .standings = {}});
  EXPECT_NE(html.find("<details><summary>7 in 5 games (+3 =1 -1)</summary><div><a "),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<details><summary>3 in 5 games (+1 =1 -3)</summary>"), std::string::npos);
  for (int number = 1; number <= 5; ++number) {
    EXPECT_EQ(occurrences(html, fmt::format("href=\"g/game-{}.html\"", number)), 2U) << number;
  }
  // Four games are listed one by one, as a tournament's pairing.
  games.pop_back();
  const std::string four =
      standings_page(pdn::compute_standings(games, {}), {.game_pages = "g", .standings = {}});
  EXPECT_EQ(four.find("<details>"), std::string::npos);
}

TEST(StandingsPage, AnEventWithoutCountedGamesHasNoEmptyTables) {
  std::vector<pdn::TournamentGame> games = {game(1, "Ana", "Rui", std::nullopt)};
  games[0].note = pdn::GameNote::no_result;
  games[0].detail = "no result recorded";
  const std::string html = standings_page(pdn::compute_standings(games, {}), {});
  EXPECT_EQ(html.find("<h2>Standings</h2>"), std::string::npos);
  EXPECT_EQ(html.find("<table"), std::string::npos);
  EXPECT_NE(html.find("no result recorded"), std::string::npos);  // the game is still listed
  EXPECT_NE(standings_page(club(), {}).find("<h2>Standings</h2>"), std::string::npos);
}

}  // namespace
}  // namespace damas::web
