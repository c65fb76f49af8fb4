#include "damas/web/game_page.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "damas/diagram/content.hpp"
#include "damas/diagram/svg_board.hpp"
#include "damas/support/html.hpp"
#include "damas/web/page.hpp"
#include "game_assets.hpp"
#include "game_data.hpp"
#include "move_list.hpp"

namespace damas::web {

namespace {

using support::html_escape;

// The game a view shows; a view made otherwise than by view_game may have none.
const pdn::Game& game_of(const GameView& view) {
  if (!view.input) throw std::invalid_argument("a GameView without its game (input is null)");
  return view.input->game;
}

// A tag value worth showing: given and not PDN's "unknown".
std::string known_tag(const pdn::Game& game, std::string_view name) {
  const std::string* value = game.tag(name);
  return value == nullptr || *value == "?" || *value == "-" ? std::string() : *value;
}

// "Silva, Ana - Costa, Rui" (either may be "?").
std::string players(const GameEntry& entry) {
  return fmt::format("{} - {}", entry.white.empty() ? "?" : entry.white,
                     entry.black.empty() ? "?" : entry.black);
}

std::string tags_list(const pdn::Game& game) {
  if (game.tags.empty()) return {};
  std::string out = "<dl class=\"tags\">";
  for (const pdn::Tag& tag : game.tags) {
    out += fmt::format("<div><dt>{}</dt><dd>{}</dd></div>", html_escape(tag.name),
                       html_escape(tag.value));
  }
  return out + "</dl>";
}

// The evaluations of the main line as a graph, White's advantage up, clamped to four men; each
// point goes to its position when clicked.
std::string eval_graph(const GameView& view, double width) {
  constexpr double kHeight = 90;
  constexpr double kPad = 6;
  constexpr double kClamp = 4;
  const ViewLine& main = view.lines.front();
  const int last = static_cast<int>(main.nodes.size()) - 1;
  std::string points;
  std::string dots;
  for (int ply = 1; ply <= last; ++ply) {
    const int index = main.nodes[static_cast<std::size_t>(ply)];
    const ViewNode& node = view.nodes[static_cast<std::size_t>(index)];
    if (!node.eval) continue;
    const double x = kPad + (width - 2 * kPad) * ply / last;
    const double y =
        kHeight / 2 - std::clamp(*node.eval, -kClamp, kClamp) / kClamp * (kHeight / 2 - kPad);
    points += fmt::format("{:.1f},{:.1f} ", x, y);
    dots += fmt::format(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3.5\" data-node=\"{}\"><title>{}: {}"
        "</title></circle>",
        x, y, index, html_escape(node_label(view, index)),
        std::abs(*node.eval) >= kForcedWin
            ? std::string(*node.eval > 0 ? "White wins" : "Black wins")
            : fmt::format("{:+.2f}", *node.eval));
  }
  if (dots.empty()) return {};
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"eval-graph\" "
      "viewBox=\"0 0 {0:.0f} {1:.0f}\" width=\"{0:.0f}\" height=\"{1:.0f}\" role=\"img\" "
      "aria-label=\"evaluation graph\">"
      "<title>Evaluation ([%eval], men, White up)</title>"
      "<rect width=\"{0:.0f}\" height=\"{1:.0f}\" fill=\"#f4f1e8\"/>"
      "<line x1=\"0\" y1=\"{2:.1f}\" x2=\"{0:.0f}\" y2=\"{2:.1f}\" stroke=\"#b8b3a5\"/>"
      "<line class=\"eval-cursor\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"{1:.0f}\" stroke=\"#8a4b16\" "
      "display=\"none\"/>"
      "<polyline points=\"{3}\" fill=\"none\" stroke=\"#1d1d1b\" stroke-width=\"1.5\"/>"
      "<g fill=\"#8a4b16\">{4}</g></svg>",
      width, kHeight, kHeight / 2, points, dots);
}

// The measures of a board of `shape` on the page. The page's own geometry is that of the
// Iberian board; a game on another board (of another variant) carries its own.
diagram::DiagramLayout board_layout(const BoardOptions& board,
                                    const rules::family::BoardShape& shape) {
  return diagram::svg_board_layout(board.style, shape, board.width);
}

std::string viewer(const GameView& view, const BoardOptions& board) {
  const int last = view.lines.front().nodes.back();
  const ViewNode& node = view.nodes[static_cast<std::size_t>(last)];
  diagram::Diagram diagram{.content = {}, .style = board.style};
  diagram.content.board = view.board;
  diagram.content.position = node.position;
  diagram.content.last_move = node.move;
  const bool white = node.position.side_to_move == rules::family::Side::white;
  std::string out = "<div class=\"viewer\">";
  out += diagram::svg_board(diagram, board.width, fmt::format("g{}-", view.number));
  out += fmt::format("<p class=\"status\">{} - {} to move</p>", html_escape(node_label(view, last)),
                     white ? "White" : "Black");
  out +=
      "<div class=\"controls\" hidden>"
      "<button type=\"button\" data-action=\"first\" title=\"first (Home)\">&#xAB;</button>"
      "<button type=\"button\" data-action=\"prev\" title=\"previous (left "
      "arrow)\">&#x2039;</button>"
      "<button type=\"button\" data-action=\"next\" title=\"next (right arrow)\">&#x203A;</button>"
      "<button type=\"button\" data-action=\"last\" title=\"last (End)\">&#xBB;</button>"
      "<button type=\"button\" data-action=\"flip\" title=\"flip the board\">flip</button></div>";
  out += eval_graph(view, board.width);
  return out + "</div>";
}

std::string game_section(const GameView& view, const BoardOptions& board, bool with_game) {
  const GameEntry entry = game_entry(view);
  const pdn::Game& game = game_of(view);
  std::string out = fmt::format("<section class=\"game\" id=\"game-{}\" data-game=\"{}\"><header>",
                                view.number, view.number);
  out += fmt::format("<h2>{}. {}{}</h2>", view.number, html_escape(players(entry)),
                     entry.result.empty() ? "" : " " + html_escape(entry.result));
  out += tags_list(game) + "</header>";
  if (!view.nodes.empty()) out += viewer(view, board);
  out += "<div class=\"record\">";
  if (!view.problems.empty()) {
    out += "<ul class=\"problems\">";
    for (const std::string& problem : view.problems) out += "<li>" + html_escape(problem) + "</li>";
    out += "</ul>";
  }
  out += "<p class=\"moves\">" + move_list_html(view, with_game);
  if (game.result) out += "<span class=\"result\">" + html_escape(game.result->text) + "</span>";
  out += "</p></div>";
  if (!view.nodes.empty()) {
    const bool own_board = view.board != diagram::iberian_board();
    out += "<script type=\"application/json\" class=\"game-data\">" +
           game_data_json(view, board_layout(board, view.board), board.style.theme, own_board) +
           "</script>";
  }
  return out + "</section>\n";
}

std::string geometry_script(const BoardOptions& board) {
  return "<script type=\"application/json\" id=\"board-geometry\">" +
         board_geometry_json(board_layout(board, diagram::iberian_board())) + "</script>\n";
}

std::string games_table(std::span<const GameEntry> games, bool with_files) {
  std::string out =
      "<table class=\"games-list\"><tr><th>#</th><th>White</th><th>Black</th>"
      "<th>Result</th><th>Event</th><th>Date</th></tr>\n";
  for (const GameEntry& g : games) {
    const std::string href =
        with_files ? game_page_name(g.number) : fmt::format("#game={}", g.number);
    out += fmt::format(
        "<tr><td><a href=\"{0}\">{1}</a></td><td><a href=\"{0}\">{2}</a></td><td>{3}</td>"
        "<td>{4}{5}</td><td>{6}</td><td>{7}</td></tr>\n",
        href, g.number, html_escape(g.white.empty() ? "?" : g.white),
        html_escape(g.black.empty() ? "?" : g.black), html_escape(g.result),
        g.has_problems ? "<span class=\"problems\" title=\"see the game\">&#x26A0;</span> " : "",
        html_escape(g.event), html_escape(g.date));
  }
  return out + "</table>\n";
}

}  // namespace

GameEntry game_entry(const GameView& view) {
  const pdn::Game& game = game_of(view);
  GameEntry entry{.number = view.number,
                  .white = known_tag(game, "White"),
                  .black = known_tag(game, "Black"),
                  .result = known_tag(game, "Result"),
                  .event = known_tag(game, "Event"),
                  .date = known_tag(game, "Date"),
                  .has_problems = !view.problems.empty()};
  if (entry.result.empty() && game.result) entry.result = game.result->text;
  return entry;
}

std::string game_page_name(std::size_t number) { return fmt::format("game-{}.html", number); }

std::string games_page_start(std::span<const GameEntry> games, const std::string& title) {
  return page_start({.title = title, .style = game_style(), .body = "", .script = ""}) +
         "<main data-page=\"games\"><h1>" + html_escape(title) + "</h1>\n<nav>" +
         games_table(games, false) + "</nav>\n";
}

std::string games_page_section(const GameView& game, const BoardOptions& board) {
  return game_section(game, board, true);
}

std::string games_page_end(const BoardOptions& board) {
  return geometry_script(board) + "</main>" +
         page_end({.title = "", .style = "", .body = "", .script = game_script()});
}

std::string game_page(const GameView& game, const std::string& index, const BoardOptions& board) {
  const GameEntry entry = game_entry(game);
  std::string body = "<main data-page=\"game\">";
  if (!index.empty()) body += "<nav><a href=\"" + html_escape(index) + "\">all games</a></nav>\n";
  body += game_section(game, board, false) + geometry_script(board) + "</main>";
  return render_page({.title = fmt::format("{}. {}", game.number, players(entry)),
                      .style = game_style(),
                      .body = body,
                      .script = game_script()});
}

std::string index_page(std::span<const GameEntry> games, const std::string& title) {
  return render_page({.title = title,
                      .style = game_style(),
                      .body = "<main data-page=\"index\"><h1>" + html_escape(title) + "</h1>\n" +
                              games_table(games, true) + "</main>",
                      .script = ""});
}

}  // namespace damas::web
