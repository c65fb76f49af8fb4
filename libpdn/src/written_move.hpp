// A move as the replay reads it, and what it names in a position: shared by the replay of a
// line (replayer.hpp) and the search for the move an illegal one was meant as (repair_search.hpp).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "damas/pdn/game.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/source_position.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/notation.hpp"
#include "emitter.hpp"

namespace damas::pdn::detail {

// A move as written, as the replay reads it: a Node's move, or one the scan of a plain game has
// just recognised (nothing of it is kept after the call it is given to).
struct WrittenMove {
  const std::optional<MoveNumber>& number;
  std::string_view text;
  std::span<const Square> squares;
  Separator separator;
  // Where the move is written: `known`, or, for a move of the text `lines` is reading, found
  // there only when a report needs it (finding it for every move took a fiftieth of validating).
  SourcePosition known;
  Emitter* lines = nullptr;

  SourcePosition position() const {
    return lines != nullptr ? lines->position_at(text.data()) : known;
  }
};

// The move of a node, as the replay reads it.
inline WrittenMove written(const Node& node) {
  const Squares& squares = node.move.squares;
  return {node.number,
          node.move.text,
          {squares.data(), squares.size()},
          node.move.separator,
          node.position};
}

// Whether the line goes on with the move `match` found (a notation warning does not stop it).
inline bool goes_on(const rules::MoveMatch& match) {
  return match.status == rules::MatchStatus::legal ||
         match.status == rules::MatchStatus::quiet_written_as_capture;
}

// Converts the written squares to the squares of `board` into `text`; false (with `problem`
// set) when a square does not exist there.
bool board_text(const WrittenMove& move, rules::Board board, rules::ParsedMoveText& text,
                std::string& problem);

// What the written move names in the position of `state` (`text` is scratch space, reused from
// move to move).
rules::MoveMatch match_written(const WrittenMove& move, const rules::Adjudicator& state,
                               rules::Board board, rules::ParsedMoveText& text);

}  // namespace damas::pdn::detail
