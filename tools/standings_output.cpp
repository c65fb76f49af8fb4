#include "standings_output.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <vector>

#include "damas/support/csv_row.hpp"
#include "damas/support/json_writer.hpp"
#include "damas/support/quoted.hpp"
#include "damas/support/terminal_width.hpp"

namespace damas::cli {

namespace {

// Rows of cells, printed in columns two spaces apart: the columns named in `left` padded on
// the right, the others on the left (numbers); no space at the end of a line.
std::string aligned(const std::vector<std::vector<std::string>>& rows,
                    std::initializer_list<std::size_t> left) {
  std::vector<std::vector<std::size_t>> cell_widths;  // each measured once
  std::vector<std::size_t> widths;
  for (const auto& row : rows) {
    std::vector<std::size_t>& measured = cell_widths.emplace_back();
    widths.resize(std::max(widths.size(), row.size()));
    for (std::size_t c = 0; c < row.size(); ++c) {
      measured.push_back(support::terminal_width(row[c]));
      widths[c] = std::max(widths[c], measured.back());
    }
  }
  std::string out;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const std::vector<std::string>& row = rows[r];
    std::string line;
    for (std::size_t c = 0; c < row.size(); ++c) {
      const std::string pad(widths[c] - cell_widths[r][c], ' ');
      if (c > 0) line += "  ";
      const bool is_left = std::find(left.begin(), left.end(), c) != left.end();
      line += is_left ? row[c] + pad : pad + row[c];
    }
    line.erase(line.find_last_not_of(' ') + 1);
    out += line + '\n';
  }
  return out;
}

std::string tiebreak_list(const pdn::StandingsOptions& options) {
  std::string list;
  for (const pdn::Tiebreak t : options.tiebreaks) {
    if (!list.empty()) list += ", ";
    list += pdn::tiebreak_name(t);
  }
  return list.empty() ? "none" : list;
}

std::string player_table(const pdn::EventStandings& event, const pdn::StandingsOptions& options) {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> heading = {"Rank", "Player", "Points", "Games", "W", "D", "L"};
  for (const pdn::Tiebreak t : options.tiebreaks) heading.emplace_back(pdn::tiebreak_label(t));
  rows.push_back(heading);
  for (const pdn::PlayerStanding& p : event.players) {
    std::vector<std::string> row = {pdn::rank_text(p),       support::escaped(p.name),
                                    p.points.text(),         std::to_string(p.games),
                                    std::to_string(p.wins),  std::to_string(p.draws),
                                    std::to_string(p.losses)};
    for (const auto& value : p.tiebreaks) row.push_back(value ? value->text() : "");
    rows.push_back(std::move(row));
  }
  return aligned(rows, {0, 1});
}

// A crosstable cell: the games one by one, "2 #1, 1 #14", or a match's summed up.
std::string cell_text(const std::vector<pdn::CrossGame>& games) {
  if (games.size() > pdn::kCrossGamesListed) return pdn::crosstable_sum(games);
  std::string text;
  for (const pdn::CrossGame& g : games) {
    text += fmt::format("{}{} #{}", text.empty() ? "" : ", ", g.points.text(), g.number);
  }
  return text;
}

std::string crosstable_text(const pdn::EventStandings& event) {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> heading = {"#", "Player"};
  for (std::size_t column = 1; column <= event.players.size(); ++column) {
    heading.push_back(std::to_string(column));
  }
  rows.push_back(heading);
  for (std::size_t row = 0; row < event.players.size(); ++row) {
    std::vector<std::string> cells = {std::to_string(row + 1),
                                      support::escaped(event.players[row].name)};
    for (std::size_t column = 0; column < event.players.size(); ++column) {
      cells.push_back(row == column ? "x" : cell_text(event.games_between(row, column)));
    }
    rows.push_back(std::move(cells));
  }
  return aligned(rows, {1});
}

std::optional<std::string_view> counted_result(const pdn::TournamentGame& game) {
  if (!game.score) return std::nullopt;
  return pdn::score_text(*game.score);
}

}  // namespace

std::string listed_line(const pdn::TournamentGame& game) {
  return fmt::format("game {} ({}:{}), {}: {}", game.number, support::shown_name(game.source),
                     game.line, support::escaped(pdn::game_title(game)),
                     support::escaped(game.detail));
}

std::string standings_text(std::span<const pdn::EventStandings> events,
                           const pdn::StandingsOptions& options) {
  std::string out;
  for (const pdn::EventStandings& event : events) {
    if (!out.empty()) out += '\n';
    out += fmt::format("{}: {} game{} counted; points: {}; tie-breaks: {}\n",
                       support::escaped(event.event), event.games_counted,
                       event.games_counted == 1 ? "" : "s", options.points.text(),
                       tiebreak_list(options));
    if (!event.players.empty()) {
      out += player_table(event, options);
      if (!event.crosstable_drawn()) {
        out += fmt::format(
            "Crosstable left out: {} players (drawn for up to {}; --format json "
            "lists every game)\n",
            event.players.size(), pdn::kCrosstablePlayers);
      } else {
        out += "Crosstable (the row's points against the column's player, #game):\n";
        out += crosstable_text(event);
      }
    }
    if (event.listed.empty()) continue;
    out += "Games left out or questioned:\n";
    for (const pdn::TournamentGame& game : event.listed) out += "  " + listed_line(game) + '\n';
  }
  return out;
}

std::string standings_csv(std::span<const pdn::EventStandings> events,
                          const pdn::StandingsOptions& options) {
  // A column per place of the largest crosstable drawn: an event of more players has its place
  // cells left empty (no millions of cells), and the other events keep theirs.
  std::size_t places = 0;
  for (const pdn::EventStandings& event : events) {
    if (event.crosstable_drawn()) places = std::max(places, event.players.size());
  }
  support::CsvRow header;
  // A shared rank is two numbers, as in JSON: written "5-6" in one cell, a spreadsheet would
  // read it as a date (6 May).
  for (const char* column :
       {"event", "rank", "rank_last", "player", "points", "games", "wins", "draws", "losses"}) {
    header.field(column);
  }
  // A tie-break by its name, but the wins tie-break's would be the name of the W column again,
  // and a program reading the columns by name would keep one of the two.
  for (const pdn::Tiebreak t : options.tiebreaks) {
    header.field(t == pdn::Tiebreak::wins ? "wins-tiebreak" : pdn::tiebreak_name(t));
  }
  for (std::size_t place = 1; place <= places; ++place) header.field(std::to_string(place));
  std::string out = header.end();
  for (const pdn::EventStandings& event : events) {
    for (std::size_t row = 0; row < event.players.size(); ++row) {
      const pdn::PlayerStanding& p = event.players[row];
      support::CsvRow line;
      // CSV goes to a terminal by default: control characters are escaped as in the text format.
      line.text(support::escaped(event.event));
      line.field(std::to_string(p.rank));
      line.field(std::to_string(p.rank_last));
      line.text(support::escaped(p.name));
      for (const std::string& field :
           {p.points.text(), std::to_string(p.games), std::to_string(p.wins),
            std::to_string(p.draws), std::to_string(p.losses)}) {
        line.field(field);
      }
      for (const auto& value : p.tiebreaks) line.field(value ? value->text() : "");
      for (std::size_t column = 0; column < places; ++column) {
        std::string points;
        if (column < event.players.size() && event.crosstable_drawn()) {
          for (const pdn::CrossGame& g : event.games_between(row, column)) {
            if (!points.empty()) points += ' ';
            points += g.points.text();
          }
        }
        line.field(points);
      }
      out += line.end();
    }
  }
  return out;
}

std::string standings_json(std::span<const pdn::EventStandings> events,
                           const pdn::StandingsOptions& options) {
  support::JsonWriter json;
  json.begin_object().key("events").begin_array();
  for (const pdn::EventStandings& event : events) {
    json.begin_object().key("event").string(event.event);
    json.key("games_counted").number(static_cast<std::int64_t>(event.games_counted));
    json.key("points").begin_object();
    json.key("win").raw_number(pdn::Amount{options.points.win, 1000}.text());
    json.key("draw").raw_number(pdn::Amount{options.points.draw, 1000}.text());
    json.key("loss").raw_number(pdn::Amount{options.points.loss, 1000}.text());
    json.end_object().key("tiebreaks").begin_array();
    for (const pdn::Tiebreak t : options.tiebreaks) json.string(pdn::tiebreak_name(t));
    json.end_array().key("standings").begin_array();
    for (const pdn::PlayerStanding& p : event.players) {
      json.begin_object().key("rank").number(static_cast<std::int64_t>(p.rank));
      json.key("rank_last").number(static_cast<std::int64_t>(p.rank_last));
      json.key("player").string(p.name).key("points").raw_number(p.points.text());
      json.key("games").number(p.games).key("wins").number(p.wins);
      json.key("draws").number(p.draws).key("losses").number(p.losses);
      json.key("tiebreaks").begin_object();
      for (std::size_t k = 0; k < options.tiebreaks.size(); ++k) {
        json.key(pdn::tiebreak_name(options.tiebreaks[k]));
        if (p.tiebreaks[k]) {
          json.raw_number(p.tiebreaks[k]->text());
        } else {
          json.null();
        }
      }
      json.end_object().end_object();
    }
    json.end_array().key("crosstable").begin_array();
    for (std::size_t row = 0; row < event.players.size(); ++row) {
      json.begin_object().key("player").string(event.players[row].name).key("games").begin_array();
      for (const auto& [column, games] : event.crosstable[row]) {
        for (const pdn::CrossGame& g : games) {
          json.begin_object().key("opponent").string(event.players[column].name);
          json.key("game").number(static_cast<std::int64_t>(g.number)).key("round").string(g.round);
          json.key("colour").string(g.white ? "white" : "black");
          json.key("result").string(g.result == pdn::PlayerResult::win    ? "win"
                                    : g.result == pdn::PlayerResult::draw ? "draw"
                                                                          : "loss");
          json.key("points").raw_number(g.points.text()).end_object();
        }
      }
      json.end_array().end_object();
    }
    json.end_array().key("listed").begin_array();
    for (const pdn::TournamentGame& g : event.listed) {
      json.begin_object().key("game").number(static_cast<std::int64_t>(g.number));
      json.key("file").string(g.source).key("line").number(static_cast<std::int64_t>(g.line));
      json.key("round").string(g.round).key("white").string(g.white).key("black").string(g.black);
      json.key("note").string(pdn::note_name(g.note)).key("detail").string(g.detail);
      json.key("counted");
      if (const auto counted = counted_result(g)) {
        json.string(*counted);
      } else {
        json.null();
      }
      json.end_object();
    }
    json.end_array().end_object();
  }
  json.end_array().end_object();
  return json.take() + '\n';
}

}  // namespace damas::cli
