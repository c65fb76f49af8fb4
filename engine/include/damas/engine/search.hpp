// The engine: iterative-deepening alpha-beta (principal variation search) over the rules of
// the game, draw laws included.
//
// - Every node knows the draw-rule state of its game (RuleCounters and the keys of positions
//   that can repeat, starting from the game's history before the root), so the search scores as
//   drawn what the arbiter would draw (20-move rule, Forcada, king against king, repetition)
//   and never reports a win that those rules forbid. A position repeated inside the searched
//   line counts as a draw at once (the side that repeated can repeat again).
// - No horizon inside a capture sequence: when the side to move must capture, the position is
//   never scored statically; captures are searched beyond the nominal depth until a quiet
//   position is reached.
// - Transposition table keyed by Position::hash() mixed with the draw-rule counters whenever
//   they run (the same placement with fewer moves left before a draw is another position);
//   move ordering: table move, killers, history (a move's count rises when it cuts a node off
//   and falls when it was searched there before the move that did; carried from one search to
//   the next, each search starting with an eighth of it); aspiration windows from depth 4 on.
// - Endgame tables (egtb.hpp), when the engine has a source of them: every node below the root
//   with no more pieces than the tables hold (4, or 5 when built) takes its value from the
//   tables under the draw-rule counts (a win or loss with its distance, or a draw) instead of
//   being searched; a root of that size is searched one ply deep (its best move is the tables'
//   best) and its line is continued from the tables.
// - Deterministic: with one thread and no time limit, the same search visits the same nodes.
//   Time and node limits are checked only from depth 2 on, so a move is always produced.
// - A time limit (a move time or a game clock) is a maximum: TimeBudget (time_manager.hpp) may
//   end the search sooner, on an easy move, and gives an unsettled iteration more time.
// - A search that plays its move (Limits::playing) keeps what an iteration cut by a limit found:
//   a root move searched to the new depth that beat the last completed iteration's best.
// - A search under a time limit (a move time or a clock) extends singular moves: a table move that
//   every other move, searched about half as deep, stays clearly below is searched one ply
//   deeper. A fixed-depth or node-limited search does not: to a given depth it would visit about
//   twice the nodes, and what is searched to a depth (pdn annotate's marks, the bench signature)
//   keeps its cost and its measured results. Under a time limit the deeper lines pay:
//   bench/README.md has the matches.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "damas/engine/egtb.hpp"
#include "damas/engine/game_state.hpp"
#include "damas/engine/score.hpp"
#include "damas/engine/time_manager.hpp"
#include "damas/rules/move.hpp"

namespace damas::engine {

struct Limits {
  int depth = kMaxPly / 2;  // nominal depth in plies
  std::optional<std::chrono::milliseconds> movetime;  // the most the search may take
  std::optional<std::uint64_t> nodes;
  // The mover's game clock: the search takes at most move_time_of(*clock) (and at most movetime
  // when both are given).
  std::optional<GameClock> clock;
  // The search is to play a move, not to analyse the position: under a time limit, a root with
  // one legal move is then answered at once (depth 0: only its pending captures are searched,
  // for the score), since no search could change the move; an iteration a limit cuts is kept
  // (its best root move so far is played), and under a time limit it runs to nearly the
  // maximum (TimeBudget::Unfinished::kept).
  bool playing = false;
  // Set by another thread to end the search early. Owned by the caller, who clears it before
  // starting the search: a stop sent just before the search begins is then never lost.
  const std::atomic<bool>* stop = nullptr;
};

// The most a search under `limits` may take: the smaller of the move time and the clock's share
// (move_time_of); none without either.
std::optional<std::chrono::milliseconds> time_allowed(const Limits& limits);

// What one completed iteration found (or the final answer): scores from the side to move.
struct SearchInfo {
  int depth = 0;
  Score score = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::vector<rules::Move> pv;

  double nps() const { return seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0; }
};

struct SearchResult {
  // The game is already over at the root (no search was made): the outcome says how.
  std::optional<rules::Outcome> game_over;
  SearchInfo info;  // the last completed iteration; info.pv[0] is the move to play
};

// Tables are asked for only before a search whose root has at most this many pieces, so that a
// search far from the endgame never pays for loading or building them.
inline constexpr int kTableRootPieces = 8;

// Gives the endgame tables for a search from `root` under `rules` (made for their king against
// king rule), or nullptr for none. It may load or build them; the time it takes is not counted
// against the search's time limit.
using TableSource = std::function<std::shared_ptr<const EndgameTables>(
    const rules::Position& root, const rules::DrawRules& rules)>;

// An engine keeps what its searches learn (the table, killers, history) without a lock: one
// thread at a time may call search, set_table_source or new_game; during a search, another
// thread may only set the Limits::stop flag. Engines share nothing that changes, so each thread
// may search with an engine of its own at the same time (a TableSource they share is called
// from each of their threads, as default_table_source() may be).
class Engine {
 public:
  explicit Engine(std::size_t hash_megabytes = 32);
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Searches the current position of `game` within `limits`. `on_iteration` is called after
  // each completed depth (from the searching thread).
  SearchResult search(const GameState& game, const Limits& limits,
                      const std::function<void(const SearchInfo&)>& on_iteration = {});

  // Where the following searches get endgame tables; none (the default) turns them off.
  void set_table_source(TableSource source);

  // Forgets everything learnt in earlier searches (table, killers, history): the next search
  // then behaves as the first one of a new engine.
  void new_game();

 private:
  class Searcher;
  std::unique_ptr<Searcher> searcher_;
};

}  // namespace damas::engine
