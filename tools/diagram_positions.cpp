#include "diagram_positions.hpp"

#include <fmt/core.h>

#include "damas/diagram/content.hpp"
#include "damas/rules/family/notation.hpp"
#include "damas/rules/fen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/support/quoted.hpp"
#include "options.hpp"

namespace damas::cli {

namespace {

namespace family = rules::family;

// "--last-move '22x13' is ambiguous in FEN: write the route, one of 22x13x4 22x13x6".
DiagramUsageError ambiguous(const std::string& last_move, const std::string& fen,
                            const std::string& routes) {
  return DiagramUsageError(
      fmt::format("--last-move {} is ambiguous in {}: write the route, one of{}",
                  quoted_value(last_move), support::escaped(fen), routes));
}

DiagramUsageError illegal(const std::string& last_move, const std::string& fen) {
  return DiagramUsageError(fmt::format("--last-move {} is not a legal move in {}",
                                       quoted_value(last_move), support::escaped(fen)));
}

}  // namespace

diagram::DiagramContent iberian_fen_content(const std::string& fen, const std::string* last_move) {
  const rules::FenResult parsed = rules::parse_fen(fen);
  if (!parsed.ok()) throw DiagramUsageError(parsed.error->describe(fen));
  diagram::DiagramContent content = diagram::iberian_content(parsed.position);
  content.side_to_move_known = parsed.side_known;
  if (last_move == nullptr) return content;

  const rules::ParsedMoveText text = rules::parse_move_text(*last_move);
  if (!text.ok()) {
    throw DiagramUsageError(
        fmt::format("bad --last-move {}: {}", quoted_value(*last_move), text.error->message));
  }
  // With the side to move unknown ('?'), the move is that of the side whose piece stands on its
  // first square (no move of the other side starts there); after it the side to move is known.
  rules::Position before = parsed.position;
  if (!parsed.side_known) {
    const bool black = rules::contains(before.pieces(rules::Color::black), text.squares.front());
    before = before.with_side_to_move(black ? rules::Color::black : rules::Color::white);
  }
  const rules::MoveMatch match = rules::match_move(before, text);
  switch (match.status) {
    case rules::MatchStatus::legal:
    case rules::MatchStatus::quiet_written_as_capture:  // names one move all the same
      return diagram::iberian_content(before.after(match.move), match.move);
    case rules::MatchStatus::ambiguous: {
      std::string routes;
      for (const rules::Move& m : match.candidates) routes += ' ' + rules::route_text(m);
      throw ambiguous(*last_move, fen, routes);
    }
    case rules::MatchStatus::illegal:
      break;
  }
  throw illegal(*last_move, fen);
}

diagram::DiagramContent family_fen_content(const family::Variant& variant, const std::string& fen,
                                           const std::string* last_move) {
  const family::Board board(variant.board);
  std::string error;
  auto parsed = family::parse_setup(variant, board, fen, error);
  if (!parsed) throw DiagramUsageError(fmt::format("bad FEN {}: {}", quoted_value(fen), error));
  std::optional<family::Move> played;
  if (last_move != nullptr) {
    const auto written = family::parse_move(board, *last_move);
    if (!written) {
      throw DiagramUsageError(fmt::format("bad --last-move {}: not a move of {} draughts",
                                          quoted_value(*last_move), variant.name));
    }
    std::vector<family::Move> matching = family::matching_moves(
        board, *written, family::legal_moves(variant, board, parsed->position));
    if (!parsed->side_known) {
      // The side to move unknown ('?'): the move may be either side's (short notation "ed4"
      // names no square, so both are tried); after it the side to move is known.
      family::Position other = parsed->position;
      other.side_to_move = family::opponent(other.side_to_move);
      const std::vector<family::Move> others =
          family::matching_moves(board, *written, family::legal_moves(variant, board, other));
      if (matching.empty() && !others.empty()) parsed->position = other;
      matching.insert(matching.end(), others.begin(), others.end());
      parsed->side_known = true;
    }
    if (matching.empty()) throw illegal(*last_move, fen);
    if (matching.size() > 1) {
      std::string routes;
      for (const family::Move& m : matching) routes += ' ' + family::move_text(variant, board, m);
      throw ambiguous(*last_move, fen, routes);
    }
    played = matching.front();
  }
  diagram::DiagramContent content = diagram::family_content(
      variant, played ? family::play(parsed->position, *played) : parsed->position, played);
  content.side_to_move_known = parsed->side_known;
  return content;
}

std::string start_fen(const family::Variant& variant) {
  const family::Board board(variant.board);
  return family::to_fen(board, family::initial_position(variant, board), variant.algebraic);
}

}  // namespace damas::cli
