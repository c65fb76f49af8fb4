// The generic generator of rules/family against the tests' separate reference generator
// (family_reference.hpp) on every variant whose rules the reference knows: perft from the
// start (published to depth 9 or 10 for most, family_test.cpp; here the reference confirms the
// shallow plies) and every position of random games, where kings, long captures and men crowned
// in a capture come up far from the start. Italian's priority rules are beyond the reference.
#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "damas/rules/family/movegen.hpp"
#include "damas/rules/family/notation.hpp"
#include "family_reference.hpp"

namespace damas::rules::family {
namespace {

using namespace reference;
using Choice = RefRules::Choice;
using Crowning = RefRules::Crowning;

struct Case {
  const char* variant;
  RefRules rules;
  std::uint64_t signature;  // PerftSignature's sum, found by both generators
};

// Each variant's rules as docs/variants.md's table gives them.
const Case kVariantCases[] = {
    {"russian", {true, true, Choice::free, Crowning::as_king}, 29419},
    {"brazilian", {true, true, Choice::most_pieces, Crowning::as_man}, 31033},
    {"czech", {false, true, Choice::kings_first, Crowning::ends_move}, 41479},
    {"english", {false, false, Choice::free, Crowning::ends_move}, 62929},
    {"pool", {true, true, Choice::free, Crowning::as_man}, 39177},
    {"international", {true, true, Choice::most_pieces, Crowning::as_man}, 511828},
    {"canadian", {true, true, Choice::most_pieces, Crowning::as_man}, 3679265},
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.variant; }

class FamilyReference : public ::testing::TestWithParam<Case> {};

TEST_P(FamilyReference, PerftFromTheStart) {
  const Variant v = find_variant(GetParam().variant).value();
  const Board board(v.board);
  const Position start = initial_position(v, board);
  const Grid g = grid_of(board, start);
  for (int depth = 0; depth <= 5; ++depth) {
    EXPECT_EQ(perft(v, board, start, depth),
              reference_perft(GetParam().rules, g, start.side_to_move == Side::black, depth))
        << depth;
  }
}

// A signature in the manner of `pdn bench`: perft 4 summed over the positions every tenth ply of
// ten random games (seed 23), from the middle game to the ending, kings included. Both
// generators must find it, and it is pinned, so that a change of the generic generator that
// alters any count shows at once, under the variant's name.
TEST_P(FamilyReference, PerftSignature) {
  const Variant v = find_variant(GetParam().variant).value();
  const Board board(v.board);
  std::mt19937 random(23);
  std::uint64_t ours = 0, theirs = 0;
  for (int game = 0; game < 10; ++game) {
    Position p = initial_position(v, board);
    for (int ply = 1; ply <= 150; ++ply) {
      const std::vector<Move> moves = legal_moves(v, board, p);
      if (moves.empty()) break;
      p = play(p, moves[random() % moves.size()]);
      if (ply % 10 != 0) continue;
      ours += perft(v, board, p, 4);
      theirs += reference_perft(GetParam().rules, grid_of(board, p),
                                p.side_to_move == Side::black, 4);
    }
  }
  EXPECT_EQ(ours, theirs) << v.name;
  EXPECT_EQ(ours, GetParam().signature) << v.name;
}

// At every position both generators give the same moves (crowning included), and the chosen
// move gives the same position.
TEST_P(FamilyReference, RandomGames) {
  const Variant v = find_variant(GetParam().variant).value();
  const Board board(v.board);
  std::mt19937 random(2026);
  int positions = 0, captures = 0, king_moves = 0, crowned = 0;
  constexpr int kGames = 600;
  for (int game = 0; game < kGames; ++game) {
    Position p = initial_position(v, board);
    for (int ply = 0; ply < 200; ++ply) {
      const std::vector<Move> moves = legal_moves(v, board, p);
      std::set<RefMove> ours;
      for (const Move& m : moves) ours.insert(as_reference(board, m));
      const Grid g = grid_of(board, p);
      ASSERT_EQ(ours, reference_moves(GetParam().rules, g, p.side_to_move == Side::black))
          << v.name << ", game " << game << ", ply " << ply << ": " << to_fen(board, p, true);
      ++positions;
      if (moves.empty()) break;
      const Move& m = moves[random() % moves.size()];
      captures += m.is_capture() ? 1 : 0;
      const Piece mover = p.squares[m.from];
      king_moves += mover == Piece::white_king || mover == Piece::black_king ? 1 : 0;
      crowned += m.crowns ? 1 : 0;
      p = play(p, m);
      ASSERT_EQ(grid_of(board, p), reference_play(g, as_reference(board, m))) << v.name;
    }
  }
  EXPECT_GT(positions, 30 * kGames) << v.name;
  EXPECT_GT(captures, 5 * kGames) << v.name;
  EXPECT_GT(king_moves, 2 * kGames) << v.name;
  EXPECT_GT(crowned, kGames / 2) << v.name;
}

INSTANTIATE_TEST_SUITE_P(Variants, FamilyReference, ::testing::ValuesIn(kVariantCases),
                         [](const ::testing::TestParamInfo<Case>& info) {
                           return std::string(info.param.variant);
                         });

}  // namespace
}  // namespace damas::rules::family
