// Reading game archives: the games of named inputs (files, or "-" for standard input), one game
// at a time, as PDN or JSON Lines. Each input is opened once as InputFile: a regular file is
// memory-mapped, anything else (a FIFO, a pipe such as /dev/fd/63 or /dev/stdin, a character
// device) is read as a stream in bounded memory. Games can also be split into slices of text
// read elsewhere (what the `-j N` pipeline of archive_pipeline.hpp does); game_reader.hpp pulls
// games one by one over all of this.
#pragma once

#include <cstddef>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "damas/pdn/error.hpp"
#include "damas/pdn/game.hpp"
#include "damas/pdn/input_file.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/pdn/guessed_pieces.hpp"

namespace damas::pdn {

// One game as read: either built, or broken by a syntax error (then `game` holds the number,
// position and the tags read before the error, and `error` says what went wrong), or replayed
// as it was read (ArchiveOptions::replay: then `game` has no moves and `replayed` is its replay).
struct ArchiveGame {
  std::string source;  // the input's name as given ("-" for standard input)
  Game game;
  std::optional<ReadError> error;
  std::string text;  // the game's original text, when ArchiveOptions::keep_text (ending a line)
  std::optional<ReplayedGame> replayed;
};

// A line of JSON Lines holds a whole game: it may be as long as a game read from a stream. A
// longer line is reported as a broken game, and the reading goes on after it.
inline constexpr std::size_t kMaxJsonLineBytes = kMaxStreamGameBytes;

struct ArchiveOptions {
  ReadOptions read;
  // Also read JSON Lines (the lossless form `pdn convert --to json` writes): inputs named
  // .jsonl or .json, or whose first non-blank line opens an object with a quoted key (looked
  // for in a stream's first 64 KiB).
  bool json = false;
  // Give games their original text (from the game's first byte to where the next one begins,
  // with a line end added if it has none there).
  bool keep_text = false;
  // Replay the games in the plain form as they are read, with these options, instead of
  // building their moves (GameBuilder::replay_plain_games): for a command that wants only
  // the replay's verdict. Other games come built, to be replayed by replay.
  std::optional<ReplayOptions> replay;
};

// What reading the inputs tells its caller besides the games. Either may be left empty.
struct InputEvents {
  // An input could not be opened or read to its end, or changed while it was read: its name as
  // given and the reason ("No such file or directory"). The next input is read.
  std::function<void(const std::string& source, const std::string& reason)> failed;
  // Standard input is about to be read and it is a terminal: a person is to type the games in
  // (a program may want to say so, or it would seem to hang).
  std::function<void()> reading_terminal;
  // A stream of PDN has been read as far as it has come, every game in it handed on, and the
  // reading is about to wait for more (Visitor::input_waits): a program that writes what it
  // makes of the games flushes its output here, so that a reader of a live stream's results
  // (`tail -f live.pdn | pdn convert`) gets each game without waiting for the next. Called by
  // read_inputs, split_inputs and process_games (with several jobs, once every game read so far
  // is processed and emitted).
  std::function<void()> waiting;
};

// What the caller's own code (a callback handed games) threw while an input was read, carried
// out of for_each_input to be thrown again as it was: an output that cannot be written while
// the games are handed on is no failure of the input. Not a std::exception, so that nothing on
// the way takes it for one.
struct CallerFailure {
  std::exception_ptr thrown;
};

// Runs `work`, the caller's code, carrying what it throws as a CallerFailure.
template <class Work>
decltype(auto) carry_failure(Work&& work) {
  try {
    return std::forward<Work>(work)();
  } catch (const CallerFailure&) {
    throw;  // carried already (a callback that reads inputs itself)
  } catch (...) {
    throw CallerFailure{std::current_exception()};
  }
}

// Opens every input in turn (none: standard input) and runs `read` on it, then checks that a
// mapped file did not change meanwhile (InputFile::check). Returns false when an input could not
// be opened or read to its end, or changed while it was read (each reported to events.failed).
// What `read` throws is the input's failure, except a CallerFailure: the exception it carries
// is thrown again, out of for_each_input, and the inputs after it are not read.
bool for_each_input(const InputEvents& events, const std::vector<std::string>& inputs,
                    const std::function<void(InputFile&)>& read);

// Reads every input in turn and hands each game to `on_game`. Returns false when an input could
// not be read, as for_each_input says. What `on_game` throws goes out of read_inputs as it was
// thrown, not reported as the input's failure (carry_failure).
bool read_inputs(const InputEvents& events, const std::vector<std::string>& inputs,
                 const ArchiveOptions& options, const std::function<void(ArchiveGame&&)>& on_game);

// The number of games of the inputs, as read_inputs would give them (delimited, not built: a
// quarter of the work of reading them); an input that cannot be read is reported to
// events.failed and adds the games read before the failure. Reads the inputs, so a stream given
// here cannot be read again.
std::size_t count_games(const InputEvents& events, const std::vector<std::string>& inputs,
                        const ArchiveOptions& options);

// Reads the games of a text held in memory as read_inputs reads an input, named `source` in the
// games and errors: PDN, or JSON Lines when options.json and the text looks like it (its first
// non-blank character opens an object with a quoted key).
void read_text_games(std::string_view source, std::string_view text, const ArchiveOptions& options,
                     const std::function<void(ArchiveGame&&)>& on_game);

// A piece of an input that holds whole games, as the reader delimits them, to be read (built)
// elsewhere by read_slice: splitting only finds where games begin and end, so that the games
// can be built on the threads that use them.
struct InputSlice {
  std::string source;
  std::string text;              // from a game's first byte to where a later game begins
  std::size_t first_game = 1;    // the number of its first game (JSON Lines: its first line)
  std::size_t games = 0;         // how many games it holds
  SourcePosition position;  // of the text's first byte
  bool json = false;             // the text is lines of JSON Lines
  // A last game whose text could not be kept (too long for a stream's buffer, which ends the
  // reading, or a line of JSON Lines longer than kMaxJsonLineBytes, alone in its slice), as
  // splitting found it: its number, position and error (not its tags).
  std::optional<ArchiveGame> lost_game;
};

// Like read_inputs, with slices handed to `on_slice` instead of games: about `slice_bytes` of
// text each (0: one game each) and at most kMaxSliceGames games, since what is made of a game
// can be far larger than its text (an empty game of two bytes brings a report of hundreds). A
// stream that waits (InputEvents::waiting) hands on the slice being filled first.
// What `on_slice` throws goes out of split_inputs as it was thrown.
inline constexpr std::size_t kMaxSliceGames = 64;
bool split_inputs(const InputEvents& events, const std::vector<std::string>& inputs,
                  const ArchiveOptions& options, std::size_t slice_bytes,
                  const std::function<void(InputSlice&&)>& on_slice);

// Splits one opened input as split_inputs does. Throws what reading it throws. `on_wait`, when
// set, is called when a stream has been read as far as it has come, once the slice being filled
// is handed on, however small (InputEvents::waiting).
void split_input(InputFile& file, const ArchiveOptions& options, std::size_t slice_bytes,
                 const std::function<void(InputSlice&&)>& on_slice,
                 const std::function<void()>& on_wait = {});

// Reads the games of a slice from split_inputs, exactly as read_inputs would have given them.
void read_slice(InputSlice&& slice, const ArchiveOptions& options,
                const std::function<void(ArchiveGame&&)>& on_game);

// Like split_inputs for what is left of one input held in memory, from `origin` on (`text`
// starts there, where a game begins).
void split_text(std::string_view source, std::string_view text, const TextOrigin& origin,
                const ArchiveOptions& options, std::size_t slice_bytes,
                const std::function<void(InputSlice&&)>& on_slice);

// What reading a guessed piece (guessed_pieces.hpp) found.
struct PieceReading {
  std::size_t games = 0;
  // The piece ended between two games (ReadSummary::ends_after_terminator), so the guess
  // after it was a game's beginning and its games are those the whole input gives.
  bool ends_between_games = false;
  bool too_many_games = false;  // reading stopped after `max_games` (see read_guessed_piece)
};

// Reads the games of a PDN piece, numbered from 1, as read_slice would; stops after `max_games`
// (a piece is cut by size, and what is made of a game can be far larger than its text).
PieceReading read_guessed_piece(std::string_view source, const GuessedPiece& piece,
                                const ArchiveOptions& options, std::size_t max_games,
                                const std::function<void(ArchiveGame&&)>& on_game);

}  // namespace damas::pdn
