// A slow, plain move generator written from docs/rules.md for cross-checking the real one: squares
// as (file, rank), a piece array, and a depth-first search over every capture route. It shares
// nothing with rules/src/movegen.cpp but the Position accessors and the square numbering.
#pragma once

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <vector>

#include "damas/rules/position.hpp"
#include "test_support.hpp"

namespace damas::rules::testing {

class ReferenceMovegen {
 public:
  explicit ReferenceMovegen(const Position& pos) : side_(pos.side_to_move()) {
    for (Square sq = 0; sq < kSquareCount; ++sq) board_[sq] = pos.piece_at(sq);
  }

  // Legal move identities, as testing::identity() writes them.
  std::set<std::string> moves() {
    for (Square sq = 0; sq < kSquareCount; ++sq) {
      if (!ours(board_[sq])) continue;
      from_ = sq;
      const Piece mover = board_[sq];
      board_[sq] = Piece::none;  // the mover leaves its square for the whole move
      search(sq, is_king(mover), {});
      board_[sq] = mover;
    }
    std::set<std::string> out;
    if (!captures_.empty()) {
      for (const Move& m : captures_) {
        if (m.capture_count() == best_count_ && m.captured_kings == best_kings_) {
          out.insert(identity(m));
        }
      }
      return out;
    }
    for (Square sq = 0; sq < kSquareCount; ++sq) {
      if (!ours(board_[sq])) continue;
      for (int d = 0; d < 4; ++d) {
        if (!is_king(board_[sq]) && !forward(d)) continue;
        for (Square to = step(sq, d); to != kNoSquare && board_[to] == Piece::none;
             to = step(to, d)) {
          out.insert(std::to_string(square_number(sq)) + '-' + std::to_string(square_number(to)));
          if (!is_king(board_[sq])) break;
        }
      }
    }
    return out;
  }

 private:
  static constexpr int kFile[4] = {+1, -1, +1, -1};
  static constexpr int kRank[4] = {+1, +1, -1, -1};
  static Square step(Square sq, int d) {
    return square_at(file_of(sq) + kFile[d], rank_of(sq) + kRank[d]);
  }
  static bool is_king(Piece p) { return p == Piece::white_king || p == Piece::black_king; }
  bool ours(Piece p) const {
    return side_ == Color::white ? p == Piece::white_man || p == Piece::white_king
                                 : p == Piece::black_man || p == Piece::black_king;
  }
  bool theirs(Piece p) const { return p != Piece::none && !ours(p); }
  bool forward(int d) const { return side_ == Color::white ? kRank[d] > 0 : kRank[d] < 0; }
  bool crowns(Square sq) const { return rank_of(sq) == (side_ == Color::white ? 7 : 0); }

  void search(Square at, bool king, std::vector<Square> taken) {
    bool extended = false;
    for (int d = 0; d < 4; ++d) {
      if (!king && !forward(d)) continue;
      Square over = step(at, d);
      if (king) {
        while (over != kNoSquare && board_[over] == Piece::none) over = step(over, d);
      }
      if (over == kNoSquare || !theirs(board_[over])) continue;
      if (std::find(taken.begin(), taken.end(), over) != taken.end()) continue;
      for (Square land = step(over, d); land != kNoSquare && board_[land] == Piece::none;
           land = step(land, d)) {
        extended = true;
        std::vector<Square> now = taken;
        now.push_back(over);
        if (!king && crowns(land)) {
          finish(land, now);
        } else {
          search(land, king, now);
        }
        if (!king) break;
      }
    }
    if (!extended && !taken.empty()) finish(at, taken);
  }

  void finish(Square to, const std::vector<Square>& taken) {
    Move m;
    m.from = from_;
    m.to = to;
    int kings = 0;
    for (Square sq : taken) {
      m.captured |= bit(sq);
      kings += is_king(board_[sq]);
    }
    m.captured_kings = static_cast<std::uint8_t>(kings);
    const int count = static_cast<int>(taken.size());
    if (count > best_count_ || (count == best_count_ && kings > best_kings_)) {
      best_count_ = count;
      best_kings_ = kings;
    }
    captures_.push_back(m);
  }

  Color side_;
  std::array<Piece, kSquareCount> board_{};
  Square from_ = kNoSquare;
  std::vector<Move> captures_;
  int best_count_ = 0;
  int best_kings_ = 0;
};

}  // namespace damas::rules::testing
