// Games as JSON Lines (one object per game), lossless: every field of the model, positions
// included, so that a game read back from JSON is equal to the one written.
//
//   {"game":1,"at":[line,column,byte],
//    "tags":[{"name":"Event","value":"...","at":[...]}],
//    "moves":LINE, "result":{"text":"1-0","at":[...]}}          ("result" absent if none)
//   LINE   = {"nodes":[NODE...],"trailing":[REMARK...]}
//   NODE   = {"before":[REMARK...],"number":12,"second":false,   ("number" absent if none)
//             "move":"32-28","squares":[32,28],"separator":"-", ("a3" for alphanumeric squares;
//             "at":[...],"strength":"!","nags":[{"nag":1,"at":[...]}],   separator "" - x :)
//             "after":[REMARK...],"variations":[LINE...]}
//   REMARK = {"comment":"...","commands":[{"name":"clock","value":"..."}],"at":[...]}
//          | {"escape":"...","at":[...]} | {"setup":"...","at":[...]}
// A square name has at most two characters (pdn::Square::kMaxNameSize): a file and a rank, or
// the file alone that starts a short move ("ed4").
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "damas/pdn/game.hpp"
#include "damas/support/json_writer.hpp"

namespace damas::pdn {

void write_json(const Game& game, support::JsonWriter& json);
std::string to_json(const Game& game);  // one line, no newline

struct JsonError : std::runtime_error {
  explicit JsonError(const std::string& message, std::size_t at_column = 0)
      : std::runtime_error(message), column(at_column) {}
  // Where in the line the text stops being JSON (1 for its first byte), for JSON that is not
  // well-formed; 0 for a game that is JSON but not of this form (the message names the member).
  std::size_t column = 0;
};

// Reads one game of the form above (a line that `write_json` wrote, or any other), in time and
// memory linear in its length. Throws JsonError naming the first member at fault by its path
// and saying why (`moves.nodes[3].strength: "!\n[Event" is not a strength ...`):
//   - JSON that is not well-formed or not UTF-8; a member missing, repeated, unknown or of
//     the wrong type; a number out of range (squares 1 to 99; move numbers and NAGs up to
//     999999999, which the PDN reader reads; positions and the game number up to 2^63 - 1);
//   - variations nested deeper than the PDN reader reads (kMaxVariationDepth);
//   - anything that PDN written by write_game would not read back as the same game
//     (writable.hpp): a tag name with a blank, quote or bracket; a tag value, escape line or
//     `%` line with a line end; a setup with '/'; a move text that is not a move, or not of the
//     squares and separator given (in the main line, a move that cannot be read, as the PDN
//     reader keeps one there, has no squares); a strength that is not `!`/`?` marks; a terminator
//     that is not one; a comment or setup holding CR LF; commands that are not their comment's; a
//     text longer than the reader reads.
// Remarks are placed where the PDN reader places them (builder.hpp): those between two moves
// with no variation between them go to the first move's `after`, those at the end of a line
// whose last move has no variation to that move's `after` (they are written at the same place).
// So every game it returns, written as PDN and read back, is the same game (the tests'
// record_difference: what write_game normalises on purpose aside), and so is its JSON.
Game game_from_json(std::string_view line);

}  // namespace damas::pdn
