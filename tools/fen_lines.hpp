// The FENs a command reads from standard input, one per line, each answered by one line of
// standard output (pdn moves, pdn analyse -): a program driving the command through a pipe
// writes a FEN, waits for its answer, then writes the next.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace damas::cli {

// The answer line of one FEN (without its line end); nullopt with `error` saying why when the
// FEN cannot be answered (not a FEN, an impossible setup).
using FenAnswer = std::function<std::optional<std::string>(std::string_view fen, std::string& error)>;

// Answers each line of standard input that is not blank (lines end with LF, CR LF or CR): to
// anything but a regular file, each answer goes out as soon as it is made. A FEN that cannot be
// answered, or a line longer than kMaxCommandLineBytes, gets "error" (json: {"fen", "error"})
// as its answer, so that the answers stay one per FEN, and its message on standard error names
// its line ("PROGRAM: -:LINE: ..."). Returns the exit code: 0 when every FEN was answered, 2
// otherwise or when standard input cannot be read.
int answer_fen_lines(std::string_view program, bool json, const FenAnswer& answer);

}  // namespace damas::cli
