#include "family_board.hpp"

#include <fmt/core.h>

#include <algorithm>

#include "damas/rules/family/notation.hpp"

namespace damas::pdn::detail {

namespace family = rules::family;

const char* side_name(family::Side side) {
  return side == family::Side::white ? "White" : "Black";
}

namespace {

// The squares a move names on the family board, or nullopt with `error` set.
std::optional<family::WrittenMove> board_squares(const family::Board& board,
                                                 const WrittenMove& move, std::string& error) {
  if (move.squares.size() < 2) {
    error = move.squares.empty() && move.text != "-" && move.text != "--"
                ? fmt::format("{} cannot be read as a move: the rest of this line is not "
                              "checked",
                              move.text)
                : std::string("a move needs a start and an end square");
    return std::nullopt;
  }
  family::WrittenMove written{.squares = {}, .capture = is_capture(move.separator)};
  const std::string_view first = move.squares.front().name();
  if (move.squares.size() == 2 && first.size() == 1) {  // Russian short notation: "ed4"
    written.from_file = first[0] - 'a';
    written.squares.push_back(family::kNoSquare);
    const auto to = board.from_algebraic(move.squares.back().name());
    if (!to || written.from_file >= board.shape().width) {
      error = fmt::format("{} names a square this board does not have", move.text);
      return std::nullopt;
    }
    written.squares.push_back(*to);
    return written;
  }
  for (const Square& square : move.squares) {
    const std::optional<int> sq = square.is_numeric() ? board.from_number(square.number)
                                                      : board.from_algebraic(square.name());
    if (!sq) {
      error = fmt::format("square {} does not exist on the {}-square board",
                          square.is_numeric() ? std::to_string(square.number)
                                              : std::string(square.name()),
                          board.square_count());
      return std::nullopt;
    }
    written.squares.push_back(*sq);
  }
  return written;
}

std::string moves_text(const FamilyBoard& state, const std::vector<family::Move>& moves) {
  std::string text;
  for (const family::Move& m : moves) {
    text += (text.empty() ? "" : ", ") +
            family::short_move_text(state.variant(), state.board(), m, state.legal());
  }
  return text;
}

// The capture rule that a capture the rules would otherwise allow breaks, in words.
const char* choice_rule(family::CaptureChoice choice) {
  switch (choice) {
    case family::CaptureChoice::free:
      break;
    case family::CaptureChoice::most_pieces:
      return "the capture must take as many pieces as possible";
    case family::CaptureChoice::most_pieces_then_kings:
      return "the capture must take as many pieces, then as many kings, as possible";
    case family::CaptureChoice::kings_capture_first:
      return "a king must capture when one can";
    case family::CaptureChoice::italian:
      return "the Italian order of captures applies (most pieces; then with a king; then most "
             "kings; then a king taken first)";
  }
  return "";
}

// Why no legal move matches `written` (its text `text`), followed by the legal moves.
std::string illegal_message(const FamilyBoard& state, const family::WrittenMove& written,
                            std::string_view text) {
  const std::string legal = moves_text(state, state.legal());
  const family::Side us = state.position().side_to_move;
  if (written.from_file < 0) {
    const int from = written.squares.front();
    const std::string name = family::square_name(state.variant(), state.board(), from);
    const family::Piece piece = state.position().squares[static_cast<std::size_t>(from)];
    if (piece == family::Piece::none) {
      return fmt::format("there is no piece on {}; legal moves: {}", name, legal);
    }
    if (!family::belongs_to(piece, us)) {
      return fmt::format("the piece on {} is {}'s, and {} is to move; legal moves: {}", name,
                         side_name(family::opponent(us)), side_name(us), legal);
    }
  }
  const bool must_capture = state.legal().front().is_capture();
  if (must_capture && !written.capture && written.squares.size() == 2) {
    return fmt::format("a capture is compulsory: {}", legal);
  }
  if (must_capture && written.from_file < 0) {
    const int end = written.squares.back();
    const bool goes_on = std::any_of(
        state.legal().begin(), state.legal().end(), [&](const family::Move& m) {
          return m.from == written.squares.front() &&
                 std::find(m.landings.begin(), m.landings.end() - 1, end) != m.landings.end() - 1;
        });
    if (goes_on) {
      return fmt::format("the capture must go on from {}: {}",
                         family::square_name(state.variant(), state.board(), end), legal);
    }
  }
  if (must_capture) {
    family::Variant any_capture = state.variant();
    any_capture.choice = family::CaptureChoice::free;
    const std::vector<family::Move> all =
        family::legal_moves(any_capture, state.board(), state.position());
    if (!family::matching_moves(state.board(), written, all).empty()) {
      return fmt::format("{} draughts: {}: {}", state.variant().name,
                         choice_rule(state.variant().choice), legal);
    }
  }
  return fmt::format("{} is not a legal move here; legal moves: {}", text, legal);
}

}  // namespace

FamilyBoard::FamilyBoard(const family::Variant& variant, const family::Position& start)
    : variant_(variant),
      board_(variant.board),
      position_(start),
      legal_(family::legal_moves(variant_, board_, position_)),
      draws_(variant_, position_) {}

rules::Outcome FamilyBoard::outcome() const {
  if (drawn_) return *drawn_;
  if (!is_over()) return {};
  const family::Side loser = position_.side_to_move;
  const bool has_pieces =
      std::any_of(position_.squares.begin(), position_.squares.end(),
                  [&](family::Piece p) { return family::belongs_to(p, loser); });
  return {.result = loser == variant_.first_to_move ? rules::GameResult::black_wins
                                                    : rules::GameResult::white_wins,
          .reason = has_pieces ? rules::EndReason::no_moves : rules::EndReason::no_pieces,
          .ply = ply_};
}

void FamilyBoard::play(const family::Move& move) {
  position_ = family::play(position_, move);
  legal_ = family::legal_moves(variant_, board_, position_);
  ++ply_;
  const std::optional<family::FamilyDraw> draw = draws_.after(move, position_);
  if (!draw) return;
  if (draw->ends_game) {
    drawn_ = rules::Outcome{rules::GameResult::draw, draw->reason, draw->ply};
  } else if (!claim_) {
    claim_ = rules::DrawClaim{draw->reason, draw->ply};
  }
}

FamilyMatch match_family_move(const FamilyBoard& state, const WrittenMove& move) {
  FamilyMatch match;
  const std::optional<family::WrittenMove> written =
      board_squares(state.board(), move, match.message);
  if (!written) return match;
  std::vector<family::Move> matches =
      family::matching_moves(state.board(), *written, state.legal());
  if (matches.empty() && written->capture) {  // a quiet move written as a capture?
    family::WrittenMove quiet = *written;
    quiet.capture = false;
    matches = family::matching_moves(state.board(), quiet, state.legal());
    if (matches.size() == 1 && !matches.front().is_capture()) {
      match.code = DiagnosticCode::notation;
      match.message = fmt::format(
          "{} is written as a capture but is the quiet move {}", move.text,
          family::move_text(state.variant(), state.board(), matches.front()));
      match.move = std::move(matches.front());
      return match;
    }
    matches.clear();
  }
  if (matches.size() == 1) {
    match.move = std::move(matches.front());
    return match;
  }
  if (matches.empty()) {
    match.message = illegal_message(state, *written, move.text);
    return match;
  }
  std::string candidates;
  for (const family::Move& m : matches) {
    candidates += (candidates.empty() ? "" : ", ") +
                  family::move_text(state.variant(), state.board(), m);
  }
  match.code = DiagnosticCode::ambiguous_move;
  match.message =
      fmt::format("{} names several legal captures: {}; write the full path", move.text,
                  candidates);
  return match;
}

}  // namespace damas::pdn::detail
