#include "damas/rules/family/draws.hpp"

#include <algorithm>

namespace damas::rules::family {

namespace {

struct Count {
  int pieces = 0;
  int kings = 0;
};

std::array<Count, 2> material_of(const Position& position) {
  std::array<Count, 2> out{};
  for (const Piece p : position.squares) {
    if (p == Piece::none) continue;
    Count& c = out[p == Piece::white_man || p == Piece::white_king ? 0 : 1];
    ++c.pieces;
    if (p == Piece::white_king || p == Piece::black_king) ++c.kings;
  }
  return out;
}

bool lone_king(const Count& c) { return c.pieces == 1 && c.kings == 1; }

bool holds(Material material, const Count& c) {
  switch (material) {
    case Material::three_with_king: return c.pieces == 3 && c.kings >= 1;
    case Material::two_or_fewer_with_king: return c.pieces <= 2 && c.kings >= 1;
    case Material::three_or_more_kings: return c.pieces >= 3 && c.kings == c.pieces;
    case Material::three_kings: return c.pieces == 3 && c.kings == 3;
  }
  return false;
}

// The side holding `material` against a lone king, if the position is such an ending. With a
// lone king on each side, the side to move stands for the strong one.
std::optional<Side> strong_side(Material material, const Position& position) {
  const std::array<Count, 2> m = material_of(position);
  const bool white = lone_king(m[1]) && holds(material, m[0]);
  const bool black = lone_king(m[0]) && holds(material, m[1]);
  if (white && black) return position.side_to_move;
  if (white) return Side::white;
  if (black) return Side::black;
  return std::nullopt;
}

bool is_man(Piece p) { return p == Piece::white_man || p == Piece::black_man; }

}  // namespace

DrawWatch::DrawWatch(const Variant& variant, const Position& start)
    : rules_(draw_rules(variant)), current_(start), since_irreversible_{start} {
  for (std::size_t i = 0; i < endgames_.size(); ++i) {
    const EndgameLimit& rule = rules_.endgames[i];
    if (rule.limit == 0) continue;
    if (const std::optional<Side> strong = strong_side(rule.material, start)) {
      endgames_[i] = {true, *strong, 0};
    }
  }
}

std::optional<FamilyDraw> DrawWatch::after(const Move& move, const Position& after) {
  ++ply_;
  const Side mover = current_.side_to_move;
  const bool irreversible = move.is_capture() || is_man(current_.squares[move.from]);
  current_ = after;
  std::optional<FamilyDraw> found = repetition(irreversible, after);
  const std::optional<FamilyDraw> kings = king_moves(irreversible);
  if (!found) found = kings;
  for (int i = 0; i < static_cast<int>(endgames_.size()); ++i) {
    const std::optional<FamilyDraw> limit = endgame(i, mover, after);
    if (!found) found = limit;
  }
  return found;
}

std::optional<FamilyDraw> DrawWatch::repetition(bool irreversible, const Position& after) {
  // Only positions since the last capture or man move can come again.
  if (irreversible) since_irreversible_.clear();
  since_irreversible_.push_back(after);
  const RepetitionRule& rule = rules_.repetition;
  if (rule.times == 0) return std::nullopt;
  const auto seen = std::count(since_irreversible_.begin(), since_irreversible_.end(), after);
  if (seen != rule.times) return std::nullopt;
  return FamilyDraw{rule.ends_game, EndReason::repetition, rule.rule, ply_};
}

std::optional<FamilyDraw> DrawWatch::king_moves(bool irreversible) {
  quiet_king_plies_ = irreversible ? 0 : quiet_king_plies_ + 1;
  const KingMovesRule& rule = rules_.king_moves;
  if (rule.plies == 0 || quiet_king_plies_ != rule.plies) return std::nullopt;
  return FamilyDraw{rule.ends_game, rule.reason, rule.rule, ply_};
}

std::optional<FamilyDraw> DrawWatch::endgame(int index, Side mover, const Position& after) {
  const EndgameLimit& rule = rules_.endgames[index];
  EndgameCount& state = endgames_[index];
  if (rule.limit == 0) return std::nullopt;
  const std::optional<Side> strong = strong_side(rule.material, after);
  if (!strong) {
    state = {};
    return std::nullopt;
  }
  if (!state.running) {  // the move that brings the ending about is not counted
    state = {true, *strong, 0};
    return std::nullopt;
  }
  if (rule.strong_side_only && mover != state.strong) return std::nullopt;
  if (++state.count != rule.limit) return std::nullopt;
  return FamilyDraw{true, EndReason::endgame_limit, rule.rule, ply_};
}

}  // namespace damas::rules::family
