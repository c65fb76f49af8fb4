// The move generator's templates, shared by movegen.cpp (the public functions) and perft.cpp
// (which visits moves without storing them). Everything is instantiated per side to move, so
// "forward" and "promotion rank" are constants in the generated code.
#pragma once

#include <array>
#include <vector>

#include "damas/rules/move.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/position.hpp"

namespace damas::rules::detail {


template <Color Us>
constexpr std::array<Direction, 2> kForward =
    Us == Color::white ? std::array{north_east, north_west} : std::array{south_east, south_west};

// The squares from which a man of Us steps onto a square of `targets`.
template <Color Us>
constexpr Bitboard step_sources(Bitboard targets) {
  return shift<opposite(kForward<Us>[0])>(targets) | shift<opposite(kForward<Us>[1])>(targets);
}

// The squares on the ray from `sq` in direction d up to (not including) the first occupied one.
constexpr Bitboard free_ray(Square sq, Direction d, Bitboard occupied) {
  const Bitboard r = ray(sq, d);
  const Bitboard blockers = r & occupied;
  if (blockers == 0) return r;
  const Square first = nearest(blockers, d);
  return r & ~(ray(first, d) | bit(first));
}

// A finished capture sequence as the search reports it to a sink.
struct CaptureEnd {
  Square from;
  Square to;
  Bitboard captured;
  int kings;                              // captured kings
  const std::array<std::int8_t, Move::kMaxPath>* path;
  int path_length;
  // Only a king can reach one (to, captured set) by two routes: a man's first jump already
  // decides which piece it takes first, and moving forward only, it can never take the other.
  bool by_king;
  bool complete;  // false for a sequence stopped where it could go on (kEverySequence sinks)

  // Writes the move into `m`. The hot sinks write into their list's slot: a Move built here and
  // then copied into the list had the copy's wide loads read back the narrow stores just made,
  // which the processor cannot forward (a stall on every capture found).
  void write_to(Move& m) const {
    m.from = from;
    m.to = to;
    m.captured = captured;
    m.captured_kings = static_cast<std::uint8_t>(kings);
    m.path_length = static_cast<std::uint8_t>(path_length);
    m.path = *path;
  }
  Move to_move() const {
    Move m;
    write_to(m);
    return m;
  }
};

// A sink receives the sequences allowed by the laws of quantity and quality (`clear` drops
// those received so far when a better one is found), or, with kEverySequence, every sequence
// and every prefix of one, unfiltered.

// Collects one move per identity (from, to, captured set).
struct UniqueMoves {
  static constexpr bool kEverySequence = false;
  MoveList& list;
  void clear() { list.clear(); }
  void add(const CaptureEnd& end) {
    if (end.by_king) {
      for (const Move& known : list) {
        if (known.from == end.from && known.to == end.to && known.captured == end.captured) return;
      }
    }
    end.write_to(list.emplace_back());
  }
};

// Counts the moves (one per identity) without building them: perft's leaves.
struct CountMoves {
  static constexpr bool kEverySequence = false;
  int& count;
  // Identities of the king captures counted so far, to skip a second route to one of them.
  struct KingCapture {
    Square from;
    Square to;
    Bitboard captured;
  };
  std::array<KingCapture, MoveList::kCapacity>& kings;
  int king_count = 0;

  void clear() {
    count = 0;
    king_count = 0;
  }
  void add(const CaptureEnd& end) {
    if (end.by_king) {
      for (int i = 0; i < king_count; ++i) {
        const KingCapture& k = kings[i];
        if (k.from == end.from && k.to == end.to && k.captured == end.captured) return;
      }
      kings[king_count++] = {end.from, end.to, end.captured};
    }
    ++count;
  }
};

// Collects the moves from one square to another, as UniqueMoves would list them among the rest.
struct MovesBetween {
  static constexpr bool kEverySequence = false;
  Square from;
  Square to;
  MoveList& list;
  void clear() { list.clear(); }
  void add(const CaptureEnd& end) {
    if (end.from == from && end.to == to) UniqueMoves{list}.add(end);
  }
};

// Collects every route, so that a written path can be matched against the one it describes.
struct AllRoutes {
  static constexpr bool kEverySequence = false;
  std::vector<Move>& routes;
  void clear() { routes.clear(); }
  void add(const CaptureEnd& end) { routes.push_back(end.to_move()); }
};

// Collects every sequence, legal or not, complete or not: what explains an illegal capture.
struct EverySequence {
  static constexpr bool kEverySequence = true;
  std::vector<CaptureSequence>& sequences;
  void clear() {}
  void add(const CaptureEnd& end) { sequences.push_back({end.to_move(), end.complete}); }
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
    by_king_ = false;
    man(from, 0, 0);
  }
  void from_king(Square from) {
    start(from);
    by_king_ = true;
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
      const Bitboard over = jump_over(at, d);  // empty near the edge: no jump
      if ((over & enemy_ & ~captured) == 0 || (jump_land(at, d) & occupied_) != 0) continue;
      const Square land = lowest(jump_land(at, d));
      extended = true;
      path_[depth_++] = static_cast<std::int8_t>(land);
      const Bitboard now_captured = captured | over;
      const int now_kings = kings + ((over & enemy_kings_) != 0);
      if (contains(promotion_squares(Us), land)) {
        finish(land, now_captured, now_kings, true);  // crowning ends the move
      } else {
        man(land, now_captured, now_kings);
      }
      --depth_;
    }
    if (captured != 0) finish(at, captured, kings, !extended);
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
    if (captured != 0) finish(at, captured, kings, !extended);
  }

  // A sequence reaches `to`; `complete` when the piece cannot capture again from there.
  // The end is described to the sink only once it is kept (most sequences are not).
  void finish(Square to, Bitboard captured, int kings, bool complete) {
    if constexpr (Sink::kEverySequence) {
      sink_.add(CaptureEnd{from_, to, captured, kings, &path_, depth_, by_king_, complete});
      return;
    }
    if (!complete) return;
    const int count = depth_;  // one landing per captured piece: popcount(captured)
    if (count < best_count_ || (count == best_count_ && kings < best_kings_)) return;
    if (count > best_count_ || kings > best_kings_) {
      sink_.clear();
      best_count_ = count;
      best_kings_ = kings;
    }
    sink_.add(CaptureEnd{from_, to, captured, kings, &path_, depth_, by_king_, true});
  }

  const Bitboard enemy_;
  const Bitboard enemy_kings_;
  const Bitboard all_occupied_;
  Sink sink_;
  Bitboard occupied_ = 0;
  Square from_ = kNoSquare;
  bool by_king_ = false;
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
  // The squares with an enemy piece next to them in a forward direction and an empty one beyond.
  constexpr Direction back0 = opposite(kForward<Us>[0]);
  constexpr Direction back1 = opposite(kForward<Us>[1]);
  const Bitboard result = (shift<back0>(enemy) & jump_shift<back0>(empty)) |
                          (shift<back1>(enemy) & jump_shift<back1>(empty));
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

// The pieces of side Us that can start a capture (see rules::Capturers).
template <Color Us>
Capturers capturers(const Position& pos) {
  Capturers c{capturing_men<Us>(pos), 0};
  for (Bitboard kings = pos.kings(Us); kings != 0;) {
    const Square sq = pop_lowest(kings);
    if (king_can_capture<Us>(pos, sq)) c.kings |= bit(sq);
  }
  return c;
}

template <Color Us>
bool has_capture_for(const Position& pos) {
  return capturers<Us>(pos).any();
}

template <Color Us, class Sink>
void generate_captures(const Position& pos, const Capturers& pieces, Sink sink) {
  CaptureSearch<Us, Sink> search(pos, sink);
  for (Bitboard men = pieces.men; men != 0;) search.from_man(pop_lowest(men));
  for (Bitboard kings = pieces.kings; kings != 0;) search.from_king(pop_lowest(kings));
}

// Calls visit(move) for each quiet move (to be used only when no capture exists).
template <Color Us, class Visit>
void visit_quiet(const Position& pos, Visit&& visit) {
  const Bitboard empty = pos.empty();
  const Bitboard men = pos.men(Us);
  for (Direction d : kForward<Us>) {
    for (Bitboard movers = men & shift(empty, opposite(d)); movers != 0;) {
      Move m;
      m.from = pop_lowest(movers);
      m.to = neighbour(m.from, d);
      visit(m);
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
        visit(m);
      }
    }
  }
}

template <Color Us>
int count_quiet(const Position& pos) {
  const Bitboard empty = pos.empty();
  const Bitboard men = pos.men(Us);
  int count = 0;
  count += popcount(men & shift<opposite(kForward<Us>[0])>(empty)) +
           popcount(men & shift<opposite(kForward<Us>[1])>(empty));
  const Bitboard occupied = pos.occupied();
  for (Bitboard kings = pos.kings(Us); kings != 0;) {
    const Square from = pop_lowest(kings);
    for (Direction d : kDirections) count += popcount(free_ray(from, d, occupied));
  }
  return count;
}

// Whether the piece on `from` may step (a man) or fly (a king) to `to`, with no capture possible.
template <Color Us>
bool is_legal_quiet_move_for(const Position& pos, const Capturers& capturers, Square from,
                             Square to) {
  if (capturers.any()) return false;
  if (contains(pos.men(Us), from)) {
    return contains(pos.empty(), to) &&
           (to == neighbour(from, kForward<Us>[0]) || to == neighbour(from, kForward<Us>[1]));
  }
  if (!contains(pos.kings(Us), from)) return false;
  const Bitboard occupied = pos.occupied();
  for (Direction d : kDirections) {
    if (contains(free_ray(from, d, occupied), to)) return true;
  }
  return false;
}

// Whether a piece of side Us has an empty square next to it where it may step: ahead for a man,
// in any direction for a king (a king that can fly somewhere can take the first step).
// Nearly always a man can step: the squares behind are looked at only for kings, if any.
template <Color Us>
bool has_quiet_move_for(const Position& pos) {
  const Bitboard empty = pos.empty();
  if ((pos.pieces(Us) & step_sources<Us>(empty)) != 0) return true;
  const Bitboard kings = pos.kings(Us);
  return kings != 0 && (kings & step_sources<opponent(Us)>(empty)) != 0;
}

// A piece that can capture has a legal capture; otherwise any quiet move will do.
template <Color Us>
bool has_moves_for(const Position& pos, const Capturers& capturers) {
  return capturers.any() || has_quiet_move_for<Us>(pos);
}

// Calls visit(move) for each legal move, one per identity. Quiet moves are visited as they are
// found; captures are collected first, since a longer one found later overrules them.
template <Color Us, class Visit>
void visit_moves(const Position& pos, Visit&& visit) {
  if (const Capturers pieces = capturers<Us>(pos); pieces.any()) {
    MoveList captures;
    generate_captures<Us>(pos, pieces, UniqueMoves{captures});
    for (const Move& m : captures) visit(m);
  } else {
    visit_quiet<Us>(pos, visit);
  }
}

template <Color Us>
int count_for(const Position& pos) {
  const Capturers pieces = capturers<Us>(pos);
  if (!pieces.any()) return count_quiet<Us>(pos);
  int count = 0;
  std::array<CountMoves::KingCapture, MoveList::kCapacity> kings;
  generate_captures<Us>(pos, pieces, CountMoves{count, kings});
  return count;
}

}  // namespace damas::rules::detail
