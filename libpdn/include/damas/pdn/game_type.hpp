// The GameType tag: its number, and the name PDN 3.0 gives the game of each number.
#pragma once

#include <optional>
#include <string_view>

namespace damas::pdn {

// The game type number a GameType value starts with ("20" and "20,W,10,10,N2,0" give 20), or
// nullopt when it does not start with one to three digits.
std::optional<int> game_type_number(std::string_view value);

// The name of game type `number` in PDN 3.0's table ("International draughts" for 20,
// "English draughts" for 21, ... "Portuguese draughts" for 28, "Frisian draughts" for 40), or
// "not a PDN 3.0 game type" for a number the table does not give (lidraughts writes 96 to 98
// for its own variants).
std::string_view game_type_name(int number);

}  // namespace damas::pdn
