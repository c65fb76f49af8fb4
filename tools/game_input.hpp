// Reading the games of the inputs named on a command line, one game at a time, for the
// subcommands that work game by game (validate, convert, diagram, annotate). Each input is a
// file or "-" for standard input (no input at all means standard input), opened once as
// pdn::InputFile: a regular file is memory-mapped, anything else (a FIFO, a pipe such as
// /dev/fd/63 or /dev/stdin, a character device) is read as a stream in bounded memory.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/error.hpp"
#include "damas/pdn/game.hpp"
#include "damas/pdn/input_file.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/replay.hpp"
#include "guessed_pieces.hpp"

namespace damas::cli {

// One game as read: either built, or broken by a syntax error (then `game` holds the number,
// position and the tags read before the error, and `error` says what went wrong), or replayed
// as it was read (InputOptions::replay: then `game` has no moves and `replayed` is its replay).
struct InputGame {
  std::string source;  // the input's name as given ("-" for standard input)
  pdn::Game game;
  std::optional<pdn::ReadError> error;
  std::string text;  // the game's original text, when InputOptions::keep_text
  std::optional<pdn::ReplayedGame> replayed;
};

// A line of JSON Lines holds a whole game: it may be as long as a game read from a stream. A
// longer line is reported as a broken game, and the reading goes on after it.
inline constexpr std::size_t kMaxJsonLineBytes = pdn::kMaxStreamGameBytes;

struct InputOptions {
  pdn::ReadOptions read;
  // Also read JSON Lines (the lossless form `pdn convert --to json` writes): inputs named
  // .jsonl or .json, or whose first non-blank line opens an object with a quoted key (looked
  // for in a stream's first 64 KiB).
  bool json = false;
  // Give games their original text (from the game's first byte to where the next one begins).
  bool keep_text = false;
  // Replay the games in the plain form as they are read, with these options, instead of
  // building their moves (pdn::GameBuilder::replay_plain_games): for a command that wants only
  // the replay's verdict. Other games come built, to be replayed by pdn::replay.
  std::optional<pdn::ReplayOptions> replay;
};

// Opens every input in turn ("-": standard input) and runs `read` on it, then checks that a
// mapped file did not change meanwhile (pdn::InputFile::check). Returns false when an input
// could not be opened or read to its end, or changed while it was read: each is reported on
// standard error as "PROGRAM: FILE: reason", and the next input is read.
bool for_each_input(std::string_view program, const std::vector<std::string>& inputs,
                    const std::function<void(pdn::InputFile&)>& read);

// Reads every input in turn and hands each game to `on_game`. Returns false when an input could
// not be read, as for_each_input says.
bool read_inputs(std::string_view program, const std::vector<std::string>& inputs,
                 const InputOptions& options, const std::function<void(InputGame&&)>& on_game);

// A piece of an input that holds whole games, as the reader delimits them, to be read (built)
// elsewhere by read_slice: splitting only finds where games begin and end, so that the games
// can be built on the threads that use them.
struct InputSlice {
  std::string source;
  std::string text;              // from a game's first byte to where a later game begins
  std::size_t first_game = 1;    // the number of its first game (JSON Lines: its first line)
  std::size_t games = 0;         // how many games it holds
  pdn::SourcePosition position;  // of the text's first byte
  bool json = false;             // the text is lines of JSON Lines
  // A last game whose text could not be kept (too long for a stream's buffer, which ends the
  // reading, or a line of JSON Lines longer than kMaxJsonLineBytes, alone in its slice), as
  // splitting found it: its number, position and error (not its tags).
  std::optional<InputGame> lost_game;
};

// Like read_inputs, with slices handed to `on_slice` instead of games: about `slice_bytes` of
// text each (0: one game each) and at most kMaxSliceGames games, since what is made of a game
// can be far larger than its text (an empty game of two bytes brings a report of hundreds).
inline constexpr std::size_t kMaxSliceGames = 64;
bool split_inputs(std::string_view program, const std::vector<std::string>& inputs,
                  const InputOptions& options, std::size_t slice_bytes,
                  const std::function<void(InputSlice&&)>& on_slice);

// Splits one opened input as split_inputs does. Throws what reading it throws.
void split_input(pdn::InputFile& file, const InputOptions& options, std::size_t slice_bytes,
                 const std::function<void(InputSlice&&)>& on_slice);

// Reads the games of a slice from split_inputs, exactly as read_inputs would have given them.
void read_slice(InputSlice&& slice, const InputOptions& options,
                const std::function<void(InputGame&&)>& on_game);

// Like split_inputs for what is left of one input held in memory, from `origin` on (`text`
// starts there, where a game begins).
void split_text(std::string_view source, std::string_view text, const pdn::TextOrigin& origin,
                const InputOptions& options, std::size_t slice_bytes,
                const std::function<void(InputSlice&&)>& on_slice);

// What reading a guessed piece (guessed_pieces.hpp) found.
struct PieceReading {
  std::size_t games = 0;
  // The piece ended between two games (pdn::ReadSummary::ends_after_terminator), so the guess
  // after it was a game's beginning and its games are those the whole input gives.
  bool ends_between_games = false;
  bool too_many_games = false;  // reading stopped after `max_games` (see read_guessed_piece)
};

// Reads the games of a PDN piece, numbered from 1, as read_slice would; stops after `max_games`
// (a piece is cut by size, and what is made of a game can be far larger than its text).
PieceReading read_guessed_piece(std::string_view source, const GuessedPiece& piece,
                                const InputOptions& options, std::size_t max_games,
                                const std::function<void(InputGame&&)>& on_game);

}  // namespace damas::cli
