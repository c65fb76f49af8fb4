// Reading PDN: files (a regular file memory-mapped, anything else streamed: see input_file.hpp),
// standard input or text in memory, one game at a time.
#pragma once

#include <cstddef>
#include <cstdio>
#include <filesystem>
#include <string_view>

#include "damas/pdn/input_file.hpp"
#include "damas/pdn/source_position.hpp"
#include "damas/pdn/visitor.hpp"

namespace damas::pdn {

enum class Dialect {
  // Reads PDN as real files write it (libpdn/src/grammar.hpp lists every relaxation).
  liberal,
  // The PDN 3.0 grammar, with what the FMJD's own accepted test files need from its reading
  // grammar: results as game separators, ':' captures, "1. ..." for a first move left out, and
  // blanks around move separators (libpdn/src/grammar.hpp).
  strict,
};

struct ReadOptions {
  Dialect dialect = Dialect::liberal;
  // Only where games begin and end is wanted (splitting an input into games): a game in the
  // plain form of plain_game.hpp is then delimited by a scan of its bytes instead of the grammar
  // (five times as fast), and reported by begin_game, end_game and input_text alone. Other games
  // are read as always. Inputs held in memory (read_text, a mapped read_file) and the liberal
  // dialect only.
  bool game_ends_only = false;
  // Games in the plain form of plain_game.hpp are read by a scan of their bytes, with every
  // call the grammar would make for them (in fewer instructions), or, for a GameBuilder visitor,
  // built by the reader itself (see builder.hpp); false reads every game with the grammar, for
  // comparing the two. Inputs held in memory (read_text, a mapped read_file) and the liberal
  // dialect only.
  bool plain_games_by_scan = true;
};

// Bounds that keep hostile input from exhausting the stack or memory.
inline constexpr std::size_t kMaxVariationDepth = 64;       // nested '(' (and paren comments)
inline constexpr std::size_t kMaxTokenBytes = 256;          // a move, move number, NAG, tag name
inline constexpr std::size_t kMaxTextBytes = 1 << 20;       // a comment, tag value, escape line
inline constexpr std::size_t kMaxStreamGameBytes = 64 << 20;  // a game read from a stream

struct ReadSummary {
  std::size_t games = 0;        // games begun, including those with errors
  std::size_t failed_games = 0; // games in which an error was reported
  // The last game ended with its terminator and no error, and only layout follows it: text
  // appended after it would be read as games of their own, exactly as if read alone. (False
  // for text that holds no game, or ends with an unterminated game, an error or a comment.)
  bool ends_after_terminator = false;
};

// Where a text given to read_text starts in its input, when it is a piece of a larger one (a
// game's text passed on by Visitor::input_text, read again on another thread): positions and game
// numbers are then reported as in the whole input.
struct TextOrigin {
  SourcePosition position;     // of the text's first byte
  std::size_t first_game = 1;  // the number of the text's first game
};

// Each function reports every game to `visitor`, errors included, and goes on after an error at
// the next game. `source` names the input in errors.
ReadSummary read_text(std::string_view text, std::string_view source, Visitor& visitor,
                      const ReadOptions& options = {}, const TextOrigin& origin = {});
// Reads an opened input (input_file.hpp): a mapped file in place, its pages given back as they
// are read; a stream as read_stream does, `already_read` first. A mapped file that shrinks
// while it is read stops the reading at the end of the game read then, and the file is checked
// at the end (InputFile::check): both throw InputChanged, or std::system_error (EIO) for a page
// that could not be read; a stream's read error throws std::system_error.
ReadSummary read_file(InputFile& file, Visitor& visitor, const ReadOptions& options = {},
                      std::string_view already_read = {});
// Opens `path` as InputFile does (mapping it installs the SIGBUS handler described there) and
// reads it. Throws as above, and std::system_error when it cannot be opened (a directory: EISDIR).
ReadSummary read_file(const std::filesystem::path& path, Visitor& visitor,
                      const ReadOptions& options = {});
// Reads through a buffer that only ever holds the current game (at most kMaxStreamGameBytes).
// `already_read` is input taken from the stream before (to sniff its format), read first.
ReadSummary read_stream(std::FILE* stream, std::string_view source, Visitor& visitor,
                        const ReadOptions& options = {}, std::string_view already_read = {});

}  // namespace damas::pdn
