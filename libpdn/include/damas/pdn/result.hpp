// The game terminator: a result or `*`.
#pragma once

#include <string>
#include <string_view>

#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

// As written: "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*", or the Russian "1:0",
// "0:1", "1/2:1/2".
struct Result {
  std::string text;
  SourcePosition position;

  friend bool operator==(const Result&, const Result&) = default;
};

// The PDN 3.0 spelling of a terminator: ':' becomes '-' ("1:0" is "1-0"); the rest is unchanged.
std::string canonical_result(std::string_view text);

// A game's end as the liberal reader passes it on (Visitor::result): a PDN terminator, or the
// printed forms of docs/printed-scores.md: "GB", "GN" (ganham as brancas, as negras), "EMP" and
// "empate", "½-½", a result in brackets ("[1:0]"), "abandono" (a resignation), or two of these
// side by side ("1-0 abandono", "GB (abandono)").
struct GameEnd {
  // The PDN terminator: the text itself for a PDN one, else the Default form (1-0, 0-1,
  // 1/2-1/2; "*" for results that disagree). Empty for a resignation alone: its winner is the
  // side that was not to move, which the text alone does not say.
  std::string_view result;
  bool printed = false;      // a printed form: `result` is how it is read
  bool disagreeing = false;  // two results that are not the same: `result` is "*"
};
GameEnd read_game_end(std::string_view written);

}  // namespace damas::pdn
