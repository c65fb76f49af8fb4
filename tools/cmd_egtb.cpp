// pdn egtb build [--dir DIR] [--pieces 4|5]: builds the endgame tables (every position of up to
// 4 or 5 pieces, under both king against king rules) and writes them to the cache folder.
// pdn egtb probe FEN [--dir DIR] [--format text|json] [rule options]: the exact value of a
// position from the tables, under the draw counts of a game set up there.
#include <fmt/core.h>
#include <unistd.h>

#include <chrono>
#include <ctime>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "commands.hpp"
#include "damas/engine/egtb.hpp"
#include "damas/engine/egtb_source.hpp"
#include "damas/pdn/move_line.hpp"
#include "damas/rules/fen.hpp"
#include "damas/support/json_writer.hpp"
#include "damas/support/quoted.hpp"
#include "exit_codes.hpp"
#include "fen_lines.hpp"
#include "rule_options.hpp"

namespace damas::cli {

namespace {

constexpr std::string_view kUsage =
    "build [--dir DIR] [--pieces 4|5] | probe FEN|- [--dir DIR] [--format text|json] [rule options]";

void add_dir_option(po::options_description& options, std::string& dir) {
  options.add_options()
      ("dir", file_name(&dir),
       "the tables' folder (default: $XDG_CACHE_HOME/damas-pdn or ~/.cache/damas-pdn)");
}

std::filesystem::path chosen_dir(const std::string& dir) {
  return dir.empty() ? engine::default_table_dir() : std::filesystem::path(dir);
}

std::string material_text(const engine::Material& m) {
  return fmt::format("{} men and {} kings against {} men and {} kings", m.white_men,
                     m.white_kings, m.black_men, m.black_kings);
}

int run_build(std::string_view program, Arguments args) {
  CommandLine command{
      program, "[--dir DIR] [--pieces 4|5]",
      "Builds the endgame tables by retrograde analysis: the exact result and distance of every\n"
      "position of up to 4 (or 5) pieces, once for each king against king rule (draw, play),\n"
      "and writes them to DIR (each file written under a temporary name, then renamed). The\n"
      "engine builds those of 4 pieces itself when it needs them (seconds); those of 5 pieces\n"
      "(minutes, 188 MB of memory per rule while used) only this command builds, and the engine\n"
      "uses them from then on. Progress goes to standard error when it is a terminal.",
      po::options_description("Options"), {}};
  std::string dir;
  int pieces = engine::kTablePieces;
  add_dir_option(command.options, dir);
  command.options.add_options()
      ("pieces", po::value<int>(&pieces)->default_value(engine::kTablePieces),
       "the most pieces of a position in the tables: 4 or 5");
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  if (pieces != engine::kTablePieces && pieces != engine::kMaxTablePieces) {
    return usage_error(program, fmt::format("--pieces must be {} or {}, not {}",
                                            engine::kTablePieces, engine::kMaxTablePieces, pieces));
  }
  const std::filesystem::path folder = chosen_dir(dir);
  if (folder.empty()) {
    return usage_error(program, "no --dir given and neither XDG_CACHE_HOME nor HOME set");
  }
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) {
    return usage_error(program,
                       fmt::format("cannot create {}: {}", folder.string(), ec.message()));
  }

  const bool show_progress = isatty(STDERR_FILENO) != 0;
  for (const auto rule : {rules::KingVsKingRule::draw, rules::KingVsKingRule::play}) {
    const std::string_view rule_name = rule == rules::KingVsKingRule::play ? "play" : "draw";
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    const auto progress = [&](const engine::Material& m, int built, int total) {
      if (!show_progress) return;
      const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
      fmt::print(stderr, "\r\x1b[K{}: king-vs-king={}: table {} of {} ({}), {:.0f} s", program,
                 rule_name, built + 1, total, material_text(m), elapsed.count());
    };
    const auto tables = engine::EndgameTables::build(rule, pieces, progress);
    if (show_progress) fmt::print(stderr, "\r\x1b[K");
    const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string error;
    if (!engine::save_tables(*tables, folder, &error)) return usage_error(program, error);
    const std::filesystem::path file = engine::table_file(folder, rule, pieces);
    std::error_code size_error;
    const auto file_bytes = std::filesystem::file_size(file, size_error);
    fmt::print("{}: king-vs-king={}, {:.1f} MB ({:.1f} MB on disk), built in {:.1f} s ({:.1f} s "
               "of processor time)\n",
               file.string(), rule_name, static_cast<double>(tables->bytes()) / 1e6,
               size_error ? 0.0 : static_cast<double>(file_bytes) / 1e6, seconds, cpu_seconds);
  }
  return kExitOk;
}

std::string_view result_text(engine::TableResult result) {
  switch (result) {
    case engine::TableResult::win: return "win";
    case engine::TableResult::loss: return "loss";
    default: return "draw";
  }
}

// What every probe of a run shares: the rules, the tables' folder, and the tables of 5 pieces
// read from their files (read once, however many FENs need them).
struct Prober {
  std::string_view program;
  rules::Ruleset ruleset;
  std::string dir;  // as given, "" for the default folder
  std::filesystem::path folder;
  bool json = false;
  bool dir_warned = false;
  // By piece count: the tables read from its file, or why there are none (a file missing or
  // damaged is not read again for each FEN).
  struct FileTables {
    std::shared_ptr<const engine::EndgameTables> tables;
    std::string error;
  };
  std::map<int, FileTables> read_files;

  // The tables that hold `material`, or null with `error` saying why.
  std::shared_ptr<const engine::EndgameTables> tables_for(const engine::Material& material,
                                                          std::string& error) {
    const auto rule = ruleset.draws.king_vs_king;
    // Five pieces: only their file has them (they are never built here); its error is the one
    // to give. Fewer: the tables are read or built as for a search.
    if (material.pieces() > engine::kTablePieces) {
      const auto [at, first] = read_files.try_emplace(material.pieces());
      FileTables& read = at->second;
      if (first) {
        const std::filesystem::path file = engine::table_file(folder, rule, material.pieces());
        std::string why = fmt::format("no tables of {} pieces in {}", material.pieces(),
                                      support::shown_name(folder.string()));
        if (std::filesystem::exists(file)) read.tables = engine::read_table_file(file, why);
        if (!read.tables) {
          read.error = fmt::format("{}: make them with 'pdn egtb build --pieces {}'", why,
                                   material.pieces());
        }
      }
      if (!read.tables) error = read.error;
      return read.tables;
    }
    // A --dir given that is no folder (a mistyped name) would build the tables in memory at
    // every probe without a word.
    std::error_code ec;
    if (!dir_warned && !dir.empty() && !std::filesystem::is_directory(folder, ec)) {
      fmt::print(stderr,
                 "{}: warning: --dir '{}' is not a folder: the tables are built in memory\n",
                 program, support::shown_name(dir));
      dir_warned = true;
    }
    return engine::shared_tables(folder, rule, material);
  }

  // The answer line of one FEN, or nullopt with `error` saying why there is none.
  std::optional<std::string> answer(std::string_view fen, std::string& error) {
    const std::optional<rules::Position> parsed = rules::position_to_move(fen, error);
    if (!parsed) return std::nullopt;
    const rules::Position& pos = *parsed;
    const engine::Material material = engine::Material::of(pos);
    if (material.pieces() > engine::kMaxTablePieces) {
      error = fmt::format("the tables hold positions of up to {} pieces, not {}",
                          engine::kMaxTablePieces, material.pieces());
      return std::nullopt;
    }
    const auto tables = tables_for(material, error);
    if (!tables) return std::nullopt;
    const engine::RuleCounters counters = engine::counters_at_setup(pos, ruleset.draws);
    const auto without_counts = tables->lookup(pos);
    const auto value = engine::probe(*tables, pos, counters, ruleset.draws);
    if (!value || !without_counts) {
      error = "the tables do not hold this position";
      return std::nullopt;
    }
    // A side to move without a piece or a move has lost already: no score, no line.
    const bool over = value->plies == 0 && value->result == engine::TableResult::loss;
    const std::string score =
        engine::score_text(engine::table_score(*value, 0), pos.side_to_move());
    const std::vector<std::string> line = pdn::line_texts(
        pos, engine::table_line(*tables, pos, counters, ruleset.draws,
                                value->result == engine::TableResult::draw ? 1 : value->plies));

    if (json) {
      support::JsonWriter writer;
      writer.begin_object();
      writer.key("fen").string(rules::to_fen(pos));
      writer.key("result").string(result_text(value->result));
      writer.key("plies").number(value->plies);
      if (over) {
        writer.key("score").null();
      } else if (engine::is_forced(engine::table_score(*value, 0))) {
        writer.key("score").string(score);
      } else {
        writer.key("score").raw_number(score);
      }
      writer.key("tables").begin_object();
      writer.key("result").string(result_text(without_counts->result));
      writer.key("plies").number(without_counts->plies);
      writer.end_object();
      if (line.empty()) {
        writer.key("best").null();
      } else {
        writer.key("best").string(line.front());
      }
      writer.key("line").begin_array();
      for (const std::string& m : line) writer.string(m);
      writer.end_array();
      writer.end_object();
      return std::string(writer.text());
    }
    std::string text = fmt::format("{}  {}", result_text(value->result),
                                   over ? "(the game is over: no piece or no move)" : score);
    if (value->result != engine::TableResult::draw && !over) {
      text += fmt::format(" ({} plies)", value->plies);
    }
    if (*without_counts != *value) {
      text += fmt::format("  (without the 20-move and Forcada counts: {} in {} plies)",
                          result_text(without_counts->result), without_counts->plies);
    }
    if (!line.empty()) text += "  best " + line.front() + "  line";
    for (const std::string& m : line) text += " " + m;
    return text;
  }
};

int run_probe(std::string_view program, Arguments args) {
  CommandLine command{
      program, "FEN | - [--dir DIR] [--format text|json] [rule options]",
      "Prints the exact value of a position of up to 4 pieces (5 once 'pdn egtb build\n"
      "--pieces 5' has made their tables) from the endgame tables: win, loss or draw for the\n"
      "side to move, the distance in plies to the end of the game, the score from White's\n"
      "point of view (#N: White wins in N of its moves, #-N: Black does) and the best line.\n"
      "The 20-move and Forcada counts are those of a game set up at FEN: a win too long for\n"
      "them is a draw (the value without the counts is given too). Without a cache file (pdn\n"
      "egtb build), the tables of up to 4 pieces the position needs are built in memory.\n"
      "With '-' for the FEN, reads one FEN per line from standard input and answers one line\n"
      "per FEN (to a pipe, each at once); a FEN that cannot be answered has the answer 'error'\n"
      "(JSON: {\"fen\", \"error\"}), its message on standard error naming its line (-:LINE:),\n"
      "and exit code 2 follows.",
      po::options_description("Options"), {}};
  std::string fen;
  std::string dir;
  std::string format_name = "text";
  RuleOptionValues rule_options;
  add_dir_option(command.options, dir);
  command.options.add_options()
      ("fen", po::value<std::string>(&fen),
       "the position (also the first argument); '-': FENs read from standard input")
      ("format", po::value<std::string>(&format_name)->default_value("text"),
       "text: one readable line; json: {\"fen\", \"result\", \"plies\", \"score\", \"tables\", "
       "\"best\", \"line\"}");
  add_rule_options(command.options, rule_options);
  command.positional.add("fen", 1);
  po::variables_map values;
  if (const auto stop = parse_command_line(command, args, values)) return *stop;
  if (const auto stop = check_text_or_json(program, format_name)) return *stop;
  std::string error;
  const auto ruleset = read_ruleset(values, rule_options, error);
  if (!ruleset) return usage_error(program, error);
  if (fen.empty()) return usage_error(program, "a FEN is needed");
  Prober prober{program, *ruleset, dir, chosen_dir(dir), format_name == "json", false, {}};
  if (fen == "-") {
    return answer_fen_lines(program, prober.json, [&](std::string_view line, std::string& why) {
      return prober.answer(line, why);
    });
  }
  const std::optional<std::string> answer = prober.answer(fen, error);
  if (!answer) return usage_error(program, error);
  fmt::print("{}\n", *answer);
  return kExitOk;
}

}  // namespace

int run_egtb(std::string_view program, Arguments args) {
  const std::string_view action = args.empty() ? "" : std::string_view(args[0]);
  if (action == "build") return run_build("pdn egtb build", args.subspan(1));
  if (action == "probe") return run_probe("pdn egtb probe", args.subspan(1));
  if (action == "--help" || action == "-h") {
    fmt::print("Usage: {} {}\n"
               "Endgame tables: exact results and distances of every position of up to 4 pieces\n"
               "(5 pieces when built with --pieces 5).\n"
               "  build   build them and write them to the cache folder\n"
               "  probe   the exact value and best line of a position\n"
               "Run '{} build --help' or '{} probe --help' for the options.\n",
               program, kUsage, program, program);
    return kExitOk;
  }
  return usage_error(program,
                     fmt::format("expected build or probe; usage: {} {}", program, kUsage));
}

}  // namespace damas::cli
