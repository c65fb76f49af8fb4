// Which draughts variant a game belongs to when it has no GameType tag and its moves or setup
// cannot be Portuguese (or Spanish) draughts. The replay reports such a game once, as
// "looks like International draughts, 10x10 (...): add a GameType tag",
// instead of as the illegal moves and bad setups that reading it on a 32-square board gives.
//
// The evidence, and the rules it is judged by (the first that holds gives the guess; the facts
// behind them are in docs/variants-and-messages.md):
// 1. Numbered squares above 32, in at least two moves or squares of the FEN: a board of 50
//    squares (10x10: International, Frisian draughts) when none is above 50, of 72 (12x12:
//    Canadian draughts) when none is above 72, else a larger one.
// 2. Algebraic squares beyond h8 (files i to l, ranks 9 to 12), at least two in the FEN: a
//    10x10 board up to j10, a 12x12 one up to l12.
// 3. Men on their own promotion row in the FEN (White men on 29-32, Black men on 1-4, or on
//    ranks 8 and 1): the game is numbered from Black's side, as English and Italian numberings
//    are (White's men start on 21-32).
// 4. On the standard board only (a1 is not a playing square there), algebraic squares of the
//    other colour, those a board with a playable a1 plays on (Russian, Brazilian, Czech
//    draughts, PlayStrategy's checkers): in two moves made only of them, or two of the FEN.
// 5. From the initial position, the first move starts on 21-32 and the second on 1-12: White
//    moves first from the far side, as Italian numbering has it.
// 6. Steps to the next row that are diagonal on English numbering's board and not on the
//    Portuguese one (English numbers from the first player's side too, but its square 1 is
//    beside the corner, not in it: 11-16 is a step there), in two moves.
// Each rule wants two pieces of evidence (two moves, or two squares of the FEN): one square of
// a Portuguese score written wrong (a slip of the pen, `33-28` for `23-28`, a king written
// without its K) is an illegal move or a bad setup to repair, not another game.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/pdn/move.hpp"
#include "damas/rules/square.hpp"

namespace damas::pdn {

struct VariantGuess {
  std::string variant;  // "International draughts, 10x10"
  std::string why;      // "squares up to 48, as in 33-28: a 10x10 board numbers 50"
  std::string advice;   // another way out besides a GameType tag, or ""
  bool from_setup = false;  // the FEN tag gave the evidence
  // The variants of the family (rules/family/variant.hpp) the evidence allows, by name
  // ("international"); none for a board larger than the family's.
  std::vector<std::string_view> candidates;
  // Those of the candidates whose rules replay the game legally to its end (the replay tries
  // them: see replay.hpp), each with its GameType number.
  std::vector<std::pair<std::string_view, int>> confirmed;

  // "looks like VARIANT (WHY): add a GameType tag[ (ADVICE)]", or, with
  // one variant confirmed, "looks like VARIANT (WHY), and its moves are legal international
  // draughts: add [GameType "20"] or use --rules international". (No command option but
  // --rules is named: each command has it; pdn convert's --no-replay is its own.)
  std::string message() const;
};

// The evidence gathered from a game's FEN tag and moves, given in any order.
class VariantEvidence {
 public:
  // `board`: how the game's algebraic squares are read (rule 4 holds on the standard one only).
  explicit VariantEvidence(rules::Board board = rules::Board::standard) : board_(board) {}

  // The value of the game's FEN tag (read leniently: whatever cannot be read is passed over).
  void add_setup(std::string_view fen);
  // A move as written: its squares, its text, and its ply when it belongs to the main line of
  // a game from the initial position (1 = the first move), else 0.
  void add_move(std::span<const Square> squares, std::string_view text, int ply);
  // Every move of `main_line` (the main line of a game) and of its variations.
  void add_moves(const Line& main_line);

  std::optional<VariantGuess> guess() const;

 private:
  // Squares of one kind of evidence: how many moves or FEN squares show it, the first example
  // and the largest square (rule 1: a number; rule 2: the farthest file and rank).
  static constexpr int kConclusive = 2;  // sightings of a rule (counted up to this)
  struct Sighting {
    int count = 0;
    std::string example;
    int largest = 0;
    int largest_file = 0;
    int largest_rank = 0;
    bool in_setup = false;

    void see(std::string_view text, bool setup, int times = 1);
  };
  void add_setup_square(std::string_view item, bool white, bool king);

  rules::Board board_;
  bool has_setup_ = false;
  Sighting numbered_beyond_;  // rule 1
  Sighting named_beyond_;     // rule 2
  Sighting promoted_men_;     // rule 3: "a White man on 30"
  Sighting other_colour_;     // rule 4
  int first_from_ = 0;        // rule 5: the first square of plies 1 and 2, when numbered
  int second_from_ = 0;
  Sighting english_steps_;    // rule 6
};

// All the evidence of `game`: its FEN tag and every move of every line.
std::optional<VariantGuess> guess_variant(const Game& game,
                                          rules::Board board = rules::Board::standard);

}  // namespace damas::pdn
