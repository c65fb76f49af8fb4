#include "egtb_layout.hpp"

#include <array>
#include <tuple>

namespace damas::engine::egtb {

namespace {

using rules::Bitboard;

constexpr int kMenSquares = 28;  // a man never stands on its own crowning row
constexpr int kBlackMenShift = 4;

// kBinomial[n][k] = C(n, k) for n <= 32, k <= kMaxTablePieces.
constexpr auto kBinomial = [] {
  std::array<std::array<std::uint32_t, kMaxTablePieces + 1>, rules::kSquareCount + 1> c{};
  for (int n = 0; n <= rules::kSquareCount; ++n) {
    c[n][0] = 1;
    for (int k = 1; k <= kMaxTablePieces && k <= n; ++k) c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
  }
  return c;
}();

// Colex rank of a set among the sets of its size: the sum of C(square, i) over its squares in
// ascending order, i counting from 1. It is also the set's place in ascending numeric order.
std::uint32_t colex_rank(Bitboard set) {
  std::uint32_t rank = 0;
  for (int i = 1; set != 0; ++i) rank += kBinomial[rules::pop_lowest(set)][i];
  return rank;
}

// Every set of k squares among the lowest n, ascending (hence in rank order), moved up by
// `shift` squares.
std::vector<Bitboard> subsets(int n, int k, int shift) {
  std::vector<Bitboard> sets;
  sets.reserve(kBinomial[n][k]);
  const std::uint64_t end = std::uint64_t{1} << n;
  for (std::uint64_t set = (std::uint64_t{1} << k) - 1; set < end;) {
    sets.push_back(static_cast<Bitboard>(set << shift));
    if (k == 0) break;
    // Gosper's step: the next larger number with as many bits set.
    const std::uint64_t low = set & -set;
    const std::uint64_t ripple = set + low;
    set = ripple | (((set ^ ripple) >> 2) / low);
  }
  return sets;
}

Bitboard reversed(Bitboard b) {
  b = ((b >> 1) & 0x55555555U) | ((b & 0x55555555U) << 1);
  b = ((b >> 2) & 0x33333333U) | ((b & 0x33333333U) << 2);
  b = ((b >> 4) & 0x0F0F0F0FU) | ((b & 0x0F0F0F0FU) << 4);
  b = ((b >> 8) & 0x00FF00FFU) | ((b & 0x00FF00FFU) << 8);
  return (b >> 16) | (b << 16);
}

}  // namespace

Material mirrored(const Material& m) {
  return {m.black_men, m.black_kings, m.white_men, m.white_kings};
}

bool is_canonical(const Material& m) {
  const Material r = mirrored(m);
  return std::tie(m.white_men, m.white_kings, m.black_men, m.black_kings) <=
         std::tie(r.white_men, r.white_kings, r.black_men, r.black_kings);
}

rules::Position mirrored(const rules::Position& pos) {
  using rules::Color;
  return rules::Position::from_sets(reversed(pos.pieces(Color::black)),
                                    reversed(pos.pieces(Color::white)), reversed(pos.all_kings()),
                                    opponent(pos.side_to_move()));
}

Layout::Layout(const Material& m)
    : material_(m),
      black_men_count_(kBinomial[kMenSquares][m.black_men]),
      white_kings_count_(kBinomial[rules::kSquareCount][m.white_kings]),
      black_kings_count_(kBinomial[rules::kSquareCount][m.black_kings]),
      size_(kBinomial[kMenSquares][m.white_men] * black_men_count_ * white_kings_count_ *
            black_kings_count_) {}

std::vector<Bitboard> Layout::placements(int group) const {
  switch (group) {
    case 0:
      return subsets(kMenSquares, material_.white_men, 0);
    case 1:
      return subsets(kMenSquares, material_.black_men, kBlackMenShift);
    case 2:
      return subsets(rules::kSquareCount, material_.white_kings, 0);
    default:
      return subsets(rules::kSquareCount, material_.black_kings, 0);
  }
}

std::uint32_t Layout::index(const rules::Position& pos) const {
  using rules::Color;
  std::uint32_t index = colex_rank(pos.men(Color::white));
  index = index * black_men_count_ + colex_rank(pos.men(Color::black) >> kBlackMenShift);
  index = index * white_kings_count_ + colex_rank(pos.kings(Color::white));
  return index * black_kings_count_ + colex_rank(pos.kings(Color::black));
}

}  // namespace damas::engine::egtb
