// The standings and crosstable of tournaments (`pdn standings`), from the games as counted
// (tournament_game.hpp): one EventStandings per event, in the order the events first appear.
//
// Points: a win, a draw and a loss score Points::win, draw and loss (the FPD's 2, 1, 0 by
// default). Players are ranked by points, then by the tie-breaks in the order given, each one
// applied to the players still tied when it comes (equal points and equal on every tie-break
// before it); the players it separates are ranked by it, higher first, and the next one is
// applied to those it leaves tied. Players tied after the last one share a rank ("5-6"), and are
// listed in the byte order of their names. The tie-breaks, over a player's counted games:
//   direct            the points scored in the games among the players tied when it is applied;
//                     only when every two of them played each other at least once (otherwise it
//                     separates no one, and shows no value)
//   sonneborn-berger  for each game, the points scored in it divided by the points of a win,
//                     times the opponent's total: the totals of the opponents beaten plus half
//                     (draw / win) of those of the opponents drawn
//   buchholz          the sum of the opponents' totals, one term per game played
//   buchholz-cut1     buchholz without its lowest term (0 for a single game)
//   wins              the games won
//   black-games       the games played with Black (more ranks higher, as in FIDE's rules)
// Without a choice, the order is direct, sonneborn-berger, wins.
//
// A game given twice in an event (the same file twice, overlapping files: the same round,
// players, colours, result and main line) is counted once, at its first number; the repeat is
// listed with GameNote::repeated. Only games with a round (not none, "?" or "-"): a match's
// games without one may repeat a short draw.
//
// All the arithmetic is exact: points are held in thousandths, so the points given must be
// multiples of 0.001 (Points::from_text reads them), and tie-break values are compared exactly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/tournament_game.hpp"

namespace damas::pdn {

// An exact number: scaled / scale.
struct Amount {
  std::int64_t scaled = 0;
  std::int64_t scale = 1;

  double value() const { return static_cast<double>(scaled) / static_cast<double>(scale); }
  // As a decimal number with at most three decimals, trailing zeros dropped: "7", "16.5",
  // "0.333".
  std::string text() const;
};

// Points of a win, a draw and a loss, in thousandths.
struct Points {
  std::int64_t win = 2000;
  std::int64_t draw = 1000;
  std::int64_t loss = 0;

  // "win 2, draw 1, loss 0".
  std::string text() const;
  // "1,0.5,0": three numbers from 0 to 100 with at most three decimals, win > 0 and
  // win >= draw >= loss; none otherwise.
  static std::optional<Points> from_text(std::string_view text);
};

enum class Tiebreak { direct, sonneborn_berger, buchholz, buchholz_cut1, wins, black_games };

// "direct", "sonneborn-berger", "buchholz", "buchholz-cut1", "wins", "black-games".
std::string_view tiebreak_name(Tiebreak tiebreak);
// A column heading: "Direct", "S-B", "Buchholz", "Bh-1", "Wins", "Black".
std::string_view tiebreak_label(Tiebreak tiebreak);
std::optional<Tiebreak> parse_tiebreak(std::string_view name);
// Every tie-break, in the order above.
std::span<const Tiebreak> all_tiebreaks();

struct StandingsOptions {
  Points points;
  std::vector<Tiebreak> tiebreaks = {Tiebreak::direct, Tiebreak::sonneborn_berger,
                                     Tiebreak::wins};
};

struct PlayerStanding {
  std::string name;
  std::size_t rank = 0;       // 1 = first; players tied after every tie-break share it
  std::size_t rank_last = 0;  // the last place of a shared rank (= rank when not shared)
  Amount points;
  int games = 0;
  int wins = 0;
  int draws = 0;
  int losses = 0;
  // One per StandingsOptions::tiebreaks, in that order; direct has none where it was not
  // applied to the player.
  std::vector<std::optional<Amount>> tiebreaks;
};

// "3", or "5-6" for a shared rank.
std::string rank_text(const PlayerStanding& player);

enum class PlayerResult { win, draw, loss };

// A game between a crosstable row's player and a column's, from the row's side.
struct CrossGame {
  std::size_t number = 0;  // the game's number (TournamentGame::number)
  std::string round;
  bool white = false;  // the row's player had White
  PlayerResult result = PlayerResult::draw;
  Amount points;       // what the row's player scored
};

// The most games between two players that a crosstable cell shows one by one; more (a match
// between the two rather than a tournament's pairing) are shown summed up (crosstable_sum), so
// that a match's table stays readable.
inline constexpr std::size_t kCrossGamesListed = 4;

// A crosstable cell's games summed up from the row's side: the points, the count and the
// results, "188 in 139 games (+60 =68 -11)". The games of one event share a scale.
std::string crosstable_sum(const std::vector<CrossGame>& games);

// The most players a crosstable is drawn for, as a table of every pair (text, CSV, HTML): an
// event of more (a database whose games share one Event) would make millions of cells.
inline constexpr std::size_t kCrosstablePlayers = 100;

// The opponents a crosstable row's player met, by their row, with the games between them.
using CrossRow = std::map<std::size_t, std::vector<CrossGame>>;

struct EventStandings {
  std::string event;
  std::size_t games_counted = 0;
  std::vector<PlayerStanding> players;  // in standing order
  // crosstable[row]: the games of players[row] by opponent, by number. Only the pairs that met
  // are held: a dense table of 12,000 players took 3.4 GB.
  std::vector<CrossRow> crosstable;
  // The games between players[row] and players[column] (none: empty).
  const std::vector<CrossGame>& games_between(std::size_t row, std::size_t column) const;
  // Whether the crosstable is drawn as a table of every pair: up to kCrosstablePlayers.
  bool crosstable_drawn() const { return players.size() <= kCrosstablePlayers; }
  // The games of the event with a note (left out, or counted with a question), by number.
  std::vector<TournamentGame> listed;
};

std::vector<EventStandings> compute_standings(std::span<const TournamentGame> games,
                                              const StandingsOptions& options);

}  // namespace damas::pdn
