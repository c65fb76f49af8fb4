#include "damas/web/standings_page.hpp"

#include <fmt/core.h>

#include "damas/support/html.hpp"
#include "damas/web/game_page.hpp"
#include "damas/web/page.hpp"

namespace damas::web {

namespace {

using support::html_escape;

const std::string kStyle = R"css(
table.crosstable td { text-align: center; white-space: nowrap; }
table.crosstable td.self { background: #efece3; }
table.crosstable td.player, table.crosstable th.player { text-align: left; }
table.crosstable a { text-decoration: none; margin: 0 0.15rem; }
table.crosstable details div { white-space: normal; max-width: 24rem; text-align: left; }
)css";

// The verb between the row's player and the opponent: "Ana beat Rui", "Rui lost to Ana".
std::string_view result_word(pdn::PlayerResult result) {
  return result == pdn::PlayerResult::win    ? "beat"
         : result == pdn::PlayerResult::draw ? "drew"
                                             : "lost to";
}

// `text` (HTML) as a link to game `number`'s page, with a tooltip; as it is without pages.
std::string linked(const std::string& game_pages, std::size_t number, const std::string& text,
                   const std::string& title) {
  const std::string link = game_page_link(game_pages, number);
  const std::string tip = " title=\"" + html_escape(title) + "\"";
  if (link.empty()) return "<span" + tip + ">" + text + "</span>";
  return "<a href=\"" + html_escape(link) + "\"" + tip + ">" + text + "</a>";
}

std::string standings_table(const pdn::EventStandings& event, const StandingsPageOptions& options) {
  std::string out =
      "<table class=\"standings\">\n<thead><tr><th class=\"number\">Rank</th>"
      "<th>Player</th><th class=\"number\">Points</th><th class=\"number\">Games</th>"
      "<th class=\"number\">W</th><th class=\"number\">D</th><th class=\"number\">L</th>";
  for (const pdn::Tiebreak tiebreak : options.standings.tiebreaks) {
    out += fmt::format("<th class=\"number\" title=\"{}\">{}</th>", pdn::tiebreak_name(tiebreak),
                       pdn::tiebreak_label(tiebreak));
  }
  out += "</tr></thead>\n<tbody>\n";
  for (const pdn::PlayerStanding& p : event.players) {
    out += fmt::format("<tr><td class=\"number\">{}</td><td>{}</td><td class=\"number\">{}</td>"
                       "<td class=\"number\">{}</td><td class=\"number\">{}</td>"
                       "<td class=\"number\">{}</td><td class=\"number\">{}</td>",
                       pdn::rank_text(p), html_escape(p.name), p.points.text(), p.games, p.wins,
                       p.draws, p.losses);
    for (const auto& value : p.tiebreaks) {
      out += fmt::format("<td class=\"number\">{}</td>", value ? value->text() : "");
    }
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

std::string crosstable(const pdn::EventStandings& event, const StandingsPageOptions& options) {
  std::string out = "<table class=\"crosstable\">\n<thead><tr><th class=\"number\">#</th>"
                    "<th class=\"player\">Player</th>";
  for (std::size_t column = 1; column <= event.players.size(); ++column) {
    out += fmt::format("<th>{}</th>", column);
  }
  out += "<th class=\"number\">Points</th></tr></thead>\n<tbody>\n";
  for (std::size_t row = 0; row < event.players.size(); ++row) {
    const pdn::PlayerStanding& player = event.players[row];
    out += fmt::format("<tr><td class=\"number\">{}</td><td class=\"player\">{}</td>", row + 1,
                       html_escape(player.name));
    for (std::size_t column = 0; column < event.players.size(); ++column) {
      if (row == column) {
        out += "<td class=\"self\"></td>";
        continue;
      }
      const std::vector<pdn::CrossGame>& games = event.games_between(row, column);
      // A match's games: their sum, the games themselves (hundreds, in a row that does not
      // wrap) folded under it.
      const bool match = games.size() > pdn::kCrossGamesListed;
      out += match ? "<td><details><summary>" + pdn::crosstable_sum(games) + "</summary><div>"
                   : "<td>";
      for (const pdn::CrossGame& game : games) {
        const std::string round = game.round.empty() ? "" : "round " + game.round + ", ";
        const std::string title =
            fmt::format("game {}, {}{} {} {} with {}", game.number, round, player.name,
                        result_word(game.result), event.players[column].name,
                        game.white ? "White" : "Black");
        out += linked(options.game_pages, game.number, game.points.text(), title);
        if (match) out += ' ';  // the line may break between two games
      }
      out += match ? "</div></details></td>" : "</td>";
    }
    out += fmt::format("<td class=\"number\">{}</td></tr>\n", player.points.text());
  }
  return out + "</tbody>\n</table>\n";
}

std::string listed_games(const pdn::EventStandings& event, const StandingsPageOptions& options) {
  if (event.listed.empty()) return "";
  std::string out = "<h2>Games left out or questioned</h2>\n<ul class=\"listed\">\n";
  for (const pdn::TournamentGame& game : event.listed) {
    // pdn html writes a page for every game, those it could not read included.
    const std::string name = fmt::format("game {}", game.number);
    const std::string shown = linked(options.game_pages, game.number, name, name);
    out += fmt::format("<li>{} <span class=\"muted\">({}:{})</span>, {}: {}</li>\n", shown,
                       html_escape(game.source), game.line, html_escape(pdn::game_title(game)),
                       html_escape(game.detail));
  }
  return out + "</ul>\n";
}

}  // namespace

std::string game_page_link(const std::string& game_pages, std::size_t number) {
  if (game_pages.empty()) return "";
  std::string folder = game_pages;
  while (folder.size() > 1 && folder.back() == '/') folder.pop_back();
  if (folder == "/") folder.clear();
  return folder + "/" + game_page_name(number);  // the name pdn html gives the page
}

std::string standings_page(std::span<const pdn::EventStandings> events,
                           const StandingsPageOptions& options) {
  std::string tiebreaks;
  for (const pdn::Tiebreak tiebreak : options.standings.tiebreaks) {
    tiebreaks += (tiebreaks.empty() ? "" : ", ") + std::string(pdn::tiebreak_name(tiebreak));
  }
  std::string body;
  for (const pdn::EventStandings& event : events) {
    body += "<section class=\"event\">\n<h1>" + html_escape(event.event) + "</h1>\n";
    body += fmt::format("<p class=\"muted\">{} game{} counted; points: {}; tie-breaks: {}</p>\n",
                        event.games_counted, event.games_counted == 1 ? "" : "s",
                        options.standings.points.text(), tiebreaks.empty() ? "none" : tiebreaks);
    if (!event.players.empty()) {  // as the text output: no empty tables
      body += "<h2>Standings</h2>\n" + standings_table(event, options);
      body += "<h2>Crosstable</h2>\n";
      body += !event.crosstable_drawn()
                  ? fmt::format(
                        "<p>Left out: {} players (drawn for up to {}; <code>pdn "
                        "standings --format json</code> lists every game).</p>\n",
                        event.players.size(), pdn::kCrosstablePlayers)
                  : crosstable(event, options);
    }
    body += listed_games(event, options) + "</section>\n";
  }
  const std::string title =
      events.size() == 1 ? events.front().event + " - standings" : "Standings";
  return render_page({.title = title, .style = kStyle, .body = body, .script = ""});
}

}  // namespace damas::web
