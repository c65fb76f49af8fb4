// Transposition table: search results by position key, so that a position reached again (by
// another move order, or in the next iteration) reuses what was found.
//
// One entry per slot, 16 bytes: the key's upper half checks the slot, the best move is kept as
// its identity (from, to, captured set) and matched against the generated moves before use, so
// a rare false hit can never play an illegal move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include "damas/engine/score.hpp"
#include "damas/rules/move.hpp"

namespace damas::engine {

// `none`: the entry keeps only a best move (for move ordering), no usable score.
enum class Bound : std::uint8_t { none, upper, lower, exact };

struct TTEntry {
  std::uint32_t check = 0;    // upper 32 bits of the key
  std::uint32_t captured = 0; // the best move's captured set
  std::int16_t score = 0;     // forced scores stored relative to this node (see tt.cpp)
  std::int8_t depth = 0;
  Bound bound = Bound::none;
  std::int8_t from = rules::kNoSquare;
  std::int8_t to = rules::kNoSquare;
  std::uint16_t unused = 0;

  bool has_move() const { return from != rules::kNoSquare; }
  bool is_move(const rules::Move& m) const {
    return m.from == from && m.to == to && m.captured == captured;
  }
};
static_assert(sizeof(TTEntry) == 16);

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes);

  void clear();
  // Starts loading the slot of `key` into the cache: the table is far larger than the caches,
  // and without this most of the search's time goes into waiting for the probe.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&entries_[key & mask_]); }
  // The entry stored for `key` (a score, a move or both), or nullptr.
  const TTEntry* probe(std::uint64_t key) const;
  // Keeps the result unless the slot holds a deeper result for the same key.
  void store(std::uint64_t key, Score score, int ply, int depth, Bound bound,
             const rules::Move* best);
  // Keeps only the best move: for a result that another path to the same position could not
  // reuse (it counted a draw by repetition of a position above the node). A score already
  // stored for the same key stays.
  void store_move(std::uint64_t key, const rules::Move& best);

  // Turns a stored score back into a score from the root, at `ply`.
  static Score score_from_entry(const TTEntry& e, int ply);

 private:
  struct Free {
    void operator()(TTEntry* p) const { std::free(p); }
  };
  std::unique_ptr<TTEntry[], Free> entries_;
  std::size_t size_ = 0;
  std::uint64_t mask_ = 0;
};

}  // namespace damas::engine
