#include "damas/pdn/notation.hpp"

#include <algorithm>

#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::pdn {

namespace {

bool is_default(const NotationStyle& style) {
  return style.squares == SquareStyle::as_written && style.captures == CaptureStyle::as_written &&
         style.input_board == rules::Board::standard;
}

rules::SquareNotation target_notation(SquareStyle style, bool written_algebraic) {
  switch (style) {
    case SquareStyle::numeric:
      return rules::SquareNotation::numeric;
    case SquareStyle::algebraic:
      return rules::SquareNotation::algebraic;
    case SquareStyle::as_written:
      break;
  }
  return written_algebraic ? rules::SquareNotation::algebraic : rules::SquareNotation::numeric;
}

// The board square of a square as written (replay has read it already: it exists).
rules::Square board_square(const Square& written, rules::Board board) {
  if (written.is_numeric()) return rules::square_from_number(written.number);
  return rules::square_from_name(written.name(), board).value_or(rules::kNoSquare);
}

// The squares to write for a resolved move, as board squares.
std::vector<rules::Square> squares_to_write(const ResolvedMove& resolved,
                                            const NotationStyle& style) {
  const rules::Move& move = resolved.move;
  std::vector<rules::Square> squares{move.from};
  bool path = false;
  if (move.is_capture()) {
    switch (style.captures) {
      case CaptureStyle::as_written:
        // The written path is kept (replay read it: every square exists).
        if (resolved.node->move.squares.size() > 2) {
          squares.clear();
          for (const Square& written : resolved.node->move.squares) {
            squares.push_back(board_square(written, style.input_board));
          }
          return squares;
        }
        break;  // a short capture that replay resolved names one move: it stays short
      case CaptureStyle::short_form: {
        rules::MoveList legal;
        rules::generate_moves(resolved.before, legal);
        path = rules::needs_full_path(move, legal);
        break;
      }
      case CaptureStyle::full_path:
        path = true;
        break;
    }
  }
  if (path) {
    for (const std::int8_t landing : move.landings()) squares.push_back(landing);
  } else {
    squares.push_back(move.to);
  }
  return squares;
}

// Whether a move already has the form the default style gives it (the common case, checked
// without building its text).
bool already_right(const Move& written, const rules::Move& move) {
  return move.is_capture() ? is_capture(written.separator) : written.separator == Separator::dash;
}

void rewrite_move(Move& written, const ResolvedMove& resolved, const NotationStyle& style) {
  const bool algebraic = !written.squares.empty() && !written.squares.front().is_numeric();
  const rules::SquareNotation notation = target_notation(style.squares, algebraic);
  Move rewritten;
  for (const rules::Square sq : squares_to_write(resolved, style)) {
    rewritten.squares.push_back(notation == rules::SquareNotation::numeric
                                    ? Square::numbered(rules::square_number(sq))
                                    : Square::named(rules::square_name(sq)));
  }
  rewritten.separator = resolved.move.is_capture() ? Separator::cross : Separator::dash;
  rewritten.text = move_notation(rewritten);
  written = std::move(rewritten);
}

// Visits the nodes of `line` in the order replay resolves them (a node's variations before its
// move), so that the resolved moves, a subsequence of that order, are met one after the other
// (`next` is the first not met yet): `rewrite(move, resolved)` for each node resolved.
template <typename Resolved, typename Rewrite>
void rewrite_line(Line& line, const std::vector<Resolved>& resolved, std::size_t& next,
                  const Rewrite& rewrite) {
  for (Node& node : line.nodes) {
    for (Line& variation : node.variations) rewrite_line(variation, resolved, next, rewrite);
    if (next < resolved.size() && resolved[next].node == &node) {
      rewrite(node.move, resolved[next++]);
    }
  }
}

// A game of another variant of the family, on its own board (rules/family).
class FamilyRewriter {
 public:
  FamilyRewriter(const FamilyGame& game, const NotationStyle& style)
      : game_(game), board_(game.variant.board), style_(style) {}

  void move(Move& written, const FamilyResolvedMove& resolved) const {
    const rules::family::Move& move = resolved.move;
    if (is_default(style_) && is_capture(written.separator) == move.is_capture()) return;
    const bool algebraic = algebraic_squares(
        !written.squares.empty() && !written.squares.front().is_numeric());
    Move rewritten;
    for (const int sq : squares_to_write(written, resolved)) {
      rewritten.squares.push_back(algebraic ? Square::named(board_.algebraic(sq))
                                            : Square::numbered(board_.number(sq)));
    }
    rewritten.separator = move.is_capture() ? Separator::cross : Separator::dash;
    rewritten.text = move_notation(rewritten);
    written = std::move(rewritten);
  }

  void fen(Game& game) const {
    if (style_.squares == SquareStyle::as_written) return;
    for (Tag& tag : game.tags) {
      if (tag.name != "FEN") continue;
      tag.value = rules::family::to_fen(board_, game_.start, algebraic_squares(false));
      return;  // replay reads the first FEN tag
    }
  }

 private:
  // Whether to name squares algebraically: as asked, or as written; never on a board of more
  // than nine ranks, whose names ("a10") a PDN square does not hold.
  bool algebraic_squares(bool written_algebraic) const {
    if (board_.shape().height > 9) return false;
    return target_notation(style_.squares, written_algebraic) == rules::SquareNotation::algebraic;
  }

  std::vector<int> squares_to_write(const Move& written, const FamilyResolvedMove& resolved) const {
    const rules::family::Move& move = resolved.move;
    bool path = false;
    if (move.is_capture()) {
      switch (style_.captures) {
        case CaptureStyle::as_written:
          path = written.squares.size() > 2;  // the replay matched the path written
          break;
        case CaptureStyle::short_form: {
          const auto legal =
              rules::family::legal_moves(game_.variant, board_, resolved.before);
          path = std::count_if(legal.begin(), legal.end(), [&](const rules::family::Move& m) {
                   return m.from == move.from && m.to == move.to;
                 }) > 1;
          break;
        }
        case CaptureStyle::full_path:
          path = true;
          break;
      }
    }
    std::vector<int> squares{move.from};
    if (path) {
      squares.insert(squares.end(), move.landings.begin(), move.landings.end());
    } else {
      squares.push_back(move.to);
    }
    return squares;
  }

  const FamilyGame& game_;
  const rules::family::Board board_;
  const NotationStyle& style_;
};

// Whether a FEN names its squares algebraically: a file letter followed by a rank digit (a
// colour letter follows ':' and is not one).
bool is_algebraic_fen(std::string_view fen) {
  for (std::size_t i = 1; i + 1 < fen.size(); ++i) {
    const char letter = static_cast<char>(fen[i] | 0x20);
    if (letter >= 'a' && letter <= 'h' && fen[i - 1] != ':' && fen[i + 1] >= '1' &&
        fen[i + 1] <= '8') {
      return true;
    }
  }
  return false;
}

void rewrite_fen(Game& game, const ReplayedGame& replayed, const NotationStyle& style) {
  for (Tag& tag : game.tags) {
    if (tag.name != "FEN") continue;
    const bool algebraic = is_algebraic_fen(tag.value);
    const rules::SquareNotation notation = target_notation(style.squares, algebraic);
    // Asked for a form, the FEN takes it canonically; as written, it changes only off the
    // mirrored board.
    const bool mirrored = algebraic && style.input_board == rules::Board::mirrored;
    if (style.squares != SquareStyle::as_written || mirrored) {
      tag.value = rules::to_fen(replayed.start, notation);
    }
    return;  // replay reads the first FEN tag
  }
}

}  // namespace

void rewrite_notation(Game& game, const ReplayedGame& replayed, const NotationStyle& style) {
  std::size_t next = 0;
  if (replayed.family) {
    const FamilyRewriter family(*replayed.family, style);
    rewrite_line(game.moves, replayed.family->resolved, next,
                 [&](Move& move, const FamilyResolvedMove& resolved) {
                   family.move(move, resolved);
                 });
    family.fen(game);
    return;
  }
  if (!replayed.replayed) return;
  const bool default_style = is_default(style);  // then most moves are left as they are
  rewrite_line(game.moves, replayed.resolved, next,
               [&](Move& move, const ResolvedMove& resolved) {
                 if (default_style && already_right(move, resolved.move)) return;
                 rewrite_move(move, resolved, style);
               });
  rewrite_fen(game, replayed, style);
}

}  // namespace damas::pdn
