// What PDN 3.0 cannot hold, and the nearest form it can. The liberal reader keeps games as real
// files write them; some of that has no place in the PDN 3.0 grammar (the strict reader):
//   - a tag name that is not a PDN name (a capital letter, then letters, digits or '_'):
//     `[white "..."]`, `[&#x00c9;v&#x00e9;nement "..."]`, `[Белые "..."]`;
//   - a move that PDN 3.0 cannot write: an unknown move `-`, Russian short notation `gf4`;
//   - a comment holding '}' (read from `(...)` or a `;` comment): PDN 3.0 comments cannot;
//   - an empty variation `()`, and a game with neither tags nor moves;
//   - what no reader gives but a program may set, which would end its token early or start
//     another game: a strength that is not '!' and '?' marks (bare or in parentheses), a comment
//     or setup holding a line that begins a tag section, a setup holding '/', an escape line
//     holding a line end.
// to_pdn30_form rewrites such a game into the nearest form PDN 3.0 holds, keeping the original
// where the strict reader reads it back (an escape line, a comment), so that nothing is lost:
//   - a tag of a bad name is kept as read in an escape line, `%[white "..."]`, at the start of
//     the movetext; when upper-casing its first letter makes it a PDN name that the game has
//     not got, the tag is also written under that name (`[White "..."]`);
//   - the line from a move that cannot be written on goes into remarks (cut_line);
//   - a comment holding '}' or a tag line, a setup holding '/' or a tag line, or an escape line
//     holding line ends, becomes escape lines, one per line of its text (so does a tag kept in
//     an escape line);
//   - a strength that is none goes into a comment right after its move;
//   - an empty variation gets an empty comment; so does a game with neither tags nor moves.
// The PDN writer (writer.hpp) writes every game in this form; a caller that wants to say what
// changed (pdn convert warns) calls to_pdn30_form first and reports its list.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/game.hpp"

namespace damas::pdn {

// One thing rewritten, and where it was read.
struct FormChange {
  SourcePosition position;
  // "tag name \"white\" is not a PDN 3.0 name: written as White, and as read in an escape
  // line"; the text quoted on one line (support/quoted.hpp).
  std::string what;
};

// Whether the writer writes `game` as it is: nothing in it needs to_pdn30_form. Cheap (one
// look at each tag, move and comment): the writer asks it for every game.
bool holds_pdn30_form(const Game& game);

// Rewrites `game` as said above and returns what it changed, in the order of the game's text
// (nothing for a game that holds_pdn30_form).
std::vector<FormChange> to_pdn30_form(Game& game);

// The part of a line cut out of the moves (`rest`, whose first move is ply `first_ply` + 1 of
// the game), kept as remarks that both readers read back: its movetext as written
// (write_movetext) in one comment, opened by `preamble` when there is one; or, when that text
// holds '}' (a comment of its own: comments do not nest), `preamble` alone in a comment and the
// movetext in escape lines, one per line, so that every comment and variation of it keeps its
// braces and parentheses (taking the '%' off each line gives the movetext back).
std::vector<Remark> line_as_remarks(const Line& rest, int first_ply, std::string_view preamble);

// Cuts `line` from its node `at` on (its trailing remarks included) into line_as_remarks, its
// move `at` being ply `first_ply` + 1 of the game, placed where the reader puts remarks written
// after the line's last move kept: with that move's annotations (Node::after), or in
// Line::trailing when it has variations or no move is kept. Reading the written game back gives
// the same game.
void cut_line(Line& line, std::size_t at, int first_ply, std::string_view preamble);

}  // namespace damas::pdn
