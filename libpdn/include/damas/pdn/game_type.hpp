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

// True for GameType 23 written in a full form other than American pool's `23,B,8,8,N1,0`:
// PDN 3.0 gives the same number to unified and Zimbabwean pool (`23,W,8,8,A0,0`) and Jamaican
// pool (`23,B,8,8,A1,1`), whose rules are not American pool's.
bool is_other_pool(std::string_view value);

}  // namespace damas::pdn
