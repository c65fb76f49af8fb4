#include "damas/engine/game_state.hpp"

#include <algorithm>

#include "damas/rules/movegen.hpp"

namespace damas::engine {

namespace {

using rules::Color;
using rules::popcount;

// The side with three kings (and nothing else) facing a lone king: the Forcada material.
std::optional<Color> forcada_strong_side(const rules::Position& pos) {
  if (pos.men(Color::white) != 0 || pos.men(Color::black) != 0) return std::nullopt;
  const int white = popcount(pos.kings(Color::white));
  const int black = popcount(pos.kings(Color::black));
  if (white == 3 && black == 1) return Color::white;
  if (black == 3 && white == 1) return Color::black;
  return std::nullopt;
}

bool twenty_move_condition(const rules::Position& pos, const rules::DrawRules& rules) {
  if (rules.twenty_move == rules::TwentyMoveRule::unconditional) return true;
  return popcount(pos.pieces(Color::white)) <= 4 && popcount(pos.pieces(Color::black)) <= 4 &&
         pos.kings(Color::white) != 0 && pos.kings(Color::black) != 0 && !forcada_strong_side(pos);
}

bool forcada_starts(const rules::Position& pos, Color strong, const rules::DrawRules& rules) {
  return rules.forcada == rules::ForcadaRule::no_rio ||
         (pos.kings(strong) & rules::rio_squares()) != 0;
}

bool lone_kings(const rules::Position& pos) {
  return popcount(pos.pieces(Color::white)) == 1 && popcount(pos.pieces(Color::black)) == 1 &&
         popcount(pos.all_kings()) == 2;
}

constexpr rules::GameResult win_for(Color c) {
  return c == Color::white ? rules::GameResult::white_wins : rules::GameResult::black_wins;
}

}  // namespace

RuleCounters counters_at_setup(const rules::Position& pos, const rules::DrawRules& rules) {
  RuleCounters c;
  if (const auto strong = forcada_strong_side(pos); strong && forcada_starts(pos, *strong, rules)) {
    c.forcada = 0;
  }
  return c;
}

bool is_irreversible(const rules::Position& before, const rules::Move& move) {
  return move.is_capture() || !rules::contains(before.all_kings(), move.from);
}

RuleCounters counters_after(const RuleCounters& counters, const rules::Position& before,
                            const rules::Move& move, const rules::Position& after,
                            const rules::DrawRules& rules) {
  RuleCounters c = counters;
  if (is_irreversible(before, move) || !twenty_move_condition(after, rules)) {
    c.twenty_move = 0;
  } else {
    ++c.twenty_move;
  }
  const auto strong = forcada_strong_side(after);
  if (!strong) {
    c.forcada = -1;
  } else if (c.forcada >= 0) {
    if (before.side_to_move() == *strong) ++c.forcada;
  } else if (forcada_starts(after, *strong, rules)) {
    c.forcada = 0;  // the move that starts the count is not counted
  }
  return c;
}

std::optional<rules::EndReason> counted_draw(const rules::Position& pos,
                                             const RuleCounters& counters,
                                             const rules::DrawRules& rules) {
  if (rules.king_vs_king == rules::KingVsKingRule::draw && lone_kings(pos)) {
    return rules::EndReason::king_vs_king;
  }
  if (counters.forcada >= rules.forcada_moves) return rules::EndReason::forcada;
  if (counters.twenty_move >= rules.twenty_move_plies) return rules::EndReason::twenty_move;
  return std::nullopt;
}

GameState::GameState(const rules::Position& start, const rules::DrawRules& rules)
    : rules_(rules),
      position_(start),
      counters_(counters_at_setup(start, rules)),
      reversible_keys_{start.hash()} {}

void GameState::play(const rules::Move& move) {
  const rules::Position next = position_.after(move);
  counters_ = counters_after(counters_, position_, move, next, rules_);
  if (is_irreversible(position_, move)) reversible_keys_.clear();
  reversible_keys_.push_back(next.hash());
  position_ = next;
  ++ply_;
}

rules::Outcome GameState::outcome() const {
  const Color to_move = position_.side_to_move();
  if (position_.pieces(to_move) == 0) {
    return {win_for(opponent(to_move)), rules::EndReason::no_pieces, ply_};
  }
  if (rules::count_moves(position_) == 0) {
    return {win_for(opponent(to_move)), rules::EndReason::no_moves, ply_};
  }
  // The same order as the Adjudicator: king against king, repetition, Forcada, 20-move rule.
  const auto counted = counted_draw(position_, counters_, rules_);
  if (counted == rules::EndReason::king_vs_king) {
    return {rules::GameResult::draw, *counted, ply_};
  }
  const auto occurrences =
      std::count(reversible_keys_.begin(), reversible_keys_.end(), position_.hash());
  if (occurrences >= 3 && rules_.repetition == rules::RepetitionRule::automatic) {
    return {rules::GameResult::draw, rules::EndReason::repetition, ply_};
  }
  if (counted) return {rules::GameResult::draw, *counted, ply_};
  return {rules::GameResult::ongoing, rules::EndReason::none, ply_};
}

}  // namespace damas::engine
