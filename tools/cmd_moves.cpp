// pdn moves [--fen FEN] [--format text|json] [--rules portuguese|spanish]: the legal moves of
// one position, or of every FEN read from standard input (one per line, one answer per line).
#include <fmt/core.h>

#include <algorithm>
#include <string>
#include <system_error>

#include "commands.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/rules/ruleset.hpp"
#include "damas/support/json_writer.hpp"
#include "damas/support/line_reader.hpp"
#include "exit_codes.hpp"
#include "options.hpp"

namespace damas::cli {

namespace {

enum class Format { text, json };

void write_text(const rules::MoveList& legal) {
  fmt::print("{}\n", rules::moves_text(rules::in_square_order(legal), legal));
}

void write_json(std::string_view fen, const rules::MoveList& legal) {
  support::JsonWriter json;
  json.begin_object();
  json.key("fen").string(fen);
  json.key("moves").begin_array();
  for (const rules::Move& m : rules::in_square_order(legal)) {
    json.begin_object();
    json.key("move").string(rules::move_text(m, legal));
    json.key("from").number(rules::square_number(m.from));
    json.key("to").number(rules::square_number(m.to));
    json.key("captures").begin_array();
    for (rules::Bitboard c = m.captured; c != 0;) json.number(rules::square_number(rules::pop_lowest(c)));
    json.end_array();
    json.key("path").begin_array();
    json.number(rules::square_number(m.from));
    if (m.is_capture()) {
      for (std::int8_t sq : m.landings()) json.number(rules::square_number(sq));
    } else {
      json.number(rules::square_number(m.to));
    }
    json.end_array();
    json.end_object();
  }
  json.end_array();
  json.end_object();
  fmt::print("{}\n", json.text());
}

// Answers one FEN on standard output; when it cannot be read (not a FEN, or not a possible
// setup), says why on standard error and returns false.
bool answer(std::string_view program, std::string_view fen, Format format) {
  const rules::FenResult parsed = rules::parse_fen(fen);
  if (!parsed.ok()) {
    fmt::print(stderr, "{}: {}\n", program, fen_error_text(fen, *parsed.error));
    return false;
  }
  rules::MoveList legal;
  rules::generate_moves(parsed.position, legal);
  if (format == Format::json) {
    write_json(fen, legal);
  } else {
    write_text(legal);
  }
  return true;
}

}  // namespace

int run_moves(std::string_view program, Arguments args) {
  CommandLine command{program, "[--fen FEN] [--format text|json] [--rules portuguese|spanish]",
                      "Prints the legal moves of a position in PDN notation (a full capture path "
                      "only where\nthe short form is ambiguous). Without --fen, reads one FEN per "
                      "line from standard\ninput and answers one line per FEN. A FEN that cannot "
                      "be read (or set up: 13\npieces of a side, a man on its promotion row) gets "
                      "no answer: its error goes to\nstandard error, and exit code 2 follows "
                      "(with --fen at once; from standard input\nafter the other FENs are "
                      "answered).",
                      po::options_description("Options"), {}};
  std::string fen;
  std::string format_name = "text";
  std::string rules_name = "portuguese";
  command.options.add_options()
      ("fen", po::value<std::string>(&fen), "the position (default: read FENs from standard input)")
      ("format", po::value<std::string>(&format_name)->default_value("text"),
       "text: the moves separated by spaces; json: one object per line\n"
       "{\"fen\", \"moves\": [{\"move\", \"from\", \"to\", \"captures\", \"path\"}]}")
      ("rules", po::value<std::string>(&rules_name)->default_value("portuguese"),
       "portuguese or spanish (both have the same moves)");
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  if (const auto stop = check_text_or_json(program, format_name)) return *stop;
  if (!rules::find_ruleset(rules_name)) {
    return usage_error(program, fmt::format("unknown --rules '{}' (portuguese or spanish)", rules_name));
  }
  const Format format = format_name == "json" ? Format::json : Format::text;

  if (values.count("fen") != 0) return answer(program, fen, format) ? kExitOk : kExitUsage;

  bool all_read = true;
  try {
    support::LineReader lines(stdin, support::kMaxCommandLineBytes);
    while (const auto line = lines.next()) {
      if (line->too_long) {
        fmt::print(stderr, "{}: -:{}: line longer than {} bytes: skipped\n", program, line->number,
                   support::kMaxCommandLineBytes);
        all_read = false;
        continue;
      }
      std::string_view fen = line->text;
      if (fen.ends_with('\r')) fen.remove_suffix(1);
      if (fen.find_first_not_of(" \t") == std::string_view::npos) continue;
      all_read = answer(program, fen, format) && all_read;
    }
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: -: {}\n", program, e.code().message());
    return kExitUsage;
  }
  return all_read ? kExitOk : kExitUsage;
}

}  // namespace damas::cli
