// Games as CSV (`pdn convert --to csv`): one row per game, for spreadsheets and databases (RFC
// 4180: fields holding a comma, a double quote or a line end are quoted, quotes doubled; rows
// end with CRLF).
// Columns: Event, Site, Date, Round, White, Black, Result (the seven standard tags, as written;
// empty when absent), GameType (the tag, as written), Plies (moves of the main line), Outcome
// (the result on the board: 1-0, 0-1, 1/2-1/2, or * when the game had not ended) and Reason (how:
// no-pieces, no-moves, repetition, twenty-move, forcada, king-vs-king, or none). For a game that
// was not replayed, Outcome is empty and Reason says why (not_checked.hpp's why_not_judged:
// "not checked: GameType 20 (International draughts)", "not replayed: bad setup", ...).
#pragma once

#include <string>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::pdn {

// The header row.
std::string csv_header();

// The row of `game`; `replayed` is null when the game was not replayed.
std::string csv_row(const Game& game, const ReplayedGame* replayed);

}  // namespace damas::pdn
