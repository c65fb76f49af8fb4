// pdn moves [FEN] [--format text|json] [--rules VARIANT]: the legal moves of one position, or
// of every FEN read from standard input (one per line, one answer per line). Portuguese and
// Spanish by the bitboard generator, the other variants by the family's generic one.
#include <fmt/core.h>

#include <algorithm>
#include <optional>
#include <string>
#include <system_error>

#include "commands.hpp"
#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/support/json_writer.hpp"
#include "damas/support/line_reader.hpp"
#include "exit_codes.hpp"
#include "options.hpp"
#include "variant_option.hpp"

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

// The JSON of a family variant's moves: as write_json, squares in the variant's numbers.
void write_family_json(std::string_view fen, const rules::family::Variant& variant,
                       const rules::family::Board& board,
                       const std::vector<rules::family::Move>& legal) {
  support::JsonWriter json;
  json.begin_object();
  json.key("fen").string(fen);
  json.key("moves").begin_array();
  for (const rules::family::Move& m : legal) {
    json.begin_object();
    json.key("move").string(rules::family::short_move_text(variant, board, m, legal));
    json.key("from").number(board.number(m.from));
    json.key("to").number(board.number(m.to));
    json.key("captures").begin_array();
    for (const std::int8_t sq : m.captured) json.number(board.number(sq));
    json.end_array();
    json.key("path").begin_array();
    json.number(board.number(m.from));
    if (m.is_capture()) {
      for (const std::int8_t sq : m.landings) json.number(board.number(sq));
    } else {
      json.number(board.number(m.to));
    }
    json.end_array();
    json.end_object();
  }
  json.end_array();
  json.end_object();
  fmt::print("{}\n", json.text());
}

// answer() for the variants of the family but the Iberian two.
bool answer_family(std::string_view program, std::string_view fen,
                   const rules::family::Variant& variant, Format format) {
  namespace family = rules::family;
  const family::Board board(variant.board);
  std::string error;
  const auto parsed = family::parse_fen(board, fen, error);
  if (!parsed) {
    fmt::print(stderr, "{}: bad FEN '{}': {}\n", program, fen, error);
    return false;
  }
  if (!parsed->side_known) {
    fmt::print(stderr, "{}: {}\n", program, unknown_side_text(fen));
    return false;
  }
  std::vector<family::Move> legal = family::legal_moves(variant, board, parsed->position);
  std::sort(legal.begin(), legal.end(), [](const family::Move& a, const family::Move& b) {
    return std::pair(a.from, a.to) < std::pair(b.from, b.to);
  });
  if (format == Format::json) {
    write_family_json(fen, variant, board, legal);
    return true;
  }
  std::string line;
  for (const family::Move& m : legal) {
    line += (line.empty() ? "" : " ") + family::short_move_text(variant, board, m, legal);
  }
  fmt::print("{}\n", line);
  return true;
}

// Answers one FEN on standard output; when it cannot be read (not a FEN, its side to move
// unknown, or not a possible setup), says why on standard error and returns false.
bool answer(std::string_view program, std::string_view fen, Format format,
            const rules::family::Variant& variant) {
  if (!rules::family::is_iberian(variant)) {
    return answer_family(program, fen, variant, format);
  }
  std::string error;
  const std::optional<rules::Position> parsed = position_to_move(fen, error);
  if (!parsed) {
    fmt::print(stderr, "{}: {}\n", program, error);
    return false;
  }
  rules::MoveList legal;
  rules::generate_moves(*parsed, legal);
  if (format == Format::json) {
    write_json(fen, legal);
  } else {
    write_text(legal);
  }
  return true;
}

}  // namespace

int run_moves(std::string_view program, Arguments args) {
  CommandLine command{program, "[FEN] [--format text|json] [--rules VARIANT]",
                      "Prints the legal moves of a position in PDN notation (a full capture path "
                      "only where\nthe short form is ambiguous). Without a FEN, reads one FEN per "
                      "line from standard\ninput and answers one line per FEN. A FEN that cannot "
                      "be read (or set up: 13\npieces of a side, a man on its promotion row) gets "
                      "no answer: its error goes to\nstandard error, and exit code 2 follows "
                      "(for a FEN given, at once; from standard input\nafter the other FENs are "
                      "answered).",
                      po::options_description("Options"), {}};
  std::string fen;
  std::string format_name = "text";
  std::string rules_name = "portuguese";
  command.options.add_options()
      ("fen", po::value<std::string>(&fen),
       "the position, also given as the argument FEN (default: read FENs from standard input)")
      ("format", po::value<std::string>(&format_name)->default_value("text"),
       "text: the moves separated by spaces; json: one object per line\n"
       "{\"fen\", \"moves\": [{\"move\", \"from\", \"to\", \"captures\", \"path\"}]}")
      ("rules", po::value<std::string>(&rules_name)->default_value("portuguese"),
       ("the variant: " + rules::family::variant_names() +
        " (Portuguese and Spanish have the same moves; squares in the variant's own numbering)")
           .c_str());
  command.positional.add("fen", 1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  if (const auto stop = check_text_or_json(program, format_name)) return *stop;
  std::string error;
  const auto variant = find_variant_option(rules_name, error);
  if (!variant) return usage_error(program, error);
  const Format format = format_name == "json" ? Format::json : Format::text;

  if (values.count("fen") != 0) {
    return answer(program, fen, format, *variant) ? kExitOk : kExitUsage;
  }

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
      all_read = answer(program, fen, format, *variant) && all_read;
    }
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: -: {}\n", program, e.code().message());
    return kExitUsage;
  }
  return all_read ? kExitOk : kExitUsage;
}

}  // namespace damas::cli
