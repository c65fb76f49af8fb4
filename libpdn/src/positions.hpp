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

// Where the match of an action input begins, counted only if needed (see Where).
template <typename ActionInput>
Where begin_where(const ActionInput& in) {
  if constexpr (tracks_lines<ActionInput>) {
    const auto& it = in.iterator();
    return {nullptr, {it.line, it.column, it.byte}};
  } else {
    return {in.begin(), {}};
  }
}

// Where a parse input is now, counted only if needed.
template <typename Input>
Where current_where(const Input& in) {
  if constexpr (tracks_lines<Input>) {
    const auto& it = in.iterator();
    return {nullptr, {it.line, it.column, it.byte}};
  } else {
    return {in.current(), {}};
  }
}

// Where a parse input is now, counted.
template <typename Input>
SourcePosition current_position(const Input& in, Emitter& e) {
  return e.position_of(current_where(in));
}

}  // namespace damas::pdn::detail
