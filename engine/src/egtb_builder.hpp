// Retrograde analysis of one material (both sides to move), given the tables of every material
// its captures and crownings lead to.
//
// Inside one material the only moves are quiet moves that crown nothing; they are walked
// backwards (un-moves). Every other move (a capture, a crowning) leaves the material and is an
// "exit" whose value the smaller tables already give. The positions are decided in rounds of
// increasing distance: round n decides the losses in n plies (n even) or the wins in n plies (n
// odd), from the previous round's positions by un-moves and from the exits of that distance;
// what is never decided is a draw. A win therefore gets its shortest distance and a loss its
// longest.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "damas/engine/egtb.hpp"

namespace damas::engine::egtb {

class TableBuilder {
 public:
  // `material` is canonical; `done` holds the tables of every material its exits reach.
  TableBuilder(const EndgameTables& done, const Material& material)
      : done_(done), material_(material) {}

  // The values, and for the Forcada material (three kings against one king) the distances to
  // its end as well (see EndgameTables::Table::to_capture).
  std::shared_ptr<const EndgameTables::Table> build() const;

 private:
  // What an exit (a capture or a crowning) adds to the distance of the position it leaves: the
  // whole distance to the end of the game, or only the exit's own ply.
  enum class Distance { to_end, to_exit };
  std::array<std::vector<std::uint8_t>, 2> analyse(Distance distance) const;

  const EndgameTables& done_;
  Material material_;
};

}  // namespace damas::engine::egtb
