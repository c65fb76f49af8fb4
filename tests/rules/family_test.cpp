// The generic generator of the draughts family (rules/family): board numbering against the
// GameType conventions worked out by hand, perft from each start against published counts, and
// the Iberian rules against the project's bitboard generator (an independent implementation).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <stdexcept>
#include <tuple>

#include "damas/rules/family/movegen.hpp"
#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/position.hpp"
#include "perft_cases.hpp"

namespace damas::rules::family {
namespace {

Variant variant(std::string_view name) { return find_variant(name).value(); }

std::string name_of(std::string_view variant_name, int number) {
  const Board board(variant(variant_name).board);
  return board.algebraic(board.from_number(number).value());
}

// Square 1, the end of square 1's rank, and both corners of the near rank, from the GameType
// text of each board (docs/variants.md): where square 1 lies and which corners are playing
// squares.
TEST(FamilyBoard, NumbersFollowTheGameTypeCorner) {
  EXPECT_EQ(name_of("portuguese", 1), "h1");  // 28,W,8,8,N1,1: bottom right, seen from White
  EXPECT_EQ(name_of("portuguese", 4), "b1");
  EXPECT_EQ(name_of("portuguese", 5), "g2");
  EXPECT_EQ(name_of("portuguese", 32), "a8");
  EXPECT_EQ(name_of("international", 1), "b10");  // 20,W,10,10,N2,0: top left
  EXPECT_EQ(name_of("international", 5), "j10");
  EXPECT_EQ(name_of("international", 6), "a9");
  EXPECT_EQ(name_of("international", 46), "a1");
  EXPECT_EQ(name_of("international", 50), "i1");
  EXPECT_EQ(name_of("english", 1), "b8");  // 21,B,8,8,N1,0: bottom right seen from Black
  EXPECT_EQ(name_of("english", 4), "h8");
  EXPECT_EQ(name_of("english", 29), "a1");
  EXPECT_EQ(name_of("english", 32), "g1");
  EXPECT_EQ(name_of("italian", 1), "a8");  // 22,W,8,8,N2,1: top left, a1 not playing
  EXPECT_EQ(name_of("italian", 32), "h1");
  EXPECT_EQ(name_of("canadian", 72), "k1");
}

TEST(FamilyBoard, NamesReadBack) {
  for (const Variant& v : variants()) {
    const Board board(v.board);
    EXPECT_EQ(board.square_count(), v.board.width * v.board.height / 2) << v.name;
    for (int sq = 0; sq < board.square_count(); ++sq) {
      EXPECT_EQ(board.from_algebraic(board.algebraic(sq)), sq) << v.name;
      EXPECT_EQ(board.from_number(board.number(sq)), sq) << v.name;
    }
  }
  const Board board(variant("international").board);
  EXPECT_EQ(board.from_algebraic("B10"), 0);
  EXPECT_EQ(board.from_algebraic("a2"), std::nullopt);  // a light square
  EXPECT_EQ(board.from_algebraic("k1"), std::nullopt);  // off the board
  EXPECT_EQ(board.from_algebraic("a01"), std::nullopt);
  EXPECT_EQ(board.from_number(51), std::nullopt);
}

std::uint64_t start_perft(std::string_view name, int depth) {
  const Variant v = variant(name);
  const Board board(v.board);
  return perft(v, board, initial_position(v, board), depth);
}

TEST(FamilyPerft, DepthsWithNoCountAreRefused) {
  const Variant v = variant("international");
  const Board board(v.board);
  const Position start = initial_position(v, board);
  EXPECT_THROW(perft(v, board, start, -1), std::invalid_argument);
  EXPECT_THROW(perft_divide(v, board, start, 0), std::invalid_argument);
}

// Published counts of the start positions, duplicate captures counted once (docs/variants.md
// cites them); the deeper plies are in family_long_test.
TEST(FamilyPerft, International) {
  const std::uint64_t counts[] = {1, 9, 81, 658, 4265, 27117, 167140};
  for (int depth = 0; depth < 7; ++depth) EXPECT_EQ(start_perft("international", depth), counts[depth]);
}

TEST(FamilyPerft, English) {
  const std::uint64_t counts[] = {1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931};
  for (int depth = 0; depth < 9; ++depth) EXPECT_EQ(start_perft("english", depth), counts[depth]);
}

TEST(FamilyPerft, Brazilian) {
  const std::uint64_t counts[] = {1, 7, 49, 302, 1469, 7473, 37628, 187302};
  for (int depth = 0; depth < 8; ++depth) EXPECT_EQ(start_perft("brazilian", depth), counts[depth]);
}

// Rein Halbersma, "Perft for all recognized draughts variants", damforum.nl (laatste.info)
// thread t=2822, 2010, the Russian counts first found on the shashki.com forum (thread 627);
// his counts keep captures that differ only in order, which these starts do not have this
// shallow. Depth 8 is the first where a flying king must choose a landing square that lets it
// take on (FamilyMoves.FreeChoiceKingLandsWhereItCanGoOn). Deeper plies: perft_long_test.
TEST(FamilyPerft, Russian) {
  const std::uint64_t counts[] = {1, 7, 49, 302, 1469, 7482, 37986, 190146, 929899};
  for (int depth = 0; depth < 9; ++depth) EXPECT_EQ(start_perft("russian", depth), counts[depth]);
}

// Halbersma's thread as above: Italian leaves the Spanish counts at depth 9, Czech the
// English ones at depth 9.
TEST(FamilyPerft, Italian) {
  const std::uint64_t counts[] = {1, 7, 49, 302, 1469, 7361, 36473, 177532, 828783};
  for (int depth = 0; depth < 9; ++depth) EXPECT_EQ(start_perft("italian", depth), counts[depth]);
}

TEST(FamilyPerft, Czech) {
  const std::uint64_t counts[] = {1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931};
  for (int depth = 0; depth < 9; ++depth) EXPECT_EQ(start_perft("czech", depth), counts[depth]);
}

TEST(FamilyPerft, PortugueseAsPublished) {
  for (int depth = 0; depth <= 7; ++depth) {
    EXPECT_EQ(start_perft("portuguese", depth), testing::kStartCounts[depth]) << depth;
  }
}

// A position of the bitboard rules, with the same numbering (the Iberian board's square n is
// FPD square n).
Position from_iberian(const rules::Position& p) {
  Position out;
  out.side_to_move = p.side_to_move() == Color::white ? Side::white : Side::black;
  for (Square sq = 0; sq < kSquareCount; ++sq) {
    switch (p.piece_at(sq)) {
      case rules::Piece::white_man: out.squares[square_number(sq) - 1] = Piece::white_man; break;
      case rules::Piece::white_king: out.squares[square_number(sq) - 1] = Piece::white_king; break;
      case rules::Piece::black_man: out.squares[square_number(sq) - 1] = Piece::black_man; break;
      case rules::Piece::black_king: out.squares[square_number(sq) - 1] = Piece::black_king; break;
      case rules::Piece::none: break;
    }
  }
  return out;
}

TEST(FamilyPerft, PortugueseCrossChecksAsTheBitboardRules) {
  const Variant v = variant("portuguese");
  const Board board(v.board);
  for (const testing::PerftCase& c : testing::kCrossChecks) {
    const FenResult fen = rules::parse_fen(c.fen);
    ASSERT_TRUE(fen.ok()) << c.fen;
    for (int depth = 1; depth < 7; ++depth) {
      if (c.nodes[depth] == 0) continue;
      EXPECT_EQ(perft(v, board, from_iberian(fen.position), depth), c.nodes[depth])
          << c.fen << " depth " << depth;
    }
  }
}

// Under free choice a flying king still has to take on while it can: the king on a1 takes c3
// and must land on e5, the one square beyond from which it can take f4, then on g3 or h2.
// Stopping on d4, f6, g7 or h8 would end the capture while another piece could be taken.
TEST(FamilyMoves, FreeChoiceKingLandsWhereItCanGoOn) {
  for (const std::string_view name : {"russian", "czech"}) {
    const Variant v = variant(name);
    const Board board(v.board);
    std::string error;
    const std::optional<FamilyFen> fen = parse_fen(board, "W:WKa1:Bc3,f4", error);
    ASSERT_TRUE(fen) << error;
    std::set<std::string> ends;
    for (const Move& m : legal_moves(v, board, fen->position)) {
      EXPECT_EQ(m.captured.size(), 2U) << name;
      ends.insert(board.algebraic(m.to));
    }
    EXPECT_EQ(ends, (std::set<std::string>{"g3", "h2"})) << name;
  }
}

using Identity = std::tuple<int, int, std::set<int>>;

std::set<Identity> identities(const std::vector<Move>& moves) {
  std::set<Identity> out;
  for (const Move& m : moves) out.emplace(m.from, m.to, std::set<int>(m.captured.begin(), m.captured.end()));
  return out;
}

std::set<Identity> identities(const MoveList& moves) {
  std::set<Identity> out;
  for (const rules::Move& m : moves) {
    std::set<int> taken;
    for (Bitboard b = m.captured; b != 0;) taken.insert(square_number(pop_lowest(b)) - 1);
    out.emplace(square_number(m.from) - 1, square_number(m.to) - 1, taken);
  }
  return out;
}

// Random games under the bitboard rules: at every position both generators give the same moves
// (by identity), and playing a move gives the same position.
TEST(FamilyMoves, IberianRulesAgreeWithTheBitboardGenerator) {
  const Variant v = variant("portuguese");
  const Board board(v.board);
  std::mt19937 random(20261202);
  int positions = 0;
  int captures = 0;
  for (int game = 0; game < 300; ++game) {
    rules::Position p = rules::Position::initial();
    for (int ply = 0; ply < 150; ++ply) {
      MoveList fast;
      generate_moves(p, fast);
      const std::vector<Move> generic = legal_moves(v, board, from_iberian(p));
      ASSERT_EQ(identities(generic), identities(fast)) << to_fen(p);
      ++positions;
      if (fast.empty()) break;
      const rules::Move& chosen = fast[static_cast<int>(random() % fast.size())];
      captures += chosen.is_capture() ? 1 : 0;
      MoveList one;
      one.push_back(chosen);
      const auto same = std::find_if(generic.begin(), generic.end(), [&](const Move& m) {
        return identities(std::vector<Move>{m}) == identities(one);
      });
      ASSERT_NE(same, generic.end());
      const Position generic_after = play(from_iberian(p), *same);
      p = p.after(chosen);
      ASSERT_EQ(generic_after, from_iberian(p)) << to_fen(p);
    }
  }
  EXPECT_GT(positions, 10000);
  EXPECT_GT(captures, 1000);
}

// play indexes the position's array by the move's squares: one that no board has is refused,
// not written to (from 200, to -3 wrote outside the array).
TEST(FamilyMoves, PlayRefusesSquaresOffEveryBoard) {
  const Variant v = variant("international");
  const Board board(v.board);
  const Position start = initial_position(v, board);
  const auto move = [](int from, int to, std::vector<std::int8_t> captured) {
    return Move{.from = from, .to = to, .landings = {}, .captured = captured, .crowns = false};
  };
  EXPECT_THROW(play(start, move(200, -3, {})), std::out_of_range);
  EXPECT_THROW(play(start, Move{}), std::out_of_range);  // from and to are kNoSquare
  EXPECT_THROW(play(start, move(kMaxSquares, 0, {})), std::out_of_range);
  EXPECT_THROW(play(start, move(0, kMaxSquares, {})), std::out_of_range);
  EXPECT_THROW(play(start, move(30, 25, {-1})), std::out_of_range);
  // The highest index, 71, is the last square of the Canadian board: accepted.
  const Position after = play(start, move(30, 71, {}));
  EXPECT_EQ(after.squares[71], Piece::white_man);
  EXPECT_EQ(after.squares[30], Piece::none);
}

}  // namespace
}  // namespace damas::rules::family
