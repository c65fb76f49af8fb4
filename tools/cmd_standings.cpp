// pdn standings FILES...: the standings and crosstable of each event of the games (see
// `pdn standings --help`); the counting is libpdn's (standings.hpp), the page web/'s.
#include <fmt/core.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "damas/pdn/archive.hpp"
#include "damas/pdn/standings.hpp"
#include "damas/support/output_file.hpp"
#include "damas/support/quoted.hpp"
#include "damas/support/same_file.hpp"
#include "damas/web/standings_page.hpp"
#include "exit_codes.hpp"
#include "input_messages.hpp"
#include "options.hpp"
#include "output_format.hpp"
#include "standings_output.hpp"

namespace damas::cli {

namespace {

enum class Format { text, csv, json, html };

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

Format choose_format(const std::string& format_name, const std::string& output) {
  static constexpr FormatName<Format> kNames[] = {{"text", Format::text},
                                                  {"csv", Format::csv},
                                                  {"json", Format::json},
                                                  {"html", Format::html},
                                                  {"txt", Format::text}};
  static constexpr FormatName<Format> kExtensions[] = {{".txt", Format::text},
                                                       {".csv", Format::csv},
                                                       {".json", Format::json},
                                                       {".html", Format::html},
                                                       {".htm", Format::html}};
  Format format = Format::text;
  if (const auto bad = choose_output_format<Format>({"--format", kNames, kExtensions},
                                                    format_name, output, Format::text, format)) {
    throw UsageError(*bad);
  }
  return format;
}

std::vector<pdn::Tiebreak> tiebreaks(std::string_view list) {
  std::vector<pdn::Tiebreak> chosen;
  while (true) {
    const std::size_t comma = list.find(',');
    const std::string_view name = list.substr(0, comma);
    const std::optional<pdn::Tiebreak> tiebreak = pdn::parse_tiebreak(name);
    if (!tiebreak) {
      std::string valid;
      for (const pdn::Tiebreak t : pdn::all_tiebreaks()) {
        if (!valid.empty()) valid += ", ";
        valid += pdn::tiebreak_name(t);
      }
      throw UsageError(fmt::format("unknown tie-break {} in --tiebreak (the tie-breaks: {})",
                                   quoted_value(name), valid));
    }
    // A second time would only print the same column again.
    if (std::find(chosen.begin(), chosen.end(), *tiebreak) != chosen.end()) {
      throw UsageError(fmt::format("--tiebreak names {} twice", quoted_value(name)));
    }
    chosen.push_back(*tiebreak);
    if (comma == std::string_view::npos) return chosen;
    list.remove_prefix(comma + 1);
  }
}

// The most an aliases file may hold: a club's list is a few kilobytes; a bigger file is the
// wrong one (an archive, /dev/zero), which would otherwise be read whole, or forever.
constexpr std::size_t kMaxAliasBytes = 16 << 20;

// The aliases file; a file that cannot be read is reported like an input (exit code 2).
pdn::PlayerAliases read_aliases(const std::string& path) {
  const std::string shown = support::shown_name(path);
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) {
    throw std::runtime_error(fmt::format("{}: {}", shown, std::strerror(EISDIR)));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("{}: {}", shown, std::strerror(errno)));
  std::string text;
  char chunk[1 << 16];
  while (text.size() <= kMaxAliasBytes && in.read(chunk, sizeof chunk).gcount() > 0) {
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) throw std::runtime_error(fmt::format("{}: cannot be read", shown));
  if (text.size() > kMaxAliasBytes) {
    throw std::runtime_error(
        fmt::format("{}: more than {} MiB: not a list of names", shown, kMaxAliasBytes >> 20));
  }
  return pdn::PlayerAliases(text, path);
}

// Keeps the event asked for, its spaces folded as the Event tags' are; a usage error naming the
// events there are when it is not one.
void pick_event(std::vector<pdn::EventStandings>& events, const std::string& name) {
  const std::string spaced = pdn::spaced_name(name);
  for (pdn::EventStandings& event : events) {
    if (event.event != spaced) continue;
    pdn::EventStandings kept = std::move(event);
    events = {std::move(kept)};
    return;
  }
  std::string found;
  for (const pdn::EventStandings& event : events) {
    if (!found.empty()) found += ", ";
    found += support::quoted(event.event, '\'');
  }
  throw UsageError(fmt::format("no event {} in the games (events: {})", support::quoted(name, '\''),
                               found.empty() ? "none" : found));
}

}  // namespace

int run_standings(std::string_view program, Arguments args) {
  CommandLine command{
      program,
      "[FILES...] [--event NAME] [--points W,D,L] [--tiebreak LIST] [--alias FILE]\n"
      "       [--adjudicated] [--format text|csv|json|html] [--game-pages URL] [-o FILE]",
      "The standings and crosstable of each event (Event tag) of the games of the PDN files\n"
      "(standard input when none or '-'): points (win 2, draw 1, loss 0 as the FPD scores, or\n"
      "--points), games, wins, draws and losses, and the tie-breaks in the order given:\n"
      "  direct            points in the games among the players tied (only when they all met)\n"
      "  sonneborn-berger  each opponent's total times the game's points / the points of a win\n"
      "  buchholz          the sum of the opponents' totals, a term per game\n"
      "  buchholz-cut1     buchholz without its lowest term\n"
      "  wins              games won\n"
      "  black-games       games played with Black\n"
      "(default: direct,sonneborn-berger,wins). Players tied after them share a rank. Players\n"
      "are named as in the White and Black tags, or as --alias maps them (lines 'Spelling =\n"
      "Name', '#' comments); names that look the same are one player (and events one event):\n"
      "spaces at the ends left out, a run of spaces (any Unicode space) one blank, invisible\n"
      "characters dropped, accents composed (NFC). Results come from the Result tag (else the\n"
      "game's terminator); with --adjudicated from the board where it decides the game, as pdn\n"
      "validate judges it. Games without a result, players or readable text are listed and not\n"
      "counted; disputed results are listed with the result counted. Games are numbered across\n"
      "the inputs in order, as pdn html names its pages: --game-pages URL links each result of\n"
      "the HTML crosstable to URL/game-N.html. The format comes from --format, else from the\n"
      "extension of -o (.txt .csv .json .html; another needs --format), else text on standard\n"
      "output.\n"
      "Exit codes: 0 every game counted as recorded, 1 some game listed (left out or\n"
      "disputed; byes aside) or no game at all, 2 bad usage, an unknown --event or an\n"
      "unreadable input.",
      po::options_description("Options"), {}};
  std::vector<std::string> inputs;
  std::string event;
  std::string points_text = "2,1,0";
  std::string tiebreak_text = "direct,sonneborn-berger,wins";
  std::string alias_file;
  std::string format_name;
  std::string game_pages;
  std::string output;
  command.options.add_options()
      ("input", input_file_names(&inputs), "PDN files (- for standard input)")
      ("event", po::value(&event), "the event to show (default: every event, in order)")
      ("points", po::value(&points_text)->default_value("2,1,0"),
       "points of a win, a draw and a loss (1,0.5,0 for the FIDE scale)")
      ("tiebreak", po::value(&tiebreak_text)->default_value("direct,sonneborn-berger,wins"),
       "tie-breaks, in order, separated by commas")
      ("alias", file_name(&alias_file), "a file of 'Spelling = Name' lines")
      ("adjudicated", "results from the board where it decides the game")
      ("format", po::value(&format_name),
       "text, csv, json or html (default: from -o's extension; text on standard output)")
      ("game-pages", po::value(&game_pages),
       "HTML: link each game to URL/game-N.html (pdn html's pages; . when beside the page)")
      ("output,o", file_name(&output), "the file to write (- for standard output)");
  command.positional.add("input", -1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;

  try {
    const Format format = choose_format(format_name, output);
    // The table would replace what it is made of (an input named .html, say).
    if (const auto clash = support::output_is_input("-o", output, inputs)) {
      throw UsageError(*clash + ": the standings would replace the games they are made of");
    }
    if (!alias_file.empty() && support::output_is_input("-o", output, {alias_file})) {
      throw UsageError(fmt::format("-o '{}' is the --alias file: the standings would replace it",
                                   support::shown_name(output)));
    }
    if (values.count("game-pages") != 0 && format != Format::html) {
      throw UsageError("--game-pages is for the html format");
    }
    pdn::StandingsOptions options;
    const std::optional<pdn::Points> points = pdn::Points::from_text(points_text);
    if (!points) {
      throw UsageError(
          fmt::format("bad --points {}: give win,draw,loss, numbers from 0 to 100 "
                      "(at most 3 decimals), win above 0 and win >= draw >= loss",
                      quoted_value(points_text)));
    }
    options.points = *points;
    options.tiebreaks = tiebreaks(tiebreak_text);
    const pdn::PlayerAliases aliases =
        alias_file.empty() ? pdn::PlayerAliases() : read_aliases(alias_file);
    const pdn::ResultSource results =
        values.count("adjudicated") != 0 ? pdn::ResultSource::board : pdn::ResultSource::record;

    std::vector<pdn::TournamentGame> games;
    const bool all_read = pdn::read_inputs(input_events(program), inputs, {},
                                           [&](pdn::ArchiveGame&& game) {
      games.push_back(pdn::tournament_game(game, games.size() + 1, results, aliases));
    });
    if (!all_read) return kExitUsage;  // the reasons are on standard error; nothing written
    if (games.empty()) {
      fmt::print(stderr, "{}: no games in the inputs\n", program);
      return kExitProblems;
    }

    std::vector<pdn::EventStandings> events = pdn::compute_standings(games, options);
    if (values.count("event") != 0) pick_event(events, event);
    std::string text;
    switch (format) {
      case Format::text: text = standings_text(events, options); break;
      case Format::csv: text = standings_csv(events, options); break;
      case Format::json: text = standings_json(events, options); break;
      case Format::html:
        text = web::standings_page(events, {.game_pages = game_pages, .standings = options});
        break;
    }
    bool listed = false;
    for (const pdn::EventStandings& e : events) {
      // A bye is listed for the reader but is no problem of the records: the table is as the
      // event was played, so it does not make the exit code 1 (an odd number of players would).
      listed = listed || std::any_of(e.listed.begin(), e.listed.end(), [](const auto& g) {
                 return g.note != pdn::GameNote::bye;
               });
      // A table has no room for them: they go where messages go.
      if (format == Format::csv) {
        for (const pdn::TournamentGame& g : e.listed) {
          fmt::print(stderr, "{}: {}\n", program, listed_line(g));
        }
      }
    }

    support::OutputSet outputs;
    std::vector<std::string> read = inputs.empty() ? std::vector<std::string>{"-"} : inputs;
    if (!alias_file.empty()) read.push_back(alias_file);
    outputs.guard_inputs(std::move(read), support::OutputSet::InputsReplaced::never);
    outputs.open(output, "-o").write(text);
    const std::vector<std::string> failures = outputs.commit();
    for (const std::string& failure : failures) fmt::print(stderr, "{}: {}\n", program, failure);
    if (!failures.empty()) return kExitUsage;
    return listed ? kExitProblems : kExitOk;
  } catch (const UsageError& e) {
    return usage_error(program, e.what());
  } catch (const std::runtime_error& e) {  // an aliases file, an output clash
    fmt::print(stderr, "{}: {}\n", program, e.what());
    return kExitUsage;
  }
}

}  // namespace damas::cli
