// The standings page of `pdn standings --format html`: for each event its standings table, its
// crosstable and the games listed apart (left out, disputed), in the suite's page frame
// (page.hpp). With a folder of game pages (`pdn html -o DIR/` writes DIR/game-N.html, N the
// game's number across the inputs), every result in the crosstable and every listed game
// links to its game's page.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "damas/pdn/standings.hpp"

namespace damas::web {

struct StandingsPageOptions {
  // The folder of the game pages as the page links to it ("." when beside the page, a URL):
  // a game's link is GAME_PAGES/game-N.html (one '/' between them). Empty: no links.
  std::string game_pages;
  pdn::StandingsOptions standings;  // the points and tie-breaks the standings were made with
};

// The address of game `number`'s page; empty when `game_pages` is.
std::string game_page_link(const std::string& game_pages, std::size_t number);

// The whole document.
std::string standings_page(std::span<const pdn::EventStandings> events,
                           const StandingsPageOptions& options);

}  // namespace damas::web
