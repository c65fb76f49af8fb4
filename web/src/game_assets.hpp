// The style and the script of game pages (game_page.hpp), kept apart from the C++ that writes
// the markup they work on.
#pragma once

#include <string>

namespace damas::web {

const std::string& game_style();
// The viewer: reads the JSON of game_data.hpp, redraws the board, follows clicks, buttons, keys
// and links (#game=N&ply=P&variation=PATH). No rules in it: every position comes from the data.
const std::string& game_script();

}  // namespace damas::web
