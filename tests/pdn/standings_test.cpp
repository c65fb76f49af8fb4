// Standings of small tournaments made by hand: every expected value below was worked out on
// paper from the games listed, not taken from the program.
#include "damas/pdn/standings.hpp"

#include <gtest/gtest.h>

#include <initializer_list>

namespace damas::pdn {
namespace {

constexpr GameScore W = GameScore::white_wins;
constexpr GameScore B = GameScore::black_wins;
constexpr GameScore D = GameScore::draw;

struct Played {
  const char* white;
  const char* black;
  GameScore score;
  const char* round = "1";
};

// The games in order, numbered from 1, all of event "E".
std::vector<TournamentGame> games(std::initializer_list<Played> played) {
  std::vector<TournamentGame> out;
  for (const Played& p : played) {
    TournamentGame g;
    g.number = out.size() + 1;
    g.event = "E";
    g.round = p.round;
    g.white = p.white;
    g.black = p.black;
    g.score = p.score;
    out.push_back(g);
  }
  return out;
}

EventStandings only_event(const std::vector<TournamentGame>& played,
                          const StandingsOptions& options) {
  const std::vector<EventStandings> all = compute_standings(played, options);
  EXPECT_EQ(all.size(), 1U);
  return all.front();
}

std::vector<std::string> names(const EventStandings& s) {
  std::vector<std::string> out;
  for (const PlayerStanding& p : s.players) out.push_back(p.name);
  return out;
}

double value(const std::optional<Amount>& amount) {
  EXPECT_TRUE(amount.has_value());
  return amount ? amount->value() : -1;
}

// Four players, six games, no ties: A 5, C 4, B 2, D 1 (FPD points).
const std::vector<TournamentGame> kFour = games({{"A", "B", W}, {"C", "D", D}, {"A", "C", D},
                                                 {"B", "D", W}, {"D", "A", B}, {"B", "C", B}});

TEST(Standings, PointsAndCountsWithFpdScoring) {
  const EventStandings s = only_event(kFour, {});
  EXPECT_EQ(s.event, "E");
  EXPECT_EQ(s.games_counted, 6U);
  ASSERT_EQ(names(s), (std::vector<std::string>{"A", "C", "B", "D"}));
  const PlayerStanding& a = s.players[0];
  EXPECT_EQ(a.points.text(), "5");
  EXPECT_EQ(a.rank, 1U);
  EXPECT_EQ(a.rank_last, 1U);
  EXPECT_EQ(a.games, 3);
  EXPECT_EQ(a.wins, 2);
  EXPECT_EQ(a.draws, 1);
  EXPECT_EQ(a.losses, 0);
  EXPECT_EQ(s.players[1].points.text(), "4");
  EXPECT_EQ(s.players[2].points.text(), "2");
  EXPECT_EQ(s.players[3].points.text(), "1");
  EXPECT_EQ(s.players[3].rank, 4U);
}

TEST(Standings, PointsOfTheFideScale) {
  StandingsOptions options;
  options.points = *Points::from_text("1,0.5,0");
  const EventStandings s = only_event(kFour, options);
  ASSERT_EQ(names(s), (std::vector<std::string>{"A", "C", "B", "D"}));
  EXPECT_EQ(s.players[0].points.text(), "2.5");
  EXPECT_EQ(s.players[1].points.text(), "2");
  EXPECT_EQ(s.players[2].points.text(), "1");
  EXPECT_EQ(s.players[3].points.text(), "0.5");
  // Sonneborn-Berger divides by the win: A beat B (1) and D (0.5), drew C (2): 1 + 1 + 0.5.
  options.tiebreaks = {Tiebreak::sonneborn_berger};
  EXPECT_DOUBLE_EQ(value(only_event(kFour, options).players[0].tiebreaks[0]), 2.5);
}

TEST(Standings, EveryTiebreakValue) {
  StandingsOptions options;
  options.tiebreaks = {Tiebreak::sonneborn_berger, Tiebreak::buchholz, Tiebreak::buchholz_cut1,
                       Tiebreak::wins, Tiebreak::black_games};
  const EventStandings s = only_event(kFour, options);
  ASSERT_EQ(names(s), (std::vector<std::string>{"A", "C", "B", "D"}));
  // Totals A 5, B 2, C 4, D 1. A: beat B (2) and D (1), drew C (4 / 2); opponents 2, 4, 1.
  const std::vector<std::vector<double>> want = {
      {5, 7, 6, 2, 1},    // A
      {5, 8, 7, 1, 2},    // C: drew D (0.5) and A (2.5), beat B (2); opponents 1, 5, 2
      {1, 10, 9, 1, 1},   // B: beat D (1); opponents 5, 1, 4
      {2, 11, 9, 0, 2}};  // D: drew C (2); opponents 4, 2, 5
  for (std::size_t p = 0; p < want.size(); ++p) {
    for (std::size_t k = 0; k < want[p].size(); ++k) {
      EXPECT_DOUBLE_EQ(value(s.players[p].tiebreaks[k]), want[p][k])
          << s.players[p].name << " " << k;
    }
  }
}

// The sample tournament's results (samples/torneio-clube.pdn): Rui and Marta 7 and drew each
// other, Joana and Tiago 5 and Joana won their game, Ines and Nuno 3, drew each other, with the
// same Sonneborn-Berger and no wins.
const std::vector<TournamentGame> kClub = games({
    {"Rui", "Joana", W, "1"}, {"Ines", "Nuno", D, "1"}, {"Tiago", "Marta", W, "1"},
    {"Joana", "Marta", B, "2"}, {"Nuno", "Tiago", D, "2"}, {"Rui", "Ines", D, "2"},
    {"Ines", "Joana", D, "3"}, {"Tiago", "Rui", B, "3"}, {"Marta", "Nuno", W, "3"},
    {"Joana", "Nuno", W, "4"}, {"Rui", "Marta", D, "4"}, {"Ines", "Tiago", B, "4"},
    {"Tiago", "Joana", B, "5"}, {"Marta", "Ines", W, "5"}, {"Nuno", "Rui", D, "5"}});

TEST(Standings, TiesBrokenInTheOrderGiven) {
  const EventStandings s = only_event(kClub, {});  // direct, sonneborn-berger, wins
  ASSERT_EQ(names(s), (std::vector<std::string>{"Rui", "Marta", "Joana", "Tiago", "Ines", "Nuno"}));
  // Rui and Marta drew: direct 1 each; S-B 16.5 (beat Tiago and Joana, 5 each, drew
  // Marta 7 / 2, Ines and Nuno 3 / 2 each) and 14.5.
  EXPECT_DOUBLE_EQ(value(s.players[0].tiebreaks[0]), 1);
  EXPECT_DOUBLE_EQ(value(s.players[0].tiebreaks[1]), 16.5);
  EXPECT_DOUBLE_EQ(value(s.players[1].tiebreaks[1]), 14.5);
  // Joana beat Tiago: direct 2 and 0, though Tiago's S-B (11.5) is above Joana's (9.5).
  EXPECT_DOUBLE_EQ(value(s.players[2].tiebreaks[0]), 2);
  EXPECT_DOUBLE_EQ(value(s.players[3].tiebreaks[0]), 0);
  EXPECT_DOUBLE_EQ(value(s.players[2].tiebreaks[1]), 9.5);
  EXPECT_DOUBLE_EQ(value(s.players[3].tiebreaks[1]), 11.5);
  // Ines and Nuno: direct 1, S-B 7.5, wins 0 each: they share fifth place.
  for (const std::size_t p : {4U, 5U}) {
    EXPECT_EQ(s.players[p].rank, 5U);
    EXPECT_EQ(s.players[p].rank_last, 6U);
    EXPECT_EQ(s.players[p].points.text(), "3");
    EXPECT_DOUBLE_EQ(value(s.players[p].tiebreaks[1]), 7.5);
    EXPECT_DOUBLE_EQ(value(s.players[p].tiebreaks[2]), 0);
  }
  EXPECT_EQ(s.players[3].rank, 4U);
  EXPECT_EQ(s.players[3].rank_last, 4U);
}

TEST(Standings, AnotherOrderAnotherRanking) {
  StandingsOptions options;
  // Sonneborn-Berger first puts Tiago above Joana; black games then part Nuno (3 with Black)
  // from Ines (2).
  options.tiebreaks = {Tiebreak::sonneborn_berger, Tiebreak::black_games};
  const EventStandings s = only_event(kClub, options);
  ASSERT_EQ(names(s), (std::vector<std::string>{"Rui", "Marta", "Tiago", "Joana", "Nuno", "Ines"}));
  EXPECT_EQ(s.players[4].rank, 5U);
  EXPECT_EQ(s.players[5].rank, 6U);
  EXPECT_DOUBLE_EQ(value(s.players[4].tiebreaks[1]), 3);
  EXPECT_DOUBLE_EQ(value(s.players[5].tiebreaks[1]), 2);
}

TEST(Standings, DirectOnlyWhenAllTiedPlayersMet) {
  // A and B both 2 and never met: direct says nothing, S-B parts them (B beat D, who has 3;
  // A beat C, who has 1).
  const EventStandings s = only_event(
      games({{"A", "C", W}, {"B", "D", W}, {"C", "D", D}, {"D", "E", W}}), {});
  ASSERT_EQ(names(s), (std::vector<std::string>{"D", "B", "A", "C", "E"}));
  EXPECT_FALSE(s.players[1].tiebreaks[0].has_value());
  EXPECT_FALSE(s.players[2].tiebreaks[0].has_value());
  EXPECT_FALSE(s.players[0].tiebreaks[0].has_value());  // D was never tied
  EXPECT_DOUBLE_EQ(value(s.players[1].tiebreaks[1]), 3);
  EXPECT_DOUBLE_EQ(value(s.players[2].tiebreaks[1]), 1);
}

TEST(Standings, ThreeWayTieSharesTheRank) {
  // A beat B, B beat C, C beat A: everything equal; listed by name.
  const EventStandings s = only_event(games({{"C", "A", W}, {"A", "B", W}, {"B", "C", W}}), {});
  ASSERT_EQ(names(s), (std::vector<std::string>{"A", "B", "C"}));
  for (const PlayerStanding& p : s.players) {
    EXPECT_EQ(p.rank, 1U);
    EXPECT_EQ(p.rank_last, 3U);
    EXPECT_DOUBLE_EQ(value(p.tiebreaks[0]), 2);
  }
}

TEST(Standings, CrosstableCellsFromTheRowsSide) {
  // A met B twice: won with White (game 1), drew with Black (game 3). A 3; B, C and D 1, and
  // B (S-B 1.5, a draw with A) above C and D (0.5 each, a draw with each other).
  std::vector<TournamentGame> played =
      games({{"A", "B", W, "1"}, {"C", "D", D, "1"}, {"B", "A", D, "2"}});
  const EventStandings s = only_event(played, {});
  ASSERT_EQ(names(s), (std::vector<std::string>{"A", "B", "C", "D"}));
  EXPECT_EQ(s.players[2].rank, 3U);
  EXPECT_EQ(s.players[3].rank, 3U);
  const auto& a_vs_b = s.games_between(0, 1);
  ASSERT_EQ(a_vs_b.size(), 2U);
  EXPECT_EQ(a_vs_b[0].number, 1U);
  EXPECT_TRUE(a_vs_b[0].white);
  EXPECT_EQ(a_vs_b[0].result, PlayerResult::win);
  EXPECT_EQ(a_vs_b[0].points.text(), "2");
  EXPECT_EQ(a_vs_b[1].number, 3U);
  EXPECT_EQ(a_vs_b[1].round, "2");
  EXPECT_FALSE(a_vs_b[1].white);
  EXPECT_EQ(a_vs_b[1].result, PlayerResult::draw);
  const auto& b_vs_a = s.games_between(1, 0);
  ASSERT_EQ(b_vs_a.size(), 2U);
  EXPECT_EQ(b_vs_a[0].result, PlayerResult::loss);
  EXPECT_EQ(b_vs_a[0].points.text(), "0");
  EXPECT_TRUE(s.games_between(0, 2).empty());
  EXPECT_TRUE(s.games_between(0, 0).empty());
}

TEST(Standings, ListedGamesAndEvents) {
  std::vector<TournamentGame> played = games({{"A", "B", W}, {"A", "C", D}, {"B", "C", W}});
  played[1].score.reset();
  played[1].note = GameNote::no_result;
  played[2].note = GameNote::disputed;  // counted all the same
  TournamentGame other;
  other.number = 4;
  other.event = "F";
  other.white = "X";
  other.black = "Y";
  other.score = D;
  played.insert(played.begin(), other);  // events come in the order of their first game read
  const std::vector<EventStandings> all = compute_standings(played, {});
  ASSERT_EQ(all.size(), 2U);
  EXPECT_EQ(all[0].event, "F");
  EXPECT_EQ(all[1].event, "E");
  const EventStandings& e = all[1];
  EXPECT_EQ(e.games_counted, 2U);
  ASSERT_EQ(e.listed.size(), 2U);
  EXPECT_EQ(e.listed[0].number, 2U);
  EXPECT_EQ(e.listed[1].number, 3U);
  ASSERT_EQ(names(e), (std::vector<std::string>{"A", "B", "C"}));
  EXPECT_EQ(e.players[0].games, 1);
  EXPECT_EQ(e.players[2].games, 1);
}

TEST(Points, FromText) {
  const auto fide = Points::from_text("1,0.5,0");
  ASSERT_TRUE(fide);
  EXPECT_EQ(fide->win, 1000);
  EXPECT_EQ(fide->draw, 500);
  EXPECT_EQ(fide->loss, 0);
  const auto football = Points::from_text("3,1,0");
  ASSERT_TRUE(football);
  EXPECT_EQ(football->win, 3000);
  for (const char* bad : {"", "1,0.5", "1,0.5,0,0", "1,2,0", "0,0,0", "-1,0,0", "101,0,0",
                          "1.2345,0,0", "1.,0,0", "a,b,c", "1, 0.5, 0", "1,0.5,0.6"}) {
    EXPECT_FALSE(Points::from_text(bad)) << bad;
  }
}

TEST(Amount, TextIsExactToThreeDecimals) {
  EXPECT_EQ((Amount{16500, 1000}).text(), "16.5");
  EXPECT_EQ((Amount{7000, 1000}).text(), "7");
  EXPECT_EQ((Amount{1, 3}).text(), "0.333");
  EXPECT_EQ((Amount{2, 3}).text(), "0.667");
  EXPECT_EQ((Amount{0, 1}).text(), "0");
}

TEST(Tiebreak, NamesReadBack) {
  for (const Tiebreak t : all_tiebreaks()) EXPECT_EQ(parse_tiebreak(tiebreak_name(t)), t);
  EXPECT_FALSE(parse_tiebreak("median"));
  EXPECT_EQ(all_tiebreaks().size(), 6U);
}

}  // namespace
}  // namespace damas::pdn
