#include "damas/pdn/family_replay.hpp"

#include <fmt/core.h>

#include "damas/pdn/game_type.hpp"
#include "damas/rules/family/notation.hpp"

namespace damas::pdn {

namespace {

namespace family = rules::family;

// The board squares a move names, or nullopt with `error` set.
std::optional<family::WrittenMove> written_move(const family::Board& board, const Move& move,
                                                std::string& error) {
  if (move.squares.size() < 2) {
    error = fmt::format("'{}' does not name its squares", move.text);
    return std::nullopt;
  }
  family::WrittenMove written{.squares = {}, .capture = is_capture(move.separator)};
  const std::string_view first = move.squares.front().name();
  if (move.squares.size() == 2 && first.size() == 1) {  // Russian short notation: "ed4"
    written.from_file = first[0] - 'a';
    written.squares.push_back(family::kNoSquare);
    const auto to = board.from_algebraic(move.squares.back().name());
    if (!to || written.from_file >= board.shape().width) {
      error = fmt::format("'{}' names a square this board does not have", move.text);
      return std::nullopt;
    }
    written.squares.push_back(*to);
    return written;
  }
  for (const Square& square : move.squares) {
    const std::optional<int> sq = square.is_numeric()
                                      ? board.from_number(square.number)
                                      : board.from_algebraic(square.name());
    if (!sq) {
      error = fmt::format("'{}' names a square this board does not have", move.text);
      return std::nullopt;
    }
    written.squares.push_back(*sq);
  }
  return written;
}

}  // namespace

std::optional<family::Variant> family_variant_of(const Game& game) {
  const std::string* value = game.tag("GameType");
  if (value == nullptr) return std::nullopt;
  const std::optional<int> number = game_type_number(*value);
  if (!number) return std::nullopt;
  return family::variant_for_game_type(*number);
}

FamilyReplay replay_family(const Game& game, const family::Variant& variant) {
  const family::Board board(variant.board);
  FamilyReplay out{.variant = variant,
                   .recorded_plies = static_cast<int>(game.moves.nodes.size()),
                   .legal_plies = 0,
                   .error = std::nullopt,
                   .error_position = {},
                   .final_position = family::initial_position(variant, board)};
  if (const std::string* fen = game.tag("FEN")) {
    std::string error;
    const auto setup = family::parse_fen(board, *fen, error);
    if (!setup) {
      out.error = fmt::format("FEN \"{}\": {}", *fen, error);
      out.error_position = game.position;
      return out;
    }
    out.final_position = setup->position;
  }
  family::Position& position = out.final_position;
  for (const Node& node : game.moves.nodes) {
    std::string error;
    const auto written = written_move(board, node.move, error);
    const std::vector<family::Move> legal = family::legal_moves(variant, board, position);
    if (written) {
      const std::vector<family::Move> matches = family::matching_moves(board, *written, legal);
      if (matches.size() == 1) {
        position = family::play(position, matches.front());
        ++out.legal_plies;
        continue;
      }
      error = matches.empty()
                  ? fmt::format("'{}' is not a legal move of {} draughts here", node.move.text,
                                variant.name)
                  : fmt::format("'{}' is ambiguous: {} captures match it", node.move.text,
                                matches.size());
    }
    out.error = error;
    out.error_position = node.position;
    return out;
  }
  out.side_to_move_has_no_move = family::legal_moves(variant, board, position).empty();
  return out;
}

}  // namespace damas::pdn
