// The verdict of `pdn validate` on one game: its replay through the rules (replay.hpp), and the
// report `pdn validate` prints of it, exactly as printed. A program that validates archives:
//
//   damas::pdn::ValidateOptions options;  // JSON reports, the replay's defaults
//   damas::pdn::GameReader reader({"torneio.pdn"});
//   while (std::optional<damas::pdn::ArchiveGame> item = reader.next()) {
//     const damas::pdn::Verdict v = damas::pdn::validate_game(*item, options);
//     std::cout << v.report;  // what `pdn validate --format json` prints for the game
//   }
//
// The JSON report is one object on one line (JSON Lines), with a line end:
//   {"file":"torneio.pdn","game":1,"line":1,"tags":{"Event":"x",...},"plies":5,
//    "result_tag":"*" (null without a Result tag),"rules":"portuguese, repetition=automatic,
//    ..." ("" when the game was not replayed),"outcome":{"result":"*","reason":"none","ply":0},
//    "diagnostics":[{"severity":"error","code":"illegal-move","reason":"capture-required",
//    "ply":3,"move":"15-19","line":8,"column":19,"message":"a capture is compulsory: 15x24"},
//    ...]}
// (the first tag of each name; a diagnostic's reason, ply and move, and suggestion
// {"move":"16x7","replays":true}, only where it has them). The text report is a line per
// diagnostic,
//   torneio.pdn:8:19: error: game 1, ply 3 (15-19): a capture is compulsory: 15x24
//   [illegal-move, capture-required]
// (one line), each followed by a board where the diagnostic has one and
// TextReportStyle::board draws it.
// A game that could not be read has one diagnostic, its syntax error.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::pdn {

enum class ReportFormat { text, json };

struct TextReportStyle {
  // "error" and "warning" in bold red and yellow (ANSI escapes), for a terminal.
  bool colour = false;
  // Draws the board of a diagnostic that has one (Diagnostic::board, with Diagnostic::squares
  // marked), as text lines to follow the diagnostic's; none is drawn without it. (libpdn draws
  // no boards: `pdn validate` draws them with damas/diagram/text_board.hpp.)
  std::function<std::string(const Diagnostic&)> board;
};

struct ValidateOptions {
  // The replay, as `pdn validate` does by default: it keeps no main line (the verdict needs
  // only the diagnostics and the outcome). Reading the games with ArchiveOptions::replay set to
  // these same options replays them as they are read, which is much faster.
  ReplayOptions replay = [] {
    ReplayOptions options;
    options.record_main_line = false;
    return options;
  }();
  ReportFormat format = ReportFormat::json;
  TextReportStyle text;  // for ReportFormat::text
};

// Where a report gives the game's number: `digits` bytes from `at`. A game read within a piece
// of its input (process_games with a Renumber) is numbered from 1 within that piece: its report
// is right once these bytes are replaced by its number in the input.
struct NumberSpan {
  std::size_t at = 0;
  std::size_t digits = 0;
};

// What the replay found (ReplayedGame's findings, without the moves and positions that a
// command working game by game has no use for once the report is made: verdicts wait in
// memory to be emitted in input order), and the report.
struct Verdict {
  std::string source;    // the input's name, as given
  std::size_t game = 0;  // the game's number in its input, as read
  std::size_t line = 0;  // where the game begins in its input
  // In the order of their positions in the text; a game that could not be read has one, its
  // syntax error.
  std::vector<Diagnostic> diagnostics;
  bool errors = false;    // a diagnostic is an error
  bool warnings = false;  // a diagnostic is a warning
  bool replayed = false;  // judged by the rules (false: not read, another variant, bad setup)
  rules::Outcome outcome;             // on the board after the legal moves of the main line
  std::optional<int> unchecked_type;  // the GameType of a game not checked for it
  bool other_variant = false;         // the game looks like another variant
  std::string report;                 // in ValidateOptions::format
  std::vector<NumberSpan> numbers;    // where `report` gives `game`
};

// The verdict on one game as read: replayed with options.replay (or as it was replayed when it
// was read, ArchiveGame::replayed), with its report. Takes the input's source and its replay;
// the game itself is left as it was. Safe to run on several threads at once with the same
// options.
Verdict validate_game(ArchiveGame& input, const ValidateOptions& options);

// The report of a game and its replay, as a JSON object on one line (with its line end) or as
// text lines; `numbers` (when not null) is told where the report gives the game's number.
std::string json_report(const ArchiveGame& input, const ReplayedGame& replayed,
                        std::vector<NumberSpan>* numbers = nullptr);
std::string text_report(const ArchiveGame& input, const ReplayedGame& replayed,
                        const TextReportStyle& style, std::vector<NumberSpan>* numbers = nullptr);

// The report on an input that holds no game at all (an empty file, a wrong file named): a
// warning in the form of the game reports, with the code "no-games" and game number 0.
std::string no_game_report(std::string_view source, ReportFormat format);

}  // namespace damas::pdn
