#include "convert_broken.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <iterator>

#include "damas/pdn/writer.hpp"

namespace damas::cli {

namespace {

bool is_error(const pdn::Diagnostic& d) { return d.severity == pdn::Severity::error; }

// "illegal-move" reads as "illegal move" in a sentence.
std::string spoken(const char* code) {
  std::string text(code);
  std::replace(text.begin(), text.end(), '-', ' ');
  return text;
}

}  // namespace

std::optional<GameError> first_error(const pdn::ReplayedGame& replayed) {
  const auto d = std::find_if(replayed.diagnostics.begin(), replayed.diagnostics.end(), is_error);
  if (d == replayed.diagnostics.end()) return std::nullopt;
  if (d->ply > 0) {
    std::string text =
        fmt::format("ply {}: {} {}", d->ply, spoken(pdn::code_text(d->code)), d->move);
    if (d->reason) text += fmt::format(" ({})", rules::reason_text(*d->reason));
    return GameError{text, d->position};
  }
  return GameError{fmt::format("{}: {}", spoken(pdn::code_text(d->code)), d->message), d->position};
}

void comment_out_main_line(pdn::Game& game, const pdn::ReplayedGame& replayed, std::size_t cut,
                           std::string_view preamble) {
  std::vector<pdn::Node>& nodes = game.moves.nodes;
  const int ply = static_cast<int>(cut) + 1;
  const pdn::MoveNumber number = replayed.number_of(ply);
  pdn::Line rest;
  rest.nodes.assign(std::make_move_iterator(nodes.begin() + static_cast<std::ptrdiff_t>(cut)),
                    std::make_move_iterator(nodes.end()));
  rest.trailing = std::move(game.moves.trailing);
  rest.nodes.front().number = number;  // the rest is numbered as in the game
  nodes.resize(cut);
  const int first_ply = (number.number - 1) * 2 + (number.second_player ? 1 : 0);
  std::string text = std::string(preamble) + pdn::write_movetext(rest, first_ply);
  std::vector<pdn::Command> commands = pdn::parse_commands(text);  // the cut moves' [%clk ...]
  game.moves.trailing = {pdn::Comment{std::move(text), std::move(commands), {}}};
}

void keep_legal_part(pdn::Game& game, const pdn::ReplayedGame& replayed, const std::string& why) {
  const std::vector<pdn::Node>& nodes = game.moves.nodes;
  // The first error that points at a move of the main line (errors of variations or of the
  // result leave the main line whole).
  for (const pdn::Diagnostic& d : replayed.diagnostics) {
    if (!is_error(d) || d.ply <= 0) continue;
    const auto cut = std::find_if(nodes.begin(), nodes.end(), [&](const pdn::Node& node) {
      return node.position == d.position;
    });
    if (cut != nodes.end()) {
      comment_out_main_line(game, replayed, static_cast<std::size_t>(cut - nodes.begin()), "");
      break;
    }
  }
  game.tags.push_back({"Broken", why, {}});
}

}  // namespace damas::cli
