// pdn diagram: draws positions as SVG, PNG, PDF or a text board (see diagram/ for the drawing).
// Positions come from --fen, or from a game of PDN inputs (damas/diagram/game_diagrams.hpp chooses them).
#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.hpp"
#include "damas/diagram/game_diagrams.hpp"
#include "damas/diagram/render.hpp"
#include "damas/diagram/text_board.hpp"
#include "damas/support/output_file.hpp"
#include "damas/support/quoted.hpp"
#include "damas/support/same_file.hpp"
#include "diagram_positions.hpp"
#include "exit_codes.hpp"
#include "input_messages.hpp"
#include "interrupt_request.hpp"
#include "options.hpp"
#include "output_format.hpp"
#include "rule_options.hpp"
#include "variant_option.hpp"

namespace damas::cli {

namespace {

enum class OutputFormat { svg, png, pdf, text };

// The cairo format of an image output (text is drawn apart, by text_board).
diagram::ImageFormat image_format(OutputFormat format) {
  if (format == OutputFormat::svg) return diagram::ImageFormat::svg;
  return format == OutputFormat::png ? diagram::ImageFormat::png : diagram::ImageFormat::pdf;
}

// A usage problem found while reading the options, reported with exit code 2.
using UsageError = DiagramUsageError;

// Reads one --fen with its --last-move (null when none) into what is drawn.
using FenReader =
    std::function<diagram::DiagramContent(const std::string& fen, const std::string* last_move)>;

// Pairs the i-th --fen with the i-th --last-move and --caption; a list given must have one
// entry per FEN.
std::vector<diagram::DiagramContent> read_contents(const std::vector<std::string>& fens,
                                                   const std::vector<std::string>& last_moves,
                                                   const std::vector<std::string>& captions,
                                                   const FenReader& read) {
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
    contents.push_back(read(fens[i], last_moves.empty() ? nullptr : &last_moves[i]));
    if (!captions.empty()) contents.back().caption = captions[i];
  }
  return contents;
}

// The diagrams of --fen, --last-move and --caption, in the variant --rules names when given
// (Portuguese otherwise); without --fen, its start position.
std::vector<diagram::DiagramContent> fen_contents(const po::variables_map& values,
                                                  const std::string& variant_name,
                                                  std::vector<std::string> fens,
                                                  const std::vector<std::string>& last_moves,
                                                  const std::vector<std::string>& captions) {
  std::optional<rules::family::Variant> variant;
  if (values.count("rules") != 0) {
    std::string error;
    variant = find_variant_option(variant_name, error);
    if (!variant) throw UsageError(error);
  }
  if (!variant || rules::family::is_iberian(*variant)) {
    if (fens.empty()) fens.push_back("W:W1-12:B21-32");
    return read_contents(fens, last_moves, captions, iberian_fen_content);
  }
  if (fens.empty()) fens.push_back(start_fen(*variant));
  return read_contents(fens, last_moves, captions,
                       [&](const std::string& fen, const std::string* last_move) {
                         return family_fen_content(*variant, fen, last_move);
                       });
}

// What the options ask of a game: which one, which line, which plies, which captions.
struct GameRequest {
  std::vector<std::string> inputs;
  std::size_t game = 1;
  pdn::VariationPath variation;
  diagram::PlyChoice choice;
  std::vector<std::string> captions;  // at most one: "auto" or a text
  pdn::ReplayOptions replay;
};

// The diagrams of a game: what is drawn, the ply of each (to name the files of --every) and the
// heading of a sheet.
struct GameDiagrams {
  std::vector<diagram::DiagramContent> contents;
  std::vector<int> plies;
  std::string heading;
};

GameDiagrams game_contents(std::string_view program, const GameRequest& request, bool is_sheet) {
  if (request.captions.size() > 1) {
    throw UsageError("a game takes one --caption: auto, or a text for a single diagram");
  }
  const pdn::ArchiveGame input =
      diagram::read_game(input_events(program), request.inputs, request.game);
  const pdn::GameLine line = [&] {
    try {
      return pdn::walk_line(input.game, request.variation, request.replay);
    } catch (const pdn::VariationPathError& e) {
      throw std::runtime_error(fmt::format("game {}: {}", input.game.number, e.what()));
    }
  }();
  GameDiagrams drawn;
  drawn.plies = diagram::chosen_plies(line, request.choice, input, request.variation);
  // A sheet is a bulletin: its diagrams are captioned unless told otherwise.
  const std::string caption =
      request.captions.empty() ? (is_sheet ? "auto" : "") : request.captions.front();
  if (caption != "auto" && !caption.empty() && drawn.plies.size() > 1) {
    throw UsageError("a caption text is for one diagram: use --caption auto for several");
  }
  // An auto-captioned sheet names the game once, in its heading; each diagram then has its
  // move for caption and the move's comment under it.
  const bool bulletin = is_sheet && caption == "auto";
  if (bulletin) drawn.heading = diagram::sheet_heading(input.game);
  for (const int ply : drawn.plies) {
    diagram::DiagramContent content = diagram::game_diagram(line, ply, "");
    if (bulletin) {
      content.caption = diagram::move_caption(line, ply);
      content.note = diagram::move_comment(line, ply);
    } else {
      content.caption = caption == "auto" ? diagram::auto_caption(input.game, line, ply) : caption;
    }
    drawn.contents.push_back(std::move(content));
  }
  return drawn;
}

// A non-negative whole number, or a usage error naming the option.
int ply_number(std::string_view text, std::string_view option) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 0) {
    throw UsageError(fmt::format("{} takes ply numbers (0 = the setup), not '{}'", option, text));
  }
  return value;
}

// The plies of --plies, each once: a ply named twice would be the same diagram twice (and, with
// -o, the same numbered file).
std::vector<int> ply_list(std::string_view text) {
  std::vector<int> plies;
  while (true) {
    const std::size_t comma = text.find(',');
    const int ply = ply_number(text.substr(0, comma), "--plies");
    if (std::find(plies.begin(), plies.end(), ply) != plies.end()) {
      throw UsageError(fmt::format("--plies names ply {} twice", ply));
    }
    plies.push_back(ply);
    if (comma == std::string_view::npos) return plies;
    text.remove_prefix(comma + 1);
  }
}

// The digits of the numbered files of plies up to `last_ply` (out.svg -> out-007.svg): at least
// three, and as many as the last ply has, so that the names sort in order.
int ply_digits(int last_ply) {
  return std::max(3, static_cast<int>(std::to_string(last_ply).size()));
}

// The format from --format (given when not empty), else from -o's extension; text on standard
// output.
OutputFormat choose_format(const std::string& format_name, const std::string& output) {
  static constexpr FormatName<OutputFormat> kNames[] = {{"svg", OutputFormat::svg},
                                                        {"png", OutputFormat::png},
                                                        {"pdf", OutputFormat::pdf},
                                                        {"text", OutputFormat::text},
                                                        {"txt", OutputFormat::text}};
  static constexpr FormatName<OutputFormat> kExtensions[] = {{".svg", OutputFormat::svg},
                                                             {".png", OutputFormat::png},
                                                             {".pdf", OutputFormat::pdf},
                                                             {".txt", OutputFormat::text}};
  OutputFormat format = OutputFormat::text;
  if (const auto bad = choose_output_format<OutputFormat>({"--format", kNames, kExtensions},
                                                          format_name, output,
                                                          OutputFormat::text, format)) {
    throw UsageError(*bad);
  }
  return format;
}

// How large an image is drawn: --size (pixels for PNG, points or CSS pixels otherwise) or, for
// PNG, a print width at --dpi; a PNG records its dpi either way.
struct ImageSize {
  std::optional<double> width;
  double dpi = diagram::kPrintDpi;
};

// A PNG sheet without --size prints this wide at its dpi: across an A4 page inside 15 mm
// margins (a single diagram: diagram::kPngMillimetres).
constexpr double kSheetMillimetres = 180;

double image_width(OutputFormat format, const ImageSize& size, bool is_sheet) {
  if (size.width) return *size.width;
  if (format == OutputFormat::png) {
    return diagram::pixels_for(is_sheet ? kSheetMillimetres : diagram::kPngMillimetres, size.dpi);
  }
  return is_sheet ? diagram::SheetOptions{}.width : diagram::kDefaultWidth;
}

std::string draw(const std::vector<diagram::DiagramContent>& contents,
                 const diagram::DiagramStyle& style, OutputFormat format, bool ascii,
                 const ImageSize& size, const diagram::SheetOptions& sheet, bool is_sheet) {
  if (format == OutputFormat::text) {
    std::string out =
        is_sheet && !sheet.heading.empty() ? support::one_line(sheet.heading) + "\n" : "";
    for (const diagram::DiagramContent& content : contents) {
      if (!out.empty()) out += '\n';
      out += diagram::text_board({content, style},
                                 ascii ? diagram::Charset::ascii : diagram::Charset::unicode);
    }
    return out;
  }
  const double width = image_width(format, size, is_sheet);
  if (!is_sheet) {
    return diagram::render({contents.front(), style}, image_format(format), width, size.dpi);
  }
  diagram::SheetOptions options = sheet;
  options.width = width;
  options.dpi = size.dpi;
  try {
    return diagram::render_sheet(contents, style, image_format(format), options);
  } catch (const std::invalid_argument& e) {
    // The options were checked before; what is left is a PNG sheet taller than a PNG can be.
    throw UsageError(std::string(e.what()) +
                     ": draw it with more --columns, a smaller --size or --dpi, or as "
                     "--format pdf (A4 pages) or svg");
  }
}

// Reads the options that choose a game's positions; a usage error when they do not fit.
GameRequest game_request(const po::variables_map& values, std::vector<std::string> inputs,
                         std::vector<std::string> captions, const std::string& variation, const std::string& move,
                         const std::string& plies, bool is_sheet) {
  GameRequest request;
  request.inputs = std::move(inputs);
  request.captions = std::move(captions);
  request.game = values["game"].as<std::size_t>();
  std::string error;
  const auto path = pdn::parse_variation_path(variation, error);
  if (!path) throw UsageError("bad --variation: " + error);
  request.variation = *path;
  const int chosen = static_cast<int>(values.count("ply") + values.count("move") +
                                      values.count("plies") + values.count("every"));
  if (chosen > 1) throw UsageError("choose the plies with one of --ply, --move, --plies, --every");
  if (values.count("ply") != 0) request.choice.ply = ply_number(values["ply"].as<std::string>(), "--ply");
  if (values.count("move") != 0) {
    request.choice.move = diagram::parse_move_number(move);
    if (!request.choice.move) {
      throw UsageError(fmt::format("bad --move '{}': write 12w or 12b (after White's or "
                                   "Black's 12th move)", move));
    }
  }
  if (values.count("plies") != 0) request.choice.plies = ply_list(plies);
  request.choice.every = values.count("every") != 0;
  request.choice.annotated_by_default = is_sheet;
  return request;
}

}  // namespace

int run_diagram(std::string_view program, Arguments args) {
  const std::string description =
      "Draws a position as a board diagram: SVG, PNG or PDF (the same drawing), or a text\n"
      "board for the terminal. On the Portuguese board square 1 is h1, White's near right\n"
      "corner; a1 is light.\n"
      "\n"
      "From a game: FILES are PDN (- for standard input); --game picks one (counted across\n"
      "the files). Plies count from the game start (0 = the setup) in every line; the\n"
      "default is the final position of the line. --move 12w / 12b is the position after\n"
      "White's / Black's 12th move, numbered as the game is (its first move number and\n"
      "side to move). --variation 3.1 walks the first variation of ply 3 (it replaces the\n"
      "move of ply 3); 3.1/5.2 then the second variation of ply 5 inside it. The move just\n"
      "played is highlighted. --every or --plies draws several positions: text boards all\n"
      "go to the output, images to numbered files (-o out.svg: out-000.svg, out-001.svg,\n"
      "... by ply). --sheet puts them on one page (A4 pages for PDF), captioned; without\n"
      "--plies or --every it draws every move with a strength (! ?), a NAG or a comment\n"
      "in words (not one holding only [%eval]/[%clk] commands): a game bulletin, under a\n"
      "heading with the players, event and round, each diagram captioned with its move\n"
      "and the move's comment. --caption auto on one diagram: \"White - Black, 12...\n"
      "18x27\".\n"
      "A game of another variant (its GameType, or --rules VARIANT) is replayed by its\n"
      "rules and drawn on its board; in English draughts Black moves first (1b is the\n"
      "game's first move).\n"
      "The side to move is written in the board's frame. A PNG is made for print: 60 mm\n"
      "wide at 300 dpi unless --size or --dpi say otherwise, its resolution recorded.\n"
      "\n"
      "From --fen: with --last-move, --fen is the position BEFORE that move: the move is\n"
      "played and the position after it drawn, with its squares highlighted (a capture\n"
      "also gets an arrow along its route and a cross on each captured piece's square).\n"
      "--rules VARIANT draws a --fen position of that variant on its own board (10 x 10,\n"
      "12 x 12), numbered as its PDN numbers it (--numbers), with its coordinates: the FEN\n"
      "and --last-move in its numbers or algebraic squares; without --fen, its start.\n"
      "Variants: " + rules::family::variant_names() + ".\n"
      "\n"
      "The format comes from --format, else from the extension of -o (.svg .png .pdf\n"
      ".txt); without -o the output is a text board on standard output. Text and SVG may\n"
      "go to standard output (-o - or no -o); PNG and PDF need -o FILE. A ply, move,\n"
      "variation or game that does not exist, or an illegal move before the position\n"
      "asked for, is reported with exit code 2.";
  CommandLine command{
      program,
      "[FILES...] [--game N] [--variation PATH] [--ply P | --move 12w | --plies P,P...\n"
      "       | --every] [--caption auto|TEXT]\n"
      "   or: [--fen FEN]... [--last-move MOVE]... [--caption TEXT]... [--rules VARIANT]\n"
      "   and: [--flip] [--numbers] [--coordinates] [--theme print|screen]\n"
      "       [--format svg|png|pdf|text] [--ascii] [--size N] [--dpi N] [--sheet [--columns N]\n"
      "       [--rows N]] [-o FILE] [rule options]",
      description, po::options_description("Options"), {}};
  std::vector<std::string> inputs;
  std::vector<std::string> fens;
  std::vector<std::string> last_moves;
  std::vector<std::string> captions;
  std::string variation;
  std::string move;
  std::string plies;
  std::string theme_name = "screen";
  std::string format_name;
  std::string output;
  diagram::DiagramStyle style;
  diagram::SheetOptions sheet;
  RuleOptionValues rule_values;
  command.options.add_options()
      ("input", input_file_names(&inputs), "PDN files (- for standard input)")
      ("game", bounded<std::size_t>(nullptr, 1, kMaxGames)->default_value(1),
       "the game to draw (1 = the first)")
      ("variation", po::value(&variation),
       "the line: PLY.N (the N-th variation at PLY), nested with / (3.1/5.2)")
      ("ply", po::value<std::string>(), "the position after P plies (0 = the setup)")
      ("move", po::value(&move), "the position after a move: 12w (White's 12th) or 12b")
      ("plies", po::value(&plies), "several positions: plies separated by commas (5,12,30)")
      ("every", "every position of the line, one diagram per ply")
      ("fen", po::value(&fens)->composing(),
       "a position (default: the initial position); several with --sheet")
      ("last-move", po::value(&last_moves)->composing(),
       "the move (PDN text, e.g. 22x13 or 9-13; a full route when the short form is "
       "ambiguous) played from the --fen position; one per --fen")
      ("caption", po::value(&captions)->composing(),
       "text under the diagram, one per --fen; for a game: auto (players and move; on a "
       "sheet, the default, a heading with the players and the move under each diagram) or "
       "a text")
      ("flip", po::bool_switch(&style.flipped), "Black at the bottom")
      ("numbers", po::bool_switch(&style.numbers), "FPD square numbers on the dark squares")
      ("coordinates", po::bool_switch(&style.coordinates), "file letters and rank numbers")
      ("theme", po::value(&theme_name)->default_value("screen"),
       "screen (colours) or print (black and white)")
      ("format", po::value(&format_name), "svg, png, pdf or text (default: from -o, else text)")
      ("ascii", "text board in plain ASCII (w b = men, W B = kings)")
      ("size", bounded<double>(nullptr, diagram::kMinWidth, diagram::kMaxWidth),
       "width in pixels (PNG), points (PDF) or CSS pixels (SVG); default 400, and 800 for an "
       "SVG sheet (PDF sheets are A4); a PNG is by default 60 mm wide (a sheet 180 mm) at "
       "--dpi")
      ("dpi", bounded<double>(nullptr, 10, 1200),
       "PNG resolution, recorded in the file (default 300, for print): without --size the "
       "pixel width follows from it (709 pixels for a diagram at 300 dpi); with --size it "
       "only says how large the pixels print")
      ("sheet", "several diagrams on one page (SVG, PNG, text) or on A4 pages (PDF)")
      ("columns", bounded(&sheet.columns, 1, 20)->default_value(2),
       "diagrams across a sheet")
      ("rows", bounded(&sheet.rows_per_page, 1, 20)->default_value(3),
       "rows on each PDF sheet page")
      ("output,o", file_name(&output), "the file to write (- for standard output)");
  add_rule_options(command.options, rule_values);
  command.positional.add("input", -1);
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
    ImageSize size;
    if (values.count("size") != 0) size.width = values["size"].as<double>();
    if (values.count("dpi") != 0) {
      if (format != OutputFormat::png) throw UsageError("--dpi is for PNG");
      size.dpi = values["dpi"].as<double>();
    }

    std::vector<diagram::DiagramContent> contents;
    std::vector<int> drawn_plies;
    if (!inputs.empty()) {
      if (!fens.empty() || !last_moves.empty()) {
        throw UsageError("--fen and --last-move are for positions without a game: not with FILES");
      }
      GameRequest request = game_request(values, inputs, captions, variation, move, plies, is_sheet);
      std::string error;
      const auto overrides = read_rule_options(values, rule_values, error);
      if (!overrides) throw UsageError(error);
      request.replay.overrides = *overrides;
      request.replay.check_tags = false;
      GameDiagrams drawn = game_contents(program, request, is_sheet);
      contents = std::move(drawn.contents);
      drawn_plies = std::move(drawn.plies);
      sheet.heading = std::move(drawn.heading);
    } else {
      for (const char* option : {"variation", "ply", "move", "plies", "every"}) {
        if (values.count(option) != 0) {
          throw UsageError(fmt::format("--{} draws from a game: give PDN FILES (- for standard "
                                       "input)", option));
        }
      }
      if (fens.size() > 1 && !is_sheet) throw UsageError("several --fen need --sheet");
      contents = fen_contents(values, rule_values.variant, fens, last_moves, captions);
    }

    // Ctrl-C stops the run at the next diagram: nothing is replaced, and its temporaries go.
    const InterruptRequest interrupt("");
    support::OutputSet outputs;
    if (!inputs.empty()) outputs.guard_inputs(inputs, support::OutputSet::InputsReplaced::never);
    // A diagram never replaces the games it is drawn from (without FILES, --fen, nothing is
    // read): said before OutputSet refuses it, in the words of a diagram.
    const auto refuse_input = [&](const std::string& name) {
      const auto clash =
          inputs.empty() ? std::nullopt : support::output_is_input("-o", name, inputs);
      if (clash) {
        throw UsageError(*clash + ": the diagram would replace the games it is drawn from");
      }
    };
    // Several images without a sheet: one file each, named by ply.
    if (contents.size() > 1 && !is_sheet && format != OutputFormat::text) {
      if (to_stdout) {
        throw UsageError("several image diagrams need -o FILE (FILE-000.svg, ...) or --sheet");
      }
      // A series, as convert --split writes: the temporaries of all its files that killed runs
      // left are removed, not only those of the plies drawn this time.
      const std::size_t series = outputs.expect_series(output, "-o");
      const int digits = ply_digits(*std::max_element(drawn_plies.begin(), drawn_plies.end()));
      for (const int ply : drawn_plies) {
        refuse_input(support::numbered_file_name(output, static_cast<std::size_t>(ply), digits));
      }
      for (std::size_t i = 0; i < contents.size(); ++i) {
        interrupt.stop_if_requested();
        support::OutputFile& file =
            outputs.open_numbered(series, static_cast<std::size_t>(drawn_plies[i]), digits);
        file.write(draw({contents[i]}, style, format, ascii, size, sheet, false));
        outputs.finish(file);
      }
    } else {
      refuse_input(output);
      outputs.open(output, "-o").write(draw(contents, style, format, ascii, size, sheet, is_sheet));
    }
    interrupt.stop_if_requested();
    const std::vector<std::string> failures = outputs.commit();
    interrupt.stop_if_requested();  // a closed pipe found by the commit: not said, ended by it
    for (const std::string& failure : failures) fmt::print(stderr, "{}: {}\n", program, failure);
    return failures.empty() ? kExitOk : kExitUsage;
  } catch (const UsageError& e) {
    return usage_error(program, e.what());
  } catch (const std::runtime_error& e) {
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }
}

}  // namespace damas::cli
