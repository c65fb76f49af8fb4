// Where each position of a material sits in its table.
//
// The four groups of a material (white men, black men, white kings, black kings) are placed
// independently: each group is a k-subset of its squares (men never stand on their own crowning
// row, so white men use squares 1-28 and black men 5-32; kings all 32), ranked in colex order,
// and the index mixes the four ranks as digits of a mixed-radix number. Placements where two
// groups overlap get an index too and stay unused: the waste (about 10% for four pieces) buys
// an index of a few additions and a walk over every position in index order without unranking.
//
// Canonical materials: a material and its colour-reversed mirror (the board turned round and
// the colours swapped) share one table; the canonical one of the pair is the smaller as the
// tuple (white men, white kings, black men, black kings).
#pragma once

#include <cstdint>
#include <vector>

#include "damas/engine/egtb.hpp"
#include "damas/rules/bitboard.hpp"
#include "damas/rules/position.hpp"

namespace damas::engine::egtb {

Material mirrored(const Material& m);
bool is_canonical(const Material& m);
// The position seen from the other side: the board turned round (square n becomes 33 - n) and
// the colours swapped, the other side to move.
rules::Position mirrored(const rules::Position& pos);

class Layout {
 public:
  // Cheap: the placements are listed only by for_each.
  explicit Layout(const Material& m);

  std::uint32_t size() const { return size_; }
  // The index of `pos`, which has this material.
  std::uint32_t index(const rules::Position& pos) const;

  // Calls f(index, white, black, kings) for every placement without overlap, in index order.
  template <class F>
  void for_each(F&& f) const {
    const auto white_men = placements(0), black_men = placements(1);
    const auto white_kings = placements(2), black_kings = placements(3);
    std::uint32_t index = 0;
    for (rules::Bitboard wm : white_men) {
      for (rules::Bitboard bm : black_men) {
        for (rules::Bitboard wk : white_kings) {
          for (rules::Bitboard bk : black_kings) {
            if ((wm & bm) == 0 && ((wm | bm) & wk) == 0 && ((wm | bm | wk) & bk) == 0) {
              f(index, wm | wk, bm | bk, wk | bk);
            }
            ++index;
          }
        }
      }
    }
  }

 private:
  // Every placement of a group (0 white men, 1 black men, 2 white kings, 3 black kings), in
  // rank order.
  std::vector<rules::Bitboard> placements(int group) const;

  Material material_;
  // How many placements each group has.
  std::uint32_t black_men_count_, white_kings_count_, black_kings_count_;
  std::uint32_t size_ = 0;
};

}  // namespace damas::engine::egtb
