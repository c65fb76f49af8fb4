// The loop shared by every kind of input: parse one game, report it, recover after an error,
// and drop what has been read (buffered inputs then reuse their memory for the next game).
#pragma once

#include <algorithm>
#include <cstddef>
#include <tao/pegtl.hpp>

#include "actions.hpp"
#include "damas/pdn/grammar.hpp"
#include "damas/pdn/plain_game.hpp"
#include "damas/pdn/reader.hpp"
#include "emitter.hpp"

namespace damas::pdn::detail {

template <typename Input>
std::size_t byte_offset(const Input& in) {
  if constexpr (tracks_lines<Input>) {
    return in.iterator().byte;
  } else {
    return static_cast<std::size_t>(in.current() - in.begin());
  }
}

// Moves the input forward to `byte` (an error's offset, at or after the current one).
template <typename Input>
void advance_to(Input& in, std::size_t byte) {
  const std::size_t here = byte_offset(in);
  if (byte <= here) return;
  const std::size_t wanted = byte - here;
  in.bump(std::min(wanted, in.size(wanted)));
}

// Skips what is left of a game after an error, up to its terminator or the next tag section.
template <typename Input>
void skip_rest_of_game(Input& in, bool in_header) {
  namespace r = g::recovery;
  if (in_header) {
    pegtl::parse<r::rest_of_tag_line>(in);
    if (pegtl::parse<r::end_word>(in)) return;
    pegtl::parse<r::following_tag_lines>(in);
  }
  pegtl::parse<r::rest_of_game>(in);
}

// Called after each game; inputs that can release what was read do it there.
struct KeepEverything {
  template <typename Input>
  void operator()(const Input&) const {}
};

// Delimits the game at the start of `in` by a scan of its bytes, when it is plain and only its
// bounds are wanted (ReadOptions::game_ends_only); false when the grammar must read it.
template <typename Input>
bool read_plain_game(Input& in, Emitter& emitter) {
  if constexpr (tracks_lines<Input>) {
    return false;  // a stream's buffer need not hold the whole game
  } else {
    const char* const text = in.current();
    const std::size_t length = plain_game_length({text, in.size()});
    if (length == 0) return false;
    in.bump(length);
    emitter.bounds_only_game();
    emitter.input_text({text, length});
    return true;
  }
}

template <typename Game, typename Skip, typename Input, typename AfterGame>
void read_games(Input& in, Emitter& emitter, bool plain_games_by_scan, AfterGame& after_game) {
  pegtl::parse<pegtl::opt<g::byte_order_mark>>(in);
  pegtl::parse<Skip>(in);
  while (!in.empty()) {
    const char* const text = in.current();  // stays in place until in.discard()
    const std::size_t start = byte_offset(in);
    emitter.start_game(current_position(in, emitter));
    if (plain_games_by_scan && read_plain_game(in, emitter)) {
      in.discard();
      after_game(in);
      continue;
    }
    try {
      pegtl::parse<Game, action, control>(in, emitter);
      emitter.end_game();
    } catch (const TokenError& error) {
      const bool in_header = !emitter.in_movetext();
      emitter.fail_game(error.position, error.message);
      advance_to(in, emitter.offset_in_text(error.position));
      skip_rest_of_game(in, in_header);
    }
    // Every game consumes input; this guards the loop should a rule ever match nothing.
    if (byte_offset(in) == start && !in.empty()) in.bump(1);
    pegtl::parse<Skip>(in);  // blanks after a game go with its text
    emitter.input_text({text, static_cast<std::size_t>(in.current() - text)});
    in.discard();
    after_game(in);
  }
}

template <typename Input, typename AfterGame = KeepEverything>
void read_input(Input& in, Emitter& emitter, const ReadOptions& options,
                AfterGame after_game = {}) {
  if (options.dialect == Dialect::strict) {
    read_games<g::strict::game, g::strict::skip>(in, emitter, false, after_game);
  } else {
    read_games<g::liberal::game, g::liberal::skip>(in, emitter, options.game_ends_only, after_game);
  }
}

}  // namespace damas::pdn::detail
