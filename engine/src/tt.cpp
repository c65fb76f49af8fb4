#include "damas/engine/tt.hpp"

#include <algorithm>
#include <bit>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace damas::engine {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(TTEntry);
  size_ = std::bit_floor(wanted);
  mask_ = size_ - 1;
  // Aligned on 2 MB and marked for huge pages: probes land anywhere in the table, and with
  // 4 KB pages nearly each one also misses the TLB (measured: most of the search's time).
  constexpr std::size_t kHugePage = 2 * 1024 * 1024;
  const std::size_t bytes = std::max(size_ * sizeof(TTEntry), kHugePage);
  void* memory = std::aligned_alloc(kHugePage, bytes);
  if (memory == nullptr) throw std::bad_alloc();
#ifdef __linux__
  madvise(memory, bytes, MADV_HUGEPAGE);
#endif
  entries_.reset(static_cast<TTEntry*>(memory));
  clear();
}

void TranspositionTable::clear() { std::fill(entries_.get(), entries_.get() + size_, TTEntry{}); }

namespace {

void set_move(TTEntry& e, const rules::Move& m) {
  e.from = static_cast<std::int8_t>(m.from);
  e.to = static_cast<std::int8_t>(m.to);
  e.captured = m.captured;
}

}  // namespace

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
  const TTEntry& e = entries_[key & mask_];
  const bool used = e.bound != Bound::none || e.has_move();
  return used && e.check == static_cast<std::uint32_t>(key >> 32) ? &e : nullptr;
}

// A forced result is stored as a distance from this node, not from the root: the same node
// reached at another ply then gives the right distance.
void TranspositionTable::store(std::uint64_t key, Score score, int ply, int depth, Bound bound,
                               const rules::Move* best) {
  TTEntry& e = entries_[key & mask_];
  const auto check = static_cast<std::uint32_t>(key >> 32);
  if (e.check == check && e.bound != Bound::none && e.depth > depth && bound != Bound::exact) {
    return;
  }
  if (score >= kForcedThreshold) score += ply;
  if (score <= -kForcedThreshold) score -= ply;
  // Keep the move found earlier for this position when this search found none.
  if (best != nullptr) {
    set_move(e, *best);
  } else if (e.check != check) {
    e.from = rules::kNoSquare;
    e.to = rules::kNoSquare;
    e.captured = 0;
  }
  e.check = check;
  e.score = static_cast<std::int16_t>(score);
  e.depth = static_cast<std::int8_t>(std::clamp(depth, -100, 100));
  e.bound = bound;
}

void TranspositionTable::store_move(std::uint64_t key, const rules::Move& best) {
  TTEntry& e = entries_[key & mask_];
  const auto check = static_cast<std::uint32_t>(key >> 32);
  if (e.check != check) {
    e = TTEntry{};
    e.check = check;
  }
  set_move(e, best);
}

Score TranspositionTable::score_from_entry(const TTEntry& e, int ply) {
  Score s = e.score;
  if (s >= kForcedThreshold) s -= ply;
  if (s <= -kForcedThreshold) s += ply;
  return s;
}

}  // namespace damas::engine
