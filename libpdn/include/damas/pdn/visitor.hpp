// The streaming interface of the reader: one call per thing read, in input order, with no game
// model built. Strings passed in are only valid during the call (they point into the input or
// into a scratch buffer); all text is UTF-8.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

#include "damas/pdn/error.hpp"
#include "damas/pdn/move.hpp"
#include "damas/pdn/read_warning.hpp"
#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

struct MoveEvent {
  std::optional<MoveNumber> number;  // the move number written just before, if any
  std::string_view text;             // the token as written
  std::span<const Square> squares;
  Separator separator = Separator::none;
  std::string_view strength;         // "" when none; "*" is passed as written
  SourcePosition position;
};

// Override what you need; every call defaults to doing nothing. Calls come in this shape:
//   begin_game (tag | comment | escape_line | setup)* then movetext calls
//   (move | nag | comment | escape_line | setup | begin_variation ... end_variation)*
//   result? end_game
// and error() may come anywhere between begin_game and end_game; the rest of that game is then
// skipped. Comments placed before a game's tags come right after its begin_game. warning() comes
// anywhere between begin_game and end_game too: right after the item concerned, or (for a form
// counted over the whole game) just before end_game.
class Visitor {
 public:
  virtual ~Visitor() = default;

  virtual void begin_game(std::size_t /*number*/, SourcePosition /*position*/) {}
  virtual void tag(std::string_view /*name*/, std::string_view /*value*/, SourcePosition) {}
  virtual void move(const MoveEvent& /*move*/) {}
  virtual void nag(int /*value*/, SourcePosition) {}
  virtual void comment(std::string_view /*text*/, SourcePosition) {}
  virtual void escape_line(std::string_view /*text*/, SourcePosition) {}
  virtual void setup(std::string_view /*text*/, SourcePosition) {}
  virtual void begin_variation(SourcePosition) {}
  virtual void end_variation() {}
  virtual void result(std::string_view /*text*/, SourcePosition) {}
  virtual void end_game() {}
  virtual void error(const ReadError& /*error*/) {}
  // A form outside PDN 3.0 that the liberal reader read (see read_warning.hpp); the game goes on.
  virtual void warning(const ReadWarning& /*warning*/) {}

  // The input's bytes as read (before any conversion), for visitors that keep or pass on a
  // game's original text. After each game's end_game (and once after text that held no game),
  // the bytes read since the previous call: a game's text runs from its first byte (comments
  // before its tags included) to where the next game begins, blanks after it included.
  // Only a byte order mark and blanks before the first game are not passed.
  virtual void input_text(std::string_view /*bytes*/) {}
  // A stream (a pipe, a FIFO, a terminal) has been read as far as it has come, every game in it
  // passed on with its input_text, and the reader is about to ask it for more, which may wait:
  // a live stream (a relay, `tail -f`) may send its next game minutes later. A visitor that
  // holds a game or output back for what may follow hands it on now. Blanks that come after a
  // game then go with the next game's text. Never called for a file read whole or a text.
  virtual void input_waits() {}

  // Asks the reader to stop reporting the current game: it still parses it (to find where it
  // ends) but makes no more calls for it except end_game. Cleared at the next begin_game.
  void skip_game() { skip_requested_ = true; }
  bool skip_requested() const { return skip_requested_; }
  void clear_skip() { skip_requested_ = false; }

 private:
  bool skip_requested_ = false;
};

}  // namespace damas::pdn
