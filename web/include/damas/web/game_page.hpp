// Web pages of games (pdn html): one page holding every game, or an index page and a page per
// game. Each page is a whole document from page.hpp (nothing fetched, works from file://) and
// is readable without JavaScript: the tags, the moves with their comments, NAGs and variations
// as text, and the final position of the main line drawn (svg_board.hpp). A small script then
// makes it a viewer: clicking a move shows its position, buttons and arrow keys step along the
// line, the board flips, an evaluation graph (from [%eval] comments) is clickable.
//
// The script knows no rules: every position comes from game_view.hpp, embedded per game as JSON
// in <script type="application/json" class="game-data"> (with '<' written \u003c, so that no
// text of a game can close the element). The board keeps the form svg_board.hpp describes, so
// the position shown can be read from its data-square and data-piece attributes.
//
// Links: PAGE#game=N&ply=P&variation=PATH shows game N (numbered across the inputs) after P
// plies of the line PATH ("3.1/5.2", as `pdn diagram --variation`; default: the main line);
// without a ply, the line's final position. A game's own page takes #ply=P&variation=PATH.
// Text from the games is escaped (support/html.hpp): a comment "<script>" shows as text.
// The functions of a GameView throw std::invalid_argument for a view without its game (input
// null, as in a GameView{}): views come from view_game.
#pragma once

#include <span>
#include <string>

#include "damas/diagram/diagram.hpp"
#include "damas/web/game_view.hpp"

namespace damas::web {

struct BoardOptions {
  diagram::DiagramStyle style;  // flipped at first, numbers, coordinates, theme
  double width = 400;           // of the board, in CSS pixels
};

// A line of an index: what the list of games says about one game.
struct GameEntry {
  std::size_t number = 0;
  std::string white, black, result, event, date;
  bool has_problems = false;
};

GameEntry game_entry(const GameView& view);

// Every game on one page, after a list of them linking to each, in parts, so that the page can
// be written without holding the games (the views of 100,000 games take gigabytes, their
// entries a few megabytes): games_page_start with the list, then games_page_section of each
// game of the list, in its order, then games_page_end.
std::string games_page_start(std::span<const GameEntry> games, const std::string& title);
std::string games_page_section(const GameView& game, const BoardOptions& board);
std::string games_page_end(const BoardOptions& board);

// The page of one game; `index` is the link back to the list of games (empty: none).
std::string game_page(const GameView& game, const std::string& index, const BoardOptions& board);

// The list of games, each linking to `game-N.html`.
std::string index_page(std::span<const GameEntry> games, const std::string& title);

// The name of game N's page beside the index: "game-N.html".
std::string game_page_name(std::size_t number);

}  // namespace damas::web
