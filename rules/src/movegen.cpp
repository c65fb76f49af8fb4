#include "damas/rules/movegen.hpp"

namespace damas::rules {

namespace {

template <Color Us>
constexpr std::array<Direction, 2> kForward =
    Us == Color::white ? std::array{north_east, north_west} : std::array{south_east, south_west};

// The squares on the ray from `sq` in direction d up to (not including) the first occupied one.
constexpr Bitboard free_ray(Square sq, Direction d, Bitboard occupied) {
  const Bitboard r = ray(sq, d);
  const Bitboard blockers = r & occupied;
  if (blockers == 0) return r;
  const Square first = nearest(blockers, d);
  return r & ~(ray(first, d) | bit(first));
}

// Collects one move per identity (from, to, captured set).
struct UniqueMoves {
  MoveList& list;
  void clear() { list.clear(); }
  void add(const Move& m) {
    for (const Move& known : list) {
      if (known.same_identity(m)) return;
    }
    list.push_back(m);
  }
};

// Collects every route, so that a written path can be matched against the one it describes.
struct AllRoutes {
  std::vector<Move>& routes;
  void clear() { routes.clear(); }
  void add(const Move& m) { routes.push_back(m); }
};

// Depth-first search of the capture sequences of one side, keeping only the sequences allowed
// by the laws of quantity and quality: a finished sequence that takes more pieces (or as many
// with more kings) than those kept so far replaces them all.
template <Color Us, class Sink>
class CaptureSearch {
 public:
  CaptureSearch(const Position& pos, Sink sink)
      : enemy_(pos.pieces(opponent(Us))),
        enemy_kings_(pos.kings(opponent(Us))),
        all_occupied_(pos.occupied()),
        sink_(sink) {}

  void from_man(Square from) {
    start(from);
    man(from, 0, 0);
  }
  void from_king(Square from) {
    start(from);
    king(from, 0, 0, north_east);
  }

 private:
  void start(Square from) {
    from_ = from;
    occupied_ = all_occupied_ & ~bit(from);  // the mover has left its square
    depth_ = 0;
  }

  void man(Square at, Bitboard captured, int kings) {
    bool extended = false;
    for (Direction d : kForward<Us>) {
      const Square over = neighbour(at, d);
      if (over == kNoSquare || !contains(enemy_ & ~captured, over)) continue;
      const Square land = neighbour(over, d);
      if (land == kNoSquare || contains(occupied_, land)) continue;
      extended = true;
      path_[depth_++] = static_cast<std::int8_t>(land);
      const Bitboard now_captured = captured | bit(over);
      const int now_kings = kings + contains(enemy_kings_, over);
      if (contains(promotion_squares(Us), land)) {
        finish(land, now_captured, now_kings);  // crowning ends the move
      } else {
        man(land, now_captured, now_kings);
      }
      --depth_;
    }
    if (!extended && captured != 0) finish(at, captured, kings);
  }

  void king(Square at, Bitboard captured, int kings, Direction arrived) {
    bool extended = false;
    for (Direction d : kDirections) {
      // Going back the way it came would mean jumping the piece just taken: never legal.
      if (captured != 0 && d == opposite(arrived)) continue;
      const Bitboard blockers = ray(at, d) & occupied_;
      if (blockers == 0) continue;
      const Square over = nearest(blockers, d);
      if (!contains(enemy_ & ~captured, over)) continue;
      Bitboard landings = free_ray(over, d, occupied_);
      if (landings == 0) continue;
      extended = true;
      const Bitboard now_captured = captured | bit(over);
      const int now_kings = kings + contains(enemy_kings_, over);
      while (landings != 0) {
        const Square land = nearest(landings, d);  // nearest first: the canonical route
        landings &= ~bit(land);
        path_[depth_++] = static_cast<std::int8_t>(land);
        king(land, now_captured, now_kings, d);
        --depth_;
      }
    }
    if (!extended && captured != 0) finish(at, captured, kings);
  }

  void finish(Square to, Bitboard captured, int kings) {
    const int count = popcount(captured);
    if (count < best_count_ || (count == best_count_ && kings < best_kings_)) return;
    if (count > best_count_ || kings > best_kings_) {
      sink_.clear();
      best_count_ = count;
      best_kings_ = kings;
    }
    Move m;
    m.from = from_;
    m.to = to;
    m.captured = captured;
    m.captured_kings = static_cast<std::uint8_t>(kings);
    m.path_length = static_cast<std::uint8_t>(depth_);
    m.path = path_;
    sink_.add(m);
  }

  const Bitboard enemy_;
  const Bitboard enemy_kings_;
  const Bitboard all_occupied_;
  Sink sink_;
  Bitboard occupied_ = 0;
  Square from_ = kNoSquare;
  int depth_ = 0;
  std::array<std::int8_t, Move::kMaxPath> path_{};
  int best_count_ = 0;
  int best_kings_ = 0;
};

// Men of side Us that can jump an adjacent enemy piece right now.
template <Color Us>
Bitboard capturing_men(const Position& pos) {
  const Bitboard enemy = pos.pieces(opponent(Us));
  const Bitboard empty = pos.empty();
  Bitboard result = 0;
  for (Direction d : kForward<Us>) {
    const Direction back = opposite(d);
    result |= shift(enemy & shift(empty, back), back);
  }
  return result & pos.men(Us);
}

template <Color Us>
bool king_can_capture(const Position& pos, Square sq) {
  const Bitboard occupied = pos.occupied();
  const Bitboard enemy = pos.pieces(opponent(Us));
  for (Direction d : kDirections) {
    const Bitboard blockers = ray(sq, d) & occupied;
    if (blockers == 0) continue;
    const Square over = nearest(blockers, d);
    if (!contains(enemy, over)) continue;
    const Square land = neighbour(over, d);
    if (land != kNoSquare && !contains(occupied, land)) return true;
  }
  return false;
}

template <Color Us>
bool has_capture_for(const Position& pos) {
  if (capturing_men<Us>(pos) != 0) return true;
  for (Bitboard kings = pos.kings(Us); kings != 0;) {
    if (king_can_capture<Us>(pos, pop_lowest(kings))) return true;
  }
  return false;
}

template <Color Us, class Sink>
void generate_captures(const Position& pos, Sink sink) {
  CaptureSearch<Us, Sink> search(pos, sink);
  for (Bitboard men = capturing_men<Us>(pos); men != 0;) search.from_man(pop_lowest(men));
  for (Bitboard kings = pos.kings(Us); kings != 0;) search.from_king(pop_lowest(kings));
}

template <Color Us>
void generate_quiet(const Position& pos, MoveList& moves) {
  const Bitboard empty = pos.empty();
  const Bitboard men = pos.men(Us);
  for (Direction d : kForward<Us>) {
    for (Bitboard movers = men & shift(empty, opposite(d)); movers != 0;) {
      Move m;
      m.from = pop_lowest(movers);
      m.to = neighbour(m.from, d);
      moves.push_back(m);
    }
  }
  const Bitboard occupied = pos.occupied();
  for (Bitboard kings = pos.kings(Us); kings != 0;) {
    const Square from = pop_lowest(kings);
    for (Direction d : kDirections) {
      for (Bitboard targets = free_ray(from, d, occupied); targets != 0;) {
        Move m;
        m.from = from;
        m.to = pop_lowest(targets);
        moves.push_back(m);
      }
    }
  }
}

template <Color Us>
int count_quiet(const Position& pos) {
  const Bitboard empty = pos.empty();
  const Bitboard men = pos.men(Us);
  int count = 0;
  for (Direction d : kForward<Us>) count += popcount(men & shift(empty, opposite(d)));
  const Bitboard occupied = pos.occupied();
  for (Bitboard kings = pos.kings(Us); kings != 0;) {
    const Square from = pop_lowest(kings);
    for (Direction d : kDirections) count += popcount(free_ray(from, d, occupied));
  }
  return count;
}

template <Color Us>
void generate_for(const Position& pos, MoveList& moves) {
  moves.clear();
  if (has_capture_for<Us>(pos)) {
    generate_captures<Us>(pos, UniqueMoves{moves});
  } else {
    generate_quiet<Us>(pos, moves);
  }
}

template <Color Us>
int count_for(const Position& pos) {
  if (!has_capture_for<Us>(pos)) return count_quiet<Us>(pos);
  MoveList moves;
  generate_captures<Us>(pos, UniqueMoves{moves});
  return moves.size();
}

}  // namespace

void generate_moves(const Position& pos, MoveList& moves) {
  if (pos.side_to_move() == Color::white) {
    generate_for<Color::white>(pos, moves);
  } else {
    generate_for<Color::black>(pos, moves);
  }
}

std::vector<Move> legal_capture_routes(const Position& pos) {
  std::vector<Move> routes;
  if (pos.side_to_move() == Color::white) {
    generate_captures<Color::white>(pos, AllRoutes{routes});
  } else {
    generate_captures<Color::black>(pos, AllRoutes{routes});
  }
  return routes;
}

int count_moves(const Position& pos) {
  return pos.side_to_move() == Color::white ? count_for<Color::white>(pos)
                                            : count_for<Color::black>(pos);
}

bool has_capture(const Position& pos) {
  return pos.side_to_move() == Color::white ? has_capture_for<Color::white>(pos)
                                            : has_capture_for<Color::black>(pos);
}

}  // namespace damas::rules
