// pdn convert [FILES...] [-o OUT] [--to pdn|json|csv|positions]: reads PDN (or the JSON Lines
// this command writes) and writes canonical PDN 3.0, JSON Lines, a CSV row per game or a line
// per position, game by game. Every game read is accounted
// for: written, or rejected (reported, and kept in --rejects).
#include <fmt/core.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <optional>
#include <string>
#include <system_error>
#include <typeinfo>
#include <utility>
#include <vector>

#include "commands.hpp"
#include "damas/pdn/archive.hpp"
#include "damas/pdn/archive_pipeline.hpp"
#include "damas/pdn/clean.hpp"
#include "damas/pdn/convert.hpp"
#include "damas/pdn/dedupe.hpp"
#include "damas/pdn/game_output.hpp"
#include "damas/pdn/not_checked.hpp"
#include "damas/pdn/position_rows.hpp"
#include "damas/pdn/selection.hpp"
#include "damas/support/folder_made_for_the_run.hpp"
#include "damas/support/json_writer.hpp"
#include "damas/support/output_file.hpp"
#include "damas/support/quoted.hpp"
#include "damas/support/same_file.hpp"
#include "exit_codes.hpp"
#include "input_messages.hpp"
#include "interrupt_request.hpp"
#include "options.hpp"
#include "output_format.hpp"
#include "progress_line.hpp"
#include "rule_options.hpp"
#include "shard_option.hpp"

namespace damas::cli {

namespace {

// The longest main line --min-plies and --max-plies take.
constexpr int kMaxPlies = 1'000'000;

using Format = pdn::ConvertFormat;

// Games read = written + rejected + duplicates + not selected.
struct Counts {
  std::size_t read = 0;
  std::size_t written = 0;
  std::size_t rejected = 0;
  std::size_t not_selected = 0;
  std::size_t broken = 0;
  std::size_t kept_broken = 0;  // written with a Broken tag (--keep-broken)
  std::size_t duplicates = 0;
  std::size_t selected = 0;  // so far, for --skip and --first
  pdn::CleanCounts cleaning;      // of the games written
  pdn::NotCheckedCounts not_checked;  // of the games read
};

// "3 games read, 2 written, 1 rejected", then the other counts that apply. Games that did not
// reach their output are "converted", not "written"; `no_file_written` says why the files of
// the run were left as they were ("" when they were replaced, or there were none).
std::string summary_line(const Counts& counts, bool dedupe, bool games_written,
                         std::string_view no_file_written) {
  std::string line =
      fmt::format("{} game{} read, {} {}, {} rejected", counts.read, counts.read == 1 ? "" : "s",
                  counts.written, games_written ? "written" : "converted", counts.rejected);
  if (dedupe) {
    line += fmt::format(", {} duplicate{}", counts.duplicates, counts.duplicates == 1 ? "" : "s");
  }
  if (counts.kept_broken > 0) line += fmt::format(", {} kept broken", counts.kept_broken);
  if (counts.not_selected > 0) line += fmt::format(", {} not selected", counts.not_selected);
  if (counts.not_checked.other_variants() > 0) {
    line += fmt::format(", {} looking like another variant", counts.not_checked.other_variants());
  }
  if (counts.not_checked.game_types() > 0) {
    line += fmt::format(", {} not checked", counts.not_checked.game_types());
  }
  line += counts.cleaning.summary();
  if (!no_file_written.empty()) line += fmt::format("; no file written ({})", no_file_written);
  return line;
}

// The games not checked, per GameType, and what became of them: "not checked (written without
// replay): 1273 GameType 20 (International draughts), ...".
std::string not_checked_line(const Counts& counts, Format format, bool only_checked) {
  const char* fate = only_checked                   ? "left out by --only-checked"
                     : format == Format::positions ? "written without positions"
                     : format == Format::csv       ? "written without outcome"
                                                   : "written without replay";
  return fmt::format("not checked ({}): {}", fate, counts.not_checked.by_game_type());
}

// The summary as one JSON object, for programs: the counts of summary_line by name.
std::string summary_json(const Counts& counts, bool dedupe, bool files_written,
                         std::string_view no_file_written) {
  support::JsonWriter json;
  json.begin_object();
  json.key("read").number(static_cast<std::int64_t>(counts.read));
  json.key("written").number(static_cast<std::int64_t>(counts.written));
  json.key("files_written").boolean(files_written);
  if (!no_file_written.empty()) json.key("no_file_written").string(no_file_written);
  json.key("rejected").number(static_cast<std::int64_t>(counts.rejected));
  if (dedupe) json.key("duplicates").number(static_cast<std::int64_t>(counts.duplicates));
  json.key("not_selected").number(static_cast<std::int64_t>(counts.not_selected));
  json.key("kept_broken").number(static_cast<std::int64_t>(counts.kept_broken));
  json.key("other_variant").number(static_cast<std::int64_t>(counts.not_checked.other_variants()));
  json.key("not_checked").number(static_cast<std::int64_t>(counts.not_checked.game_types()));
  json.key("not_checked_by_game_type");
  counts.not_checked.write_by_game_type(json);
  const pdn::CleanCounts& cleaning = counts.cleaning;
  json.key("cut_after_end").number(static_cast<std::int64_t>(cleaning.cut));
  json.key("results_fixed").number(static_cast<std::int64_t>(cleaning.results_fixed));
  json.key("dates_normalized").number(static_cast<std::int64_t>(cleaning.dates_normalized));
  json.key("dates_not_recognised").number(static_cast<std::int64_t>(cleaning.dates_unrecognised));
  json.key("moves_repaired").number(static_cast<std::int64_t>(cleaning.repaired));
  json.end_object();
  return json.take();
}

// Reads the selection options into `selection`; an error message when one is wrong.
std::optional<std::string> read_selection(const po::variables_map& values,
                                          pdn::Selection& selection) {
  std::string error;
  // Whether `take` takes the value of `option` (each of them, when it is repeatable).
  auto every = [&](const char* option, auto take) {
    if (values.count(option) == 0) return true;
    const po::variable_value& value = values[option];
    if (value.value().type() == typeid(std::string)) return take(value.as<std::string>());
    const auto& list = value.as<std::vector<std::string>>();
    return std::all_of(list.begin(), list.end(), take);
  };
  // ... given to a setter of the selection, which says why it refuses a value.
  using Setter = bool (pdn::Selection::*)(std::string_view, std::string&);
  auto set = [&](const char* option, Setter setter) {
    return every(option, [&](const std::string& value) {
      if ((selection.*setter)(value, error)) return true;
      error = fmt::format("--{} '{}': {}", option, value, error);
      return false;
    });
  };
  auto position = [&](const std::string& fen) {
    const rules::FenResult parsed = rules::parse_fen(fen);
    if (!parsed.ok()) {
      error = "--position: " + parsed.error->describe(fen);
      return false;
    }
    selection.add_position(parsed.position);
    return true;
  };
  const bool ok =
      set("tag", &pdn::Selection::add_tag) && set("result", &pdn::Selection::add_result) &&
      set("ended-by", &pdn::Selection::add_end_reason) && every("position", position) &&
      set("date", &pdn::Selection::set_dates) && set("round", &pdn::Selection::set_rounds) &&
      every("player", [&](const std::string& name) {
        // An unset shell variable: every name contains the empty text.
        if (name.find_first_not_of(" \t") == std::string::npos) {
          error = "--player: the name is empty (it would select every game)";
          return false;
        }
        selection.add_player(name);
        return true;
      });
  if (!ok) return error;
  auto bound = [&](const char* option) {
    return values.count(option) != 0 ? std::optional<int>(values[option].as<int>()) : std::nullopt;
  };
  const std::optional<int> min = bound("min-plies");
  const std::optional<int> max = bound("max-plies");
  if (!selection.set_plies(min, max)) {
    return fmt::format("--min-plies {} is more than --max-plies {}: no game has both", *min, *max);
  }
  if (values.count("errors-only") != 0) selection.set_errors_only();
  if (values.count("invert") != 0) selection.set_invert();
  return std::nullopt;
}

constexpr FormatName<Format> kFormatNames[] = {
    {"pdn", Format::pdn}, {"json", Format::json}, {"csv", Format::csv},
    {"positions", Format::positions}};
constexpr FormatName<Format> kFormatExtensions[] = {
    {".pdn", Format::pdn}, {".jsonl", Format::json}, {".json", Format::json},
    {".csv", Format::csv}, {".tsv", Format::positions}};
constexpr OutputFormats<Format> kFormats{"--to", kFormatNames, kFormatExtensions};

// Reads --to, --squares, --captures and --mirrored into `settings` (whose `judge` is set); an
// error message when one is wrong.
std::optional<std::string> read_output_form(const po::variables_map& values,
                                            pdn::ConvertOptions& settings) {
  std::optional<std::string_view> to;
  if (values.count("to") != 0) to = values["to"].as<std::string>();
  const std::string output = values.count("output") != 0 ? values["output"].as<std::string>() : "";
  if (auto bad = choose_output_format<Format>(kFormats, to, output, Format::pdn, settings.format)) {
    return bad;
  }
  // The side outputs: a name that promises another format than the file will hold is a mistake.
  // The rejected games are written as they were read: JSON Lines when every input is named as
  // JSON Lines is (.jsonl, .json), else PDN.
  if (values.count("rejects") != 0) {
    const auto inputs = values.count("input") != 0 ? values["input"].as<std::vector<std::string>>()
                                                   : std::vector<std::string>{};
    const bool json_inputs =
        !inputs.empty() && std::all_of(inputs.begin(), inputs.end(), [](const std::string& name) {
          const std::string extension = std::filesystem::path(name).extension().string();
          return extension == ".jsonl" || extension == ".json";
        });
    if (auto bad = check_extension(kFormats, "--rejects", values["rejects"].as<std::string>(),
                                   json_inputs ? Format::json : Format::pdn,
                                   "the rejected games as they were read")) {
      return bad;
    }
  }
  if (values.count("duplicates") != 0) {
    if (auto bad = check_extension(kFormats, "--duplicates", values["duplicates"].as<std::string>(),
                                   settings.format, "the duplicates converted like the output")) {
      return bad;
    }
  }
  pdn::NotationStyle& style = settings.notation;
  if (values.count("squares") != 0) {
    const std::string& squares = values["squares"].as<std::string>();
    if (squares != "numeric" && squares != "alpha") {
      return fmt::format("unknown --squares '{}' (numeric or alpha)", squares);
    }
    style.squares = squares == "alpha" ? pdn::SquareStyle::algebraic : pdn::SquareStyle::numeric;
  }
  if (values.count("captures") != 0) {
    const std::string& captures = values["captures"].as<std::string>();
    if (captures != "short" && captures != "path") {
      return fmt::format("unknown --captures '{}' (short or path)", captures);
    }
    style.captures =
        captures == "path" ? pdn::CaptureStyle::full_path : pdn::CaptureStyle::short_form;
  }
  if (values.count("mirrored") != 0) style.input_board = rules::Board::mirrored;
  if (settings.judge) return std::nullopt;
  // Without the replay no move is known: nothing can be rewritten or set up.
  for (const char* option : {"squares", "captures", "mirrored"}) {
    if (values.count(option) != 0) {
      return fmt::format("--{} rewrites the moves replayed: not with --no-replay", option);
    }
  }
  if (settings.format == Format::positions) {
    return "--to positions needs the positions replayed: not with --no-replay";
  }
  return std::nullopt;
}

}  // namespace

int run_convert(std::string_view program, Arguments args) {
  CommandLine command{
      program, "[FILES...] [-o OUT] [--to pdn|json|csv|positions] [--squares numeric|alpha]\n"
      "           [--captures short|path] [--mirrored] [--rejects FILE] [--keep-broken] [--repair]\n"
      "           [-j N] [--no-replay] [cleaning options] [selection options]",
      "Reads games from PDN files (or standard input, also as '-') and writes them as\n"
      "canonical PDN 3.0, as JSON Lines (one game per line, lossless), as CSV or as\n"
      "positions (see --to). Input in JSON Lines (.jsonl/.json, or text starting with\n"
      "'{') is read too, each field checked: a game holding what PDN cannot hold as it\n"
      "is (PDN syntax or a line end in a field, a number too large) is rejected, the\n"
      "field named. Printed scores (docs/printed-scores.md) are read and written in PDN\n"
      "3.0. Every game is replayed\n"
      "through the rules (see the rule options): a game that cannot be read, has an illegal\n"
      "move or another error is reported on standard error as FILE:LINE:COLUMN: error: ...\n"
      "and rejected (left out, or written to --rejects as it was read), unless --keep-broken\n"
      "keeps it or --repair mends it. Moves recorded after the game ended on the board (no pieces, no moves,\n"
      "a draw by rule) are cut into a comment after the last move played.\n"
      "A game of another variant of the family (GameType 20, 21, 22, 23, 25, 26, 27, 29,\n"
      "or --rules) is judged by its own rules; one of a GameType of no known rules (30 and\n"
      "up, or another pool than American: 23,W,8,8,A0,0 ...) is written as it is, unchecked\n"
      "(--only-checked leaves it out); one without GameType whose moves or setup cannot be\n"
      "Portuguese is an error, \"looks like <variant>\" (naming the variants whose rules take\n"
      "its moves).\n"
      "A summary (games read, written, rejected, duplicates, other variants, games not\n"
      "checked per GameType, and the cleaning done) ends standard error; --summary json\n"
      "writes it as one JSON object.\n"
      "Exit code 0: every game clean; 1: some games had errors; 2: an input could not be\n"
      "read, an output not written, or bad usage. The files written (-o, --rejects,\n"
      "--duplicates, --split) replace the old ones together, only when the run exits with\n"
      "0 or 1: a failed run leaves them as they were.\n"
      "\n"
      "--to csv: a header row, then one row per game (RFC 4180 quoting, CRLF line ends):\n"
      "Event, Site, Date, Round, White, Black, Result, GameType (the tags as written, empty\n"
      "when absent), Plies (moves of the main line), Outcome (the end on the board: 1-0,\n"
      "0-1, 1/2-1/2, or * when not ended) and Reason (no-pieces, no-moves, repetition,\n"
      "twenty-move, forcada, king-vs-king or none); for a game not replayed, Outcome is\n"
      "empty and Reason says why (\"not checked: GameType 23 (American pool checkers)\",\n"
      "\"not replayed (--no-replay)\", ...).\n"
      "--to positions: tab-separated, a header line 'game ply move fen', then one line\n"
      "per move of each main line: the game's number in the output (1 = the first game\n"
      "written), the ply (1 = the first move), the move as the PDN output writes it and\n"
      "the FEN after it (algebraic with --squares alpha). Not with --no-replay.\n"
      "With --split, every CSV or positions file begins with its header line.\n"
      "Every move replayed is written from the legal move it names: captures with 'x',\n"
      "quiet moves with '-'. --squares, --captures and --mirrored need the replay.",
      po::options_description("Options"), {}};
  std::vector<std::string> inputs;
  std::string out;
  std::string rejects;
  int jobs = 1;
  RuleOptionValues rule_values;
  ShardValues shard_values;
  command.options.add_options()
      ("input", input_file_names(&inputs), "input files ('-' is standard input)")
      ("output,o", file_name(&out), "output file ('-' or absent: standard output)")
      ("to", po::value<std::string>(),
       "output format: pdn, json, csv or positions (see above); default: the one -o's "
       "extension names (.pdn, .jsonl or .json, .csv, .tsv for positions), else pdn")
      ("rejects", file_name(&rejects),
       "write the rejected games there, as they were read")
      ("keep-broken",
       "keep a game with an error: up to its last legal move, the rest of the main line in a "
       "comment (in escape lines when it holds comments), with a [Broken \"...\"] tag saying why")
      ("jobs,j", bounded(&jobs, 1, kMaxJobs)->default_value(1),
       "games converted in parallel")
      ("no-replay", "do not replay the games: only a game that cannot be read is broken")
      ("repair",
       "write an illegal move as the move it was most likely meant as, when validate suggests "
       "one after which the rest of its line replays (docs/repairs.md), with a comment "
       "{repaired: written 12x07} after it; a game with an illegal move of several plausible "
       "repairs, or none, is left as it was")
      ("strict", "read with the PDN 3.0 grammar instead of the liberal one")
      ("squares", po::value<std::string>(),
       "numeric or alpha: write the squares of moves and of the FEN tag as FPD numbers or as "
       "a1..h8 on the standard board (a1: White's near left corner, not a playing square; "
       "h1 = 1); default: as written")
      ("captures", po::value<std::string>(),
       "short: 'fromxto', the full path only where that names two legal moves (PDN 3.0); "
       "path: every landing square of every capture; default: the path as written")
      ("mirrored",
       "the input's algebraic squares are on the mirrored board (a1 = square 1, h8 = 32, as "
       "some exporters write them); they are written on the standard board")
      ("only-checked",
       "leave out the games of a GameType of no known rules (23 pool, 30+), which are "
       "otherwise written as they are, unchecked, and counted in the summary")
      ("summary", po::value<std::string>()->default_value("text"),
       "text, or json: the summary as one JSON object on standard error")
      ("quiet,q", "no progress line and no summary");
  add_shard_options(command.options, shard_values);
  po::options_description selecting("Selecting games (every criterion must hold)");
  std::size_t first = 0;
  std::size_t skip = 0;
  selecting.add_options()
      ("tag", po::value<std::vector<std::string>>()->composing(),
       "NAME=VALUE: the tag has this value; NAME~REGEX: its value matches REGEX somewhere, in "
       "RE2 syntax (Perl's without backreferences or lookaround; matched in linear time); "
       "repeatable")
      ("player", po::value<std::vector<std::string>>()->composing(),
       "White or Black contains NAME, letter case and accents aside (repeated: any of them)")
      ("result", po::value<std::vector<std::string>>()->composing(),
       "the Result tag (else the terminator) is R: 1-0, 0-1, 1/2-1/2, 0-0 or * (repeated: any)")
      ("date", po::value<std::string>(),
       "FROM..TO: the Date is in the range, each end YYYY, YYYY.MM or YYYY.MM.DD or left out "
       "(2009.04.01..2009.12, 2009.., ..2010)")
      ("round", po::value<std::string>(),
       "FROM..TO: the Round's number is in the range, each end a whole number or left out (3..5)")
      ("min-plies", bounded<int>(nullptr, 0, kMaxPlies),
       "at least N moves on the main line")
      ("max-plies", bounded<int>(nullptr, 0, kMaxPlies),
       "at most N moves on the main line")
      ("ended-by", po::value<std::vector<std::string>>()->composing(),
       "the game ended on the board by REASON: no-pieces, no-moves, repetition, twenty-move, "
       "forcada, king-vs-king (repeated: any)")
      ("position", po::value<std::vector<std::string>>()->composing(),
       "the position FEN occurs on the main line (repeated: any)")
      ("errors-only", "only the games with errors")
      ("invert", "the games the criteria above leave out instead")
      ("skip", bounded(&skip, std::size_t{0}, kMaxGames)->default_value(0),
       "leave out the first N selected games")
      ("first", bounded(&first, std::size_t{0}, kMaxGames)->default_value(0),
       "stop after N selected games (0: all)");
  po::options_description cleaning("Cleaning, duplicates and splitting");
  std::string dedupe;
  std::string duplicates;
  std::size_t split = 0;
  cleaning.add_options()
      ("fix-results",
       "where the game ended on the board, set the Result tag and the terminator to the result "
       "there (a game whose only error was its result is then written)")
      ("normalize-dates",
       "write the Date tag as YYYY.MM.DD (?? for unknown parts) from the common forms: "
       "2024-03-05, 2024.3.5, 05/03/2024 or 5.3.2024 (day first), 2024, 'March 5, 2024', "
       "05-Mar-2024, '5 de março de 2024', '?', empty or 0000.00.00; other forms (two-digit "
       "years, ranges) are left as they are and counted. --date selects on the normalized dates")
      ("add-plycount", "set a PlyCount tag: the moves of the main line")
      ("add-gametype",
       "add a GameType tag where there is none: the number of the rules the game was judged "
       "under (28 Portuguese, 24 Spanish)")
      ("dedupe", po::value<std::string>(&dedupe),
       "moves or moves+tags: keep only the first of the games with the same main line (the "
       "moves as the rules read them: 32x28 and 32-28 alike) and, with moves+tags, the same "
       "seven standard tags; counted before --skip and --first. A game kept broken counts "
       "with every move it was read with (those after its error or its end included), never "
       "by its cut main line alone")
      ("duplicates", file_name(&duplicates),
       "write the games --dedupe leaves out there, converted like the output")
      ("split", bounded(&split, std::size_t{0}, kMaxGames)->default_value(0),
       "write N games per file, numbered after -o (out.pdn: out-001.pdn, out-002.pdn, ...) or, "
       "without -o, after the first input, in the current folder (games.pdn --to json: "
       "games-001.jsonl, ...) or in the folder -o DIR/ names; the files are written when the "
       "run has succeeded");
  command.options.add(cleaning);
  command.options.add(selecting);
  add_rule_options(command.options, rule_values);
  command.positional.add("input", -1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  pdn::ConvertOptions settings;
  settings.keep_broken = values.count("keep-broken") != 0;
  settings.judge = values.count("no-replay") == 0;
  settings.repair = values.count("repair") != 0;
  if (settings.repair && !settings.judge) {
    return usage_error(program, "--repair needs the replay: leave out --no-replay");
  }
  if (const auto bad = read_output_form(values, settings)) return usage_error(program, *bad);
  std::string error;
  const auto overrides = read_rule_options(values, rule_values, error);
  if (!overrides) return usage_error(program, error);
  settings.replay.overrides = *overrides;
  settings.replay.board = settings.notation.input_board;
  if (const auto bad = read_selection(values, settings.selection)) return usage_error(program, *bad);
  settings.only_checked = values.count("only-checked") != 0;
  const std::string& summary_format = values["summary"].as<std::string>();
  if (summary_format != "text" && summary_format != "json") {
    return usage_error(program, fmt::format("unknown --summary '{}' (text or json)", summary_format));
  }
  settings.clean.fix_results = values.count("fix-results") != 0;
  settings.clean.normalize_dates = values.count("normalize-dates") != 0;
  settings.clean.add_plycount = values.count("add-plycount") != 0;
  settings.clean.add_gametype = values.count("add-gametype") != 0;
  settings.game_type = rules::find_ruleset(overrides->variant.value_or("portuguese"))->game_type;
  if (settings.clean.fix_results && !settings.judge) {
    return usage_error(program, "--fix-results needs the replay: leave out --no-replay");
  }
  if (values.count("dedupe") != 0) {
    settings.dedupe = pdn::dedupe_mode(dedupe);
    if (!settings.dedupe) {
      return usage_error(program,
                         fmt::format("unknown --dedupe '{}' (moves or moves+tags)", dedupe));
    }
  } else if (values.count("duplicates") != 0) {
    return usage_error(program, "--duplicates needs --dedupe");
  }
  std::string target = out;
  if (split > 0) {
    const char* extensions[] = {".pdn", ".jsonl", ".csv", ".tsv"};  // in Format's order
    const auto name = pdn::split_name(out, inputs, extensions[static_cast<int>(settings.format)]);
    if (!name) return usage_error(program, "--split needs -o FILE or a named input file");
    target = *name;
  }
  pdn::ArchiveOptions input_options;
  input_options.read.dialect = values.count("strict") != 0 ? pdn::Dialect::strict : pdn::Dialect::liberal;
  input_options.json = true;
  input_options.keep_text = values.count("rejects") != 0;
  // What counts games across the whole run cannot be done by one part of it.
  if (!shard_values.part.empty() &&
      (settings.dedupe || skip > 0 || first > 0 || settings.format == Format::positions)) {
    return usage_error(program, "--shard cannot go with --dedupe, --skip, --first or the positions "
                                "format: they count games across the whole run");
  }
  std::optional<pdn::Shard> shard = read_shard(shard_values, inputs, input_options, error);
  if (!shard) return usage_error(program, error);

  try {
    // Ctrl-C stops the run at the next game: nothing is replaced, and its temporaries go.
    const InterruptRequest interrupt("");
    // CSV and positions files begin with their header line (each file, with --split).
    const std::string header = pdn::format_header(settings.format);
    // `--split N -o DIR/`: the folder is made for the files (and removed again when the run
    // writes none), as html's pages are.
    support::FolderMadeForTheRun made(split > 0 && out.ends_with('/') ? std::filesystem::path(out)
                                                                      : std::filesystem::path());
    // All opened before anything is read: outputs that are the same file are a usage error.
    support::OutputSet outputs;
    outputs.guard_inputs(inputs, support::OutputSet::InputsReplaced::at_commit);
    pdn::GameOutput output(outputs, target, split, split > 0 ? "--split" : "-o", header);
    support::OutputFile* rejected = input_options.keep_text ? &outputs.open(rejects, "--rejects") : nullptr;
    support::OutputFile* duplicated =
        values.count("duplicates") != 0 ? &outputs.open(duplicates, "--duplicates") : nullptr;
    pdn::SeenGames seen;
    Counts counts;
    std::string numbered;  // a game's positions with their game number
    const bool output_on_terminal = (target.empty() || target == "-") && isatty(STDOUT_FILENO);
    ProgressLine progress("convert", ProgressLine::wanted(values.count("quiet") != 0, output_on_terminal));
    auto emit = [&](pdn::ConvertedGame&& c) {
      interrupt.stop_if_requested();
      ++counts.read;
      progress.add();
      if (c.unchecked_type) counts.not_checked.add_game_type(*c.unchecked_type);
      if (c.other_variant) counts.not_checked.add_other_variant();
      if (settings.dedupe && c.selected && !c.rejected && !seen.insert(c.key)) {
        ++counts.duplicates;
        if (duplicated) duplicated->write(c.text);
        return;
      }
      // --skip and --first count the selected games in input order, so they apply here.
      if (c.selected) {
        ++counts.selected;
        c.selected = counts.selected > skip && (first == 0 || counts.selected <= skip + first);
      }
      if (!c.selected) {
        ++counts.not_selected;
        return;
      }
      if (!c.repairs.empty()) {
        progress.clear();
        std::fputs(c.repairs.c_str(), stderr);
      }
      if (c.broken) {
        ++counts.broken;
        progress.clear();
        fmt::print(stderr, "{}\n", c.message);
      }
      if (!c.warnings.empty()) {
        progress.clear();
        fmt::print(stderr, "{}", c.warnings);
      }
      if (c.rejected) {
        ++counts.rejected;
        if (rejected) rejected->write(c.text);
      } else {
        ++counts.written;
        if (c.broken) ++counts.kept_broken;
        counts.cleaning.count(c.cleaning);
        if (settings.format == Format::positions) {
          numbered.clear();
          pdn::append_numbered_rows(numbered, counts.written, c.text);
          output.write_game(numbered);
        } else {
          output.write_game(c.text);
        }
      }
    };
    const bool all_read = pdn::process_games<pdn::ConvertedGame>(
        input_events(program, outputs), inputs, input_options, {.jobs = jobs, .shard = &*shard},
        [&settings](pdn::ArchiveGame& g) { return pdn::convert_game(g, settings); }, emit);
    progress.finish();
    // An output (-o, or a numbered file of --split) that is one of the inputs replaces it: the
    // games rejected, when --rejects keeps them nowhere else, would be lost from the archive, so
    // it is then not replaced.
    std::optional<std::string> output_over_input;
    if (counts.rejected > 0 && !rejected) {
      for (const std::string& name : output.file_names()) {
        output_over_input = support::output_is_input(split > 0 ? "--split" : "-o", name, inputs);
        if (output_over_input) break;
      }
    }
    // Only a run that read every input replaces its files (exit code 1, games with errors,
    // is such a run).
    const bool loses_rejected = output_over_input.has_value();
    std::vector<std::string> failures;
    if (output.failure()) {
      failures.push_back(*output.failure());
    } else if (all_read && !loses_rejected) {
      interrupt.stop_if_requested();
      failures = outputs.commit();
      interrupt.stop_if_requested();  // a closed pipe found by the commit: not said, ended by it
    }
    for (const std::string& failure : failures) {
      fmt::print(stderr, "{}: error: {}\n", program, failure);
    }
    if (all_read && loses_rejected) {
      fmt::print(stderr,
                 "{}: error: {}: replacing it would lose its {} rejected game{} (--rejects FILE "
                 "keeps them as read)\n",
                 program, *output_over_input, counts.rejected, counts.rejected == 1 ? "" : "s");
    }
    const bool committed = all_read && !loses_rejected && failures.empty();
    if (committed) {
      made.keep();
      if (const auto leftovers = output.leftover_files()) {
        fmt::print(stderr, "{}: warning: {}\n", program, *leftovers);
      }
    }
    if (values.count("quiet") == 0) {
      const char* no_file_written = committed || !outputs.replaces_files() ? ""
                                    : !failures.empty() ? "an output could not be written"
                                    : !all_read         ? "an input could not be read"
                                                        : "the rejected games would be lost";
      const bool games_written = committed || (output.streamed() && failures.empty());
      if (summary_format == "json") {
        fmt::print(stderr, "{}\n",
                   summary_json(counts, settings.dedupe.has_value(), games_written,
                                no_file_written));
      } else {
        if (counts.not_checked.game_types() > 0) {
          fmt::print(stderr, "{}: {}\n", program,
                     not_checked_line(counts, settings.format, settings.only_checked));
        }
        fmt::print(stderr, "{}: {}\n", program,
                   summary_line(counts, settings.dedupe.has_value(), games_written,
                                no_file_written));
      }
    }
    if (!committed) return kExitUsage;
    return counts.broken > 0 ? kExitProblems : kExitOk;
  } catch (const support::OutputClash& e) {
    return usage_error(program, e.what());
  } catch (const std::system_error& e) {
    fmt::print(stderr, "{}: error: {}\n", program, e.what());
    return kExitUsage;
  }
}

}  // namespace damas::cli
