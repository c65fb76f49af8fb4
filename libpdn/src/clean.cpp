#include "damas/pdn/clean.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <string_view>

#include "damas/pdn/broken_game.hpp"
#include "damas/pdn/date.hpp"

namespace damas::pdn {

namespace {

// The main line goes on after the game ended on the board: the replay stopped at the first move
// after the end with a move-after-end error.
bool moves_after_end(const Game& game, const ReplayedGame& replayed) {
  const rules::Outcome& end = replayed.outcome;
  const auto played = static_cast<std::size_t>(end.ply);
  // Over at its setup (ply 0) with moves recorded: the setup is wrong, not the moves.
  if (!replayed.judged() || end.result == rules::GameResult::ongoing || played == 0 ||
      replayed.main_line_plies() != played || game.moves.nodes.size() <= played) {
    return false;
  }
  const SourcePosition& next = game.moves.nodes[played].position;
  return std::any_of(replayed.diagnostics.begin(), replayed.diagnostics.end(),
                     [&](const Diagnostic& d) {
                       return d.code == DiagnosticCode::move_after_end && d.position == next;
                     });
}

// Sets the Result tag and the terminator to the result on the board where they say otherwise.
bool set_result(Game& game, std::string_view on_board) {
  auto wrong = [&](const std::string* text) {
    return text == nullptr || normalized_result(*text) != on_board;
  };
  bool changed = false;
  if (wrong(game.tag("Result"))) {
    game.set_tag("Result", std::string(on_board));
    changed = true;
  }
  if (wrong(game.result ? &game.result->text : nullptr)) {
    game.result = Result{std::string(on_board),
                              game.result ? game.result->position : SourcePosition{}};
    changed = true;
  }
  return changed;
}

std::string counted(std::size_t n, std::string_view one, std::string_view many) {
  return fmt::format(", {} {}", n, n == 1 ? one : many);
}

}  // namespace

bool mend_end(Game& game, const ReplayedGame& replayed, bool fix_results,
              Cleaning& cleaning) {
  const rules::Outcome& end = replayed.outcome;
  if (moves_after_end(game, replayed)) {
    comment_out_main_line(game, replayed, static_cast<std::size_t>(end.ply),
                          fmt::format("recorded after the end ({} after ply {}):",
                                      rules::reason_text(end.reason), end.ply));
    cleaning.cut = true;
  }
  const bool ended_on_board = replayed.judged() && end.result != rules::GameResult::ongoing &&
                              replayed.main_line_plies() == game.moves.nodes.size();
  if (fix_results && ended_on_board) {
    cleaning.result_fixed = set_result(game, rules::result_text(end.result));
  }
  return cleaning.cut || cleaning.result_fixed;
}

void normalize_date_tag(Game& game, Cleaning& cleaning) {
  const std::string* date = game.tag("Date");
  if (date == nullptr) return;
  const auto normal = normalized_date(*date);
  if (!normal) {
    cleaning.date_unrecognised = true;
  } else if (*normal != *date) {
    game.set_tag("Date", *normal);
    cleaning.date_normalized = true;
  }
}

void add_count_tags(Game& game, const CleanOptions& options, int game_type) {
  if (options.add_plycount) game.set_tag("PlyCount", std::to_string(game.moves.nodes.size()));
  if (options.add_gametype && game.tag("GameType") == nullptr) {
    game.set_tag("GameType", std::to_string(game_type));
  }
}

void CleanCounts::count(const Cleaning& cleaning) {
  cut += cleaning.cut ? 1 : 0;
  results_fixed += cleaning.result_fixed ? 1 : 0;
  dates_normalized += cleaning.date_normalized ? 1 : 0;
  dates_unrecognised += cleaning.date_unrecognised ? 1 : 0;
  repaired += cleaning.repaired;
}

std::string CleanCounts::summary() const {
  std::string text;
  if (cut > 0) text += counted(cut, "game cut after its end", "games cut after their end");
  if (results_fixed > 0) text += counted(results_fixed, "result fixed", "results fixed");
  if (dates_normalized > 0)
    text += counted(dates_normalized, "date normalized", "dates normalized");
  if (dates_unrecognised > 0) {
    text += counted(dates_unrecognised, "date not recognised", "dates not recognised");
  }
  if (repaired > 0) text += counted(repaired, "move repaired", "moves repaired");
  return text;
}

}  // namespace damas::pdn
