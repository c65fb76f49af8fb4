// Replaying a game through the rules: every move of the main line and of every variation is
// resolved against the legal moves of its position, the game's end on the board is adjudicated,
// and everything wrong is reported as a diagnostic that points at the offending text.
// This is the shared ground of `pdn validate` (which reports the diagnostics), `pdn convert`
// (results, positions, broken games) and `pdn diagram` (positions of a game).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "damas/pdn/game.hpp"
#include "damas/rules/adjudicator.hpp"
#include "damas/rules/bitboard.hpp"
#include "damas/rules/illegal.hpp"
#include "damas/rules/move.hpp"
#include "damas/rules/position.hpp"
#include "damas/rules/ruleset.hpp"
#include "damas/rules/family/movegen.hpp"
#include "damas/rules/square.hpp"

namespace damas::pdn {

enum class Severity { error, warning };

enum class DiagnosticCode {
  syntax,                // the game could not be read (reported by the reader)
  illegal_move,          // with an IllegalReason
  ambiguous_move,        // a short capture naming several legal moves
  notation,              // a legal move written in a wrong form (a quiet move with 'x')
  bad_setup,             // FEN syntax, impossible position, side to move against move numbers,
                         // a game over in its setup with moves after it
  unsupported_gametype,  // a GameType of no variant these rules know: not replayed
  other_variant,         // no GameType, and moves or setup of another variant (variant_guess.hpp)
  result_mismatch,       // Result tag, terminator and the board disagree
  move_after_end,        // moves recorded after the game ended on the board
  draw_not_allowed,      // a draw by agreement where the rules do not allow one
  move_number,           // a move number that does not match the ply
  missing_tag,           // standard tags are absent (one diagnostic names them all)
  bad_tag,               // a tag value in a wrong form (Date, GameType)
};

// The legal move an illegal one was most likely meant as (the rules are in repair.hpp): the one
// slip of the pen (or, of several, the only one) after which the rest of the line replays.
struct Suggestion {
  std::string move;      // in PDN, as `pdn convert` writes moves ("16x7")
  bool replays = false;  // every later move of the line is then legal
  // When it is not: the ply of the first later move that is illegal (or recorded after the
  // end of the game) once the suggested move is played, and that move as written.
  int stop_ply = 0;
  std::string stop_move;
};

struct Diagnostic {
  Severity severity = Severity::error;
  DiagnosticCode code = DiagnosticCode::syntax;
  std::optional<rules::IllegalReason> reason;  // for illegal_move
  int ply = 0;                                 // of the move concerned (1 = first), else 0
  std::string move;                            // the move as written, when about a move
  SourcePosition position;                     // of the offending token
  std::string message;
  // The position before the move, for illegal and ambiguous moves (reports draw it), and the
  // squares of the board the written move names (reports mark them).
  std::optional<rules::Position> board;
  rules::Bitboard squares = 0;
  // For an illegal move: the move it was most likely meant as, when the slips of the pen point
  // at one (its text also ends `message`: "did you mean 16x7? (...)").
  std::optional<Suggestion> suggestion;
};

struct ReplayOptions {
  // By default GameType 28 (or none) is Portuguese and 24 Spanish, and another GameType of the
  // family its variant (rules/family/variant.hpp); `overrides.variant` (any family name) picks
  // the variant of every game instead, and its draw options replace the Iberian ruleset's
  // defaults.
  rules::RuleOverrides overrides;
  // How alphanumeric squares are read (the mirrored board only when asked for).
  rules::Board board = rules::Board::standard;
  // Report missing standard tags and badly formed tags.
  bool check_tags = true;
  // Keep the legal moves of the main line in ReplayedGame::main_line (validate has no use for
  // them).
  bool record_main_line = true;
  // Keep every move resolved, of every line, in ReplayedGame::resolved (to rewrite notation,
  // to show every position), or in FamilyGame::resolved for a game of the family.
  bool record_moves = false;
  // Look for the move each illegal move was meant as (Diagnostic::suggestion): the slips of the
  // pen of repair.hpp, each tried against the rest of its line (at most kMaxRepairCandidates
  // replays of it, once per line: a line stops at its first illegal move).
  bool suggest_repairs = true;
};

// A move of the game's text and the legal move it names (ReplayOptions::record_moves), in the
// positions and moves of the rules core that judged it: the Iberian one (ResolvedMove) or the
// family's (FamilyResolvedMove).
template <typename Position, typename Move>
struct BasicResolvedMove {
  const Node* node = nullptr;  // in the replayed Game, which must outlive it
  Position before;             // the position the move is played in
  Move move;
};
using ResolvedMove = BasicResolvedMove<rules::Position, rules::Move>;
using FamilyResolvedMove = BasicResolvedMove<rules::family::Position, rules::family::Move>;

// A game of another variant of the draughts family (International, English, Russian, ...: see
// rules/family/variant.hpp), replayed under that variant's rules by the generic generator.
struct FamilyGame {
  rules::family::Variant variant;
  rules::family::Position start;  // the setup (or the variant's initial position)
  // The legal moves of the main line, in order (ReplayOptions::record_main_line).
  std::vector<rules::family::Move> main_line;
  // With ReplayOptions::record_moves: every move resolved, main line and variations, in the
  // order replayed (a variation before the move it replaces).
  std::vector<FamilyResolvedMove> resolved;
};

struct ReplayedGame {
  // Judged by the rules core of Portuguese and Spanish draughts (the Iberian rules): false for
  // an unsupported GameType, another variant, a bad setup, and a game of the family (below).
  bool replayed = false;
  rules::Ruleset rules;         // the rules the game was judged under
  rules::Position start;        // the setup (or the initial position)
  // The legal moves of the main line, in order (ReplayOptions::record_main_line).
  std::vector<rules::Move> main_line;
  int recorded_plies = 0;       // moves written in the main line
  int first_number = 1;         // the number of the first move (a FEN game may start at 12)
  rules::Outcome outcome;       // on the board after main_line
  std::optional<rules::DrawClaim> claim;  // a draw that could have been claimed
  std::vector<Diagnostic> diagnostics;    // in order of position in the text
  // With ReplayOptions::record_moves: every move resolved, main line and variations, in the
  // order replayed (a variation before the move it replaces).
  std::vector<ResolvedMove> resolved;
  // A game of another variant of the family (named by its GameType, or by the overrides of
  // ReplayOptions), replayed under its rules: its moves (main line and variations), the loss of
  // a side that cannot move (in `outcome`, where 1-0 is a win of the first player, Black in
  // English draughts), its draw rules where its federation has them (rules/family/draws.hpp:
  // in `outcome`, or `claim` for a claim) and the Result tag against it. Such a game has no
  // `rules`, `start`, `main_line` or `resolved` (they are Iberian boards': FamilyGame has its
  // own), and its diagnostics carry no board.
  std::optional<FamilyGame> family;

  // Replayed under some variant's rules: the Iberian ones, or the family's.
  bool judged() const { return replayed || family.has_value(); }
  // The legal moves of the main line recorded (ReplayOptions::record_main_line), of either.
  std::size_t main_line_plies() const {
    return family ? family->main_line.size() : main_line.size();
  }
  // The PDN GameType of the rules judged under (28 for Portuguese; 0 when not judged).
  int game_type() const;
  bool has_errors() const;
  bool has_warnings() const;

  // The move number and player of the move at `ply` (1 = the first move), counted from
  // first_number and the side to move of the setup; ply_of is its inverse (it may give a ply
  // before the first or after the last one).
  MoveNumber number_of(int ply) const;
  int ply_of(MoveNumber number) const;
  bool second_player_starts() const;
};

ReplayedGame replay(const Game& game, const ReplayOptions& options = {});

// "syntax", "illegal-move", ...: the names reports use.
// The diagnostic that says why a game no rules replayed was not (`!judged()`): its first
// error, else the warning of a GameType not supported or a setup that cannot be played; null
// when none does. What pdn annotate and pdn html show of such a game.
const Diagnostic* why_not_replayed(const ReplayedGame& replayed);

const char* code_text(DiagnosticCode code);
const char* severity_text(Severity severity);

// Results in the Default type of PDN: "1-0", "0-1", "1/2-1/2", "0-0", "*" from any reading
// spelling ("2-0", "1:0", " 0-1", "1-1" ...), as a view of a static string; nullopt for a value
// that is no result.
std::optional<std::string_view> normalized_result(std::string_view text);

}  // namespace damas::pdn
