#include "damas/rules/movegen.hpp"

#include "movegen_impl.hpp"

namespace damas::rules {

namespace {

template <Color Us>
void generate_for(const Position& pos, MoveList& moves) {
  moves.clear();
  detail::visit_moves<Us>(pos, [&moves](const Move& m) { moves.push_back(m); });
}

template <Color Us>
std::vector<Move> routes_for(const Position& pos) {
  std::vector<Move> routes;
  detail::generate_captures<Us>(pos, detail::capturers<Us>(pos), detail::AllRoutes{routes});
  return routes;
}

template <Color Us>
std::vector<CaptureSequence> sequences_for(const Position& pos) {
  std::vector<CaptureSequence> sequences;
  detail::generate_captures<Us>(pos, detail::capturers<Us>(pos), detail::EverySequence{sequences});
  return sequences;
}

template <Color Us>
void captures_between_for(const Position& pos, const Capturers& capturers, Square from, Square to,
                          MoveList& moves) {
  moves.clear();
  if (!contains(capturers.men | capturers.kings, from)) return;
  detail::generate_captures<Us>(pos, capturers, detail::MovesBetween{from, to, moves});
}

}  // namespace

Capturers find_capturers(const Position& pos) {
  return pos.side_to_move() == Color::white ? detail::capturers<Color::white>(pos)
                                            : detail::capturers<Color::black>(pos);
}

void generate_moves(const Position& pos, MoveList& moves) {
  if (pos.side_to_move() == Color::white) {
    generate_for<Color::white>(pos, moves);
  } else {
    generate_for<Color::black>(pos, moves);
  }
}

std::vector<Move> legal_capture_routes(const Position& pos) {
  return pos.side_to_move() == Color::white ? routes_for<Color::white>(pos)
                                            : routes_for<Color::black>(pos);
}

std::vector<CaptureSequence> every_capture_sequence(const Position& pos) {
  return pos.side_to_move() == Color::white ? sequences_for<Color::white>(pos)
                                            : sequences_for<Color::black>(pos);
}

int count_moves(const Position& pos) {
  return pos.side_to_move() == Color::white ? detail::count_for<Color::white>(pos)
                                            : detail::count_for<Color::black>(pos);
}

bool has_capture(const Position& pos) {
  return pos.side_to_move() == Color::white ? detail::has_capture_for<Color::white>(pos)
                                            : detail::has_capture_for<Color::black>(pos);
}

void generate_captures_between(const Position& pos, const Capturers& capturers, Square from,
                               Square to, MoveList& moves) {
  if (pos.side_to_move() == Color::white) {
    captures_between_for<Color::white>(pos, capturers, from, to, moves);
  } else {
    captures_between_for<Color::black>(pos, capturers, from, to, moves);
  }
}

bool is_legal_quiet_move(const Position& pos, Square from, Square to) {
  return is_legal_quiet_move(pos, find_capturers(pos), from, to);
}

bool is_legal_quiet_move(const Position& pos, const Capturers& capturers, Square from, Square to) {
  return pos.side_to_move() == Color::white
             ? detail::is_legal_quiet_move_for<Color::white>(pos, capturers, from, to)
             : detail::is_legal_quiet_move_for<Color::black>(pos, capturers, from, to);
}

bool has_moves(const Position& pos) { return has_moves(pos, find_capturers(pos)); }

bool has_moves(const Position& pos, const Capturers& capturers) {
  return pos.side_to_move() == Color::white ? detail::has_moves_for<Color::white>(pos, capturers)
                                            : detail::has_moves_for<Color::black>(pos, capturers);
}

}  // namespace damas::rules
