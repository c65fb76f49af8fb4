// The record of a game as HTML text: moves with their numbers, strengths, NAGs and comments,
// and the variations nested in parentheses. Each legal move links to its position (an <a> with
// data-node, the node's index in the GameView, and href the page link to it); a move after an
// illegal one is plain text (class "unplayed").
#pragma once

#include <string>

#include "damas/web/game_view.hpp"

namespace damas::web {

// `with_game`: the links name the game (#game=N&ply=P), as on the page of every game.
std::string move_list_html(const GameView& view, bool with_game);

// The link to node `node`'s position: "#game=3&ply=5&variation=3.1" (without game=N unless
// `with_game`; without variation for the main line).
std::string node_link(const GameView& view, int node, bool with_game);

// "12." or "12..." and the move as PDN 3.0 writes it with its strength ("12... 18x27!"), or
// "start" for the setup: what the page says of the position shown.
std::string node_label(const GameView& view, int node);

}  // namespace damas::web
