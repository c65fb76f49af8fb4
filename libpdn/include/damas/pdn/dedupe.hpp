// Duplicate games (`pdn convert --dedupe moves|moves+tags`): the first game of each set of
// duplicates is kept. A game is known by a 128-bit hash of its main line, never by its text, so
// that memory grows by a few bytes per distinct game whatever their length.
//
// The main line is taken as the rules resolved it (start position, then each move's from and
// to squares and captured pieces), so that `32x28` for `32-28`, a capture with or without its
// full path, leading zeros, move numbers, comments and variations make no difference. Moves
// that were not resolved (a game not replayed, or the rest after an illegal move) count by the
// squares written. The variant counts (the one the game was judged under, else its GameType as
// written): Spanish and Portuguese games of the same moves are two games. With moves+tags, the
// values of the seven standard tags count too.
//
// convert_game (convert.hpp) keys a clean game as written (without the moves recorded after its
// end on the board, which it cuts into a comment), and a game kept broken as read: its
// replayed moves, then every other move of its main line as written, those after its error or
// after the end included, so that broken games differing only in what was cut stay apart.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::pdn {

enum class DedupeMode { moves, moves_and_tags };

// "moves" or "moves+tags"; nullopt for another text.
std::optional<DedupeMode> dedupe_mode(std::string_view text);

struct GameKey {
  std::uint64_t high = 0;
  std::uint64_t low = 0;

  friend bool operator==(const GameKey&, const GameKey&) = default;
};

// The key of `game` (`replayed`: its replay, or null when it was not replayed).
GameKey game_key(const Game& game, const ReplayedGame* replayed, DedupeMode mode);

// The keys of the games kept so far: an open-addressing table of keys only (16 bytes a slot,
// at most half full).
class SeenGames {
 public:
  // Records the key; false when it was already there (the game is a duplicate).
  bool insert(GameKey key);

 private:
  void grow();

  std::vector<GameKey> slots_;  // a zero key marks an empty slot
  std::size_t size_ = 0;
};

}  // namespace damas::pdn
