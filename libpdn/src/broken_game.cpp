#include "damas/pdn/broken_game.hpp"

#include <fmt/core.h>

#include <algorithm>

#include "damas/pdn/pdn30_form.hpp"
#include "damas/pdn/writer.hpp"

namespace damas::pdn {

namespace {

bool is_error(const Diagnostic& d) { return d.severity == Severity::error; }

// "illegal-move" reads as "illegal move" in a sentence.
std::string spoken(const char* code) {
  std::string text(code);
  std::replace(text.begin(), text.end(), '-', ' ');
  return text;
}

}  // namespace

std::optional<GameError> first_error(const ReplayedGame& replayed) {
  const auto d = std::find_if(replayed.diagnostics.begin(), replayed.diagnostics.end(), is_error);
  if (d == replayed.diagnostics.end()) return std::nullopt;
  if (d->ply > 0) {
    std::string text =
        fmt::format("ply {}: {} {}", d->ply, spoken(code_text(d->code)), d->move);
    if (d->reason) text += fmt::format(" ({})", rules::reason_text(*d->reason));
    return GameError{text, d->position, d->message};
  }
  return GameError{fmt::format("{}: {}", spoken(code_text(d->code)), d->message), d->position,
                   {}};
}

void comment_out_main_line(Game& game, const ReplayedGame& replayed, std::size_t cut,
                           std::string_view preamble) {
  std::vector<Node>& nodes = game.moves.nodes;
  // Numbered as in the game: as replayed, or as written when the setup could not be read.
  int first_ply = first_written_ply(game) + static_cast<int>(cut);
  if (replayed.judged()) {
    const MoveNumber number = replayed.number_of(static_cast<int>(cut) + 1);
    first_ply = (number.number - 1) * 2 + (number.second_player ? 1 : 0);
    if (cut < nodes.size()) nodes[cut].number = number;
  }
  cut_line(game.moves, cut, first_ply, preamble);
}

void keep_legal_part(Game& game, const ReplayedGame& replayed, const std::string& why) {
  const std::vector<Node>& nodes = game.moves.nodes;
  // A setup that cannot be played from keeps no move: they all go into the remarks.
  const bool bad_setup = std::any_of(
      replayed.diagnostics.begin(), replayed.diagnostics.end(), [](const Diagnostic& d) {
        return is_error(d) && d.code == DiagnosticCode::bad_setup;
      });
  if (bad_setup) {
    if (!nodes.empty()) comment_out_main_line(game, replayed, 0, "");
  } else {
    // The first error that points at a move of the main line (errors of variations or of the
    // result leave the main line whole).
    for (const Diagnostic& d : replayed.diagnostics) {
      if (!is_error(d) || d.ply <= 0) continue;
      const auto cut = std::find_if(nodes.begin(), nodes.end(), [&](const Node& node) {
        return node.position == d.position;
      });
      if (cut != nodes.end()) {
        comment_out_main_line(game, replayed, static_cast<std::size_t>(cut - nodes.begin()), "");
        break;
      }
    }
  }
  game.set_tag("Broken", why);  // a game kept broken before is broken for this reason now
}

}  // namespace damas::pdn
