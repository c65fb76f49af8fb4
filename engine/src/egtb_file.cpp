// The cache file's binary form:
//   "damas-pdn egtb 1\n"   format name and version
//   1 byte                 king against king rule (0 draw, 1 play)
//   4 bytes                number of tables, then per table:
//     4 bytes              material (white men, white kings, black men, black kings)
//     4 bytes              positions per side to move (must equal the layout's size)
//     2 x size bytes       the values, White to move then Black to move
//     4 bytes              0, or the size again for a table with distances to the capture
//     2 x that             those distances (the Forcada material only)
//   8 bytes                FNV-1a hash of every value byte, so that a damaged file is refused
// Numbers are little-endian.
#include <algorithm>
#include <istream>
#include <ostream>

#include "damas/engine/egtb.hpp"
#include "egtb_layout.hpp"

namespace damas::engine {

namespace {

constexpr std::string_view kMagic = "damas-pdn egtb 1\n";

void put(std::ostream& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.put(static_cast<char>((value >> (8 * i)) & 0xFF));
}

bool get(std::istream& in, std::uint64_t& value, int bytes) {
  value = 0;
  for (int i = 0; i < bytes; ++i) {
    const int c = in.get();
    if (c == std::istream::traits_type::eof()) return false;
    value |= static_cast<std::uint64_t>(c) << (8 * i);
  }
  return true;
}

std::uint64_t fnv1a(std::uint64_t hash, const std::vector<std::uint8_t>& bytes) {
  for (std::uint8_t b : bytes) hash = (hash ^ b) * 0x100000001B3ULL;
  return hash;
}

constexpr std::uint64_t kFnvBasis = 0xCBF29CE484222325ULL;

}  // namespace

void EndgameTables::write(std::ostream& out) const {
  out << kMagic;
  put(out, king_vs_king_ == rules::KingVsKingRule::play ? 1 : 0, 1);
  const auto built =
      std::count_if(tables_.begin(), tables_.end(), [](const auto& t) { return t != nullptr; });
  put(out, static_cast<std::uint64_t>(built), 4);
  std::uint64_t hash = kFnvBasis;
  for (int slot = 0; slot < static_cast<int>(tables_.size()); ++slot) {
    if (!tables_[slot]) continue;
    put(out, static_cast<std::uint64_t>(slot), 4);
    put(out, tables_[slot]->values[0].size(), 4);
    for (const Values* values : {&tables_[slot]->values, &tables_[slot]->to_capture}) {
      if (values == &tables_[slot]->to_capture) put(out, values->front().size(), 4);
      for (const auto& side : *values) {
        out.write(reinterpret_cast<const char*>(side.data()),
                  static_cast<std::streamsize>(side.size()));
        hash = fnv1a(hash, side);
      }
    }
  }
  put(out, hash, 8);
}

std::shared_ptr<const EndgameTables> EndgameTables::read(std::istream& in, std::string& error) {
  std::string magic(kMagic.size(), '\0');
  std::uint64_t rule = 0, count = 0;
  if (!in.read(magic.data(), static_cast<std::streamsize>(magic.size())) || magic != kMagic ||
      !get(in, rule, 1) || rule > 1 || !get(in, count, 4)) {
    error = "not an endgame table file of this version";
    return nullptr;
  }
  auto result = std::make_shared<EndgameTables>(rule == 1 ? rules::KingVsKingRule::play
                                                          : rules::KingVsKingRule::draw);
  std::uint64_t hash = kFnvBasis;
  for (std::uint64_t i = 0; i < count; ++i) {
    std::uint64_t slot = 0, size = 0;
    if (!get(in, slot, 4) || slot >= result->tables_.size() || result->tables_[slot] ||
        !get(in, size, 4)) {
      error = "damaged endgame table file (table header)";
      return nullptr;
    }
    const Material m{static_cast<int>(slot / 125), static_cast<int>(slot / 25 % 5),
                     static_cast<int>(slot / 5 % 5), static_cast<int>(slot % 5)};
    if (slot_of(m) != static_cast<int>(slot) || m.pieces() > kTablePieces ||
        !egtb::is_canonical(m) || egtb::Layout(m).size() != size) {
      error = "damaged endgame table file (unknown material)";
      return nullptr;
    }
    auto table = std::make_shared<Table>();
    for (Values* values : {&table->values, &table->to_capture}) {
      if (values == &table->to_capture &&
          (!get(in, size, 4) || (size != 0 && size != table->values[0].size()))) {
        error = "damaged endgame table file (table header)";
        return nullptr;
      }
      for (auto& side : *values) {
        side.resize(size);
        if (!in.read(reinterpret_cast<char*>(side.data()), static_cast<std::streamsize>(size))) {
          error = "truncated endgame table file";
          return nullptr;
        }
        hash = fnv1a(hash, side);
      }
    }
    result->tables_[slot] = std::move(table);
  }
  std::uint64_t stored = 0;
  if (!get(in, stored, 8) || stored != hash) {
    error = "damaged endgame table file (checksum)";
    return nullptr;
  }
  return result;
}

}  // namespace damas::engine
