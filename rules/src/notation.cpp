#include "damas/rules/notation.hpp"

#include <algorithm>
#include <cctype>
#include <tuple>
#include <cstdlib>

#include <fmt/core.h>

#include "damas/rules/movegen.hpp"
#include "damas/support/quoted.hpp"

namespace damas::rules {

namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool is_file_letter(char c) {
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower >= 'a' && lower <= 'h';
}

std::string found_at(std::string_view text, std::size_t i) {
  return i < text.size() ? support::quoted_character(text, i, '\'')
                         : std::string("the end of the move");
}

// Whether `points[first..last]` run straight along one diagonal from points[first] to
// points[last] (so a written path may leave out the landings where the piece does not turn).
bool runs_straight(const std::vector<Square>& points, std::size_t first, std::size_t last) {
  const Square a = points[first];
  const int df = file_of(points[last]) - file_of(a);
  const int dr = rank_of(points[last]) - rank_of(a);
  if (df == 0 || (df != dr && df != -dr)) return false;
  for (std::size_t i = first + 1; i < last; ++i) {
    const int f = file_of(points[i]) - file_of(a);
    const int r = rank_of(points[i]) - rank_of(a);
    if (f * dr != r * df || (f > 0) != (df > 0) || std::abs(f) >= std::abs(df)) return false;
  }
  return true;
}

// Every route of `pos` that the written squares describe (see follows_written_path).
std::vector<Move> routes_through(const Position& pos, const std::vector<Square>& written) {
  std::vector<Move> fitting;
  for (const Move& route : legal_capture_routes(pos)) {
    if (follows_written_path(route, written)) fitting.push_back(route);
  }
  return fitting;
}

// Keeps one move per identity.
std::vector<Move> distinct_moves(const std::vector<Move>& moves) {
  std::vector<Move> distinct;
  for (const Move& m : moves) {
    const bool known = std::any_of(distinct.begin(), distinct.end(),
                                   [&](const Move& d) { return d.same_identity(m); });
    if (!known) distinct.push_back(m);
  }
  return distinct;
}

MoveMatch verdict(const std::vector<Move>& fitting) {
  MoveMatch match;
  const std::vector<Move> distinct = distinct_moves(fitting);
  if (distinct.size() == 1) {
    match.status = MatchStatus::legal;
    match.move = distinct.front();
  } else if (distinct.size() > 1) {
    match.status = MatchStatus::ambiguous;
    match.candidates = distinct;
  }
  return match;
}

}  // namespace

bool follows_written_path(const Move& route, const std::vector<Square>& written) {
  if (written.size() < 2 || route.from != written.front() || route.to != written.back()) {
    return false;
  }
  // Two squares name every route between them, whatever its turns (as match_move reads them).
  if (written.size() == 2) return true;
  std::vector<Square> points{route.from};
  for (std::int8_t sq : route.landings()) points.push_back(sq);
  std::size_t at = 0;
  for (std::size_t w = 1; w < written.size(); ++w) {
    std::size_t next = at + 1;
    if (w + 1 == written.size()) {
      next = points.size() - 1;  // the last written square is where the route ends
    } else {
      while (next < points.size() && points[next] != written[w]) ++next;
    }
    if (next >= points.size() || next <= at || !runs_straight(points, at, next)) return false;
    at = next;
  }
  return true;
}

ParsedMoveText parse_move_text(std::string_view text, Board board) {
  ParsedMoveText parsed;
  auto fail = [&](std::size_t at, std::string message) {
    parsed.squares.clear();
    parsed.error = MoveTextError{at, std::move(message)};
    return parsed;
  };
  std::size_t i = 0;
  auto skip_space = [&] {
    while (i < text.size() && is_space(text[i])) ++i;
  };
  skip_space();
  while (true) {
    const std::size_t start = i;
    const bool numeric = i < text.size() && is_digit(text[i]);
    const bool algebraic =
        !numeric && i + 1 < text.size() && is_file_letter(text[i]) && is_digit(text[i + 1]);
    if (numeric) {
      int number = 0;
      while (i < text.size() && is_digit(text[i])) {
        if (number < 1000) number = number * 10 + (text[i] - '0');
        ++i;
      }
      const Square sq = square_from_number(number);
      if (sq == kNoSquare) {
        return fail(start, fmt::format("square {} is out of range (1 to 32)",
                                       support::shortened(text.substr(start, i - start))));
      }
      parsed.squares.push_back(sq);
    } else if (algebraic) {
      const auto sq = square_from_name(text.substr(i, 2), board);
      if (!sq) return fail(start, fmt::format("{} is not a playing square", text.substr(i, 2)));
      parsed.squares.push_back(*sq);
      i += 2;
    } else {
      return fail(start, fmt::format("expected a square, found {}", found_at(text, i)));
    }
    skip_space();
    if (i >= text.size()) break;
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    if (c == 'x' || c == ':') {
      parsed.separator = Separator::capture;
      ++i;
    } else if (c == '-') {
      ++i;
    } else if (!(algebraic && is_file_letter(c))) {
      // Only algebraic moves may omit the separator (`c3d4`).
      return fail(i, fmt::format("expected '-', 'x' or ':', found {}", found_at(text, i)));
    }
    skip_space();
  }
  if (parsed.squares.size() < 2) {
    return fail(text.size(), "expected a separator and a second square, found the end of the move");
  }
  return parsed;
}

MoveMatch match_move(const Position& pos, const ParsedMoveText& text) {
  return match_move(pos, text, find_capturers(pos));
}

MoveMatch match_move(const Position& pos, const ParsedMoveText& text, const Capturers& capturers) {
  if (!text.ok() || text.squares.size() < 2) return {};
  if (text.squares.size() > 2) return verdict(routes_through(pos, text.squares));
  return match_move(pos, text.squares.front(), text.squares.back(), text.separator, capturers);
}

MoveMatch match_move(const Position& pos, Square from, Square to, Separator separator,
                     const Capturers& capturers) {
  MoveMatch match;
  if (!capturers.any()) {  // most moves of a game: no need to generate them all
    if (!is_legal_quiet_move(pos, capturers, from, to)) return match;
    match.status = separator == Separator::capture ? MatchStatus::quiet_written_as_capture
                                                   : MatchStatus::legal;
    match.move.from = from;
    match.move.to = to;
    return match;
  }
  // A capture, or illegal. Nearly every capture written is one legal move.
  MoveList fitting;
  generate_captures_between(pos, capturers, from, to, fitting);
  if (fitting.size() == 1) {
    match.status = MatchStatus::legal;
    match.move = fitting[0];
  } else if (fitting.size() > 1) {
    match.status = MatchStatus::ambiguous;
    match.candidates.assign(fitting.begin(), fitting.end());
  }
  return match;
}

std::string route_text(const Move& move, SquareNotation notation) {
  std::string out = square_text(move.from, notation);
  if (!move.is_capture()) return out + '-' + square_text(move.to, notation);
  for (std::int8_t sq : move.landings()) out += 'x' + square_text(sq, notation);
  return out;
}

std::string routes_text(const std::vector<Move>& moves) {
  std::string out;
  for (const Move& move : moves) {
    // Appended piece by piece: `const char* + std::string` here made GCC 12's link-time
    // optimiser warn of a copy bound it could not rule out (-Wstringop-overflow).
    if (!out.empty()) out += ", ";
    out += route_text(move);
  }
  return out;
}

std::vector<Move> in_square_order(const MoveList& moves) {
  std::vector<Move> sorted(moves.begin(), moves.end());
  std::sort(sorted.begin(), sorted.end(), [](const Move& a, const Move& b) {
    return std::tuple(square_number(a.from), square_number(a.to), a.captured) <
           std::tuple(square_number(b.from), square_number(b.to), b.captured);
  });
  return sorted;
}

std::string moves_text(const std::vector<Move>& moves, const MoveList& legal) {
  std::string out;
  for (const Move& m : moves) {
    if (!out.empty()) out += ' ';
    out += move_text(m, legal);
  }
  return out;
}

bool needs_full_path(const Move& move, const MoveList& legal) {
  return std::any_of(legal.begin(), legal.end(), [&](const Move& other) {
    return other.from == move.from && other.to == move.to && other.captured != move.captured;
  });
}

std::string move_text(const Move& move, const MoveList& legal, SquareNotation notation) {
  if (!move.is_capture() || needs_full_path(move, legal)) return route_text(move, notation);
  return square_text(move.from, notation) + 'x' + square_text(move.to, notation);
}

}  // namespace damas::rules
