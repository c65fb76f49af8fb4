#include "damas/engine/egtb.hpp"

#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "damas/engine/search.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "test_positions.hpp"

namespace damas::engine {
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

// Only the tables a position needs (what a test can afford, also under the sanitizers).
std::shared_ptr<const EndgameTables> tables_for(const rules::Position& pos, KingVsKingRule rule) {
  return EndgameTables(rule).extended(Material::of(pos));
}

// The value of a FEN in the tables built for it, under the rules' counts of a game set up there.
TableValue probe_fen(const char* fen, KingVsKingRule rule,
                     void (*change)(rules::DrawRules&) = nullptr) {
  const rules::Position pos = from_fen(fen);
  rules::DrawRules draws = rules_with(rule);
  if (change != nullptr) change(draws);
  const auto value = probe(*tables_for(pos, rule), pos, counters_at_setup(pos, draws), draws);
  EXPECT_TRUE(value.has_value()) << fen;
  return value.value_or(TableValue{TableResult::draw, -1});
}

void PrintTo(const TableValue& v, std::ostream* out) {
  *out << (v.result == TableResult::win ? "win " : v.result == TableResult::loss ? "loss " : "draw ")
       << v.plies;
}

TEST(Egtb, PROBE_DUMP) {
  for (const char* fen : {"W:WK1:BK28", "W:WK1:BK32", "B:WK1,K5,K10:BK8", "W:WK2,K3,K4:BK14",
                          "W:WK1,K2:BK20", "W:W4:B7,8,11", "B:W14:BK23", "W:W28:BK1", "W:W1:BK32",
                          "W:WK2,K10,K16:BK24", "W:WK3,K23:B21,K32", "W:W18,K29:B9,25",
                          "W:W2,K24:B14,18", "W:W5:BK32", "B:W5:BK32"}) {
    for (auto rule : {KingVsKingRule::draw, KingVsKingRule::play}) {
      const rules::Position pos = from_fen(fen);
      auto t = tables_for(pos, rule);
      auto v = t->lookup(pos);
      auto c = t->lookup_to_capture(pos);
      auto p = probe(*t, pos, counters_at_setup(pos, rules_with(rule)), rules_with(rule));
      std::ostringstream s;
      PrintTo(*v, &s);
      s << " / probe ";
      PrintTo(*p, &s);
      if (c) { s << " / to capture "; PrintTo(*c, &s); }
      std::printf("%s %s: %s\n", fen, rule == KingVsKingRule::draw ? "draw" : "play", s.str().c_str());
    }
  }
}

}  // namespace
}  // namespace damas::engine
