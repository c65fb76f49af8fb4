// Cleaning games before they are written (what `pdn convert` does): moves recorded after the
// game ended on the board are cut into a comment, and on request the result is set from the
// board, the Date tag is normalized and the PlyCount and GameType tags are added (`pdn convert
// --fix-results, --normalize-dates, --add-plycount, --add-gametype`). CleanCounts counts what
// was done, for a summary.
#pragma once

#include <cstddef>
#include <string>

#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::pdn {

struct CleanOptions {
  bool fix_results = false;
  bool normalize_dates = false;
  bool add_plycount = false;
  bool add_gametype = false;
};

// What cleaning did to one game.
struct Cleaning {
  bool cut = false;           // moves after the end went into a comment
  bool result_fixed = false;  // the Result tag or the terminator was changed
  bool date_normalized = false;
  bool date_unrecognised = false;
  std::size_t repaired = 0;   // moves written as the replay suggested (apply_repairs.hpp)
};

// Mends the end of a replayed game: the moves recorded after the game ended on the board are
// cut into a comment after the last move played ("recorded after the end (no-moves after ply
// 38): 20. 22-18 3-7"); with `fix_results`, when the main line ends where the game ended on the
// board, the Result tag and the terminator that disagree with the board (or are missing) are
// set to its result. Returns whether the game changed: it must then be replayed again.
bool mend_end(Game& game, const ReplayedGame& replayed, bool fix_results,
              Cleaning& cleaning);

// Normalizes the Date tag (normalized_date, damas/pdn/date.hpp); a game without one is left
// alone.
void normalize_date_tag(Game& game, Cleaning& cleaning);

// With options.add_plycount, sets the PlyCount tag to the moves of the main line (replacing
// one there); with options.add_gametype, adds a GameType tag `game_type` (the rules the game was
// judged under) when there is none.
void add_count_tags(Game& game, const CleanOptions& options, int game_type);

// The cleaning of the games written, for the summary.
struct CleanCounts {
  std::size_t cut = 0;
  std::size_t results_fixed = 0;
  std::size_t dates_normalized = 0;
  std::size_t dates_unrecognised = 0;
  std::size_t repaired = 0;  // moves

  void count(const Cleaning& cleaning);
  // ", 2 games cut after their end, 1 result fixed, 3 dates normalized, 1 date not recognised,
  // 1 move repaired": the counts that are not zero, to follow the summary line.
  std::string summary() const;
};

}  // namespace damas::pdn
