// The tables under the draw laws whose counts depend on the path (20-move rule, Forcada): see
// probe() in egtb.hpp for what is exact and which way it errs.
#include <optional>
#include <utility>

#include "damas/engine/egtb.hpp"
#include "damas/rules/movegen.hpp"

namespace damas::engine {

namespace {

using rules::Color;
using rules::popcount;

// The side with three pieces against one in a four-piece game: the only material from which
// the Forcada (three kings against one king) can arise, now or after crowning.
std::optional<Color> three_against_one(const rules::Position& pos) {
  const int white = popcount(pos.pieces(Color::white));
  const int black = popcount(pos.pieces(Color::black));
  if (white == 3 && black == 1) return Color::white;
  if (white == 1 && black == 3) return Color::black;
  return std::nullopt;
}

// What may keep a game ending `plies` plies from `pos` (with a piece or a move less for the
// loser) from ending so, however the plies in between are counted: the 20-move count, or the
// Forcada count, drawing it first. The draw would have to come on a ply before the last: on the
// last one the win takes priority. For the Forcada material only the plies until the capture
// that ends it count towards it.
enum class Misfit { none, twenty_move, forcada };

Misfit misfit(const EndgameTables& tables, const rules::Position& pos, int plies,
              const RuleCounters& counters, const rules::DrawRules& rules) {
  if (counters.twenty_move + plies - 1 >= rules.twenty_move_plies) return Misfit::twenty_move;
  const auto strong = three_against_one(pos);
  if (!strong) return Misfit::none;
  const bool forcada_now = pos.men(Color::white) == 0 && pos.men(Color::black) == 0;
  if (const auto to_capture = tables.lookup_to_capture(pos); forcada_now && to_capture) {
    plies = to_capture->plies;
  }
  // The strong side's moves among the plies before the last.
  const int strong_moves = pos.side_to_move() == *strong ? plies / 2 : (plies - 1) / 2;
  int counted = strong_moves;  // the count may start at once
  if (counters.forcada >= 0) {
    counted = counters.forcada + strong_moves;
  } else if (forcada_now && rules.forcada == rules::ForcadaRule::rio) {
    counted = strong_moves - 1;  // the move onto the rio that starts the count is not counted
  }
  return counted < rules.forcada_moves ? Misfit::none : Misfit::forcada;
}

// The table's value of `pos` and what may keep it from standing under the counts.
std::optional<std::pair<TableValue, Misfit>> counted_value(const EndgameTables& tables,
                                                           const rules::Position& pos,
                                                           const RuleCounters& counters,
                                                           const rules::DrawRules& rules) {
  if (tables.king_vs_king() != rules.king_vs_king) return std::nullopt;
  const auto value = tables.lookup(pos);
  if (!value) return std::nullopt;
  if (value->result == TableResult::draw || value->plies == 0) {
    return std::pair{*value, Misfit::none};
  }
  return std::pair{*value, misfit(tables, pos, value->plies, counters, rules)};
}

// How much the side to move likes a value: the shortest win, then a draw, then the longest loss.
int preference(const TableValue& v) {
  switch (v.result) {
    case TableResult::win:
      return 1000 - v.plies;
    case TableResult::loss:
      return -1000 + v.plies;
    default:
      return 0;
  }
}

}  // namespace

Score table_score(const TableValue& value, int ply) {
  switch (value.result) {
    case TableResult::win:
      return win_at(ply + value.plies);
    case TableResult::loss:
      return loss_at(ply + value.plies);
    default:
      return kDrawScore;
  }
}

std::optional<TableValue> probe(const EndgameTables& tables, const rules::Position& pos,
                                const RuleCounters& counters, const rules::DrawRules& rules) {
  const auto value = counted_value(tables, pos, counters, rules);
  if (!value) return std::nullopt;
  return value->second == Misfit::none ? value->first : TableValue{};
}

std::optional<TableValue> probe_in_search(const EndgameTables& tables, const rules::Position& pos,
                                          const RuleCounters& counters,
                                          const rules::DrawRules& rules) {
  const auto value = counted_value(tables, pos, counters, rules);
  if (!value || value->second == Misfit::twenty_move) return std::nullopt;
  return value->second == Misfit::none ? value->first : TableValue{};
}

std::vector<rules::Move> table_line(const EndgameTables& tables, const rules::Position& pos,
                                    const RuleCounters& counters, const rules::DrawRules& rules,
                                    int max_plies) {
  std::vector<rules::Move> line;
  rules::Position here = pos;
  RuleCounters here_counters = counters;
  while (static_cast<int>(line.size()) < max_plies && probe(tables, here, here_counters, rules) &&
         !counted_draw(here, here_counters, rules)) {
    rules::MoveList moves;
    rules::generate_moves(here, moves);
    const rules::Move* best = nullptr;
    int best_preference = 0;
    for (const rules::Move& m : moves) {
      const rules::Position child = here.after(m);
      const RuleCounters child_counters = counters_after(here_counters, here, m, child, rules);
      std::optional<TableValue> value = probe(tables, child, child_counters, rules);
      if (!value) continue;
      if (counted_draw(child, child_counters, rules) && rules::count_moves(child) > 0) {
        value = TableValue{};
      }
      if (best == nullptr || -preference(*value) > best_preference) {
        best = &m;
        best_preference = -preference(*value);
      }
    }
    if (best == nullptr) break;
    here_counters = counters_after(here_counters, here, *best, here.after(*best), rules);
    here = here.after(*best);
    line.push_back(*best);
  }
  return line;
}

}  // namespace damas::engine
