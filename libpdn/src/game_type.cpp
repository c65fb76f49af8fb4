#include "damas/pdn/game_type.hpp"

#include <array>
#include <utility>

namespace damas::pdn {

std::optional<int> game_type_number(std::string_view value) {
  std::size_t digits = 0;
  while (digits < value.size() && value[digits] >= '0' && value[digits] <= '9') ++digits;
  if (digits == 0 || digits > 3) return std::nullopt;
  int number = 0;  // at most three digits
  for (std::size_t i = 0; i < digits; ++i) number = number * 10 + (value[i] - '0');
  return number;
}

std::string_view game_type_name(int number) {
  // PDN 3.0, "GameType": 0 to 19 are chess, Chinese chess and numbers kept for later games, 42
  // to 49 are kept too; 50 is Othello.
  static constexpr std::array<std::pair<int, std::string_view>, 17> kNames = {{
      {0, "chess"},
      {1, "Chinese chess"},
      {20, "International draughts"},
      {21, "English draughts"},
      {22, "Italian draughts"},
      {23, "pool checkers"},  // American pool, or another pool in a full form
      {24, "Spanish draughts"},
      {25, "Russian draughts"},
      {26, "Brazilian draughts"},
      {27, "Canadian draughts"},
      {28, "Portuguese draughts"},
      {29, "Czech draughts"},
      {30, "Turkish draughts"},
      {31, "Thai draughts"},
      {40, "Frisian draughts"},
      {41, "Spantsiretti"},
      {50, "Othello"},
  }};
  for (const auto& [type, name] : kNames) {
    if (type == number) return name;
  }
  return "not a PDN 3.0 game type";
}

bool is_other_pool(std::string_view value) {
  return game_type_number(value) == 23 && value != "23" && value != "23,B,8,8,N1,0";
}

}  // namespace damas::pdn
