// Converting games one at a time, as `pdn convert` does: each game read (archive.hpp) is
// replayed to find its errors, repaired and cleaned on request, selected, keyed for duplicates
// and written as PDN 3.0, JSON Lines, a CSV row or position lines. A converter of one's own:
//
//   damas::pdn::ConvertOptions options;
//   options.format = damas::pdn::ConvertFormat::csv;
//   damas::pdn::GameReader reader({"torneio.pdn"});
//   std::string out = damas::pdn::format_header(options.format);
//   while (std::optional<damas::pdn::ArchiveGame> item = reader.next()) {
//     const damas::pdn::ConvertedGame c = damas::pdn::convert_game(*item, options);
//     if (!c.message.empty()) std::cerr << c.message << '\n';
//     if (c.selected && !c.rejected) out += c.text;
//   }
//
// (process_games, archive_pipeline.hpp, does the same with several threads.) What depends on
// the games before it, duplicates (dedupe.hpp's SeenGames on ConvertedGame::key), skipping and
// numbering the games written (position_rows.hpp's append_numbered_rows), is the caller's.
#pragma once

#include <optional>
#include <string>

#include "damas/pdn/archive.hpp"
#include "damas/pdn/clean.hpp"
#include "damas/pdn/dedupe.hpp"
#include "damas/pdn/notation.hpp"
#include "damas/pdn/replay.hpp"
#include "damas/pdn/selection.hpp"

namespace damas::pdn {

enum class ConvertFormat {
  pdn,        // PDN 3.0 (writer.hpp)
  json,       // JSON Lines, one game per line (json.hpp)
  csv,        // a row per game (csv.hpp)
  positions,  // a line per move of the main line (position_rows.hpp); needs the replay
};

struct ConvertOptions {
  ConvertFormat format = ConvertFormat::pdn;
  // How the moves (and the FEN tag) of replayed games are written (rewrite_notation).
  // Its input_board should be replay.board.
  NotationStyle notation;
  // A game with an error is written up to its last legal move, with a Broken tag saying why
  // (keep_legal_part), instead of being rejected.
  bool keep_broken = false;
  // Replay the games. Without it no move is known: only a game that cannot be read is broken,
  // nothing is repaired, mended or rewritten, and positions cannot be written.
  bool judge = true;
  // Write illegal moves as the replay suggests (apply_repairs); needs the replay.
  bool repair = false;
  // The replay: tags are written as they are (nothing to judge in them), and every move is
  // recorded to be rewritten.
  ReplayOptions replay = [] {
    ReplayOptions options;
    options.check_tags = false;
    options.record_moves = true;
    return options;
  }();
  Selection selection;
  CleanOptions clean;  // fix_results needs the replay
  // The GameType added by clean.add_gametype to a game that was not replayed (those replayed
  // get the one of the rules they were judged under).
  int game_type = 28;
  // Key the games for duplicates (ConvertedGame::key).
  std::optional<DedupeMode> dedupe;
  // Leave out (as not selected) the games of a GameType the replay does not check.
  bool only_checked = false;
};

// What one game gives. The messages are whole lines for a person, "FILE:LINE:COLUMN: error:
// game N: ...", as `pdn convert` prints them on standard error.
struct ConvertedGame {
  // The selection kept it (duplicates aside). A game not selected has nothing else but its
  // counts (unchecked_type, other_variant, and broken for one that could not be read).
  bool selected = true;
  // Not written: it could not be read, or it had an error and keep_broken was not asked for.
  bool rejected = false;
  bool broken = false;    // it had an error (rejected, or kept with a Broken tag)
  std::string message;    // the error (one line, without its line end); empty without one
  std::string repairs;    // a line per move repaired (each ending with '\n')
  std::string warnings;   // lines for what PDN 3.0 could not hold as it was (the pdn format)
  // The game converted, or its original text when rejected (with ArchiveOptions::keep_text;
  // else empty).
  std::string text;
  Cleaning cleaning;
  GameKey key;                        // with ConvertOptions::dedupe
  std::optional<int> unchecked_type;  // the GameType of a game not checked for it
  bool other_variant = false;         // it looks like another variant (an error)
};

// Converts one game as read; takes its game and text. Safe to run on several threads at once
// with the same options.
ConvertedGame convert_game(ArchiveGame& input, const ConvertOptions& options);

// The first line of every file of `format`: the column names of csv and positions (csv_header,
// positions_header); empty for pdn and json.
std::string format_header(ConvertFormat format);

}  // namespace damas::pdn
