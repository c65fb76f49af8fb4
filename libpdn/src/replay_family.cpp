// The Replayer's judgement of a game of another variant of the draughts family (replayer.hpp):
// its setup, its lines and its moves under the variant's rules, through FamilyBoard.
#include <fmt/core.h>

#include "damas/rules/family/notation.hpp"
#include "family_board.hpp"
#include "replay_trail.hpp"
#include "replayer.hpp"

namespace damas::pdn::detail {

namespace family = rules::family;

// Sets up family_ (and out_.family) from the FEN tag or the variant's start; false, with a
// diagnostic, when the setup is wrong or the game is over in it with moves after it.
bool Replayer::set_up_family(const family::Variant& variant, const WrittenMove* first) {
  const family::Board board(variant.board);
  family::Position start = family::initial_position(variant, board);
  const Tag* fen = find_tag("FEN");
  bool numbered = true;  // the first move number must agree with the side to move
  if (fen != nullptr) {
    std::string error;
    const std::optional<family::FamilyFen> parsed =
        family::parse_setup(variant, board, fen->value, error);
    if (!parsed) {
      add(Severity::error, DiagnosticCode::bad_setup, fen->position,
          fmt::format("FEN \"{}\": {} ({} draughts)", fen->value, error, variant.name));
      return false;
    }
    start = parsed->position;
    if (!parsed->side_known) {  // "?": the first move number says who starts
      const bool second = first != nullptr && first->number && first->number->second_player;
      start.side_to_move =
          second ? family::opponent(variant.first_to_move) : variant.first_to_move;
      numbered = false;
    }
  }
  const family::Side first_player = variant.first_to_move;
  if (numbered &&
      !check_first_number(first, start.side_to_move == first_player, side_name(first_player),
                          side_name(family::opponent(first_player)), fen == nullptr)) {
    return false;
  }
  family_.emplace(variant, start);
  out_.family = FamilyGame{.variant = variant, .start = start, .main_line = {}, .resolved = {}};
  return !over_at_setup(family_->is_over(), family_->outcome(), first);
}

// play() for a game of the family: the main line given move by move. Not inlined into the
// reader's flattened loop (see Replayer::play), which it would only make larger for the Iberian
// games that loop is for.
[[gnu::noinline]] void Replayer::play_family(const WrittenMove& move) {
  if (!family_complete_) return;
  FamilyBoard& board = *family_;
  std::optional<family::Move> legal = resolve_family(move, board.ply() + 1, board);
  if (!legal) {
    family_complete_ = false;
    return;
  }
  board.play(*legal);
  if (options_.record_main_line) out_.family->main_line.push_back(std::move(*legal));
}

// replay_line for a game of the family: `line` from the state `board`, which it advances (its
// moves kept in the family's main line when `record`); whether every move was replayed.
bool Replayer::replay_family_line(const Line& line, FamilyBoard& board, bool record) {
  for (const Node& node : line.nodes) {
    const int ply = board.ply() + 1;
    for (std::size_t v = 0; v < node.variations.size(); ++v) {
      FamilyBoard branch = board;  // a variation replaces this node's move
      path_.push_back({ply, static_cast<int>(v) + 1});
      replay_family_line(node.variations[v], branch, false);
      path_.pop_back();
    }
    std::optional<family::Move> legal;
    const auto at = static_cast<std::size_t>(&node - line.nodes.data());
    if (!family_setup_inside(line, at, board)) legal = resolve_family(written(node), ply, board);
    if (!legal) {
      if (on_trail(ply)) trail_->stop = out_.diagnostics.back();
      return false;
    }
    if (options_.record_moves) out_.family->resolved.push_back({&node, board.position(), *legal});
    board.play(*legal);
    if (on_trail(ply)) {
      trail_->family_moves.push_back(*legal);
      trail_->family_positions.push_back(board.position());
    }
    if (record) out_.family->main_line.push_back(std::move(*legal));
  }
  return true;
}

// setup_inside for a game of the family.
bool Replayer::family_setup_inside(const Line& line, std::size_t at, const FamilyBoard& board) {
  const Setup* setup = setup_before(line, at);
  if (setup == nullptr) return false;
  std::string error;
  const auto parsed = family::parse_fen(board.board(), setup_fen(*setup), error);
  if (parsed && parsed->side_known && parsed->position == board.position()) return false;
  report_setup_inside(*setup);
  return true;
}

// The legal move `move` names in the position of `board`, with a diagnostic when it names none
// (or names one in a wrong form): nullopt when the line cannot go on.
std::optional<family::Move> Replayer::resolve_family(const WrittenMove& move, int ply,
                                                     const FamilyBoard& board) {
  check_number(move, ply);
  if (board.is_over()) {
    add_about_move(Severity::error, DiagnosticCode::move_after_end, move, ply,
                   over_message(board.outcome()));
    return std::nullopt;
  }
  FamilyMatch match = match_family_move(board, move);
  if (!match.message.empty()) {
    add_about_move(match.move ? Severity::warning : Severity::error, match.code, move, ply,
                   std::move(match.message));
  }
  return std::move(match.move);
}

}  // namespace damas::pdn::detail
