// The standard streams of a `pdn` run, made safe once at start (main) for every command:
// - a stream closed by the caller (`2>&-`, `<&-`, `>&-`) is opened on /dev/null, so that no file
//   the command opens later takes its number (an output file that took descriptor 2 received
//   the diagnostics meant for the terminal); standard input closed fails every read (EBADF): an
//   input `-` is unreadable, not empty; standard output closed fails every write (EBADF), as a
//   full disk does, and -o /dev/stdout is refused: games sent there are lost, which must not
//   pass for a success (a command that writes nothing there is unaffected);
// - standard error never fails: a message that cannot be shown (standard error on a full disk,
//   /dev/full, a closed pipe) is dropped, and the work goes on;
// - standard output is checked: whatever a command writes there, a failed write makes the run
//   end with exit code 2 and a message on standard error (standard_output_failure).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace damas::cli {

// Call first thing in main, before any file is opened or anything written.
void make_standard_streams_safe();

// Write to standard output (through stdio's buffer, as fwrite) and flush it, keeping the reason
// of the first failure for standard_output_failure: the stream keeps only a flag, and the
// commands go on after a failure (the end of the run says it).
void write_standard_output(std::string_view bytes);
void flush_standard_output();

// Flushes standard output; a message naming the failure when anything written to it since the
// start was lost (the write failed then, or the flush fails now), with its reason when known
// (`reason`, an errno, when none is known: what a write that threw said).
std::optional<std::string> standard_output_failure(int reason = 0);

}  // namespace damas::cli
