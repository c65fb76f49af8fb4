#include "damas/engine/search.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "damas/engine/eval.hpp"
#include "damas/engine/tt.hpp"
#include "damas/rules/movegen.hpp"

namespace damas::engine {

namespace {

using rules::Bitboard;
using rules::Move;
using rules::MoveList;
using rules::Position;
using Clock = std::chrono::steady_clock;

// Mixed into the table key while a draw-rule count runs: the same placement with another count
// has another value (a win with 3 moves left on the Forcada count may be a draw with 2).
std::uint64_t counters_key(const RuleCounters& c) {
  if (c.twenty_move == 0 && c.forcada < 0) return 0;
  std::uint64_t x = (static_cast<std::uint64_t>(static_cast<std::uint16_t>(c.twenty_move)) << 16 |
                     static_cast<std::uint16_t>(c.forcada)) + 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

bool same_move(const Move& a, const Move& b) { return a.same_identity(b); }

// Whether the side to move has a quiet move: a man with an empty square ahead, or a king with
// an empty neighbour. Cheaper than counting the moves, which the horizon does not need.
bool can_step(const Position& pos) {
  const rules::Color us = pos.side_to_move();
  const Bitboard empty = pos.empty();
  const bool white = us == rules::Color::white;
  const Bitboard men = pos.men(us);
  const Bitboard kings = pos.kings(us);
  for (rules::Direction d : rules::kDirections) {
    const bool forward = rules::is_northward(d) == white;
    if ((rules::shift(forward ? men | kings : kings, d) & empty) != 0) return true;
  }
  return false;
}

constexpr int kTableMoveOrder = 1 << 30;
constexpr int kNoRepetition = kMaxPly + 1;  // no draw by repetition below a node
constexpr int kKillerOrder = 1 << 29;
constexpr int kHistoryMax = 1 << 14;  // history counts stay within +-this
constexpr int kAspirationWindow = 30;
// ProbCut: at a node this deep or deeper, the first moves are searched this many plies less
// deep against a bound this far above beta; one that beats it cuts the node off.
constexpr int kProbCutDepth = 5;
constexpr int kProbCutMoves = 3;
constexpr int kProbCutReduction = 4;
constexpr Score kProbCutMargin = 80;
constexpr int kLateMove = 3;  // moves searched at full depth before reductions start
// An easy move (the search may end early under a time limit): the best over this many iterations
// in a row, from this depth on, every other move this far below it.
constexpr int kEasyIterations = 3;
constexpr int kEasyDepth = 6;
constexpr Score kEasyMargin = 80;
// Singular extensions (searches under a time limit only: search.hpp says why): at a node this deep
// or deeper whose table entry holds a move with a lower bound or an exact score from a search at
// most kSingularEntryLag plies shallower, the other moves are searched about half as deep
// against a null window that far below the entry's score (kSingularMarginPerPly a ply of depth);
// when none reaches it, the table move is the only good one and is searched one ply deeper.
constexpr int kSingularDepth = 6;
constexpr int kSingularEntryLag = 3;
constexpr Score kSingularMarginPerPly = 2;

}  // namespace

class Engine::Searcher {
 public:
  explicit Searcher(std::size_t hash_megabytes) : tt_(hash_megabytes) { clear(); }

  void clear() {
    tt_.clear();
    for (auto& k : killers_) k.fill(Move{});
    for (auto& side : history_) {
      for (auto& from : side) from.fill(0);
    }
  }

  SearchResult run(const GameState& game, const Limits& limits,
                   const std::function<void(const SearchInfo&)>& on_iteration);

  TableSource table_source_;

 private:
  Score search(const Position& pos, const RuleCounters& counters, int depth, int ply, Score alpha,
               Score beta);
  bool table_move_is_singular(const Position& pos, const RuleCounters& counters, int depth, int ply,
                              const TTEntry& entry, const MoveList& moves);
  // The position after `m` from `pos` at `ply`, with its counters, recorded for repetitions.
  std::pair<Position, RuleCounters> enter(const Position& pos, const RuleCounters& counters,
                                          const Move& m, int ply);
  void answer_forced_move(const GameState& game, SearchInfo& info);
  void keep_unfinished_iteration(SearchInfo& info) const;
  bool clear_margin(const GameState& game, const Move& best, int depth, Score threshold);
  bool easy_move(const GameState& game, const SearchInfo& info, int stable_iterations);
  int repetition_of(int ply) const;
  void extend_line_from_tables(const GameState& game, SearchInfo& info) const;
  void check_limits();
  int order_value(const Move& m, const TTEntry* entry, int ply, rules::Color side) const;
  void reward(const MoveList& moves, int cut, int ply, int depth, rules::Color side);
  double seconds() const {
    return std::chrono::duration<double>(Clock::now() - start_).count();
  }

  TranspositionTable tt_;
  std::array<std::array<Move, 2>, kMaxPly> killers_;
  // history_[side][from][to]: how often the move refuted a line less how often it was searched
  // before the move that did, each weighted by depth squared (within +-kHistoryMax).
  std::array<std::array<std::array<int, rules::kSquareCount>, rules::kSquareCount>, 2> history_;

  // The current search.
  const rules::DrawRules* rules_ = nullptr;
  std::shared_ptr<const EndgameTables> tables_;
  Limits limits_;
  std::optional<TimeBudget> budget_;  // under a time limit
  bool unsettled_ = false;            // the iteration re-searches after a failed window
  Clock::time_point start_;
  std::uint64_t nodes_ = 0;
  bool check_limits_ = false;
  bool stopped_ = false;
  // Keys of the game's positions since the last irreversible move before the root, then of the
  // searched line: keys_[root_index_ + ply] is the position at `ply`.
  std::vector<std::uint64_t> keys_;
  int root_index_ = 0;
  // reversible_from_[ply]: index in keys_ of the first position the one at `ply` may repeat.
  std::array<int, kMaxPly + 1> reversible_from_{};
  // repeated_ply_[ply]: the lowest ply (negative: before the root) whose position a draw by
  // repetition in the tree below the node at `ply` repeated, or kNoRepetition. The node's score
  // holds on every path to it only when no such draw reaches above it (graph history
  // interaction: the same position reached another way may not repeat anything).
  std::array<int, kMaxPly + 1> repeated_ply_{};
  // Triangular principal-variation table: pv_[ply] holds the best line from `ply` on.
  std::array<std::array<Move, kMaxPly>, kMaxPly> pv_;
  std::array<int, kMaxPly> pv_length_{};
  Score root_score_ = 0;  // the score of pv_[0] in the current iteration
  // Singular extensions: whether this search makes them, the depth of the current iteration
  // (no extension at or past twice that ply), and excluded_[ply], the move a singularity test at
  // `ply` leaves out (none: Move{}); no test is made inside another.
  bool singular_extensions_ = false;
  int iteration_depth_ = 0;
  bool in_singularity_test_ = false;
  std::array<Move, kMaxPly> excluded_{};
};

// A position seen twice before (this is the third time), or once since the root (the side that
// repeated it can do so again), is a draw: returns the ply of the occurrence that makes it one
// (negative: before the root), or kNoRepetition.
int Engine::Searcher::repetition_of(int ply) const {
  const int here = root_index_ + ply;
  const std::uint64_t key = keys_[here];
  int seen = 0;
  for (int i = here - 2; i >= reversible_from_[ply]; i -= 2) {
    if (keys_[i] != key) continue;
    if (i >= root_index_ || ++seen == 2) return i - root_index_;
  }
  return kNoRepetition;
}

void Engine::Searcher::check_limits() {
  if (!check_limits_) return;
  if (limits_.stop != nullptr && limits_.stop->load(std::memory_order_relaxed)) stopped_ = true;
  if (budget_ && budget_->stop_now(Clock::now() - start_, unsettled_)) stopped_ = true;
}

std::pair<Position, RuleCounters> Engine::Searcher::enter(const Position& pos,
                                                          const RuleCounters& counters,
                                                          const Move& m, int ply) {
  const Position child = pos.after(m);
  const RuleCounters child_counters = counters_after(counters, pos, m, child, *rules_);
  tt_.prefetch(child.hash() ^ counters_key(child_counters));
  keys_[root_index_ + ply + 1] = child.hash();
  reversible_from_[ply + 1] =
      is_irreversible(pos, m) ? root_index_ + ply + 1 : reversible_from_[ply];
  return {child, child_counters};
}

int Engine::Searcher::order_value(const Move& m, const TTEntry* entry, int ply,
                                  rules::Color side) const {
  if (entry != nullptr && entry->is_move(m)) return kTableMoveOrder;
  if (same_move(m, killers_[ply][0])) return kKillerOrder;
  if (same_move(m, killers_[ply][1])) return kKillerOrder - 1;
  return history_[static_cast<int>(side)][m.from][m.to];
}

void Engine::Searcher::reward(const MoveList& moves, int cut, int ply, int depth,
                              rules::Color side) {
  const Move& m = moves[cut];
  if (!same_move(m, killers_[ply][0])) {
    killers_[ply][1] = killers_[ply][0];
    killers_[ply][0] = m;
  }
  // Each update moves a count towards +-kHistoryMax by a share of what is left (it never
  // leaves the range); the moves searched before the cutoff failed to give it: they lose
  // what the cutting move gains.
  const int bonus = std::min(depth * depth, kHistoryMax / 8);
  auto update = [&](const Move& move, int delta) {
    int& h = history_[static_cast<int>(side)][move.from][move.to];
    h += delta - h * std::abs(delta) / kHistoryMax;
  };
  update(m, bonus);
  for (int i = 0; i < cut; ++i) {
    if (!same_move(moves[i], excluded_[ply])) update(moves[i], -bonus);
  }
}

Score Engine::Searcher::search(const Position& pos, const RuleCounters& counters, int depth,
                               int ply, Score alpha, Score beta) {
  const bool pv_node = beta - alpha > 1;
  pv_length_[ply] = ply;
  repeated_ply_[ply] = kNoRepetition;
  ++nodes_;
  if (check_limits_ && limits_.nodes && nodes_ >= *limits_.nodes) stopped_ = true;
  if ((nodes_ & 1023) == 0) check_limits();
  if (stopped_) return 0;

  if (ply > 0) {
    // A draw by rule, unless the side to move has no move (then it has lost).
    if (counted_draw(pos, counters, *rules_)) {
      return rules::count_moves(pos) == 0 ? loss_at(ply) : kDrawScore;
    }
    if (const int earlier = repetition_of(ply); earlier != kNoRepetition) {
      repeated_ply_[ply] = earlier;
      return rules::count_moves(pos) == 0 ? loss_at(ply) : kDrawScore;
    }
    // No line from here can end sooner than a result already found nearer the root.
    alpha = std::max(alpha, loss_at(ply));
    beta = std::min(beta, win_at(ply + 1));
    if (alpha >= beta) return alpha;
    if (tables_ && rules::popcount(pos.occupied()) <= tables_->most_pieces()) {
      const auto value = probe_in_search(*tables_, pos, counters, *rules_);
      if (value) return table_score(*value, ply);
    }
  }

  // At the horizon a quiet position is scored statically; a pending capture never is: captures
  // are searched past the horizon until the position is quiet.
  if ((depth <= 0 && !rules::has_capture(pos)) || ply >= kMaxPly - 1) {
    return can_step(pos) || rules::has_capture(pos) ? evaluate(pos) : loss_at(ply);
  }
  MoveList moves;
  rules::generate_moves(pos, moves);
  if (moves.empty()) return loss_at(ply);

  const std::uint64_t key = pos.hash() ^ counters_key(counters);
  const TTEntry* entry = tt_.probe(key);
  // A singularity test of this node's table move (table_move_is_singular) searches the node
  // without that move: the entry, a result with it, neither cuts nor is replaced by the test.
  const bool excluding = excluded_[ply].from != rules::kNoSquare;
  if (entry != nullptr && !pv_node && !excluding && entry->depth >= depth) {
    const Score s = TranspositionTable::score_from_entry(*entry, ply);
    if (entry->bound == Bound::exact || (entry->bound == Bound::lower && s >= beta) ||
        (entry->bound == Bound::upper && s <= alpha)) {
      return s;
    }
  }

  // Whether the table move is to be tested for singularity (kSingularDepth); the entry is
  // copied, since the searches below may overwrite its slot.
  const bool singular_candidate = singular_extensions_ && !in_singularity_test_ && ply > 0 &&
                                  ply < 2 * iteration_depth_ && depth >= kSingularDepth &&
                                  moves.size() > 1 && entry != nullptr && entry->has_move() &&
                                  (entry->bound == Bound::lower || entry->bound == Bound::exact) &&
                                  entry->depth >= depth - kSingularEntryLag;
  const TTEntry table_entry = singular_candidate ? *entry : TTEntry{};

  const rules::Color side = pos.side_to_move();
  std::array<int, MoveList::kCapacity> order;
  for (int i = 0; i < moves.size(); ++i) order[i] = order_value(moves[i], entry, ply, side);

  // A forced move costs no depth: the line is as long as before in real choices.
  const int child_depth = moves.size() == 1 ? depth : depth - 1;
  // Selection sort step: bring the most promising of the moves from i on to position i.
  auto bring_next = [&](int i) {
    const int pick = static_cast<int>(
        std::max_element(order.begin() + i, order.begin() + moves.size()) - order.begin());
    std::swap(order[i], order[pick]);
    std::swap(moves[i], moves[pick]);
  };

  // ProbCut: a move that stays well above beta in a much shallower search would almost surely
  // beat beta in the full one, and the node is cut off at a fraction of the cost. Matches decide
  // the constants (bench/README.md); futility pruning, which trusts a static score instead, lost
  // what it saved: quiet draughts moves prepare shots that only a search sees.
  if (!pv_node && !excluding && ply > 0 && depth >= kProbCutDepth && moves.size() > 1 &&
      !is_forced(beta) && !is_forced(beta + kProbCutMargin)) {
    const Score raised = beta + kProbCutMargin;
    for (int i = 0; i < std::min(moves.size(), kProbCutMoves); ++i) {
      bring_next(i);
      const auto [child, child_counters] = enter(pos, counters, moves[i], ply);
      const Score s =
          -search(child, child_counters, depth - kProbCutReduction, ply + 1, -raised, -raised + 1);
      if (stopped_) return 0;
      if (s >= raised) {
        repeated_ply_[ply] = repeated_ply_[ply + 1];  // the score may rest on a repetition below
        return s;
      }
    }
  }

  const bool extend_table_move =
      singular_candidate && table_move_is_singular(pos, counters, depth, ply, table_entry, moves);
  if (stopped_) return 0;

  const Score original_alpha = alpha;
  Score best = -kInfinity;
  int best_index = -1;
  // Draws by repetition below the best move, and below any move (see repeated_ply_).
  int best_repeated = kNoRepetition;
  int any_repeated = kNoRepetition;
  for (int i = 0; i < moves.size(); ++i) {
    bring_next(i);
    const Move& m = moves[i];
    if (excluding && same_move(m, excluded_[ply])) continue;

    const auto [child, child_counters] = enter(pos, counters, m, ply);

    Score s;
    if (i == 0) {
      const int extension = extend_table_move && table_entry.is_move(m) ? 1 : 0;
      s = -search(child, child_counters, child_depth + extension, ply + 1, -beta, -alpha);
    } else {
      // Late move reduction: a quiet move ordered late (after the table move, the killers and
      // the best by history) is first searched less deep, and again at full depth if it
      // turns out better than the best so far.
      // Never while a forced result is at stake: a reduced line could hide a shorter win, and
      // reported distances must be the shortest.
      const int reduction =
          depth >= 3 && i >= kLateMove && !m.is_capture() && order[i] < kKillerOrder - 1 &&
                  !is_forced(alpha) && !is_forced(beta)
              ? (i >= 2 * kLateMove && depth >= 6 ? 2 : 1)
              : 0;
      s = -search(child, child_counters, child_depth - reduction, ply + 1, -alpha - 1, -alpha);
      if (reduction > 0 && s > alpha) {
        s = -search(child, child_counters, child_depth, ply + 1, -alpha - 1, -alpha);
      }
      if (s > alpha && s < beta) {
        s = -search(child, child_counters, child_depth, ply + 1, -beta, -alpha);
      }
    }
    if (stopped_) return 0;
    any_repeated = std::min(any_repeated, repeated_ply_[ply + 1]);

    if (s <= best) continue;
    best = s;
    best_index = i;
    best_repeated = repeated_ply_[ply + 1];
    if (s <= alpha) continue;
    alpha = s;
    pv_[ply][ply] = m;
    std::copy(pv_[ply + 1].begin() + ply + 1, pv_[ply + 1].begin() + pv_length_[ply + 1],
              pv_[ply].begin() + ply + 1);
    pv_length_[ply] = std::max(pv_length_[ply + 1], ply + 1);
    if (ply == 0) root_score_ = s;
    if (alpha >= beta) {
      reward(moves, i, ply, std::max(depth, 1), side);
      break;
    }
  }

  if (excluding) return best;  // a test's result, not the node's
  const Bound bound = best >= beta              ? Bound::lower
                      : best > original_alpha ? Bound::exact
                                              : Bound::upper;
  // The best move of a node where every move failed low says nothing: keep the earlier one.
  const Move* best_move = bound == Bound::upper ? nullptr : &moves[best_index];
  // A node that failed low depends on all its moves' scores; otherwise the best move's is
  // taken as the node's (as engines commonly do: the others only had to be no better).
  repeated_ply_[ply] = bound == Bound::upper ? any_repeated : best_repeated;
  if (repeated_ply_[ply] >= ply) {
    tt_.store(key, best, ply, depth, bound, best_move);
  } else if (best_move != nullptr) {
    tt_.store_move(key, *best_move);
  }
  return best;
}

// Whether the table move of the node at `ply` (in `entry`, a lower bound or an exact score; one
// of `moves`, the node's, unless the table's key check let a false hit through) is the only good
// one: every other move, searched about half as deep, stays below the entry's score less a margin.
// The test searches the node again without that move (excluded_[ply]); what it leaves at `ply` (its
// line, its repetitions) is reset for the node's own search.
bool Engine::Searcher::table_move_is_singular(const Position& pos, const RuleCounters& counters,
                                              int depth, int ply, const TTEntry& entry,
                                              const MoveList& moves) {
  const Score table_score = TranspositionTable::score_from_entry(entry, ply);
  if (is_forced(table_score)) return false;
  const Move* table_move =
      std::find_if(moves.begin(), moves.end(), [&](const Move& m) { return entry.is_move(m); });
  if (table_move == moves.end()) return false;  // a false hit of the table's key check
  const Score bar = table_score - kSingularMarginPerPly * depth;
  excluded_[ply] = *table_move;
  in_singularity_test_ = true;
  const Score s = search(pos, counters, (depth - 1) / 2, ply, bar - 1, bar);
  in_singularity_test_ = false;
  excluded_[ply] = Move{};
  pv_length_[ply] = ply;
  repeated_ply_[ply] = kNoRepetition;
  return !stopped_ && s < bar;
}

SearchResult Engine::Searcher::run(const GameState& game, const Limits& limits,
                                   const std::function<void(const SearchInfo&)>& on_iteration) {
  SearchResult result;
  if (const rules::Outcome outcome = game.outcome(); outcome.result != rules::GameResult::ongoing) {
    result.game_over = outcome;
    return result;
  }

  rules_ = &game.rules();
  limits_ = limits;
  const Position& root = game.position();
  tables_ = table_source_ && rules::popcount(root.occupied()) <= kTableRootPieces
                ? table_source_(root, game.rules())
                : nullptr;
  // A root the tables decide needs one ply: each move's value comes from them.
  const bool root_in_tables =
      tables_ && probe_in_search(*tables_, root, game.counters(), game.rules());
  start_ = Clock::now();
  nodes_ = 0;
  stopped_ = false;
  unsettled_ = false;
  budget_.reset();
  if (const auto allowed = time_allowed(limits)) {
    budget_.emplace(*allowed, limits.playing ? TimeBudget::Unfinished::kept
                                             : TimeBudget::Unfinished::discarded);
  }
  singular_extensions_ = budget_.has_value();
  const auto history = game.reversible_keys();
  keys_.assign(history.begin(), history.end());
  root_index_ = static_cast<int>(keys_.size()) - 1;
  keys_.resize(keys_.size() + kMaxPly + 1);
  reversible_from_[0] = 0;

  if (limits.playing && budget_ && rules::count_moves(root) == 1) {
    answer_forced_move(game, result.info);
    return result;
  }
  // The history of earlier searches counts for less: the game has moved on since (at 100 ms a
  // move, +15 Elo (+1 to +28) against keeping it whole, 604 games).
  for (auto& side : history_) {
    for (auto& from : side) {
      for (int& h : from) h /= 8;
    }
  }
  Score previous = 0;
  int stable_iterations = 0;  // completed iterations in a row with the same best move
  for (int depth = 1; depth <= std::max(limits.depth, 1); ++depth) {
    iteration_depth_ = depth;
    check_limits_ = depth > 1;
    check_limits();
    if (stopped_) break;
    Score delta = kAspirationWindow;
    Score alpha = -kInfinity;
    Score beta = kInfinity;
    if (depth >= 4 && !is_forced(previous)) {
      alpha = previous - delta;
      beta = previous + delta;
    }
    Score score = 0;
    unsettled_ = false;
    while (true) {
      score = search(root, game.counters(), depth, 0, alpha, beta);
      if (stopped_) break;
      if (score <= alpha) {
        alpha = std::max(score - delta, -kInfinity);
      } else if (score >= beta) {
        beta = std::min(score + delta, kInfinity);
      } else {
        break;
      }
      delta *= 2;
      unsettled_ = true;
    }
    if (stopped_) {
      if (limits.playing) keep_unfinished_iteration(result.info);
      break;
    }

    const bool kept = !result.info.pv.empty() && pv_length_[0] > 0 &&
                      result.info.pv.front().same_identity(pv_[0][0]);
    stable_iterations = kept ? stable_iterations + 1 : 1;
    previous = score;
    result.info.depth = depth;
    result.info.score = score;
    result.info.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
    if (root_in_tables && is_forced(score)) extend_line_from_tables(game, result.info);
    result.info.nodes = nodes_;
    result.info.seconds = seconds();
    if (on_iteration) on_iteration(result.info);

    // A forced result within the searched depth is exact: every shorter line was searched.
    if (is_forced(score) && kWinScore - std::abs(score) <= depth) break;
    if (root_in_tables) break;
    if (budget_ && !budget_->start_next(Clock::now() - start_,
                                        easy_move(game, result.info, stable_iterations))) {
      break;
    }
  }
  result.info.nodes = nodes_;
  result.info.seconds = seconds();
  return result;
}

// An iteration cut by a limit (time, nodes, the stop flag), when the move is to be played: a root
// move whose search at the new depth completed and raised the root's score (the previous best
// confirmed, or another that beat it) is a better answer than the last completed iteration's.
// Its score may be a bound (a move that failed high); the reported depth stays the completed
// one.
void Engine::Searcher::keep_unfinished_iteration(SearchInfo& info) const {
  if (pv_length_[0] == 0) return;
  info.score = root_score_;
  info.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
}

// A root with one legal move, to be played: searched to depth 0 (its pending captures only), for
// a score that does not leave a capture hanging.
void Engine::Searcher::answer_forced_move(const GameState& game, SearchInfo& info) {
  const Position& root = game.position();
  check_limits_ = false;
  info.score = search(root, game.counters(), 0, 0, -kInfinity, kInfinity);
  if (pv_length_[0] > 0) {
    info.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
  } else {
    MoveList moves;
    rules::generate_moves(root, moves);
    info.pv = {moves[0]};
  }
  info.nodes = nodes_;
  info.seconds = seconds();
}

// Whether the best move is easy: the same over the last kEasyIterations iterations, and every
// other move at least kEasyMargin below it in a search half as deep. The check costs a search,
// made only when an easy move would end the search sooner than otherwise.
bool Engine::Searcher::easy_move(const GameState& game, const SearchInfo& info,
                                 int stable_iterations) {
  const auto elapsed = Clock::now() - start_;
  if (stable_iterations < kEasyIterations || info.depth < kEasyDepth || is_forced(info.score) ||
      elapsed < budget_->easy_after() || !budget_->start_next(elapsed, false)) {
    return false;
  }
  return clear_margin(game, info.pv.front(), info.depth / 2, info.score - kEasyMargin);
}

// Whether every root move but `best` scores below `threshold` at `depth` (null windows).
bool Engine::Searcher::clear_margin(const GameState& game, const Move& best, int depth,
                                    Score threshold) {
  const Position& root = game.position();
  MoveList moves;
  rules::generate_moves(root, moves);
  for (const Move& m : moves) {
    if (same_move(m, best)) continue;
    const auto [child, child_counters] = enter(root, game.counters(), m, 0);
    const Score s = -search(child, child_counters, depth - 1, 1, -threshold, -threshold + 1);
    if (stopped_ || s >= threshold) return false;
  }
  return true;
}

// Continues a won or lost line to its end by the tables' best moves.
void Engine::Searcher::extend_line_from_tables(const GameState& game, SearchInfo& info) const {
  GameState line = game;
  for (const Move& m : info.pv) line.play(m);
  const int left = kWinScore - std::abs(info.score) - static_cast<int>(info.pv.size());
  for (const Move& m : table_line(*tables_, line.position(), line.counters(), line.rules(), left)) {
    info.pv.push_back(m);
  }
}

std::optional<std::chrono::milliseconds> time_allowed(const Limits& limits) {
  std::optional<std::chrono::milliseconds> allowed = limits.movetime;
  if (limits.clock) {
    const std::chrono::milliseconds share = move_time_of(*limits.clock);
    allowed = allowed ? std::min(*allowed, share) : share;
  }
  return allowed;
}

Engine::Engine(std::size_t hash_megabytes)
    : searcher_(std::make_unique<Searcher>(hash_megabytes)) {}

Engine::~Engine() = default;

SearchResult Engine::search(const GameState& game, const Limits& limits,
                            const std::function<void(const SearchInfo&)>& on_iteration) {
  return searcher_->run(game, limits, on_iteration);
}

void Engine::new_game() { searcher_->clear(); }

void Engine::set_table_source(TableSource source) { searcher_->table_source_ = std::move(source); }

}  // namespace damas::engine
