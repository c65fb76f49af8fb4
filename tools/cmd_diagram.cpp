// pdn diagram: draws positions as SVG, PNG, PDF or a text board (see diagram/ for the drawing).
// Positions come from --fen for now; a PDN game will feed the same list of DiagramContent.
#include <fmt/core.h>

#include <filesystem>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.hpp"
#include "damas/diagram/render.hpp"
#include "damas/diagram/text_board.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"
#include "exit_codes.hpp"
#include "options.hpp"
#include "output_file.hpp"

namespace damas::cli {

namespace {

enum class OutputFormat { svg, png, pdf, text };

std::optional<OutputFormat> format_from_name(std::string_view name) {
  if (name == "svg") return OutputFormat::svg;
  if (name == "png") return OutputFormat::png;
  if (name == "pdf") return OutputFormat::pdf;
  if (name == "text" || name == "txt") return OutputFormat::text;
  return std::nullopt;
}

// The cairo format of an image output (text is drawn apart, by text_board).
diagram::ImageFormat image_format(OutputFormat format) {
  if (format == OutputFormat::svg) return diagram::ImageFormat::svg;
  return format == OutputFormat::png ? diagram::ImageFormat::png : diagram::ImageFormat::pdf;
}

// A usage problem found while reading the options, reported with exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The position of a FEN, with `last_move` (PDN text) played from it when given.
diagram::DiagramContent read_content(const std::string& fen, const std::string* last_move,
                                     std::string caption) {
  const rules::FenResult parsed = rules::parse_fen(fen);
  if (!parsed.ok()) {
    throw UsageError(fmt::format("bad FEN '{}' at character {}: {}", fen,
                                 parsed.error->offset + 1, parsed.error->message));
  }
  diagram::DiagramContent content{.position = parsed.position,
                                  .last_move = std::nullopt,
                                  .caption = std::move(caption),
                                  .side_to_move_known = parsed.side_known};
  if (last_move == nullptr) return content;

  const rules::ParsedMoveText text = rules::parse_move_text(*last_move);
  if (!text.ok()) {
    throw UsageError(fmt::format("bad --last-move '{}': {}", *last_move, text.error->message));
  }
  const rules::MoveMatch match = rules::match_move(parsed.position, text);
  switch (match.status) {
    case rules::MatchStatus::legal:
    case rules::MatchStatus::quiet_written_as_capture:  // names one move all the same
      content.position = parsed.position.after(match.move);
      content.last_move = match.move;
      return content;
    case rules::MatchStatus::ambiguous: {
      std::string routes;
      for (const rules::Move& m : match.candidates) routes += " " + rules::route_text(m);
      throw UsageError(fmt::format("--last-move '{}' is ambiguous in {}: write the route, one of{}",
                                   *last_move, fen, routes));
    }
    case rules::MatchStatus::illegal: break;
  }
  throw UsageError(fmt::format("--last-move '{}' is not a legal move in {}", *last_move, fen));
}

// Pairs the i-th --fen with the i-th --last-move and --caption; a list given must have one
// entry per FEN.
std::vector<diagram::DiagramContent> read_contents(const std::vector<std::string>& fens,
                                                   const std::vector<std::string>& last_moves,
                                                   const std::vector<std::string>& captions) {
  if (!last_moves.empty() && last_moves.size() != fens.size()) {
    throw UsageError(fmt::format("{} --last-move for {} --fen: give one per FEN",
                                 last_moves.size(), fens.size()));
  }
  if (!captions.empty() && captions.size() != fens.size()) {
    throw UsageError(fmt::format("{} --caption for {} --fen: give one per FEN", captions.size(),
                                 fens.size()));
  }
  std::vector<diagram::DiagramContent> contents;
  for (std::size_t i = 0; i < fens.size(); ++i) {
    contents.push_back(read_content(fens[i], last_moves.empty() ? nullptr : &last_moves[i],
                                    captions.empty() ? std::string() : captions[i]));
  }
  return contents;
}

OutputFormat choose_format(const std::string& format_name, const std::string& output) {
  if (!format_name.empty()) {
    if (const auto format = format_from_name(format_name)) return *format;
    throw UsageError(fmt::format("unknown --format '{}' (svg, png, pdf or text)", format_name));
  }
  if (output.empty() || output == "-") return OutputFormat::text;
  const std::string extension = std::filesystem::path(output).extension().string();
  if (const auto format = format_from_name(extension.empty() ? "" : extension.substr(1))) {
    return *format;
  }
  throw UsageError(fmt::format("cannot tell the format of '{}': use --format", output));
}

std::string draw(const std::vector<diagram::DiagramContent>& contents,
                 const diagram::DiagramStyle& style, OutputFormat format, bool ascii,
                 std::optional<double> size, const diagram::SheetOptions& sheet, bool is_sheet) {
  if (format == OutputFormat::text) {
    std::string out;
    for (const diagram::DiagramContent& content : contents) {
      if (!out.empty()) out += '\n';
      out += diagram::text_board({content, style},
                                 ascii ? diagram::Charset::ascii : diagram::Charset::unicode);
    }
    return out;
  }
  if (!is_sheet) return diagram::render({contents.front(), style}, image_format(format), size.value_or(400));
  diagram::SheetOptions options = sheet;
  options.width = size.value_or(options.width);
  return diagram::render_sheet(contents, style, image_format(format), options);
}

}  // namespace

int run_diagram(std::string_view program, Arguments args) {
  CommandLine command{
      program,
      "[--fen FEN]... [--last-move MOVE]... [--caption TEXT]... [--flip] [--numbers]\n"
      "       [--coordinates] [--theme print|screen] [--format svg|png|pdf|text] [--ascii]\n"
      "       [--size N] [--sheet [--columns N] [--rows N]] [-o FILE]",
      "Draws a position as a board diagram: SVG, PNG or PDF (the same drawing), or a text\n"
      "board for the terminal. Square 1 is h1, White's near right corner; a1 is light.\n"
      "With --last-move, --fen is the position BEFORE that move: the move is played and\n"
      "the position after it drawn, with its squares highlighted (a capture also gets an\n"
      "arrow along its route and a cross on each captured piece's square).\n"
      "The format comes from --format, else from the extension of -o (.svg .png .pdf\n"
      ".txt); without -o the output is a text board on standard output. Text and SVG may\n"
      "go to standard output (-o - or no -o); PNG and PDF need -o FILE.",
      po::options_description("Options"), {}};
  std::vector<std::string> fens;
  std::vector<std::string> last_moves;
  std::vector<std::string> captions;
  std::string theme_name = "screen";
  std::string format_name;
  std::string output;
  diagram::DiagramStyle style;
  diagram::SheetOptions sheet;
  command.options.add_options()
      ("fen", po::value(&fens)->composing(),
       "a position (default: the initial position); several with --sheet")
      ("last-move", po::value(&last_moves)->composing(),
       "the move (PDN text, e.g. 22x13 or 9-13; a full route when the short form is "
       "ambiguous) played from the --fen position; one per --fen")
      ("caption", po::value(&captions)->composing(), "text under the diagram; one per --fen")
      ("flip", po::bool_switch(&style.flipped), "Black at the bottom")
      ("numbers", po::bool_switch(&style.numbers), "FPD square numbers on the dark squares")
      ("coordinates", po::bool_switch(&style.coordinates), "file letters and rank numbers")
      ("theme", po::value(&theme_name)->default_value("screen"),
       "screen (colours) or print (black and white)")
      ("format", po::value(&format_name), "svg, png, pdf or text (default: from -o, else text)")
      ("ascii", "text board in plain ASCII (w b = men, W B = kings)")
      ("size", po::value<double>(),
       "width in pixels (PNG) or points (SVG, PDF); default 400, and 800 for an SVG or PNG "
       "sheet (PDF sheets are A4)")
      ("sheet", "several diagrams on one page (SVG, PNG, text) or on A4 pages (PDF)")
      ("columns", po::value(&sheet.columns)->default_value(2), "diagrams across a sheet")
      ("rows", po::value(&sheet.rows_per_page)->default_value(3), "rows on each PDF sheet page")
      ("output,o", po::value(&output), "the file to write (- for standard output)");
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  try {
    const OutputFormat format = choose_format(format_name, output);
    const bool ascii = values.count("ascii") != 0;
    const bool is_sheet = values.count("sheet") != 0;
    if (ascii && format != OutputFormat::text) throw UsageError("--ascii is for the text format");
    const bool to_stdout = output.empty() || output == "-";
    if (to_stdout && (format == OutputFormat::png || format == OutputFormat::pdf)) {
      throw UsageError("PNG and PDF need -o FILE");
    }
    const auto theme = diagram::find_theme(theme_name);
    if (!theme) throw UsageError(fmt::format("unknown --theme '{}' (screen or print)", theme_name));
    style.theme = *theme;
    std::optional<double> size;
    if (values.count("size") != 0) {
      size = values["size"].as<double>();
      if (!(*size >= 16 && *size <= 20000)) throw UsageError("--size must be between 16 and 20000");
    }
    if (sheet.columns < 1 || sheet.rows_per_page < 1) {
      throw UsageError("--columns and --rows must be at least 1");
    }
    if (fens.empty()) fens.push_back("W:W1-12:B21-32");
    if (fens.size() > 1 && !is_sheet) throw UsageError("several --fen need --sheet");

    const auto contents = read_contents(fens, last_moves, captions);
    const std::string bytes = draw(contents, style, format, ascii, size, sheet, is_sheet);
    if (to_stdout) {
      std::cout << bytes << std::flush;
      return kExitOk;
    }
    if (const auto error = write_file_atomically(output, bytes)) {
      fmt::print(stderr, "{}: {}\n", program, *error);
      return kExitUsage;
    }
    return kExitOk;
  } catch (const UsageError& e) {
    return usage_error(program, e.what());
  } catch (const std::runtime_error& e) {
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }
}

}  // namespace damas::cli
