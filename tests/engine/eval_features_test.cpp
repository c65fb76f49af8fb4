// The learned evaluation's features (eval_features.hpp), against a slow reading of the same
// definitions written from files and ranks (no bit tricks): random positions of random games.
#include "damas/engine/eval_features.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <random>

#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"

namespace damas::engine::eval_features {
namespace {

using rules::Color;
using rules::Square;
using Counts = std::map<int, int>;

// A piece as one side sees the board: 0 empty, 1 own man, 2 enemy man, 3 own king, 4 enemy king.
struct ViewBoard {
  int at[8][8] = {};  // [file][rank], ranks counted from the viewing side
};

ViewBoard view_of(const rules::Position& pos, Color side) {
  ViewBoard v;
  for (Square sq = 0; sq < rules::kSquareCount; ++sq) {
    int file = rules::file_of(sq);
    int rank = rules::rank_of(sq);
    if (side == Color::black) {
      file = 7 - file;
      rank = 7 - rank;
    }
    const bool own = rules::contains(pos.pieces(side), sq);
    const bool enemy = rules::contains(pos.pieces(opponent(side)), sq);
    const bool king = rules::contains(pos.all_kings(), sq);
    v.at[file][rank] = own ? (king ? 3 : 1) : enemy ? (king ? 4 : 2) : 0;
  }
  return v;
}

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

void add_view(const ViewBoard& v, int sign, Counts& counts) {
  auto add = [&](int feature, int x) { counts[feature] += sign * x; };
  // Windows: ranks r0..r0+3, files f0..f0+3; digits in the order of the squares' numbers
  // (rank by rank, and in a rank from file h towards file a).
  for (int r0 = 0; r0 < kWindowRanks; ++r0) {
    for (int w = 0; w < kWindowFiles; ++w) {
      const int f0 = 2 * w;
      int index = 0;
      int power = 1;
      for (int rank = r0; rank < r0 + 4; ++rank) {
        for (int file = f0 + 3; file >= f0; --file) {
          if ((file + rank) % 2 == 0) continue;  // a light square
          const int piece = v.at[file][rank];
          index += (piece == 1 ? 1 : piece == 2 ? 2 : 0) * power;
          power *= 3;
        }
      }
      add(kPatternBase + (r0 * kWindowFiles + w) * kPatterns + index, 1);
    }
  }
  int men = 0, kings = 0, enemy_kings = 0, steps = 0, slides = 0;
  for (int file = 0; file < 8; ++file) {
    for (int rank = 0; rank < 8; ++rank) {
      const int piece = v.at[file][rank];
      if (piece == 4) ++enemy_kings;
      if (piece == 1) {
        ++men;
        for (int df : {-1, 1}) {
          if (on_board(file + df, rank + 1) && v.at[file + df][rank + 1] == 0) ++steps;
        }
      }
      if (piece == 3) {
        ++kings;
        add(kKingSquare + rules::square_at(file, rank), 1);
        for (int df : {-1, 1}) {
          for (int dr : {-1, 1}) {
            for (int f = file + df, r = rank + dr; on_board(f, r) && v.at[f][r] == 0;
                 f += df, r += dr) {
              ++slides;
            }
          }
        }
      }
    }
  }
  add(kMen, men);
  if (kings > 0) add(kKings, kings);
  if (kings > 0 && enemy_kings == 0) add(kSoleKings, 1);
  if (slides > 0) add(kKingSlides, slides);
  add(kManSteps, steps);
  if (enemy_kings != 0) return;
  for (int file = 0; file < 8; ++file) {
    for (int rank = 0; rank < 8; ++rank) {
      if (v.at[file][rank] != 1) continue;
      bool free_path = true;  // no enemy man on a square it could reach going forward
      for (int r = rank + 1; r < 8; ++r) {
        for (int f = 0; f < 8; ++f) {
          if (std::abs(f - file) <= r - rank && v.at[f][r] == 2) free_path = false;
        }
      }
      if (free_path) add(kRunaway + rank, 1);
    }
  }
}

Counts slow_features(const rules::Position& pos) {
  Counts counts;
  add_view(view_of(pos, Color::white), +1, counts);
  add_view(view_of(pos, Color::black), -1, counts);
  counts[kTempo] += pos.side_to_move() == Color::white ? 1 : -1;
  std::erase_if(counts, [](const auto& entry) { return entry.second == 0; });
  return counts;
}

Counts fast_features(const rules::Position& pos) {
  Counts counts;
  visit_features(pos, [&](int feature, int x) {
    EXPECT_GE(feature, 0);
    EXPECT_LT(feature, kFeatureCount);
    counts[feature] += x;
  });
  std::erase_if(counts, [](const auto& entry) { return entry.second == 0; });
  return counts;
}

TEST(EvalFeatures, AgreeWithASlowReadingOfTheirDefinitions) {
  std::mt19937 random(5);
  rules::MoveList moves;
  int positions = 0;
  int with_kings = 0;
  for (int game = 0; game < 300; ++game) {
    rules::Position pos = rules::Position::initial();
    for (int ply = 0; ply < 150; ++ply) {
      ASSERT_EQ(fast_features(pos), slow_features(pos)) << rules::to_fen(pos);
      ++positions;
      if (pos.all_kings() != 0) ++with_kings;
      rules::generate_moves(pos, moves);
      if (moves.empty()) break;
      pos = pos.after(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))]);
    }
  }
  EXPECT_GT(with_kings, positions / 5);  // kings' features were checked too
}

TEST(EvalFeatures, TheStartHasEveryManInAWindowAndTheTempo) {
  const Counts counts = fast_features(rules::Position::initial());
  // Both views see the same start: everything cancels but the tempo of White to move.
  EXPECT_EQ(counts, (Counts{{kTempo, 1}}));
}

TEST(EvalFeatures, AManAloneCountsInEveryWindowHoldingIt) {
  // A white man on 14 (e4 ... no: FPD 14 is f4): rank 4, so windows at ranks 1..4 may hold it.
  const rules::FenResult fen = rules::parse_fen("W:W14:BK32");
  ASSERT_TRUE(fen.ok());
  int windows_with_man = 0;
  visit_features(fen.position, [&](int feature, int x) {
    if (feature < kMen && x > 0 && (feature - kPatternBase) % kPatterns != 0) ++windows_with_man;
  });
  // Rank 3 (0-based) is in the windows starting at ranks 0..3 (4 of them); file f (5) is in
  // the windows starting at files c and e (2): 8 windows.
  EXPECT_EQ(windows_with_man, 8);
}

}  // namespace
}  // namespace damas::engine::eval_features
