// The game model: header tags and a tree of moves.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/lazy_vector.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/read_warning.hpp"
#include "damas/pdn/remark.hpp"
#include "damas/pdn/result.hpp"
#include "damas/pdn/source_position.hpp"
#include "damas/pdn/tag.hpp"

namespace damas::pdn {

struct Node;

// A sequence of moves: the main line of a game or one variation. `trailing` holds what follows
// the last move's annotations (e.g. a comment after the last variation).
struct Line {
  std::vector<Node> nodes;
  std::vector<Remark> trailing;

  friend bool operator==(const Line&, const Line&) = default;
};

struct Nag {
  int value = 0;  // $1 = good move, $7 = forced move, $902: any number is kept
  SourcePosition position;

  friend bool operator==(const Nag&, const Nag&) = default;
};

// One move and everything attached to it. Each variation replaces this move: it starts from the
// position before it. The lists are nearly always empty: they hold nothing until used.
struct Node {
  LazyVector<Remark> before;          // comments etc. between the previous move's and this one
  std::optional<MoveNumber> number;   // as written, if it was
  Move move;
  SourcePosition position;            // of the move token
  std::string strength;               // "!", "?", "!!", "?!", "!?", "??", "(?)", ... as written
  LazyVector<Nag> nags;
  LazyVector<Remark> after;           // comments right after the move, before any variation
  LazyVector<Line> variations;

  friend bool operator==(const Node&, const Node&) = default;
};

struct Game {
  std::size_t number = 0;  // 1-based, in its input
  SourcePosition position;
  std::vector<Tag> tags;   // in the order read
  Line moves;              // the main line
  std::optional<Result> result;
  // What the reader read outside PDN 3.0 (the forms of printed scores, unquoted tag values), in
  // the order reported; the replay reports them with its own diagnostics. How the text was
  // written, not part of the record: == leaves them out (a game written back and read again
  // is the same game).
  std::vector<ReadWarning> read_warnings;

  // The value of the first tag with this name, or nullptr.
  const std::string* tag(std::string_view name) const;
  // Gives the first tag with this name the value, or adds the tag at the end.
  void set_tag(std::string_view name, std::string value);

  // Every member but read_warnings.
  friend bool operator==(const Game& a, const Game& b) {
    return a.number == b.number && a.position == b.position && a.tags == b.tags &&
           a.moves == b.moves && a.result == b.result;
  }
};

}  // namespace damas::pdn
