#include "damas/engine/egtb.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>
#include <string_view>

#include "damas/engine/search.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "test_positions.hpp"

namespace damas::engine {

void PrintTo(const TableValue& v, std::ostream* out) {
  *out << (v.result == TableResult::win    ? "win in "
           : v.result == TableResult::loss ? "loss in "
                                           : "draw ")
       << v.plies;
}

namespace {

using rules::KingVsKingRule;
using testing::from_fen;

constexpr TableValue kDraw{};
constexpr TableValue win(int plies) { return {TableResult::win, plies}; }
constexpr TableValue loss(int plies) { return {TableResult::loss, plies}; }

rules::DrawRules rules_with(KingVsKingRule king_vs_king) {
  rules::DrawRules d = testing::default_draws();
  d.king_vs_king = king_vs_king;
  return d;
}

// The tables a game from `material` can reach (only those: what a test can afford, also under
// the sanitizers, where each test runs in its own process), built once per process.
std::shared_ptr<const EndgameTables> tables_for(KingVsKingRule rule, const Material& material) {
  static std::map<std::pair<KingVsKingRule, std::array<int, 4>>,
                  std::shared_ptr<const EndgameTables>>
      built;
  auto& tables = built[{
      rule, {material.white_men, material.white_kings, material.black_men, material.black_kings}}];
  if (!tables) tables = EndgameTables(rule).extended(material);
  return tables;
}

// The value of `fen` for a game set up there under `draws`.
TableValue probe_fen(const std::string& fen, const rules::DrawRules& draws) {
  const rules::Position pos = from_fen(fen);
  const auto value = probe(*tables_for(draws.king_vs_king, Material::of(pos)), pos,
                           counters_at_setup(pos, draws), draws);
  EXPECT_TRUE(value.has_value()) << fen;
  return value.value_or(TableValue{TableResult::draw, -1});
}

struct Known {
  const char* fen;
  TableValue by_default;  // king against king drawn at once
  TableValue played_on;   // --king-vs-king play
  const char* why;
};

void PrintTo(const Known& k, std::ostream* out) { *out << k.fen; }

class KnownEnding : public ::testing::TestWithParam<Known> {};

TEST_P(KnownEnding, HasItsExactValue) {
  const Known& k = GetParam();
  EXPECT_EQ(probe_fen(k.fen, rules_with(KingVsKingRule::draw)), k.by_default) << k.why;
  EXPECT_EQ(probe_fen(k.fen, rules_with(KingVsKingRule::play)), k.played_on) << k.why;
}

INSTANTIATE_TEST_SUITE_P(
    Egtb, KnownEnding,
    ::testing::Values(
        Known{"B:WK1,K5,K10:BK8", kDraw, loss(26),
              "docs/rules.md: every win passes through king against king; played on, White wins "
              "with its 13th move (26 plies, Black to move)"},
        Known{"W:WK1:BK28", kDraw, win(1), "1x32 takes the other king"},
        Known{"W:WK2,K3:BK30", kDraw, kDraw, "two kings cannot catch a free lone king"},
        Known{"B:WK1,K2:BK8", kDraw, kDraw, "two kings cannot catch a free lone king"},
        Known{"W:WK1:BK32", kDraw, loss(2),
              "the corner king's only diagonal is the rio, where the king on 32 takes it"},
        Known{"W:WK2,K10,K16:BK24", win(7), win(7), "the search's Forcada win in four"},
        Known{"W:WK3,K23:B21,K32", win(7), win(7), "the search's win in four: 23-1 32-23 1x28"},
        Known{"W:W8:B12,15", loss(0), loss(0), "the white man on a2 is blocked: no move"},
        Known{"W:W1:BK32", loss(2), loss(2),
              "a lone man far from the king: its only step, 1-5, is onto the king's diagonal"},
        Known{"B:W5:BK32", win(1), win(1), "32x1 takes the man at once"},
        Known{"W:W28:BK1", kDraw, win(3),
              "a man one step from crowning: 28-32 leaves king against king; played on, the "
              "king on 1 must then step onto the rio and is taken"}));

TEST(Egtb, ForcadaCountMustHoldTheDistanceToTheCapture) {
  // The win in 13 passes through king against king after the lone king's double capture: only
  // the moves before that capture count towards the Forcada (12 by default).
  rules::DrawRules played = rules_with(KingVsKingRule::play);
  EXPECT_EQ(probe_fen("B:WK1,K5,K10:BK8", played), loss(26));
  // The search's Forcada test: a win in four moves fits in four counted moves, not in three.
  rules::DrawRules four = rules_with(KingVsKingRule::draw);
  four.forcada_moves = 4;
  EXPECT_EQ(probe_fen("W:WK2,K10,K16:BK24", four), win(7));
  rules::DrawRules three = four;
  three.forcada_moves = 3;
  EXPECT_EQ(probe_fen("W:WK2,K10,K16:BK24", three), kDraw);
}

TEST(Egtb, TwentyMoveCountErrsOnlyTowardsADraw) {
  rules::DrawRules draws = rules_with(KingVsKingRule::draw);
  draws.twenty_move_plies = 2;  // as after 38 counted plies: the search finds the draw too
  EXPECT_EQ(probe_fen("W:WK3,K23:B21,K32", draws), kDraw);
  // With three plies left the win (a capture on ply 3 resets the count) is real, but its whole
  // distance does not fit: the probe calls it a draw, as documented.
  draws.twenty_move_plies = 3;
  EXPECT_EQ(probe_fen("W:WK3,K23:B21,K32", draws), kDraw);
  draws.twenty_move_plies = 7;
  EXPECT_EQ(probe_fen("W:WK3,K23:B21,K32", draws), win(7));
}

TEST(Egtb, ThreeKingsAgainstOneOnTheRioDraw) {
  for (const char* fen : {"W:WK2,K3,K4:BK32", "B:WK2,K3,K4:BK32", "B:WK6,K7,K12:BK19"}) {
    EXPECT_EQ(probe_fen(fen, rules_with(KingVsKingRule::draw)), kDraw) << fen;
    EXPECT_EQ(probe_fen(fen, rules_with(KingVsKingRule::play)), kDraw) << fen;
  }
}

// A random legal-looking position of `m`: men off their crowning rows, no overlap.
rules::Position random_position(const Material& m, rules::Color side, std::mt19937& rng) {
  rules::Bitboard used = 0, white = 0, black = 0, kings = 0;
  auto place = [&](int count, rules::Bitboard allowed, rules::Bitboard& colour, bool king) {
    for (int i = 0; i < count; ++i) {
      rules::Square sq;
      do sq = static_cast<rules::Square>(rng() % 32);
      while (rules::contains(used, sq) || !rules::contains(allowed, sq));
      used |= rules::bit(sq);
      colour |= rules::bit(sq);
      if (king) kings |= rules::bit(sq);
    }
  };
  place(m.white_men, ~rules::promotion_squares(rules::Color::white), white, false);
  place(m.black_men, ~rules::promotion_squares(rules::Color::black), black, false);
  place(m.white_kings, ~0U, white, true);
  place(m.black_kings, ~0U, black, true);
  return rules::Position::from_sets(white, black, kings, side);
}

TEST(Egtb, AgreesWithTheSearchOnShortResults) {
  // An independent check: the search (without tables) proves every forced result within its
  // depth exactly, so the two must agree on them, and on positions the tables call drawn the
  // search must find no forced result.
  const rules::DrawRules draws = rules_with(KingVsKingRule::play);
  std::mt19937 rng(7);
  int forced = 0;
  for (int i = 0; i < 60; ++i) {
    const Material m = i % 3 == 0   ? Material{1, 1, 1, 0}
                       : i % 3 == 1 ? Material{0, 2, 1, 0}
                                    : Material{1, 0, 0, 2};
    const rules::Position pos =
        random_position(m, i % 2 ? rules::Color::black : rules::Color::white, rng);
    const GameState game(pos, draws);
    if (game.outcome().result != rules::GameResult::ongoing) continue;
    const TableValue value =
        *probe(*tables_for(KingVsKingRule::play, m), pos, game.counters(), draws);
    const SearchResult result = testing::search_depth(game, 8);
    const Score score = result.info.score;
    const std::string fen = rules::to_fen(pos);
    if (is_forced(score) && kWinScore - std::abs(score) <= 8) {
      ++forced;
      EXPECT_EQ(score, table_score(value, 0)) << fen;
    } else {
      // (Late-move reductions may hide a longer win from a depth-8 search, not a short one.)
      EXPECT_TRUE(value.result == TableResult::draw || value.plies > 3) << fen;
    }
  }
  EXPECT_GT(forced, 10);
}

TEST(Egtb, MirroredPositionsHaveTheSameValue) {
  std::mt19937 rng(11);
  for (int i = 0; i < 2000; ++i) {
    const Material m = i % 4 < 2 ? Material{0, 2, 1, 0} : Material{1, 0, 0, 2};
    const auto tables = tables_for(KingVsKingRule::draw, m);
    const rules::Position pos =
        random_position(m, i % 2 ? rules::Color::black : rules::Color::white, rng);
    // The board turned round (square n to 33 - n) with the colours swapped.
    rules::Bitboard white = 0, black = 0, kings = 0;
    for (rules::Square sq = 0; sq < 32; ++sq) {
      const rules::Bitboard turned = rules::bit(31 - sq);
      if (rules::contains(pos.pieces(rules::Color::white), sq)) black |= turned;
      if (rules::contains(pos.pieces(rules::Color::black), sq)) white |= turned;
      if (rules::contains(pos.all_kings(), sq)) kings |= turned;
    }
    const rules::Position mirror =
        rules::Position::from_sets(white, black, kings, opponent(pos.side_to_move()));
    EXPECT_EQ(tables->lookup(pos), tables->lookup(mirror)) << rules::to_fen(pos);
  }
}

// What the moves of `pos` give by the tables' values of the positions after them: the value a
// position must have (shortest win, else a draw, else longest loss).
TableValue value_by_moves(const EndgameTables& tables, const rules::Position& pos) {
  rules::MoveList moves;
  rules::generate_moves(pos, moves);
  if (moves.empty()) return loss(0);
  std::optional<int> shortest_win;
  int longest_loss = 0;
  bool draw = false;
  for (const rules::Move& m : moves) {
    const TableValue child = *tables.lookup(pos.after(m));
    if (child.result == TableResult::loss) {
      shortest_win = std::min(shortest_win.value_or(child.plies + 1), child.plies + 1);
    } else if (child.result == TableResult::draw) {
      draw = true;
    } else {
      longest_loss = std::max(longest_loss, child.plies + 1);
    }
  }
  if (shortest_win) return win(*shortest_win);
  return draw ? kDraw : loss(longest_loss);
}

TEST(Egtb, EveryValueFollowsFromTheValuesAfterItsMoves) {
  for (const auto rule : {KingVsKingRule::draw, KingVsKingRule::play}) {
    std::mt19937 rng(5);
    for (int i = 0; i < 3000; ++i) {
      const Material m = i % 3 == 0   ? Material{1, 1, 1, 0}
                         : i % 3 == 1 ? Material{0, 3, 0, 1}
                                      : Material{1, 0, 0, 2};
      const auto tables = tables_for(rule, m);
      const rules::Position pos =
          random_position(m, i % 2 ? rules::Color::black : rules::Color::white, rng);
      EXPECT_EQ(*tables->lookup(pos), value_by_moves(*tables, pos)) << rules::to_fen(pos);
    }
  }
}

TEST(Egtb, FivePieceValuesFollowFromTheValuesAfterTheirMoves) {
  // Five pieces: one man against four kings, one king against four kings (their tables need
  // those of four pieces and fewer, which the test builds too).
  std::mt19937 rng(9);
  for (int i = 0; i < 4000; ++i) {
    const Material m = i % 2 == 0 ? Material{1, 0, 0, 4} : Material{0, 1, 0, 4};
    const auto tables = tables_for(KingVsKingRule::draw, m);
    const rules::Position pos =
        random_position(m, i % 4 < 2 ? rules::Color::black : rules::Color::white, rng);
    EXPECT_EQ(*tables->lookup(pos), value_by_moves(*tables, pos)) << rules::to_fen(pos);
  }
}

TEST(Egtb, FivePieceTablesAgreeWithTheSearchOnShortResults) {
  // As AgreesWithTheSearchOnShortResults, for a material of five pieces.
  const rules::DrawRules draws = rules_with(KingVsKingRule::draw);
  std::mt19937 rng(3);
  int forced = 0;
  for (int i = 0; i < 40; ++i) {
    const Material m{1, 0, 0, 4};
    const rules::Position pos =
        random_position(m, i % 2 ? rules::Color::black : rules::Color::white, rng);
    const GameState game(pos, draws);
    if (game.outcome().result != rules::GameResult::ongoing) continue;
    const TableValue value =
        *probe(*tables_for(KingVsKingRule::draw, m), pos, game.counters(), draws);
    const Score score = testing::search_depth(game, 7).info.score;
    const std::string fen = rules::to_fen(pos);
    if (is_forced(score) && kWinScore - std::abs(score) <= 7) {
      ++forced;
      EXPECT_EQ(score, table_score(value, 0)) << fen;
    } else {
      EXPECT_TRUE(value.result == TableResult::draw || value.plies > 3) << fen;
    }
  }
  EXPECT_GT(forced, 10);
}

TEST(Egtb, FileRoundTripAndDamageRefused) {
  // Five pieces (one king against four) and every smaller table that material reaches.
  const auto tables = tables_for(KingVsKingRule::play, {0, 1, 0, 4});
  ASSERT_EQ(tables->most_pieces(), 5);
  std::ostringstream out;
  tables->write(out);
  const std::string bytes = out.str();
  // Compressed: draws and runs of like distances take little room.
  EXPECT_LT(bytes.size(), tables->bytes() / 4);
  std::string error;
  std::istringstream in(bytes);
  const auto read = EndgameTables::read(in, error);
  ASSERT_NE(read, nullptr) << error;
  EXPECT_EQ(read->king_vs_king(), KingVsKingRule::play);
  EXPECT_EQ(read->bytes(), tables->bytes());
  EXPECT_EQ(read->most_pieces(), 5);
  const rules::Position pos = from_fen("B:WK1,K5,K10:BK8");
  EXPECT_EQ(read->lookup(pos), loss(26));
  EXPECT_EQ(read->lookup_to_capture(pos), tables->lookup_to_capture(pos));
  std::mt19937 rng(13);
  for (int i = 0; i < 1000; ++i) {
    const rules::Position five =
        random_position({0, 1, 0, 4}, i % 2 ? rules::Color::black : rules::Color::white, rng);
    ASSERT_TRUE(tables->lookup(five).has_value());
    EXPECT_EQ(read->lookup(five), tables->lookup(five)) << rules::to_fen(five);
  }

  std::string damaged = bytes;
  damaged[damaged.size() / 2] = static_cast<char>(damaged[damaged.size() / 2] ^ 1);
  std::istringstream bad(damaged);
  EXPECT_EQ(EndgameTables::read(bad, error), nullptr);
  // zlib's own check or the file's checksum, whichever sees it first.
  EXPECT_EQ(error.rfind("damaged endgame table file (", 0), 0U) << error;
  std::istringstream cut(bytes.substr(0, bytes.size() - 100));
  EXPECT_EQ(EndgameTables::read(cut, error), nullptr);
  EXPECT_EQ(error, "truncated endgame table file");
  // A compressed length larger than any compression of its table: refused before reading it.
  std::string huge = bytes;
  const std::size_t first_length =
      std::string_view("damas-pdn egtb 2\n").size() + 1 + 4 + 4 + 4 + 1;
  for (int i = 0; i < 4; ++i) huge[first_length + i] = static_cast<char>(0xFF);
  std::istringstream lying(huge);
  EXPECT_EQ(EndgameTables::read(lying, error), nullptr);
  EXPECT_EQ(error, "damaged endgame table file (table header)");
}

// A search with the tables a root needs.
SearchResult search_with_tables(const char* fen, KingVsKingRule rule, int depth) {
  Engine engine(8);
  engine.set_table_source([](const rules::Position& root, const rules::DrawRules& draws) {
    return tables_for(draws.king_vs_king, Material::of(root));
  });
  Limits limits;
  limits.depth = depth;
  return engine.search(GameState(from_fen(fen), rules_with(rule)), limits);
}

TEST(Egtb, SearchLooksPastTheTwentyMoveCheck) {
  // TwentyMoveCountErrsOnlyTowardsADraw's position: with three plies left on the count the probe
  // calls the win in 7 a draw, but a capture on ply 3 starts the count again. The search, which
  // follows the count move by move, finds the win; with two plies left it is a draw.
  for (const int left : {3, 2}) {
    rules::DrawRules draws = rules_with(KingVsKingRule::draw);
    draws.twenty_move_plies = left;
    Engine engine(8);
    engine.set_table_source([](const rules::Position& root, const rules::DrawRules& d) {
      return tables_for(d.king_vs_king, Material::of(root));
    });
    Limits limits;
    limits.depth = 9;
    const SearchResult result =
        engine.search(GameState(from_fen("W:WK3,K23:B21,K32"), draws), limits);
    EXPECT_EQ(result.info.score, left == 3 ? win_at(7) : kDrawScore) << left;
  }
}

TEST(Egtb, SearchTakesTheValueAndLineFromTheTables) {
  const SearchResult played = search_with_tables("B:WK1,K5,K10:BK8", KingVsKingRule::play, 12);
  EXPECT_EQ(score_text(played.info.score, rules::Color::black), "#13");
  EXPECT_EQ(played.info.pv.size(), 26U);
  EXPECT_LT(played.info.nodes, 100U);
  const SearchResult drawn = search_with_tables("B:WK1,K5,K10:BK8", KingVsKingRule::draw, 12);
  EXPECT_EQ(drawn.info.score, kDrawScore);
  // Three kings against one off the rio: a draw by default (no win short enough to avoid king
  // against king), not the material lead the evaluation would see.
  const SearchResult general = search_with_tables("W:WK2,K3,K4:BK27", KingVsKingRule::draw, 8);
  EXPECT_EQ(general.info.score, kDrawScore);
}

}  // namespace
}  // namespace damas::engine
