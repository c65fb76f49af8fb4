// What `pdn standings` prints of the standings it made (the HTML page is web/'s
// standings_page.hpp):
//   text  for each event: a heading line, the standings table, the crosstable (each cell the
//         row's points against the column's player and the game's number, "2 #13"; games
//         between the same two players separated by commas; an event of more than
//         pdn::kCrosstablePlayers players has a line saying it is left out) and the games listed
//         apart; a blank line between events. Columns are aligned by terminal width.
//   csv   one row per player: event, rank, player, points, games, wins, draws, losses, each
//         tie-break (by its name; wins as wins-tiebreak), then one column per place (1, 2, ...)
//         holding the player's points against the player in that place (several games:
//         separated by spaces); the place cells of an event of more than
//         pdn::kCrosstablePlayers players empty. The games listed apart go to standard error,
//         not into the table.
//   json  one object: {"events":[{"event", "games_counted", "points":{"win","draw","loss"},
//         "tiebreaks":[names], "standings":[{"rank","rank_last","player","points","games",
//         "wins","draws","losses","tiebreaks":{name: value or null}}], "crosstable":[{"player",
//         "games":[{"opponent","game","round","colour","result","points"}]}], "listed":[{"game",
//         "file","line","round","white","black","note","detail","counted" (the result counted,
//         or null)}]}]}, on one line.
#pragma once

#include <span>
#include <string>

#include "damas/pdn/standings.hpp"

namespace damas::cli {

std::string standings_text(std::span<const pdn::EventStandings> events,
                           const pdn::StandingsOptions& options);
std::string standings_csv(std::span<const pdn::EventStandings> events,
                          const pdn::StandingsOptions& options);
std::string standings_json(std::span<const pdn::EventStandings> events,
                           const pdn::StandingsOptions& options);

// "game 16 (t.pdn:200), round 6, Ana - Rui: no result recorded", as text and CSV list them.
std::string listed_line(const pdn::TournamentGame& game);

}  // namespace damas::cli
