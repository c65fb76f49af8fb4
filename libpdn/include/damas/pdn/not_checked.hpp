// Games the replay does not check, to be counted apart (as `pdn validate` and `pdn convert`
// summaries do): those of a GameType other than Portuguese (28) and Spanish (24) draughts,
// counted per GameType and named with PDN 3.0's name for it, and those without GameType that
// look like another variant (damas/pdn/variant_guess.hpp).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/support/json_writer.hpp"

namespace damas::pdn {

// The GameType of a game the replay left unchecked for it, or nullopt for one it checked (or
// could not, for another reason).
std::optional<int> unchecked_game_type(const Game& game, const ReplayedGame& replayed);

// Whether the replay found that the game looks like another variant.
bool looks_like_other_variant(const ReplayedGame& replayed);

// Why a game has no outcome on the board, for the CSV Reason column (csv.hpp): "not checked:
// GameType 20 (International draughts)", "not checked: another variant", "not replayed: bad
// setup"; `replayed` is null when the games are not replayed at all: "not replayed
// (--no-replay)", the text the CSV format documents for `pdn convert --no-replay`. Empty for a
// game that has its outcome.
std::string why_not_judged(const Game& game, const ReplayedGame* replayed);

class NotCheckedCounts {
 public:
  void add_game_type(int game_type) { ++by_game_type_[game_type]; }
  void add_other_variant() { ++other_variants_; }

  // Games of an unchecked GameType.
  std::size_t game_types() const;
  std::size_t other_variants() const { return other_variants_; }

  // "1273 GameType 20 (International draughts), 466 GameType 25 (Russian draughts)", in the
  // order of the numbers.
  std::string by_game_type() const;
  // The same as a JSON array: [{"game_type": 20, "variant": "International draughts",
  // "games": 1273}, ...].
  void write_by_game_type(support::JsonWriter& json) const;

 private:
  std::map<int, std::size_t> by_game_type_;
  std::size_t other_variants_ = 0;
};

}  // namespace damas::pdn
