// The set of tables: which materials it holds, looking positions up, and building the materials
// a game can reach in dependency order.
#include <algorithm>
#include <tuple>

#include "damas/engine/egtb.hpp"
#include "egtb_builder.hpp"
#include "egtb_layout.hpp"
#include "egtb_value.hpp"

namespace damas::engine {

namespace {

using rules::Color;

// Every material of 2 to kTablePieces pieces with a piece on each side.
std::vector<Material> every_material() {
  std::vector<Material> all;
  for (int wm = 0; wm <= kTablePieces; ++wm) {
    for (int wk = 0; wm + wk <= kTablePieces; ++wk) {
      for (int bm = 0; wm + wk + bm <= kTablePieces; ++bm) {
        for (int bk = 0; wm + wk + bm + bk <= kTablePieces; ++bk) {
          if (wm + wk > 0 && bm + bk > 0) all.push_back({wm, wk, bm, bk});
        }
      }
    }
  }
  return all;
}

// Whether a game at `from` can reach `to`: pieces only disappear, and men only become kings.
bool reachable(const Material& from, const Material& to) {
  return to.white_men <= from.white_men && to.black_men <= from.black_men &&
         to.white_men + to.white_kings <= from.white_men + from.white_kings &&
         to.black_men + to.black_kings <= from.black_men + from.black_kings;
}

}  // namespace

Material Material::of(const rules::Position& pos) {
  return {rules::popcount(pos.men(Color::white)), rules::popcount(pos.kings(Color::white)),
          rules::popcount(pos.men(Color::black)), rules::popcount(pos.kings(Color::black))};
}

EndgameTables::EndgameTables(rules::KingVsKingRule king_vs_king) : king_vs_king_(king_vs_king) {}

int EndgameTables::slot_of(const Material& m) {
  return ((m.white_men * 5 + m.white_kings) * 5 + m.black_men) * 5 + m.black_kings;
}

std::shared_ptr<const EndgameTables> EndgameTables::build(rules::KingVsKingRule king_vs_king) {
  // Every material is reachable from four men and four kings a side.
  return EndgameTables(king_vs_king).extended({4, 4, 4, 4});
}

std::shared_ptr<const EndgameTables> EndgameTables::extended(const Material& material) const {
  std::vector<Material> missing;
  for (const Material& m : every_material()) {
    // A material is stored under the canonical one of it and its mirror.
    const Material stored = egtb::is_canonical(m) ? m : egtb::mirrored(m);
    if (reachable(material, m) && !tables_[slot_of(stored)] &&
        std::find(missing.begin(), missing.end(), stored) == missing.end()) {
      missing.push_back(stored);
    }
  }
  // A capture leads to fewer pieces and a crowning to fewer men: build those first.
  std::sort(missing.begin(), missing.end(), [](const Material& a, const Material& b) {
    return std::tuple(a.pieces(), a.white_men + a.black_men) <
           std::tuple(b.pieces(), b.white_men + b.black_men);
  });
  auto result = std::make_shared<EndgameTables>(*this);
  for (const Material& m : missing) {
    result->tables_[slot_of(m)] = egtb::TableBuilder(*result, m).build();
  }
  return result;
}

bool EndgameTables::complete() const {
  const auto all = every_material();
  return std::all_of(all.begin(), all.end(), [this](const Material& m) {
    return tables_[slot_of(egtb::is_canonical(m) ? m : egtb::mirrored(m))] != nullptr;
  });
}

std::size_t EndgameTables::bytes() const {
  std::size_t total = 0;
  for (const auto& table : tables_) {
    if (table) total += table->values[0].size() + table->values[1].size();
  }
  return total;
}

std::optional<TableValue> EndgameTables::lookup(const rules::Position& pos) const {
  return find(pos, &Table::values);
}

std::optional<TableValue> EndgameTables::lookup_to_capture(const rules::Position& pos) const {
  return find(pos, &Table::to_capture);
}

std::optional<TableValue> EndgameTables::find(const rules::Position& pos,
                                              const Values Table::*values) const {
  const Color us = pos.side_to_move();
  if (pos.pieces(us) == 0) return TableValue{TableResult::loss, 0};
  Material m = Material::of(pos);
  if (m.pieces() > kTablePieces || pos.pieces(opponent(us)) == 0) return std::nullopt;
  const bool canonical = egtb::is_canonical(m);
  const rules::Position stored = canonical ? pos : egtb::mirrored(pos);
  if (!canonical) m = egtb::mirrored(m);
  const auto& table = tables_[slot_of(m)];
  if (!table) return std::nullopt;
  const auto& side = ((*table).*values)[static_cast<int>(stored.side_to_move())];
  if (side.empty()) return std::nullopt;
  return egtb::decode(side[egtb::Layout(m).index(stored)]);
}

}  // namespace damas::engine
