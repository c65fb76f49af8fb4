// What a page's script reads (game_page.hpp): the positions of a game and the board's geometry,
// as JSON to embed in <script type="application/json"> elements.
//
// A game: {"number":3, "nodes":[NODE...], "lines":{"":[0,1,..],"3.1":[0,1,2,9,..]}} with
//   NODE = {"parent":-1, "ply":0, "line":"", "board":"wwww....", "side":"w",
//           "move":{"from":11,"to":15,"landings":[15],"captured":[]}, "marks":"<rect../>",
//           "status":"2. 11-15 - Black to move", "eval":0.35}
// `board` gives the squares of the game's board by number (1 first; 32 on the Iberian board,
// 50 on the International one): w b men, W B kings, '.' empty; move squares are numbers too;
// `marks` the SVG of the last move's marks (svg_board.hpp, as seen from White); move and eval
// only where there is one. The geometry: {"centres":[[[x,y]...], [[x,y]...]],
// "flip":"rotate(..)"} gives each square's centre (by number) with White, then with Black at
// the bottom. The page holds the geometry of its boards' usual shape (the Iberian board); a
// game on another board carries its own, as "geometry" in its data.
#pragma once

#include <string>

#include "damas/diagram/layout.hpp"
#include "damas/diagram/theme.hpp"
#include "damas/web/game_view.hpp"

namespace damas::web {

// `layout` is the measures of the game's board; `own_geometry` adds its geometry.
std::string game_data_json(const GameView& view, const diagram::DiagramLayout& layout,
                           const diagram::Theme& theme, bool own_geometry);

std::string board_geometry_json(const diagram::DiagramLayout& layout);

// `json` made safe inside a <script> element: every '<' (only ever inside strings) written
// \u003c, so that no "</script>" or "<!--" can appear.
std::string script_safe(std::string json);

}  // namespace damas::web
