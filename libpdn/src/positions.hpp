// Source positions of what the reader reports, for both kinds of input it reads.
#pragma once

#include <cstddef>
#include <type_traits>

#include "damas/pdn/source_position.hpp"
#include "emitter.hpp"

namespace damas::pdn::detail {

// Positions. Buffered inputs track lines as they go (their data moves as games are dropped);
// inputs in memory track nothing while matching, which keeps backtracking cheap, and the
// emitter counts lines up to each position asked for (see Emitter::position_at).
template <typename Input>
inline constexpr bool tracks_lines = !std::is_pointer_v<typename Input::iterator_t>;

// Where the match of an action input begins.
template <typename ActionInput>
SourcePosition begin_position(const ActionInput& in, Emitter& e) {
  if constexpr (tracks_lines<ActionInput>) {
    const auto& it = in.iterator();
    return {it.line, it.column, it.byte};
  } else {
    return e.position_at(in.begin());
  }
}

// Where a parse input is now.
template <typename Input>
SourcePosition current_position(const Input& in, Emitter& e) {
  if constexpr (tracks_lines<Input>) {
    const auto& it = in.iterator();
    return {it.line, it.column, it.byte};
  } else {
    return e.position_at(in.current());
  }
}

}  // namespace damas::pdn::detail
