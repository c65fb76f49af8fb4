// Finding where a game ends without the grammar, for the plain games most archives hold.
//
// Splitting an input into games for `-j N` only needs to know where each game ends; the grammar
// (libpdn/src/grammar.hpp) finds it at a fifth of the speed of a plain scan of the bytes, and splitting runs
// on one thread while the others wait for its slices. `plain_game_length` recognises a narrow,
// common form of a game and, for that form only, gives exactly the end that the liberal grammar
// finds; for anything outside it, it answers 0 and the grammar reads the game. The reader also
// reads such games by the same scan, with every call the grammar would make for them, or built
// straight into a GameBuilder visitor (ReadOptions::plain_games_by_scan).
#pragma once

#include <cstddef>
#include <string_view>

namespace damas::pdn {

// `text` starts where the reader starts a game (after the blanks that followed the previous one).
// When the game there is plain, returns the length of the game and of the layout after it (what
// the reader passes to Visitor::input_text for it); the liberal grammar reads such a game without
// any error. Otherwise returns 0. Plain means, with blanks between the pieces:
//   tag lines `[Name "value"]` (name of letters, digits, '_'; no backslash or line end in the
//     value), then
//   move numbers `12.`, numeric moves `11-15` or `15x24x31` (squares 1-99 without a leading zero,
//     nothing glued after them), comments `{...}`, NAGs `$3`, then
//   a terminator (`1-0`, `0-1`, `1/2-1/2`, or another result the grammar takes, with nothing
//     after it on its line; or `*`, with no letter or digit glued after it),
// within the reader's length limits (kMaxTokenBytes, kMaxTextBytes).
std::size_t plain_game_length(std::string_view text);

}  // namespace damas::pdn
