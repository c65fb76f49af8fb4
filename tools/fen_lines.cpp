#include "fen_lines.hpp"

#include <fmt/core.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <system_error>

#include "damas/support/json_writer.hpp"
#include "damas/support/line_reader.hpp"
#include "exit_codes.hpp"
#include "standard_streams.hpp"

namespace damas::cli {

namespace {

// The answer line of a line of the input that is no FEN to answer (unreadable, too long), so
// that the answers stay one per FEN: "error", or in JSON {"fen", "error"}.
std::string error_answer(std::string_view fen, bool json, std::string_view error) {
  if (!json) return "error";
  support::JsonWriter writer;
  writer.begin_object();
  writer.key("fen").string(fen);
  writer.key("error").string(error);
  writer.end_object();
  return std::string(writer.text());
}

}  // namespace

int answer_fen_lines(std::string_view program, bool json, const FenAnswer& answer) {
  // A file gets the answers buffered (an answer at a time tripled the time of 100,000 FENs of
  // pdn moves).
  struct stat out {};
  const bool answer_at_once = ::fstat(STDOUT_FILENO, &out) != 0 || !S_ISREG(out.st_mode);
  bool all_answered = true;
  try {
    support::LineReader lines(stdin, support::kMaxCommandLineBytes);
    lines.end_lines_at_carriage_returns();  // a list saved on Windows or the classic Mac OS
    while (const auto line = lines.next()) {
      const std::string_view fen = line->text;
      if (!line->too_long && fen.find_first_not_of(" \t") == std::string_view::npos) continue;
      std::string error;
      std::optional<std::string> answered;
      if (line->too_long) {
        error = fmt::format("line longer than {} bytes: skipped", support::kMaxCommandLineBytes);
      } else {
        answered = answer(fen, error);
      }
      if (!answered) {
        fmt::print(stderr, "{}: -:{}: {}\n", program, line->number, error);
        all_answered = false;
      }
      fmt::print("{}\n", answered ? *answered : error_answer(fen, json, error));
      if (answer_at_once) flush_standard_output();
    }
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: -: {}\n", program, e.code().message());
    return kExitUsage;
  }
  return all_answered ? kExitOk : kExitUsage;
}

}  // namespace damas::cli
