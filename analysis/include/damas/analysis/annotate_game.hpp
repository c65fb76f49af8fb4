// Annotating one game with an engine (what `pdn annotate` does to each game): every position of
// the main line is searched once, in order and with the game's history (so the draw counts and
// repetitions are right), by an engine fresh for the game, which makes the result at a fixed
// depth the same whatever the threads. Each move gets the evaluation after it ([%eval 0.35]);
// a move that loses winning chances (win_chance.hpp) is marked, and the better line follows it
// as a variation. annotate_summary.hpp reports how each player fared.
//
// How a move is judged. Two neighbouring searches of the main line (the position before the
// move, the position after it) give a first estimate of its loss; but they are searches of two
// different roots, and an error in the first (a position misjudged, a table remembering another
// line) makes a good move look bad. So a move whose first estimate reaches half the inaccuracy
// threshold is judged again the way careful annotators do: the played move and the best move
// are searched from the same position to the same, deeper, depth, each by a fresh engine (the
// two positions after them, `confirm_plies` deeper than the main searches), and the mark comes
// from that comparison alone; the better line shown is the deeper one. A loss the second look
// leaves close to a mark's threshold (a toss-up between two marks, which two more plies often
// settle the other way) is looked at a third time, `recheck_plies` deeper again, and the milder
// of the two looks' losses marks: a mark near a threshold is given only when it holds up at
// both depths (a wrong mark costs a reader's trust more than one a class too mild).
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "damas/analysis/win_chance.hpp"
#include "damas/engine/analysing_engine.hpp"
#include "damas/engine/search.hpp"
#include "damas/pdn/game.hpp"
#include "damas/pdn/replay.hpp"

namespace damas::analysis {

// The depth of the game's searches when no limit is given (`pdn annotate`, Python's
// Game.annotate): with the second looks 6 plies deeper (16) and the third 2 more (18), the depth
// whose marks agree best with a much deeper reference within a minute for a 60-move game
// (bench/README.md, "Deeper default searches for the marks").
inline constexpr int kDefaultAnnotateDepth = 10;

struct AnnotateSettings {
  engine::Limits limits;
  // A time for the whole game, shared evenly by the positions searched (one more than the moves
  // of the main line): each search then has that share as its move time.
  std::optional<std::chrono::milliseconds> time_per_game;
  pdn::ReplayOptions replay;
  MarkThresholds thresholds;
  // How much deeper the confirming searches go (with a time limit instead: twice the time
  // each); 0 marks from the first estimate alone.
  int confirm_plies = 6;
  // A loss within `recheck_margin` of a threshold after the second look is compared again this
  // much deeper (twice the time again), the smaller loss of the two marking; 0: never.
  int recheck_plies = 2;
  double recheck_margin = 0.03;
  int pv_length = 6;        // moves of the better line written as a variation
  bool overwrite = false;   // replace an [%eval] already in a move's comment
  std::string annotator;    // the Annotator tag's value
};

// How one player's moves fared.
struct PlayerSummary {
  std::string name;
  int moves = 0;
  int inaccuracies = 0;
  int mistakes = 0;
  int blunders = 0;
  double total_loss = 0;  // of winning chances, summed over the moves

  double average_loss() const { return moves > 0 ? total_loss / moves : 0.0; }
};

struct AnnotatedGame {
  std::size_t number = 0;
  std::array<PlayerSummary, 2> players;  // White, Black
  int plies_searched = 0;
  int moves_confirmed = 0;  // moves judged again by the confirming searches
  int moves_rechecked = 0;  // of them, moves judged a third time, near a threshold
  // Why the game was not annotated in full, if it was not: for the report of the run.
  std::optional<std::string> note;
  bool faulty = false;  // the record is broken: illegal move, unreadable setup
  bool searched = true;  // false: no move was judged (another variant, no replayable setup)
  // The stop flag of the settings' limits was raised during the game: the annotation stopped
  // there, and the game holds only part of it, perhaps from searches cut short (a caller that
  // wants all or nothing keeps a copy of the game to fall back on).
  bool stopped = false;
};

// The Annotator tag of a game annotated so: "pdn annotate (ENGINE IDENTITY, BUDGET)", the budget
// as "depth 8" or "60 s per game". A game whose tag begins with kAnnotatorName was annotated
// before, by `pdn annotate` or by the Python module (both leave it unless told to overwrite).
inline constexpr std::string_view kAnnotatorName = "pdn annotate";
std::string annotator_text(std::string_view identity, std::string_view budget);

// Annotates `game` in place with `engine` (fresh: new_game() called). Throws engine::EngineError
// when an external engine fails. With settings.limits.stop set, the flag is checked after each
// search (the built-in engine's searches also end on it) and a raised flag ends the annotation
// (AnnotatedGame::stopped).
AnnotatedGame annotate_game(pdn::Game& game, const AnnotateSettings& settings,
                            engine::AnalysingEngine& engine);

}  // namespace damas::analysis
