#include "damas/rules/family/movegen.hpp"

#include <algorithm>
#include <bitset>
#include <stdexcept>
#include <string>
#include <tuple>

#include "../perft_depth.hpp"

namespace damas::rules::family {

bool belongs_to(Piece piece, Side side) {
  return side == Side::white ? piece == Piece::white_man || piece == Piece::white_king
                             : piece == Piece::black_man || piece == Piece::black_king;
}

Side opponent(Side side) { return side == Side::white ? Side::black : Side::white; }

namespace {

bool is_king(Piece p) { return p == Piece::white_king || p == Piece::black_king; }
Piece king_of(Side side) { return side == Side::white ? Piece::white_king : Piece::black_king; }

bool forward(Direction d, Side side) {
  const bool up = d == Direction::up_right || d == Direction::up_left;
  return up == (side == Side::white);
}

bool on_far_row(const Board& board, int square, Side side) {
  return board.rank(square) == (side == Side::white ? board.shape().height - 1 : 0);
}

// What decides between captures under the Italian rules, best last: more pieces, then taken by
// a king, then more kings, then a king met sooner.
struct ItalianRank {
  int pieces = 0;
  bool by_king = false;
  int kings = 0;
  int first_king = 0;  // minus the index of the first king taken; -kMaxSquares without one

  auto key() const { return std::tuple(pieces, by_king, kings, first_king); }
};

class Generator {
 public:
  Generator(const Variant& variant, const Board& board, const Position& position)
      : variant_(variant), board_(board), squares_(position.squares),
        side_(position.side_to_move) {}

  std::vector<Move> run() {
    for (int sq = 0; sq < board_.square_count(); ++sq) {
      if (!belongs_to(squares_[sq], side_)) continue;
      const Piece mover = squares_[sq];
      squares_[sq] = Piece::none;  // the start square is empty during the move
      start_ = sq;
      start_king_ = is_king(mover);
      capture_from(sq, start_king_);
      squares_[sq] = mover;
    }
    if (!captures_.empty()) return choose(std::move(captures_));
    std::vector<Move> quiet;
    for (int sq = 0; sq < board_.square_count(); ++sq) {
      if (belongs_to(squares_[sq], side_)) add_quiet_moves(sq, quiet);
    }
    return quiet;
  }

 private:
  bool can_take(Piece victim, bool as_king) const {
    if (!belongs_to(victim, opponent(side_))) return false;
    return variant_.men_capture_kings || as_king || !is_king(victim);
  }

  // Searches every capture that goes on from `at`, the piece moving as a king or a man.
  void capture_from(int at, bool as_king) {
    bool took_more = false;
    for (const Direction d : kDirections) {
      if (!as_king && !variant_.men_capture_backwards && !forward(d, side_)) continue;
      const bool long_range = as_king && variant_.flying_kings;
      int victim = board_.neighbour(at, d);
      while (long_range && victim != kNoSquare && squares_[victim] == Piece::none) {
        victim = board_.neighbour(victim, d);
      }
      if (victim == kNoSquare || taken_[victim] || !can_take(squares_[victim], as_king)) continue;
      taken_[victim] = true;
      // A flying king that can take again from some square beyond the victim must stop on one
      // of those: the capture goes on while it can. Under a majority rule the longer capture
      // wins anyway; under free choice (Russian, Czech) this forbids stopping short.
      bool must_go_on = false;
      for (int land = board_.neighbour(victim, d);
           long_range && land != kNoSquare && squares_[land] == Piece::none;
           land = board_.neighbour(land, d)) {
        must_go_on = must_go_on || king_can_take_from(land);
      }
      for (int land = board_.neighbour(victim, d);
           land != kNoSquare && squares_[land] == Piece::none; land = board_.neighbour(land, d)) {
        if (must_go_on && !king_can_take_from(land)) continue;
        took_more = true;
        captured_.push_back(static_cast<std::int8_t>(victim));
        landings_.push_back(static_cast<std::int8_t>(land));
        continue_after_landing(land, as_king);
        landings_.pop_back();
        captured_.pop_back();
        if (!long_range) break;
      }
      taken_[victim] = false;
    }
    if (!took_more && !captured_.empty()) record_capture(at, as_king);
  }

  // Whether a flying king standing on `at` could take a piece not yet taken.
  bool king_can_take_from(int at) const {
    for (const Direction d : kDirections) {
      int victim = board_.neighbour(at, d);
      while (victim != kNoSquare && squares_[victim] == Piece::none) {
        victim = board_.neighbour(victim, d);
      }
      if (victim == kNoSquare || taken_[victim] || !can_take(squares_[victim], true)) continue;
      const int beyond = board_.neighbour(victim, d);
      if (beyond != kNoSquare && squares_[beyond] == Piece::none) return true;
    }
    return false;
  }

  void continue_after_landing(int land, bool as_king) {
    if (as_king || !on_far_row(board_, land, side_)) return capture_from(land, as_king);
    switch (variant_.crowning) {
      case CrowningInCapture::ends_move: return record_capture(land, true);
      case CrowningInCapture::captures_on_as_king: return capture_from(land, true);
      case CrowningInCapture::only_where_it_ends: return capture_from(land, false);
    }
  }

  void record_capture(int end, bool as_king) {
    Move move{.from = start_, .to = end, .landings = landings_, .captured = captured_,
              .crowns = !start_king_ && (as_king || on_far_row(board_, end, side_))};
    std::bitset<kMaxSquares> set;
    for (const std::int8_t sq : captured_) set.set(static_cast<std::size_t>(sq));
    for (const auto& [from, to, other] : identities_) {
      if (from == start_ && to == end && other == set) return;  // the same move by another route
    }
    identities_.emplace_back(start_, end, set);
    captures_.push_back(std::move(move));
  }

  void add_quiet_moves(int sq, std::vector<Move>& out) const {
    const bool king = is_king(squares_[sq]);
    for (const Direction d : kDirections) {
      if (!king && !forward(d, side_)) continue;
      for (int to = board_.neighbour(sq, d); to != kNoSquare && squares_[to] == Piece::none;
           to = board_.neighbour(to, d)) {
        out.push_back(Move{.from = sq, .to = to, .landings = {}, .captured = {},
                           .crowns = !king && on_far_row(board_, to, side_)});
        if (!king || !variant_.flying_kings) break;
      }
    }
  }

  int kings_taken(const Move& m) const {
    return static_cast<int>(std::count_if(m.captured.begin(), m.captured.end(),
                                          [&](std::int8_t sq) { return is_king(squares_[sq]); }));
  }

  ItalianRank italian_rank(const Move& m) const {
    ItalianRank rank{.pieces = static_cast<int>(m.captured.size()),
                     .by_king = is_king(squares_[m.from]), .kings = kings_taken(m),
                     .first_king = -kMaxSquares};
    for (std::size_t i = 0; i < m.captured.size(); ++i) {
      if (is_king(squares_[m.captured[i]])) {
        rank.first_king = -static_cast<int>(i);
        break;
      }
    }
    return rank;
  }

  // The captures the variant's rules leave to choose from.
  std::vector<Move> choose(std::vector<Move> all) const {
    const auto keep_best = [&](auto score) {
      auto best = score(all.front());
      for (const Move& m : all) best = std::max(best, score(m));
      std::erase_if(all, [&](const Move& m) { return score(m) < best; });
    };
    switch (variant_.choice) {
      case CaptureChoice::free: break;
      case CaptureChoice::most_pieces:
        keep_best([](const Move& m) { return m.captured.size(); });
        break;
      case CaptureChoice::most_pieces_then_kings:
        keep_best([&](const Move& m) { return std::pair(m.captured.size(), kings_taken(m)); });
        break;
      case CaptureChoice::kings_capture_first:
        keep_best([&](const Move& m) { return is_king(squares_[m.from]); });
        break;
      case CaptureChoice::italian:
        keep_best([&](const Move& m) { return italian_rank(m).key(); });
        break;
    }
    return all;
  }

  const Variant& variant_;
  const Board& board_;
  std::array<Piece, kMaxSquares> squares_;
  Side side_;
  int start_ = kNoSquare;
  bool start_king_ = false;
  std::bitset<kMaxSquares> taken_;
  std::vector<std::int8_t> captured_;
  std::vector<std::int8_t> landings_;
  std::vector<std::tuple<int, int, std::bitset<kMaxSquares>>> identities_;
  std::vector<Move> captures_;
};

}  // namespace

Position initial_position(const Variant& variant, const Board& board) {
  Position p;
  p.side_to_move = variant.first_to_move;
  const int height = board.shape().height;
  for (int sq = 0; sq < board.square_count(); ++sq) {
    if (board.rank(sq) < variant.men_rows) p.squares[sq] = Piece::white_man;
    if (board.rank(sq) >= height - variant.men_rows) p.squares[sq] = Piece::black_man;
  }
  return p;
}

std::vector<Move> legal_moves(const Variant& variant, const Board& board,
                              const Position& position) {
  return Generator(variant, board, position).run();
}

namespace {

// Checked, unlike rules::Position::after: here a square indexes an array, which a bad one would
// write outside of, and the compares cost nothing beside making the moves (a vector of them,
// each with two vectors of its own).
void check_squares(const Move& move) {
  const auto check = [](int square) {
    if (square < 0 || square >= kMaxSquares) {
      throw std::out_of_range("square index " + std::to_string(square) +
                              " is on no board of the family (0 to " +
                              std::to_string(kMaxSquares - 1) + ")");
    }
  };
  check(move.from);
  check(move.to);
  for (const std::int8_t square : move.captured) check(square);
}

}  // namespace

Position play(const Position& position, const Move& move) {
  check_squares(move);
  Position next = position;
  const Side side = position.side_to_move;
  const Piece mover = position.squares[move.from];
  for (const std::int8_t sq : move.captured) next.squares[sq] = Piece::none;
  next.squares[move.from] = Piece::none;
  next.squares[move.to] = move.crowns ? king_of(side) : mover;
  next.side_to_move = opponent(side);
  return next;
}

namespace {

std::uint64_t count_leaves(const Variant& variant, const Board& board, const Position& position,
                           int depth) {
  if (depth == 0) return 1;
  const std::vector<Move> moves = legal_moves(variant, board, position);
  if (depth == 1) return moves.size();
  std::uint64_t leaves = 0;
  for (const Move& m : moves) leaves += count_leaves(variant, board, play(position, m), depth - 1);
  return leaves;
}

}  // namespace

std::uint64_t perft(const Variant& variant, const Board& board, const Position& position,
                    int depth) {
  rules::detail::check_perft_depth(depth, 0, "perft");
  return count_leaves(variant, board, position, depth);
}

std::vector<DivideEntry> perft_divide(const Variant& variant, const Board& board,
                                      const Position& position, int depth) {
  rules::detail::check_perft_depth(depth, 1, "perft_divide");
  std::vector<DivideEntry> entries;
  for (Move& m : legal_moves(variant, board, position)) {
    const std::uint64_t nodes = count_leaves(variant, board, play(position, m), depth - 1);
    entries.push_back({std::move(m), nodes});
  }
  return entries;
}

std::string square_name(const Variant& variant, const Board& board, int sq) {
  return variant.algebraic ? board.algebraic(sq) : std::to_string(board.number(sq));
}

std::string move_text(const Variant& variant, const Board& board, const Move& move) {
  std::string text = square_name(variant, board, move.from);
  if (!move.is_capture()) return text + '-' + square_name(variant, board, move.to);
  for (const std::int8_t sq : move.landings) {
    text += variant.capture_mark + square_name(variant, board, sq);
  }
  return text;
}

std::string short_move_text(const Variant& variant, const Board& board, const Move& move,
                            const std::vector<Move>& legal) {
  const auto same_ends = [&](const Move& other) {
    return other.from == move.from && other.to == move.to;
  };
  if (!move.is_capture() || std::count_if(legal.begin(), legal.end(), same_ends) > 1) {
    return move_text(variant, board, move);
  }
  return square_name(variant, board, move.from) + variant.capture_mark +
         square_name(variant, board, move.to);
}

}  // namespace damas::rules::family
