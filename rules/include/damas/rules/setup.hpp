// Whether a placement can be the setup of a game: the one check every reader of positions
// (FEN text, a game's FEN tag, a command's --fen) applies, so that no command searches, draws or
// replays a position another command refuses.
//
// A setup is impossible when a side has more pieces than it starts with (12), or a man stands
// on its own promotion row (it would have been crowned there). Everything else is a position
// a game can reach or a composer can set: an empty side, a side to move without a move.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "damas/rules/position.hpp"

namespace damas::rules {

inline constexpr int kMaxPiecesPerSide = 12;

struct SetupFault {
  Color side;          // the side whose pieces are wrong
  Square square;       // the man on its promotion row; kNoSquare for too many pieces
  std::string message; // "13 White pieces: a side has at most 12"
};

// The messages of the two faults, shared with the other variants' check (family/notation.hpp):
// "13 White pieces: a side has at most 12", "a White man on 30, its own promotion row (it would
// be a king)".
std::string too_many_pieces_message(std::string_view side, int pieces, int most);
std::string crowned_man_message(std::string_view side, std::string_view square);

// The first fault of `position` as a setup (White's before Black's, too many pieces before a
// man on its promotion row); nullopt when it can be set up.
std::optional<SetupFault> setup_fault(const Position& position);

}  // namespace damas::rules
