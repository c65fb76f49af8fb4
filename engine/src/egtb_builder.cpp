#include "egtb_builder.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <vector>

#include "damas/rules/movegen.hpp"
#include "egtb_layout.hpp"
#include "egtb_value.hpp"

namespace damas::engine::egtb {

namespace {

using rules::Bitboard;
using rules::Color;
using rules::Position;

// A position kept between rounds (its index is recomputed when needed).
struct Entry {
  Bitboard white, black, kings;
  Color side;

  Position position() const { return Position::from_sets(white, black, kings, side); }
};

Entry entry_of(const Position& pos) {
  return {pos.pieces(Color::white), pos.pieces(Color::black), pos.all_kings(), pos.side_to_move()};
}

bool crowns(const Position& pos, const rules::Move& m) {
  return !rules::contains(pos.all_kings(), m.from) &&
         rules::contains(rules::promotion_squares(pos.side_to_move()), m.to);
}

// Calls f(predecessor) for every position from which a quiet move that crowns nothing leads to
// `pos`: the side that just moved takes back a king slide or a man step. A predecessor where a
// capture was possible is left out, since the quiet move was not legal there.
template <class F>
void for_each_unmove(const Position& pos, F&& f) {
  const Color mover = opponent(pos.side_to_move());
  const Bitboard empty = pos.empty();
  Bitboard pieces = pos.pieces(mover);
  while (pieces != 0) {
    const rules::Square to = rules::pop_lowest(pieces);
    const bool king = rules::contains(pos.all_kings(), to);
    for (rules::Direction d : rules::kDirections) {
      // A man came from behind: a white man from the south, a black man from the north.
      if (!king && rules::is_northward(d) == (mover == Color::white)) continue;
      for (rules::Square from = rules::neighbour(to, d);
           from != rules::kNoSquare && rules::contains(empty, from);
           from = king ? rules::neighbour(from, d) : rules::kNoSquare) {
        const Bitboard moved = rules::bit(to) | rules::bit(from);
        const Bitboard white =
            mover == Color::white ? pos.pieces(Color::white) ^ moved : pos.pieces(Color::white);
        const Bitboard black =
            mover == Color::black ? pos.pieces(Color::black) ^ moved : pos.pieces(Color::black);
        const Bitboard kings = king ? pos.all_kings() ^ moved : pos.all_kings();
        const Position before = Position::from_sets(white, black, kings, mover);
        if (!rules::has_capture(before)) f(before);
      }
    }
  }
}

// What the forward pass learns of one position besides its value.
struct Exits {
  std::uint8_t moves_inside = 0;  // legal moves staying in the material, not yet known lost
  std::uint8_t longest_loss = 0;  // the longest distance of an exit to a win of the opponent
  bool draw = false;              // an exit reaches a draw
  bool win = false;               // an exit reaches a loss of the opponent
};

}  // namespace

std::shared_ptr<const EndgameTables::Table> TableBuilder::build() const {
  auto table = std::make_shared<EndgameTables::Table>();
  table->values = analyse(Distance::to_end);
  if (material_ == kForcadaMaterial) table->to_capture = analyse(Distance::to_exit);
  return table;
}

std::array<std::vector<std::uint8_t>, 2> TableBuilder::analyse(Distance distance) const {
  std::array<std::vector<std::uint8_t>, 2> values;
  const Layout layout(material_);
  for (auto& side : values) side.assign(layout.size(), 0);
  // One king against one king is a draw at once under the default rules: nothing to analyse.
  if (done_.king_vs_king() == rules::KingVsKingRule::draw && material_ == Material{0, 1, 0, 1}) {
    return values;
  }

  std::array<std::vector<Exits>, 2> exits;
  for (auto& side : exits) side.resize(layout.size());
  // pending[n]: positions whose exits decide them at distance n unless a round does it first.
  std::vector<std::vector<Entry>> pending(kMaxPlies + 2);
  std::vector<Entry> round;  // the positions decided at the current distance

  auto at = [&](const Position& pos) -> std::uint8_t& {
    return values[static_cast<int>(pos.side_to_move())][layout.index(pos)];
  };
  auto exits_of = [&](const Position& pos) -> Exits& {
    return exits[static_cast<int>(pos.side_to_move())][layout.index(pos)];
  };

  // Forward pass: every position's moves once, exits valued from the smaller tables.
  for (Color side : {Color::white, Color::black}) {
    layout.for_each([&](std::uint32_t index, Bitboard white, Bitboard black, Bitboard kings) {
      const Position pos = Position::from_sets(white, black, kings, side);
      rules::MoveList moves;
      rules::generate_moves(pos, moves);
      if (moves.empty()) {
        values[static_cast<int>(side)][index] = encode_decided(0);
        round.push_back(entry_of(pos));
        return;
      }
      Exits& e = exits[static_cast<int>(side)][index];
      int shortest_win = std::numeric_limits<int>::max();
      for (const rules::Move& m : moves) {
        if (!m.is_capture() && !crowns(pos, m)) {
          ++e.moves_inside;
          continue;
        }
        const auto child = done_.lookup(pos.after(m));
        if (!child) throw std::logic_error("endgame tables built out of order");
        // An exit ending the material is 1 ply for the side that wins by it and 2 for the side
        // that loses, which keeps wins odd and losses even and counts the loser's own last
        // move as the ply that does not count towards a draw.
        const int plies = distance == Distance::to_end         ? child->plies + 1
                          : child->result == TableResult::loss ? 1
                                                               : 2;
        if (child->result == TableResult::loss) {
          e.win = true;
          shortest_win = std::min(shortest_win, plies);
        } else if (child->result == TableResult::win) {
          e.longest_loss = std::max<int>(e.longest_loss, plies);
        } else {
          e.draw = true;
        }
      }
      if (e.win) {
        pending[shortest_win].push_back(entry_of(pos));
      } else if (e.moves_inside == 0 && !e.draw) {
        pending[e.longest_loss].push_back(entry_of(pos));
      }
    });
  }

  std::vector<Entry> next;
  for (int n = 0; n <= kMaxPlies; ++n) {
    for (const Entry& entry : pending[n]) {
      std::uint8_t& value = at(entry.position());
      if (value != 0) continue;
      value = encode_decided(n);
      round.push_back(entry);
    }
    for (const Entry& entry : round) {
      for_each_unmove(entry.position(), [&](const Position& before) {
        std::uint8_t& value = at(before);
        if (value != 0) return;
        if (n % 2 == 0) {  // a move to this loss wins
          value = encode_decided(n + 1);
          next.push_back(entry_of(before));
          return;
        }
        Exits& e = exits_of(before);
        if (--e.moves_inside != 0 || e.draw || e.win) return;
        // Every move loses: the longest of them decides the distance.
        const int longest = std::max(n + 1, static_cast<int>(e.longest_loss));
        if (longest == n + 1) {
          value = encode_decided(longest);
          next.push_back(entry_of(before));
        } else {
          pending[longest].push_back(entry_of(before));
        }
      });
    }
    round.swap(next);
    next.clear();
  }
  if (!round.empty()) throw std::logic_error("endgame table distance beyond a byte");
  return values;
}

}  // namespace damas::engine::egtb
