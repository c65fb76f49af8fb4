// Follows a game ply by ply and says when and how it ended on the board: a win (the side to move
// has no piece or no legal move) or a draw by rule (king against king, threefold repetition,
// Forcada, 20-move rule), under the options of a Ruleset.
//
// Conventions shared by every tool (docs/rules.md says them for users):
// - a win takes priority over a draw rule firing on the same ply;
// - `ply` is the number of plies played when the game ended (0 = over at the setup);
// - repetition compares the placement of all pieces and the side to move; the start position is
//   the first occurrence; only positions since the last capture or man move can repeat;
// - the 20-move count counts plies with no capture and no man move while its material
//   condition holds; the draw comes with the 40th such ply in a row;
// - the Forcada count counts the strong side's moves from the position where it starts (a king
//   of the strong side on the rio, or the material alone with ForcadaRule::no_rio); the draw
//   comes with the strong side's 12th counted move if the lone king still stands.
#pragma once

#include <optional>
#include <vector>

#include "damas/rules/move.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/ruleset.hpp"

namespace damas::rules {

enum class GameResult { ongoing, white_wins, black_wins, draw };

// The last three are draw rules of other variants (family/draws.hpp), never given by the
// Adjudicator: king_moves (only kings moved, nothing taken, for as long as the variant allows),
// endgame_limit (a lone king held out as long as its endgame allows), forty_move (English).
enum class EndReason {
  none,
  no_pieces,
  no_moves,
  repetition,
  twenty_move,
  forcada,
  king_vs_king,
  king_moves,
  endgame_limit,
  forty_move,
};

struct Outcome {
  GameResult result = GameResult::ongoing;
  EndReason reason = EndReason::none;
  int ply = 0;  // plies played when the game ended
};

// A draw that a player could claim but that does not end the game (RepetitionRule::claim).
struct DrawClaim {
  EndReason reason = EndReason::repetition;
  int ply = 0;
};

class Adjudicator {
 public:
  Adjudicator(const Position& start, const Ruleset& rules);

  const Position& position() const { return position_; }
  // The pieces of the side to move that can capture (find_capturers(position())), found once
  // while judging the position and handed on to the matching of the next move.
  const Capturers& capturers() const { return capturers_; }
  int ply() const { return ply_; }
  const Outcome& outcome() const { return outcome_; }
  bool is_over() const { return outcome_.result != GameResult::ongoing; }
  // The first ply at which a draw could have been claimed, if any.
  const std::optional<DrawClaim>& first_claim() const { return first_claim_; }

  // Plies counted towards the 20-move rule so far (0 when the rule is not counting).
  int twenty_move_count() const { return twenty_move_count_; }
  // Moves of the strong side counted towards the Forcada, when the count is running.
  std::optional<int> forcada_count() const;

  // Plays a legal move of the current position. Throws std::logic_error when the game is over
  // (is_over()). That the move is legal is not checked (Position::after asserts what it can of
  // that in debug builds): every replay plays its moves through here, found by the generator.
  void play(const Move& move);

 private:
  void judge(bool irreversible, Color mover);
  bool twenty_move_condition() const;
  std::optional<Color> forcada_strong_side() const;
  bool occurs_three_times() const;

  Ruleset rules_;
  Position position_;
  Capturers capturers_;
  int ply_ = 0;
  Outcome outcome_;
  std::optional<DrawClaim> first_claim_;
  // The positions before the current one since the last capture or man move, in order.
  std::vector<Position> reversible_history_;
  int twenty_move_count_ = 0;
  bool forcada_counting_ = false;
  int forcada_moves_ = 0;
};

// "1-0", "0-1", "1/2-1/2" or "*"; "no-pieces", "no-moves", "repetition", ... or "none".
const char* result_text(GameResult result);
const char* reason_text(EndReason reason);

}  // namespace damas::rules
