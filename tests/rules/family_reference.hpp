// A second, separate move generator for variants of the draughts family, written for
// the tests from the rules as docs/variants.md states them (not from rules/family): a grid of
// characters and a plain recursive search of capture routes. The generic generator is checked
// against it where no perft counts are published (pool) and, beyond the published depths, by
// random games (family_reference_test.cpp).
#pragma once

#include <compare>
#include <cstdint>
#include <ostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "damas/rules/family/movegen.hpp"

namespace damas::rules::family::reference {

// What the reference knows of a variant.
struct RefRules {
  bool men_capture_backwards = true;
  bool flying_kings = true;
  enum class Choice { free, most_pieces, kings_first } choice = Choice::free;
  // A man reaching the far row in a capture: stops there crowned, goes on as a man (crowned
  // only where it ends), or is crowned at once and goes on as a king.
  enum class Crowning { ends_move, as_man, as_king } crowning = Crowning::as_man;
};

// Rows from the top (row 0 is the highest rank), columns from the a file; 'b'/'w' men, 'B'/'W'
// kings, '.' empty. Square boards of any size.
using Grid = std::vector<std::string>;

struct RefMove {
  int from_row, from_col, to_row, to_col;
  std::set<std::pair<int, int>> taken;
  bool crowned = false;  // a man that ends its move a king
  auto operator<=>(const RefMove&) const = default;
};

// For failure messages: "c3xe5 d4" (ranks as on an 8x8 board).
inline void PrintTo(const RefMove& m, std::ostream* os) {
  const auto name = [](int r, int c) { return std::string{char('a' + c), char('8' - r)}; };
  *os << name(m.from_row, m.from_col) << (m.taken.empty() ? "-" : "x")
      << name(m.to_row, m.to_col) << (m.crowned ? "=K" : "");
  for (const auto& [r, c] : m.taken) *os << " " << name(r, c);
}

namespace detail {

inline bool on_board(const Grid& g, int r, int c) {
  const int n = static_cast<int>(g.size());
  return r >= 0 && r < n && c >= 0 && c < n;
}
inline bool is_black(char p) { return p == 'b' || p == 'B'; }
inline bool is_king(char p) { return p == 'B' || p == 'W'; }
inline char crowned(char p) { return is_black(p) ? 'B' : 'W'; }
inline bool on_far_row(const Grid& g, char man, int r) {
  return is_black(man) ? r == static_cast<int>(g.size()) - 1 : r == 0;
}
inline int forward(char p) { return is_black(p) ? 1 : -1; }

constexpr int kDirs[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

struct Step {
  int over_r, over_c, land_r, land_c;
};

// The single jumps `piece` on (r, c) can make, past the pieces already taken (they stay on the
// board until the move ends, so they block and are not taken twice).
inline std::vector<Step> jumps(const RefRules& rules, const Grid& g, char piece, int r, int c,
                               const std::set<std::pair<int, int>>& taken) {
  const bool black = is_black(piece);
  const bool flies = is_king(piece) && rules.flying_kings;
  std::vector<Step> steps;
  for (const auto& d : kDirs) {
    if (!is_king(piece) && !rules.men_capture_backwards && d[0] != forward(piece)) continue;
    int rr = r + d[0], cc = c + d[1];
    if (flies) {
      while (on_board(g, rr, cc) && g[rr][cc] == '.') rr += d[0], cc += d[1];
    }
    if (!on_board(g, rr, cc) || g[rr][cc] == '.' || is_black(g[rr][cc]) == black ||
        taken.count({rr, cc}) != 0) {
      continue;
    }
    for (int lr = rr + d[0], lc = cc + d[1]; on_board(g, lr, lc) && g[lr][lc] == '.';
         lr += d[0], lc += d[1]) {
      steps.push_back({rr, cc, lr, lc});
      if (!flies) break;
    }
  }
  return steps;
}

// Every capture from (fr, fc) that has reached (r, c) as `piece` having taken `taken`, to its
// end. `man` is the piece that started (a man crowned on the way ends a king).
inline void captures_from(const RefRules& rules, const Grid& g, char man, char piece, int r,
                          int c, int fr, int fc, std::set<std::pair<int, int>>& taken,
                          std::set<RefMove>& out) {
  const auto end_here = [&] {
    const bool crowned_man = !is_king(man) && (is_king(piece) || on_far_row(g, man, r));
    out.insert({fr, fc, r, c, taken, crowned_man});
  };
  // A man that reached the far row: under some rules that ends its move.
  if (!taken.empty() && !is_king(piece) && on_far_row(g, piece, r) &&
      rules.crowning == RefRules::Crowning::ends_move) {
    return end_here();
  }
  if (!taken.empty() && !is_king(piece) && on_far_row(g, piece, r) &&
      rules.crowning == RefRules::Crowning::as_king) {
    piece = crowned(piece);
  }
  const std::vector<Step> steps = jumps(rules, g, piece, r, c, taken);
  if (steps.empty()) {
    if (!taken.empty()) end_here();
    return;
  }
  const auto after = [&](const Step& s) {
    Grid next = g;
    next[r][c] = '.';
    next[s.land_r][s.land_c] = piece;
    return next;
  };
  // A flying king lands where it can take on, when some landing beyond that piece allows it.
  std::vector<bool> goes_on(steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i) {
    std::set<std::pair<int, int>> more = taken;
    more.insert({steps[i].over_r, steps[i].over_c});
    goes_on[i] =
        !jumps(rules, after(steps[i]), piece, steps[i].land_r, steps[i].land_c, more).empty();
  }
  for (std::size_t i = 0; i < steps.size(); ++i) {
    bool sibling_goes_on = false;
    for (std::size_t j = 0; j < steps.size(); ++j) {
      sibling_goes_on |= goes_on[j] && steps[j].over_r == steps[i].over_r &&
                         steps[j].over_c == steps[i].over_c;
    }
    if (sibling_goes_on && !goes_on[i]) continue;
    taken.insert({steps[i].over_r, steps[i].over_c});
    captures_from(rules, after(steps[i]), man, piece, steps[i].land_r, steps[i].land_c, fr, fc,
                  taken, out);
    taken.erase({steps[i].over_r, steps[i].over_c});
  }
}

}  // namespace detail

// The legal moves of the side to move.
inline std::set<RefMove> reference_moves(const RefRules& rules, const Grid& g,
                                         bool black_to_move) {
  using namespace detail;
  std::set<RefMove> captures;
  std::set<RefMove> quiet;
  const int n = static_cast<int>(g.size());
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const char p = g[r][c];
      if (p == '.' || is_black(p) != black_to_move) continue;
      std::set<std::pair<int, int>> taken;
      captures_from(rules, g, p, p, r, c, r, c, taken, captures);
      for (const auto& d : kDirs) {
        if (!is_king(p) && d[0] != forward(p)) continue;
        for (int rr = r + d[0], cc = c + d[1]; on_board(g, rr, cc) && g[rr][cc] == '.';
             rr += d[0], cc += d[1]) {
          quiet.insert({r, c, rr, cc, {}, !is_king(p) && on_far_row(g, p, rr)});
          if (!is_king(p) || !rules.flying_kings) break;
        }
      }
    }
  }
  if (captures.empty()) return quiet;
  std::set<RefMove> chosen;
  std::size_t most = 0;
  bool by_king = false;
  for (const RefMove& m : captures) {
    most = std::max(most, m.taken.size());
    by_king |= is_king(g[m.from_row][m.from_col]);
  }
  for (const RefMove& m : captures) {
    if (rules.choice == RefRules::Choice::most_pieces && m.taken.size() != most) continue;
    if (rules.choice == RefRules::Choice::kings_first && by_king &&
        !is_king(g[m.from_row][m.from_col])) {
      continue;
    }
    chosen.insert(m);
  }
  return chosen;
}

inline Grid reference_play(Grid g, const RefMove& m) {
  char piece = g[m.from_row][m.from_col];
  g[m.from_row][m.from_col] = '.';
  for (const auto& [r, c] : m.taken) g[r][c] = '.';
  g[m.to_row][m.to_col] = m.crowned ? detail::crowned(piece) : piece;
  return g;
}

inline std::uint64_t reference_perft(const RefRules& rules, const Grid& g, bool black_to_move,
                                     int depth) {
  if (depth == 0) return 1;
  std::uint64_t n = 0;
  for (const RefMove& m : reference_moves(rules, g, black_to_move)) {
    n += reference_perft(rules, reference_play(g, m), !black_to_move, depth - 1);
  }
  return n;
}

// The generic generator's side: squares by algebraic name ("c3" is row 5, column 2 on 8x8).
inline std::pair<int, int> cell(const Board& board, int square) {
  const std::string name = board.algebraic(square);
  return {board.shape().height - std::stoi(name.substr(1)), name[0] - 'a'};
}

inline Grid grid_of(const Board& board, const Position& p) {
  Grid g(board.shape().height, std::string(board.shape().width, '.'));
  for (int sq = 0; sq < board.square_count(); ++sq) {
    const auto [r, c] = cell(board, sq);
    constexpr char kLetters[] = {'.', 'w', 'W', 'b', 'B'};
    g[r][c] = kLetters[static_cast<int>(p.squares[sq])];
  }
  return g;
}

inline RefMove as_reference(const Board& board, const Move& m) {
  const auto [fr, fc] = cell(board, m.from);
  const auto [tr, tc] = cell(board, m.to);
  RefMove out{fr, fc, tr, tc, {}, m.crowns};
  for (const int sq : m.captured) out.taken.insert(cell(board, sq));
  return out;
}

}  // namespace damas::rules::family::reference
