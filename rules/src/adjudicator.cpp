#include "damas/rules/adjudicator.hpp"

#include <stdexcept>
#include <string>

#include "damas/rules/movegen.hpp"

namespace damas::rules {

namespace {

constexpr GameResult win_for(Color c) {
  return c == Color::white ? GameResult::white_wins : GameResult::black_wins;
}

// Whether `b` holds exactly one square (popcount(b) == 1, without counting: this runs after every
// move, and counting bits is a library call on machines without a popcount instruction).
constexpr bool is_single(Bitboard b) { return b != 0 && (b & (b - 1)) == 0; }

// Out of line and cold, so that play, which is flattened, does not take the message in.
[[noreturn, gnu::noinline, gnu::cold]] void refuse_after_end(const Outcome& outcome) {
  throw std::logic_error(std::string("a move played after the end of the game (") +
                         reason_text(outcome.reason) + " at ply " + std::to_string(outcome.ply) +
                         ")");
}

}  // namespace

Adjudicator::Adjudicator(const Position& start, const Ruleset& rules)
    : rules_(rules), position_(start) {
  judge(true, opponent(start.side_to_move()));
}

std::optional<int> Adjudicator::forcada_count() const {
  if (!forcada_counting_) return std::nullopt;
  return forcada_moves_;
}

// Flattened (Position::after, judge and the search for capturers inlined here): a replay
// plays every move of a game through this.
[[gnu::flatten]] void Adjudicator::play(const Move& move) {
  // One test per move, of a word already at hand: the replay does not feel it, and a game
  // played on past its end would be judged (and counted) as if it were still going.
  if (is_over()) refuse_after_end(outcome_);
  const Color mover = position_.side_to_move();
  const bool irreversible = move.is_capture() || !contains(position_.all_kings(), move.from);
  if (irreversible) {
    reversible_history_.clear();  // no earlier position can come back
  } else {
    reversible_history_.push_back(position_);
  }
  position_ = position_.after(move);
  ++ply_;
  judge(irreversible, mover);
}

// Decides whether the game ended with the position just reached; `mover` made the last move
// (at the setup: the side not to move), and `irreversible` says it was a capture or man move.
void Adjudicator::judge(bool irreversible, Color mover) {
  const DrawRules& draws = rules_.draws;
  const Color to_move = position_.side_to_move();
  auto end = [this](GameResult result, EndReason reason) {
    outcome_ = {result, reason, ply_};
  };

  // Counters first: they follow the game whatever ends it.
  if (irreversible || !twenty_move_condition()) {
    twenty_move_count_ = 0;
  } else if (ply_ > 0) {
    ++twenty_move_count_;
  }
  // Men on the board rule out the Forcada and the lone kings (most positions of a game).
  const bool men_on_board = position_.all_kings() != position_.occupied();
  const std::optional<Color> strong = men_on_board ? std::nullopt : forcada_strong_side();
  if (!strong) {
    forcada_counting_ = false;
    forcada_moves_ = 0;
  } else if (forcada_counting_) {
    if (mover == *strong && ply_ > 0) ++forcada_moves_;
  } else if (draws.forcada == ForcadaRule::no_rio || (position_.kings(*strong) & rio_squares()) != 0) {
    forcada_counting_ = true;  // the move that started the count is not counted
    forcada_moves_ = 0;
  }

  capturers_ = find_capturers(position_);
  if (position_.pieces(to_move) == 0) return end(win_for(opponent(to_move)), EndReason::no_pieces);
  if (!has_moves(position_, capturers_)) {
    return end(win_for(opponent(to_move)), EndReason::no_moves);
  }

  const bool lone_kings = !men_on_board && is_single(position_.pieces(Color::white)) &&
                          is_single(position_.pieces(Color::black));
  if (lone_kings && draws.king_vs_king == KingVsKingRule::draw) {
    return end(GameResult::draw, EndReason::king_vs_king);
  }
  if (!irreversible && occurs_three_times()) {
    if (draws.repetition == RepetitionRule::automatic) {
      return end(GameResult::draw, EndReason::repetition);
    }
    if (!first_claim_) first_claim_ = DrawClaim{EndReason::repetition, ply_};
  }
  if (forcada_counting_ && forcada_moves_ >= draws.forcada_moves) {
    return end(GameResult::draw, EndReason::forcada);
  }
  if (twenty_move_count_ >= draws.twenty_move_plies) {
    return end(GameResult::draw, EndReason::twenty_move);
  }
}

bool Adjudicator::twenty_move_condition() const {
  if (rules_.draws.twenty_move == TwentyMoveRule::unconditional) return true;
  return popcount(position_.pieces(Color::white)) <= 4 &&
         popcount(position_.pieces(Color::black)) <= 4 && position_.kings(Color::white) != 0 &&
         position_.kings(Color::black) != 0 && !forcada_strong_side();
}

// The side with three kings when it faces a lone king, the Forcada material. Men on the board
// rule it out at once (this runs after every move, and counting bits is not free everywhere).
std::optional<Color> Adjudicator::forcada_strong_side() const {
  if (position_.men(Color::white) != 0 || position_.men(Color::black) != 0) return std::nullopt;
  for (Color strong : {Color::white, Color::black}) {
    const Color weak = opponent(strong);
    if (popcount(position_.kings(strong)) == 3 && position_.men(strong) == 0 &&
        popcount(position_.kings(weak)) == 1 && position_.men(weak) == 0) {
      return strong;
    }
  }
  return std::nullopt;
}

// Positions repeat only with the same side to move, so every other earlier position is
// compared with the current one, by hash first.
bool Adjudicator::occurs_three_times() const {
  const std::size_t size = reversible_history_.size();
  int occurrences = 1;
  for (std::size_t i = 2; i <= size; i += 2) {
    const Position& earlier = reversible_history_[size - i];
    if (earlier.hash() == position_.hash() && earlier == position_ && ++occurrences == 3) {
      return true;
    }
  }
  return false;
}

const char* result_text(GameResult result) {
  switch (result) {
    case GameResult::white_wins: return "1-0";
    case GameResult::black_wins: return "0-1";
    case GameResult::draw: return "1/2-1/2";
    case GameResult::ongoing: break;
  }
  return "*";
}

const char* reason_text(EndReason reason) {
  switch (reason) {
    case EndReason::no_pieces: return "no-pieces";
    case EndReason::no_moves: return "no-moves";
    case EndReason::repetition: return "repetition";
    case EndReason::twenty_move: return "twenty-move";
    case EndReason::forcada: return "forcada";
    case EndReason::king_vs_king: return "king-vs-king";
    case EndReason::king_moves: return "king-moves";
    case EndReason::endgame_limit: return "endgame-limit";
    case EndReason::forty_move: return "forty-move";
    case EndReason::none: break;
  }
  return "none";
}

}  // namespace damas::rules
