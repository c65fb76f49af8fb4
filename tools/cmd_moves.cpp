// pdn moves [FEN] [--format text|json] [--rules VARIANT]: the legal moves of one position, or
// of every FEN read from standard input (one per line, one answer per line). Portuguese and
// Spanish by the bitboard generator, the other variants by the family's generic one.
#include <fmt/core.h>

#include <algorithm>
#include <optional>
#include <string>

#include "commands.hpp"
#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/support/json_writer.hpp"
#include "exit_codes.hpp"
#include "fen_lines.hpp"
#include "options.hpp"
#include "variant_option.hpp"

namespace damas::cli {

namespace {

enum class Format { text, json };

std::string json_text(std::string_view fen, const rules::MoveList& legal) {
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
  return std::string(json.text());
}

// The JSON of a family variant's moves: as json_text, squares in the variant's numbers.
std::string family_json_text(std::string_view fen, const rules::family::Variant& variant,
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
  return std::string(json.text());
}

// answer() for the variants of the family but the Iberian two.
std::optional<std::string> answer_family(std::string_view fen,
                                         const rules::family::Variant& variant, Format format,
                                         std::string& error) {
  namespace family = rules::family;
  const family::Board board(variant.board);
  std::string why;
  const auto parsed = family::parse_setup(variant, board, fen, why);
  if (!parsed) {
    error = fmt::format("bad FEN {}: {}", quoted_value(fen), why);
    return std::nullopt;
  }
  if (!parsed->side_known) {
    error = rules::unknown_side_text(fen);
    return std::nullopt;
  }
  std::vector<family::Move> legal = family::legal_moves(variant, board, parsed->position);
  std::sort(legal.begin(), legal.end(), [](const family::Move& a, const family::Move& b) {
    return std::pair(a.from, a.to) < std::pair(b.from, b.to);
  });
  if (format == Format::json) return family_json_text(fen, variant, board, legal);
  std::string line;
  for (const family::Move& m : legal) {
    line += (line.empty() ? "" : " ") + family::short_move_text(variant, board, m, legal);
  }
  return line;
}

// The answer line of one FEN (without its line end); when the FEN cannot be read (not a FEN,
// its side to move unknown, or not a possible setup), nullopt with `error` saying why.
std::optional<std::string> answer(std::string_view fen, Format format,
                                  const rules::family::Variant& variant, std::string& error) {
  if (!rules::family::is_iberian(variant)) return answer_family(fen, variant, format, error);
  const std::optional<rules::Position> parsed = rules::position_to_move(fen, error);
  if (!parsed) return std::nullopt;
  rules::MoveList legal;
  rules::generate_moves(*parsed, legal);
  if (format == Format::json) return json_text(fen, legal);
  return rules::moves_text(rules::in_square_order(legal), legal);
}

}  // namespace

int run_moves(std::string_view program, Arguments args) {
  CommandLine command{program, "[FEN] [--format text|json] [--rules VARIANT]",
                      "Prints the legal moves of a position in PDN notation (a full capture path "
                      "only where\nthe short form is ambiguous). Without a FEN, reads one FEN per "
                      "line from standard\ninput and answers one line per FEN (to a pipe, each "
                      "as soon as its FEN is read).\nA FEN that cannot be read (or set up: 13 "
                      "pieces of a side, a man on its promotion\nrow; or whose side to move is "
                      "'?') has its error on standard error and exit code 2\nfollows: for a FEN "
                      "given, at once; from standard input, its answer is the line\n'error' "
                      "(JSON: {\"fen\", \"error\"}), its message names its line (-:LINE:), "
                      "and the\nother FENs are answered.",
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
    const std::optional<std::string> line = answer(fen, format, *variant, error);
    if (!line) {
      fmt::print(stderr, "{}: {}\n", program, error);
      return kExitUsage;
    }
    fmt::print("{}\n", *line);
    return kExitOk;
  }

  return answer_fen_lines(program, format == Format::json,
                          [&](std::string_view line, std::string& why) {
                            return answer(line, format, *variant, why);
                          });
}

}  // namespace damas::cli
