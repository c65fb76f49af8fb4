// The loop shared by every kind of input: parse one game, report it, recover after an error,
// and drop what has been read (buffered inputs then reuse their memory for the next game).
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string_view>
#include <tao/pegtl.hpp>

#include "actions.hpp"
#include "damas/pdn/plain_game.hpp"
#include "damas/pdn/reader.hpp"
#include "emitter.hpp"
#include "grammar.hpp"
#include "plain_game_builder.hpp"
#include "plain_game_reader.hpp"

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
// Text before anything of a game is skipped up to a line that begins a tag section: the tag
// lines after it are the next game's, not a header to skip. An error at a '[' that opens a tag
// (at_tag_opener, control.hpp) skips nothing: the next game begins there, after a '[' that opens
// no tag (alone on its line, or `[[Event`) or, in the strict dialect, a game of tags alone that
// the next game's tags stop. Its message names that '[' as a game read alone names the end of
// its input (found_token, control.hpp).
enum class Failed { before_game, in_header, in_movetext, at_tag };
template <typename Input>
void skip_rest_of_game(Input& in, Failed where) {
  namespace r = g::recovery;
  if (where == Failed::at_tag) return;
  if (where == Failed::before_game) {
    pegtl::parse<r::stray_text>(in);
    return;
  }
  if (where == Failed::in_header) {
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

// How the read loop takes the games in the plain form of plain_game.hpp.
enum class PlainGames {
  by_grammar,   // as every other game
  by_scan,      // by PlainGameReader, with all their items
  bounds_only,  // by the scan, reporting their bounds alone (ReadOptions::game_ends_only)
};

// The readers of plain games: items reported one by one, or (`builder`, when the visitor is a
// GameBuilder) built straight into the model.
struct PlainGameReaders {
  PlainGameReader reader;
  std::optional<PlainGameBuilder> builder;

  explicit PlainGameReaders(Visitor& visitor) {
    if (auto* game_builder = dynamic_cast<GameBuilder*>(&visitor)) builder.emplace(*game_builder);
  }
  std::size_t read(std::string_view text, Emitter& emitter) {
    return builder ? builder->read(text, emitter) : reader.read(text, emitter);
  }
};

// Reads the game at the start of `in` without the grammar when it is plain; false when the
// grammar must read it.
template <typename Input>
bool read_plain_game(Input& in, Emitter& emitter, PlainGames how, PlainGameReaders& readers) {
  if constexpr (tracks_lines<Input>) {
    return false;  // a stream's buffer need not hold the whole game
  } else {
    const std::string_view text(in.current(), in.size());
    const bool bounds_only = how == PlainGames::bounds_only;
    const std::size_t length = bounds_only ? plain_game_length(text) : readers.read(text, emitter);
    if (length == 0) return false;
    if (bounds_only) {
      emitter.bounds_only_game();
    } else {
      emitter.end_plain_game();
    }
    in.bump(length);
    emitter.input_text(text.substr(0, length));
    return true;
  }
}

// Matches, taking nothing, while a stream's buffer holds a byte past the current one: the
// blanks after a game are taken as far as they have come, so that the game's text is passed on
// without waiting for the stream's next bytes (the next game's, which may come minutes later).
struct held_byte {
  using rule_t = held_byte;
  using subs_t = pegtl::type_list<>;
  template <typename Input>
  static bool match(Input& in) {
    return in.buffer_occupied() > 0;
  }
};

// `Layout`: a blank, as the dialect's skip rule repeats it.
template <typename Game, typename Layout, typename Input, typename AfterGame>
void read_games(Input& in, Emitter& emitter, PlainGames plain_games, AfterGame& after_game) {
  using Skip = pegtl::star<Layout>;
  PlainGameReaders plain_readers(emitter.visitor());
  pegtl::parse<pegtl::opt<g::byte_order_mark>>(in);
  pegtl::parse<Skip>(in);
  while (!in.empty()) {
    const char* const text = in.current();  // stays in place until in.discard()
    if constexpr (tracks_lines<Input>) {
      // Blanks that came after the last game's text was passed on: with this game's text, or
      // passed on alone when no game follows them.
      pegtl::parse<Skip>(in);
      if (in.empty()) {
        emitter.input_text({text, static_cast<std::size_t>(in.current() - text)});
        break;
      }
    }
    const std::size_t start = byte_offset(in);
    emitter.start_game(current_position(in, emitter));
    if (plain_games != PlainGames::by_grammar &&
        read_plain_game(in, emitter, plain_games, plain_readers)) {
      in.discard();
      after_game(in);
      continue;
    }
    try {
      pegtl::parse<Game, action, control>(in, emitter);
      emitter.end_game();
    } catch (const TokenError& error) {
      emitter.fail_game(error.position, error.message);
      advance_to(in, emitter.offset_in_text(error.position));
      const bool at_tag = at_tag_opener(in) && byte_offset(in) > start;
      // A '[' that opens no tag where the error stands (a line of '[' and blanks) is junk before
      // the next game, not the broken header of a game whose tags follow.
      const bool junk_bracket = in.size(1) >= 1 && in.peek_char() == '[';
      const Failed where = error.before_game       ? Failed::before_game
                           : at_tag                ? Failed::at_tag
                           : junk_bracket          ? Failed::before_game
                           : emitter.in_movetext() ? Failed::in_movetext
                                                   : Failed::in_header;
      skip_rest_of_game(in, where);
      emitter.end_game();
    }
    // Every game consumes input; this guards the loop should a rule ever match nothing.
    if (byte_offset(in) == start && !in.empty()) in.bump(1);
    // Blanks after a game go with its text: a stream's, those it holds (held_byte).
    if constexpr (tracks_lines<Input>) {
      pegtl::parse<pegtl::star<held_byte, Layout>>(in);
    } else {
      pegtl::parse<Skip>(in);
    }
    emitter.input_text({text, static_cast<std::size_t>(in.current() - text)});
    in.discard();
    after_game(in);
    if constexpr (tracks_lines<Input>) {
      if (in.buffer_occupied() == 0) emitter.visitor().input_waits();
    }
  }
}

template <typename Input, typename AfterGame = KeepEverything>
void read_input(Input& in, Emitter& emitter, const ReadOptions& options,
                AfterGame after_game = {}) {
  if (options.dialect == Dialect::strict) {
    read_games<g::strict::game, g::strict::layout>(in, emitter, PlainGames::by_grammar, after_game);
  } else {
    const PlainGames plain_games = options.game_ends_only        ? PlainGames::bounds_only
                                   : options.plain_games_by_scan ? PlainGames::by_scan
                                                                 : PlainGames::by_grammar;
    read_games<g::liberal::game, g::liberal::layout>(in, emitter, plain_games, after_game);
  }
}

}  // namespace damas::pdn::detail
