// The cache file's binary form:
//   "damas-pdn egtb 2\n"   format name and version
//   1 byte                 king against king rule (0 draw, 1 play)
//   4 bytes                number of tables, then per table:
//     4 bytes              material: white men, white kings, black men, black kings (a byte each)
//     4 bytes              positions per side to move (must equal the layout's size)
//     1 byte               1 for a table with distances to the capture (the Forcada material)
//     per array of values (White to move, Black to move, then the distances to the capture):
//       4 bytes            its length compressed, then its bytes compressed by zlib
//   8 bytes                FNV-1a hash of every value byte (uncompressed), so that a damaged
//                          file is refused
// Numbers are little-endian. Compression: draws (zero bytes) and runs of like distances make up
// most of a table, and zlib takes the five-piece tables from 188 MB to a fraction of it (the
// figures are in bench/README.md).
#include <zlib.h>

#include <algorithm>
#include <istream>
#include <new>
#include <optional>
#include <ostream>
#include <string_view>

#include "damas/engine/egtb.hpp"
#include "egtb_layout.hpp"

namespace damas::engine {

namespace {

constexpr std::string_view kMagic = "damas-pdn egtb 2\n";

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

void put_compressed(std::ostream& out, const std::vector<std::uint8_t>& values) {
  uLongf length = compressBound(static_cast<uLong>(values.size()));
  std::vector<Bytef> packed(length);
  // Level 6 (zlib's default): level 9 saves about 1% more and takes twice as long.
  if (compress2(packed.data(), &length, values.data(), static_cast<uLong>(values.size()), 6) !=
      Z_OK) {
    throw std::bad_alloc();  // zlib fails only for want of memory with a buffer this large
  }
  put(out, length, 4);
  out.write(reinterpret_cast<const char*>(packed.data()), static_cast<std::streamsize>(length));
}

// Reads one compressed array of `size` values into `values`; the error's text when it fails.
std::optional<std::string_view> get_compressed(std::istream& in, std::size_t size,
                                               std::vector<std::uint8_t>& values) {
  std::uint64_t length = 0;
  if (!get(in, length, 4)) return "truncated endgame table file";
  // A length no compression of `size` bytes could have is damage, not an allocation to make.
  if (length > compressBound(static_cast<uLong>(size))) {
    return "damaged endgame table file (table header)";
  }
  std::vector<Bytef> packed(length);
  if (!in.read(reinterpret_cast<char*>(packed.data()), static_cast<std::streamsize>(length))) {
    return "truncated endgame table file";
  }
  values.resize(size);
  uLongf unpacked = static_cast<uLongf>(size);
  if (uncompress(values.data(), &unpacked, packed.data(), static_cast<uLong>(length)) != Z_OK ||
      unpacked != size) {
    return "damaged endgame table file (compressed values)";
  }
  return std::nullopt;
}

}  // namespace

void EndgameTables::write(std::ostream& out) const {
  out << kMagic;
  put(out, king_vs_king_ == rules::KingVsKingRule::play ? 1 : 0, 1);
  const auto built =
      std::count_if(tables_.begin(), tables_.end(), [](const auto& t) { return t != nullptr; });
  put(out, static_cast<std::uint64_t>(built), 4);
  std::uint64_t hash = kFnvBasis;
  for (int slot = 0; slot < kSlots; ++slot) {
    const auto& table = tables_[slot];
    if (!table) continue;
    const Material m = material_of_slot(slot);
    for (const int count : {m.white_men, m.white_kings, m.black_men, m.black_kings}) {
      put(out, static_cast<std::uint64_t>(count), 1);
    }
    put(out, table->values[0].size(), 4);
    const bool to_capture = !table->to_capture[0].empty();
    put(out, to_capture ? 1 : 0, 1);
    for (const Values* values : {&table->values, &table->to_capture}) {
      if (values == &table->to_capture && !to_capture) continue;
      for (const auto& side : *values) {
        put_compressed(out, side);
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
    std::uint64_t counts[4] = {}, size = 0, to_capture = 0;
    for (std::uint64_t& c : counts) {
      if (!get(in, c, 1)) {
        error = "truncated endgame table file";
        return nullptr;
      }
    }
    if (!get(in, size, 4) || !get(in, to_capture, 1)) {
      error = "truncated endgame table file";
      return nullptr;
    }
    const Material m{static_cast<int>(counts[0]), static_cast<int>(counts[1]),
                     static_cast<int>(counts[2]), static_cast<int>(counts[3])};
    // Counts are bytes, never negative: a sum of at most kMaxTablePieces bounds each of them.
    if (m.pieces() > kMaxTablePieces || m.white_men + m.white_kings == 0 ||
        m.black_men + m.black_kings == 0 || !egtb::is_canonical(m) || result->tables_[slot_of(m)] ||
        egtb::Layout(m).size() != size || to_capture > 1) {
      error = "damaged endgame table file (unknown material)";
      return nullptr;
    }
    auto table = std::make_shared<Table>();
    for (Values* values : {&table->values, &table->to_capture}) {
      if (values == &table->to_capture && to_capture == 0) continue;
      for (auto& side : *values) {
        if (const auto failure = get_compressed(in, size, side)) {
          error = *failure;
          return nullptr;
        }
        hash = fnv1a(hash, side);
      }
    }
    result->add(m, std::move(table));
  }
  std::uint64_t stored = 0;
  if (!get(in, stored, 8) || stored != hash) {
    error = "damaged endgame table file (checksum)";
    return nullptr;
  }
  return result;
}

}  // namespace damas::engine
