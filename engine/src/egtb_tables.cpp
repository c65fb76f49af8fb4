// The set of tables: which materials it holds, looking positions up, and building the materials
// a game can reach in dependency order.
#include <algorithm>
#include <tuple>

#include "damas/engine/egtb.hpp"
#include "damas/rules/movegen.hpp"
#include "egtb_builder.hpp"
#include "egtb_layout.hpp"
#include "egtb_value.hpp"

namespace damas::engine {

namespace {

using rules::Color;

// Every material of 2 to `pieces` pieces with a piece on each side.
std::vector<Material> every_material(int pieces) {
  std::vector<Material> all;
  for (int wm = 0; wm <= pieces; ++wm) {
    for (int wk = 0; wm + wk <= pieces; ++wk) {
      for (int bm = 0; wm + wk + bm <= pieces; ++bm) {
        for (int bk = 0; wm + wk + bm + bk <= pieces; ++bk) {
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
  constexpr int base = kMaxTablePieces + 1;
  return ((m.white_men * base + m.white_kings) * base + m.black_men) * base + m.black_kings;
}

Material EndgameTables::material_of_slot(int slot) {
  constexpr int base = kMaxTablePieces + 1;
  return {slot / (base * base * base), slot / (base * base) % base, slot / base % base,
          slot % base};
}

void EndgameTables::add(const Material& m, std::shared_ptr<const Table> table) {
  tables_[slot_of(m)] = std::move(table);
  most_pieces_ = std::max(most_pieces_, m.pieces());
}

std::shared_ptr<const EndgameTables> EndgameTables::build(rules::KingVsKingRule king_vs_king,
                                                          int pieces,
                                                          const BuildProgress& progress) {
  std::vector<Material> all;
  for (const Material& m : every_material(pieces)) {
    if (egtb::is_canonical(m)) all.push_back(m);  // a mirror shares its canonical one's table
  }
  return EndgameTables(king_vs_king).with(std::move(all), progress);
}

std::shared_ptr<const EndgameTables> EndgameTables::extended(const Material& material,
                                                             const BuildProgress& progress) const {
  std::vector<Material> missing;
  for (const Material& m : every_material(material.pieces())) {
    const Material stored = egtb::is_canonical(m) ? m : egtb::mirrored(m);
    if (reachable(material, m) && !tables_[slot_of(stored)] &&
        std::find(missing.begin(), missing.end(), stored) == missing.end()) {
      missing.push_back(stored);
    }
  }
  return with(std::move(missing), progress);
}

std::shared_ptr<const EndgameTables> EndgameTables::with(std::vector<Material> missing,
                                                         const BuildProgress& progress) const {
  // A capture leads to fewer pieces and a crowning to fewer men: build those first.
  std::sort(missing.begin(), missing.end(), [](const Material& a, const Material& b) {
    return std::tuple(a.pieces(), a.white_men + a.black_men) <
           std::tuple(b.pieces(), b.white_men + b.black_men);
  });
  auto result = std::make_shared<EndgameTables>(*this);
  const int total = static_cast<int>(missing.size());
  for (int i = 0; i < total; ++i) {
    if (progress) progress(missing[i], i, total);
    result->add(missing[i], egtb::TableBuilder(*result, missing[i]).build());
  }
  return result;
}

bool EndgameTables::complete(int pieces) const {
  const auto all = every_material(pieces);
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
  // The other side without a piece: no game gets here (the capture of the last piece leaves
  // that side to move), but a setup may. Any move wins, as the other side then has lost; a side
  // without a move has lost already. No table holds these positions.
  if (pos.pieces(opponent(us)) == 0) {
    return rules::count_moves(pos) > 0 ? TableValue{TableResult::win, 1}
                                       : TableValue{TableResult::loss, 0};
  }
  Material m = Material::of(pos);
  if (m.pieces() > most_pieces_) return std::nullopt;
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
