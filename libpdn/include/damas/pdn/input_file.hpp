// An input opened once, by name or as standard input, to be read in one pass.
//
// A regular file is mapped into memory and read in place (the fast way: the readers of text held
// in memory apply). Anything else (a pipe, a FIFO, a process substitution such as /dev/fd/63,
// /dev/stdin when it is a pipe, a character device, and a regular file that reports no size, as
// those of /proc do) is read as a stream: its size means nothing and it cannot be opened twice.
// Symbolic links are followed: a link to a regular file is read as that file, to a FIFO as a
// stream. A directory, or a file that cannot be opened, is an error (std::system_error).
//
// A file in UTF-16 (encoding.hpp: a byte order mark, or NUL bytes every other byte) is read as
// a stream whatever it is, decoded to UTF-8 as it is read, so that readers see UTF-8; a stream's
// first bytes (kEncodingHeadBytes) are taken at once to detect it, and read first all the same.
//
// A mapped file can change under the reader. check() compares it at the end with what it was
// when opened (size, modification time, and the file its name leads to). A file that shrinks
// is worse: touching its vanished pages raises SIGBUS, which would kill the process. So the
// first mapping made here installs, once per process, a SIGBUS handler (sigaction, SA_SIGINFO)
// that takes only the faults inside the mappings of InputFile objects alive: it maps zero-filled
// pages over the rest of that mapping, so that the reading goes on harmlessly, and marks the file
// (faulted()); the readers then stop and report it (InputChanged, or an input/output error when
// the file did not change: a page that could not be read from the disk faults the same way).
// Every other SIGBUS is passed on to the handler installed before this one, or given the default
// action (the process ends). A program that installs its own SIGBUS handler afterwards replaces
// this one: a file shrinking while it is read then ends in that handler.
#pragma once

#include <cstddef>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "damas/pdn/encoding.hpp"

namespace damas::pdn {

// A file changed while it was read: what was read is not the file as it was, nor as it is.
struct InputChanged : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class InputFile {
 public:
  // Opens `path` (its name in messages is path.string()). Throws std::system_error when it cannot
  // be opened or is a directory (EISDIR).
  explicit InputFile(const std::filesystem::path& path);
  // Standard input, always read as a stream, named "-"; it is not closed.
  static InputFile standard_input();

  // A file moved from is empty: no name, not mapped, no text and no stream; check() and
  // release_before do nothing.
  InputFile(InputFile&&) noexcept;
  InputFile& operator=(InputFile&&) noexcept;
  ~InputFile();

  const std::string& name() const;
  bool mapped() const;
  // The whole text of a mapped file (empty for a stream).
  std::string_view text() const;
  // The stream to read when the input is not mapped (nullptr when it is).
  std::FILE* stream() const;
  // UTF-16 when the input is (encoding.hpp): it is then read as a stream, decoded to UTF-8.
  FileEncoding encoding() const;

  // Gives back the mapped pages before `offset` once they have been read, every few megabytes,
  // so that the memory a file holds stays bounded by what is being read instead of growing
  // with the file (the pages are read again if touched). Nothing for a stream.
  void release_before(std::size_t offset);

  // A fault in the mapping was caught: the file shrank (or a page could not be read) and what
  // was read since is zeros. One atomic load: cheap enough to ask after every game.
  bool faulted() const;
  // Throws InputChanged when the file was truncated, extended, rewritten or replaced under its
  // name (by another program: not by this process's own output, written_by_this_process in
  // damas/support/output_file.hpp) since it was opened, and std::system_error (EIO) after a
  // fault in an unchanged file. Streams are not checked (a stream whose file is regular, standard
  // input redirected from a file, is checked for its size and modification time).
  void check() const;

 private:
  struct State;
  explicit InputFile(std::unique_ptr<State> state);
  const State& state() const;  // *state_, or an empty one once moved from
  std::unique_ptr<State> state_;
};

}  // namespace damas::pdn
