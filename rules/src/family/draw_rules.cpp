// The draw rules of each variant as its federation's document states them (docs/variants.md
// cites the documents and says how each count is read).
#include <string_view>

#include "damas/rules/family/draws.hpp"

namespace damas::rules::family {

namespace {

using enum Material;

// FMJD, Official rules for international draughts (Annex 1), article 6: a position for the
// third time with the same player to move; 25 moves of each player with only kings moved and
// nothing taken; against a lone king, 16 moves each with three pieces (a king among them) and
// 5 moves each with two or fewer.
constexpr DrawRules kInternational{
    {3, true, "repetition"},
    {50, true, EndReason::king_moves, "25 king moves"},
    {{{three_with_king, 32, false, "16-move endgame"},
      {two_or_fewer_with_king, 10, false, "5-move endgame"}}},
};

// The Russian rules (FMJD section 64 / FShR, articles 7.2.3 to 7.2.8): the third repetition;
// 15 moves of only kings with nothing taken (7.2.5); three or more kings against a lone king
// draw if the strong side's 15th move does not win (7.2.4), two pieces or fewer with a king if
// its 5th does not (7.2.8). 7.2.6 and 7.2.7 are left out (docs/variants.md says why).
constexpr DrawRules kRussian{
    {3, true, "repetition"},
    {30, true, EndReason::king_moves, "15 king moves"},
    {{{three_or_more_kings, 15, true, "three kings against one"},
      {two_or_fewer_with_king, 5, true, "5-move endgame"}}},
};

// Brazilian official rules, 64 squares: 20 successive king moves (of each player, as the same
// text's 25 for 100 squares is FMJD's 25 of each) with nothing taken and no man moved.
constexpr DrawRules kBrazilian{
    {},
    {40, true, EndReason::king_moves, "20 king moves"},
    {},
};

// WCDF rules of draughts (English/American checkers): claims, not automatic draws. A player
// may claim when the position would stand for the third time, and when neither player has
// moved a man or taken a piece in his own previous 40 moves.
constexpr DrawRules kEnglish{
    {3, false, "repetition"},
    {80, false, EndReason::forty_move, "40-move rule"},
    {},
};

// American pool (the APCA Playing Rules, as docs/variants.md cites them): a player with three
// kings against a lone king must win within 13 moves of his own (the 14th does not count, even
// a capture). No repetition or king-move rule is stated.
constexpr DrawRules kPool{
    {},
    {},
    {{{three_kings, 13, true, "three kings against one, 13 moves"}, {}}},
};

constexpr DrawRules kNone{};

}  // namespace

const DrawRules& draw_rules(const Variant& variant) {
  const std::string_view name = variant.name;
  if (name == "international") return kInternational;
  if (name == "russian") return kRussian;
  if (name == "brazilian") return kBrazilian;
  if (name == "english") return kEnglish;
  if (name == "pool") return kPool;
  return kNone;
}

}  // namespace damas::rules::family
