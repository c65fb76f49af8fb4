#include "damas/pdn/convert.hpp"

#include <fmt/core.h>

#include <utility>
#include <vector>

#include "damas/pdn/apply_repairs.hpp"
#include "damas/pdn/broken_game.hpp"
#include "damas/pdn/csv.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/not_checked.hpp"
#include "damas/pdn/pdn30_form.hpp"
#include "damas/pdn/position_rows.hpp"
#include "damas/pdn/writer.hpp"
#include "damas/support/quoted.hpp"

namespace damas::pdn {

namespace {

// `replayed` is null when the game was not replayed.
std::string formatted(const Game& game, const ReplayedGame* replayed,
                      const ConvertOptions& options) {
  switch (options.format) {
    case ConvertFormat::json: return to_json(game) + '\n';
    case ConvertFormat::csv: return csv_row(game, replayed);
    case ConvertFormat::positions:
      return position_rows(game, *replayed,
                           options.notation.squares == SquareStyle::algebraic
                               ? rules::SquareNotation::algebraic
                               : rules::SquareNotation::numeric);
    case ConvertFormat::pdn: break;
  }
  return write_game(game);
}

}  // namespace

ConvertedGame convert_game(ArchiveGame& input, const ConvertOptions& options) {
  ConvertedGame c;
  if (input.error) {
    c.selected = options.selection.selects(input.game, nullptr, true);
    c.rejected = c.broken = true;
    c.message = input.error->to_string();
    c.text = std::move(input.text);
    return c;
  }
  Game& game = input.game;
  std::optional<ReplayedGame> replayed;
  // The key of the game as read: a game kept broken is known by every move it was read with,
  // those that mend_end cuts after the end included (keyed after the cut, every broken game
  // ending at the same place, as all those whose setup had no move, would be one game).
  std::optional<GameKey> key_as_read;
  if (options.judge) {
    replayed = replay(game, options.replay);
    if (options.repair) {
      const std::vector<Repair> repairs = apply_repairs(game, *replayed);
      for (const Repair& r : repairs) {
        c.repairs += fmt::format("{}:{}:{}: warning: game {}: ply {}: {} repaired as {}\n",
                                 support::shown_name(input.source), r.position.line,
                                 r.position.column, game.number, r.ply, r.written, r.move);
      }
      c.cleaning.repaired = repairs.size();
      if (!repairs.empty()) replayed = replay(game, options.replay);
    }
    if (options.dedupe && options.keep_broken && replayed->has_errors()) {
      key_as_read = game_key(game, &*replayed, *options.dedupe);
    }
    if (mend_end(game, *replayed, options.clean.fix_results, c.cleaning)) {
      replayed = replay(game, options.replay);
    }
  }
  if (options.clean.normalize_dates) normalize_date_tag(game, c.cleaning);
  if (replayed) {
    c.unchecked_type = unchecked_game_type(game, *replayed);
    c.other_variant = looks_like_other_variant(*replayed);
  }
  const auto error = replayed ? first_error(*replayed) : std::nullopt;
  c.selected = options.selection.selects(game, replayed ? &*replayed : nullptr, error.has_value()) &&
               !(options.only_checked && c.unchecked_type);
  if (!c.selected) return c;
  if (error) {
    c.broken = true;
    c.message = fmt::format("{}:{}:{}: error: game {}: {}{}", support::shown_name(input.source),
                            error->position.line, error->position.column, game.number, error->why,
                            error->hint.empty() ? "" : ": " + error->hint);
    if (!options.keep_broken) {
      c.rejected = true;
      c.text = std::move(input.text);
      return c;
    }
  }
  // The key covers the whole main line: before a broken game loses the moves after its error.
  if (options.dedupe) {
    c.key = error && key_as_read ? *key_as_read
                                 : game_key(game, replayed ? &*replayed : nullptr, *options.dedupe);
  }
  // Before keep_legal_part: the replayed moves point into the game as it was read.
  if (replayed) rewrite_notation(game, *replayed, options.notation);
  if (error) keep_legal_part(game, *replayed, error->why);
  add_count_tags(game, options.clean,
                 replayed && replayed->judged() ? replayed->game_type() : options.game_type);
  if (options.format == ConvertFormat::pdn) {
    for (const FormChange& change : to_pdn30_form(game)) {
      c.warnings += fmt::format("{}:{}:{}: warning: game {}: {}\n",
                                support::shown_name(input.source), change.position.line,
                                change.position.column, game.number, change.what);
    }
  }
  c.text = formatted(game, replayed ? &*replayed : nullptr, options);
  return c;
}

std::string format_header(ConvertFormat format) {
  switch (format) {
    case ConvertFormat::csv: return csv_header();
    case ConvertFormat::positions: return positions_header();
    case ConvertFormat::pdn:
    case ConvertFormat::json: break;
  }
  return {};
}

}  // namespace damas::pdn
