// What the PDN writer (writer.hpp) writes so that the reader reads back the same game: checks
// on games that did not come from the PDN reader (JSON Lines input), so that no field can carry
// PDN syntax into the output (a tag value ending the tag and starting another game, a strength
// holding moves, a NAG too large to read back).
//
// "The same game" is the record_difference of the tests: the same tags, moves, strengths,
// NAGs, remarks, variations and result, with what the writer normalises on purpose left aside
// (move numbers, the spelling of moves and separators, the tag order, the canonical FEN, `*`
// for a missing terminator, and what PDN 3.0 cannot hold, written in its nearest form:
// pdn30_form.hpp).
//
// Each check looks at one object as the JSON form has it (json.hpp) and returns nothing when it
// is fine, or the member at fault and why ("strength", "not a strength: ...").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "damas/pdn/game.hpp"

namespace damas::pdn::detail {

struct Flaw {
  std::string member;  // as the JSON form names it: "strength", "before", "squares"
  std::string reason;
};

// The largest move number and NAG the reader reads: nine digits.
inline constexpr int kMaxWrittenNumber = 999'999'999;

// A tag: a name the reader reads as one (no blank, quote or bracket) and a value on one line,
// each within the reader's length bounds.
std::optional<Flaw> tag_flaw(const Tag& tag);

// A comment ("comment", "commands"), escape line ("escape") or setup ("setup").
std::optional<Flaw> remark_flaw(const Remark& remark);

// A node: its move text a move as the reader reads it, of the squares and separator given, and
// a strength as the reader reads one; in the main line (`main_line`), also a move that cannot
// be read, as the reader keeps one there ("15-2A": no squares, no strength).
std::optional<Flaw> node_flaw(const Node& node, bool main_line);

// A terminator the reader reads as one: "1-0", "0-1", "1/2-1/2", "*", ... (result.hpp).
std::optional<Flaw> result_flaw(const Result& result);

// The move numbers the writer writes for the game fit in the reader's nine digits (they count
// on from the first move's number through the longest line). Only the "moves" member can be
// at fault.
std::optional<Flaw> numbering_flaw(const Game& game);

}  // namespace damas::pdn::detail
