// pdn html: web pages of games, one page holding them all or a folder of pages (the pages are
// damas/web/game_page.hpp's; this file reads the options and writes the files).
#include <fmt/core.h>

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

#include "commands.hpp"
#include "damas/diagram/theme.hpp"
#include "damas/support/folder_made_for_the_run.hpp"
#include "damas/support/output_file.hpp"
#include "damas/support/quoted.hpp"
#include "damas/support/same_file.hpp"
#include "damas/support/spool_file.hpp"
#include "damas/web/game_page.hpp"
#include "exit_codes.hpp"
#include "input_messages.hpp"
#include "interrupt_request.hpp"
#include "options.hpp"
#include "output_format.hpp"
#include "rule_options.hpp"

namespace damas::cli {

namespace {

namespace fs = std::filesystem;

// -o names a folder: it ends with '/' or is one.
bool names_folder(const std::string& output) {
  std::error_code error;
  return output.ends_with('/') || fs::is_directory(output, error);
}

// The usage error of a page name (-o other than "-" and a folder) that would write HTML where
// it does not belong, else nullopt: one of the inputs, standard input included (the same file
// by device and inode, whatever its name: through a link, a hard link), which the page would
// replace; a name that does not end in .html or .htm (any letter case), which says another
// format (-o games.pdn, results.csv) or may be a folder without its slash. What is not a
// regular file (/dev/null, a FIFO) is written into as it is, and so is a name under /dev/ or
// /proc/ (/dev/stdout, /dev/fd/3: an open descriptor, a regular file when output is redirected).
std::optional<std::string> misnamed_page(const std::string& output,
                                         const std::vector<std::string>& inputs) {
  const std::string shown = support::shown_name(output);
  if (const auto clash = support::output_is_input("-o", output, inputs)) {
    return *clash + ": the page would replace the games it is made of";
  }
  const std::string extension = lower_case(fs::path(output).extension().string());
  std::error_code error;
  const fs::file_status status = fs::status(output, error);
  if (extension == ".html" || extension == ".htm" || output.starts_with("/dev/") ||
      output.starts_with("/proc/") || (fs::exists(status) && !fs::is_regular_file(status))) {
    return std::nullopt;
  }
  return fmt::format("-o '{}' is not named as a page: give OUT.html (or .htm), DIR/ for a page "
                     "per game, or - for standard output",
                     shown);
}

// The title of a page of several games: --title, else the Event of the first game that has one.
std::string page_title(const std::string& given, const std::vector<web::GameEntry>& entries) {
  if (!given.empty()) return given;
  for (const web::GameEntry& entry : entries) {
    if (!entry.event.empty()) return entry.event;
  }
  return "Games";
}

// Reports a game's problems on standard error; whether it had any.
bool report_problems(std::string_view program, const web::GameView& view) {
  for (const std::string& problem : view.problems) {
    fmt::print(stderr, "{}: game {}: {}\n", program, view.number, problem);
  }
  return !view.problems.empty();
}

}  // namespace

int run_html(std::string_view program, Arguments args) {
  CommandLine command{
      program,
      "[FILES...] -o OUT.html | -o DIR/ [--title TEXT] [--flip] [--numbers]\n"
      "       [--coordinates] [--theme screen|print] [--size N] [rule options]",
      "Writes web pages of games: -o OUT.html one page with every game and a list of them,\n"
      "-o DIR/ (a trailing slash, or an existing folder) DIR/index.html listing the games\n"
      "and DIR/game-N.html for each. FILES are PDN (- for standard input); N counts the\n"
      "games across the files, as pdn diagram --game does. A page is named .html or .htm,\n"
      "and is none of the inputs.\n"
      "\n"
      "A page needs nothing else (no network; it works from file://) and reads without\n"
      "JavaScript: the tags, the moves with comments, NAGs and variations, and the final\n"
      "position drawn. With JavaScript: click a move (variations too) to see its position;\n"
      "buttons and the arrow keys step along the line (Home/End or up/down: its first and\n"
      "last position); flip turns the board; moves with [%eval] comments get a clickable\n"
      "evaluation graph. Links: OUT.html#game=3&ply=24&variation=3.1 (a game's page:\n"
      "game-3.html#ply=24), plies and variations as pdn diagram numbers them. A game of\n"
      "another variant (its GameType, or --rules VARIANT) is shown on its own board.\n"
      "\n"
      "A game with an illegal move is shown up to it, with the problem (also on standard\n"
      "error; exit code 1); an input that cannot be read is exit code 2 and writes nothing.",
      po::options_description("Options"),
      {}};
  std::vector<std::string> inputs;
  std::string output;
  std::string title;
  std::string theme_name = "screen";
  web::BoardOptions board;
  RuleOptionValues rule_values;
  command.options.add_options()
      ("input", input_file_names(&inputs), "PDN files (- for standard input)")
      ("output,o", file_name(&output),
       "the page to write (OUT.html, - for standard output), or a folder (DIR/)")
      ("title", po::value(&title), "the title of the page or index (default: the first Event)")
      ("flip", po::bool_switch(&board.style.flipped), "Black at the bottom at first")
      ("numbers", po::bool_switch(&board.style.numbers), "FPD square numbers on the dark squares")
      ("coordinates", po::bool_switch(&board.style.coordinates), "file letters and rank numbers")
      ("theme", po::value(&theme_name)->default_value("screen"),
       "screen (colours) or print (black and white)")
      ("size", bounded<double>(&board.width, 160, 2000)->default_value(400), "board width in CSS pixels");
  add_rule_options(command.options, rule_values);
  command.positional.add("input", -1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  if (output.empty()) return usage_error(program, "give -o OUT.html (one page) or -o DIR/ (a page per game)");
  const auto theme = diagram::find_theme(theme_name);
  if (!theme) return usage_error(program, fmt::format("unknown --theme '{}' (screen or print)", theme_name));
  board.style.theme = *theme;
  std::string error;
  const auto overrides = read_rule_options(values, rule_values, error);
  if (!overrides) return usage_error(program, error);
  const pdn::ReplayOptions replay{.overrides = *overrides, .check_tags = false};

  const bool folder = output != "-" && names_folder(output);
  if (!folder && output != "-") {
    if (const auto misnamed = misnamed_page(output, inputs)) return usage_error(program, *misnamed);
  }
  try {
    const fs::path dir(output);
    // Ctrl-C stops the run at the next game: nothing is replaced, and its temporaries go.
    const InterruptRequest interrupt("");
    // Before the outputs: removed after their temporaries are, when the run writes nothing.
    support::FolderMadeForTheRun made(folder ? dir : fs::path());
    support::OutputSet outputs;
    // No page over the games it is made of (-o DIR/ whose index.html is one), nor standard
    // output into them.
    outputs.guard_inputs(inputs, support::OutputSet::InputsReplaced::never);
    // One page: opened at once (a page that cannot be written fails the run before the reading),
    // and its list of the games comes first, known once every game is read: each game's section
    // waits in a temporary file meanwhile, the game's view freed (views of 100,000 games took
    // gigabytes), and only the list's entries are kept.
    support::OutputFile* page = folder ? nullptr : &outputs.open(output, "-o");
    std::optional<support::SpoolFile> sections;
    if (!folder) sections.emplace();
    std::vector<web::GameEntry> entries;
    bool problems = false;
    std::size_t number = 0;
    const bool all_read =
        pdn::read_inputs(input_events(program), inputs, {}, [&](pdn::ArchiveGame&& game) {
          interrupt.stop_if_requested();
          const web::GameView view = web::view_game(std::move(game), ++number, replay);
          problems = report_problems(program, view) || problems;
          entries.push_back(web::game_entry(view));
          if (!folder) {
            sections->write(web::games_page_section(view, board));
            return;
          }
          support::OutputFile& file = outputs.open((dir / web::game_page_name(number)).string(), "-o");
          file.write(web::game_page(view, "index.html", board));
          outputs.finish(file);
        });
    if (!all_read) {
      fmt::print(stderr, "{}: no page written\n", program);
      return kExitUsage;
    }
    // An empty page (a wrong file, an empty pipe) would pass for a result; said as standings does.
    if (number == 0) {
      fmt::print(stderr, "{}: no games in the inputs: no page written\n", program);
      return kExitProblems;
    }
    const std::string heading = page_title(title, entries);
    if (folder) {
      outputs.open((dir / "index.html").string(), "-o").write(web::index_page(entries, heading));
    } else {
      page->write(web::games_page_start(entries, heading));
      sections->copy_to(*page);
      page->write(web::games_page_end(board));
    }
    interrupt.stop_if_requested();
    const std::vector<std::string> failures = outputs.commit();
    interrupt.stop_if_requested();  // a closed pipe found by the commit: not said, ended by it
    for (const std::string& failure : failures) fmt::print(stderr, "{}: {}\n", program, failure);
    if (!failures.empty()) return kExitUsage;
    made.keep();
    if (folder) {
      // Pages of an earlier run of more games: not linked by the index, but mixed with this
      // run's for whoever lists the folder (said as convert --split says it of its files).
      const auto page = [&](std::size_t n) { return (dir / web::game_page_name(n)).string(); };
      if (const auto leftovers = support::leftover_files(page, number)) {
        fmt::print(stderr, "{}: warning: {}\n", program, *leftovers);
      }
    }
    return problems ? kExitProblems : kExitOk;
  } catch (const support::OutputClash& e) {
    return usage_error(program, e.what());
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: error: {}\n", program, e.what());
    return kExitUsage;
  }
}

}  // namespace damas::cli
