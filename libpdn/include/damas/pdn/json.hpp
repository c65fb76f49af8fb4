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

#include <stdexcept>
#include <string>
#include <string_view>

#include "damas/pdn/game.hpp"
#include "damas/support/json_writer.hpp"

namespace damas::pdn {

void write_json(const Game& game, support::JsonWriter& json);
std::string to_json(const Game& game);  // one line, no newline

struct JsonError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads one game written by `write_json`; throws JsonError naming what is wrong.
Game game_from_json(std::string_view line);

}  // namespace damas::pdn
