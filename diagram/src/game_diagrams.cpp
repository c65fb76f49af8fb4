#include "damas/diagram/game_diagrams.hpp"

#include <fmt/core.h>

#include <charconv>
#include <stdexcept>
#include <variant>

#include "damas/diagram/content.hpp"
#include "damas/pdn/comment.hpp"
#include "damas/rules/family/movegen.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "damas/support/quoted.hpp"

namespace damas::diagram {

namespace {

std::string plural(std::size_t count, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", count, count == 1 ? one : many);
}

namespace family = rules::family;

// The side that moves first in the game: Black in English draughts, White elsewhere.
family::Side first_player(const pdn::ReplayedGame& game) {
  return game.family ? game.family->variant.first_to_move : family::Side::white;
}

// "12w" or "12b" for the move `number` of `game`.
std::string number_text(const pdn::ReplayedGame& game, pdn::MoveNumber number) {
  const bool first = !number.second_player;
  const bool white = first == (first_player(game) == family::Side::white);
  return fmt::format("{}{}", number.number, white ? 'w' : 'b');
}

// "game 3" for the main line, "game 3, variation 3.1" for a variation.
std::string line_title(const pdn::ArchiveGame& input, const pdn::VariationPath& path) {
  const std::string game = fmt::format("game {}", input.game.number);
  return path.empty() ? game : game + ", " + pdn::line_name(path);
}

// The moves with a strength, a NAG or a comment in words right after them: what an annotator
// wanted to show, and so what a bulletin draws by default. A comment of commands only (an
// engine's [%eval], a clock's [%clk]) is no annotation: a game of a DGT board has one per move.
std::vector<int> annotated_plies(const pdn::GameLine& line) {
  std::vector<int> plies;
  for (int ply = 1; ply <= line.recorded_plies(); ++ply) {
    const pdn::Node& node = *line.nodes[static_cast<std::size_t>(ply - 1)];
    if (!node.strength.empty() || !node.nags.empty() || !move_comment(line, ply).empty()) {
      plies.push_back(ply);
    }
  }
  return plies;
}

// Throws unless the position after `ply` plies exists and is reached by legal moves.
void check_drawable(const pdn::GameLine& line, int ply, const pdn::ArchiveGame& input,
                    const pdn::VariationPath& path) {
  if (ply > line.recorded_plies()) {
    const std::string title = line_title(input, path);
    throw std::runtime_error(
        path.empty()
            ? fmt::format("{} has {}: no ply {}", title,
                          plural(static_cast<std::size_t>(line.recorded_plies()), "ply", "plies"),
                          ply)
            : fmt::format("{} ends at ply {}: no ply {}", title, line.recorded_plies(), ply));
  }
  if (line.reached(ply)) return;
  const pdn::Diagnostic& stop = *line.stop;
  const std::string where = fmt::format("{}:{}:{}", support::shown_name(input.source), stop.position.line,
                                        stop.position.column);
  if (stop.ply == 0) {
    throw std::runtime_error(
        fmt::format("{}: game {} cannot be replayed: {}", where, input.game.number, stop.message));
  }
  throw std::runtime_error(fmt::format("{}: {}, ply {} ({}): {}; so ply {} cannot be drawn", where,
                                       line_title(input, path), stop.ply, stop.move, stop.message,
                                       ply));
}

// For the functions given a line and a ply by their caller (chosen_plies checks its own, with
// the game's name): throws unless the position after `ply` plies was reached by legal moves.
void check_reached(const pdn::GameLine& line, int ply) {
  if (line.reached(ply)) return;
  throw std::runtime_error(fmt::format("no position after ply {}: the line reaches plies 0 to {}",
                                       ply, line.legal_plies()));
}

// The same for the move of `ply` as written, legal or not.
void check_recorded(const pdn::GameLine& line, int ply) {
  if (ply >= 0 && ply <= line.recorded_plies()) return;
  throw std::runtime_error(
      fmt::format("no ply {}: the line records plies 0 to {}", ply, line.recorded_plies()));
}

int ply_of_move(const pdn::GameLine& line, SideMove move, const pdn::ArchiveGame& input,
                const pdn::VariationPath& path) {
  const pdn::ReplayedGame& game = line.replayed;
  const pdn::MoveNumber number{move.number, move.side != first_player(game)};
  const int ply = game.ply_of(number);
  if (ply >= 1 && ply <= line.recorded_plies()) return ply;
  const std::string title = line_title(input, path);
  if (line.recorded_plies() == 0) {
    throw std::runtime_error(
        fmt::format("{} has no moves: no move {}", title, number_text(game, number)));
  }
  throw std::runtime_error(fmt::format(
      "{} has moves {} to {}: no move {}", title, number_text(game, game.number_of(1)),
      number_text(game, game.number_of(line.recorded_plies())), number_text(game, number)));
}

// The move of ply `at` + 1 as its variant's PDN usually writes it: a capture by its ends, with
// every landing only where another legal move shares them.
std::string move_text(const pdn::GameLine& line, std::size_t at) {
  if (const auto& game = line.replayed.family) {
    const family::Board board(game->variant.board);
    return family::short_move_text(
        game->variant, board, line.family_moves[at],
        family::legal_moves(game->variant, board, line.family_positions[at]));
  }
  rules::MoveList legal;
  rules::generate_moves(line.positions[at], legal);
  return rules::move_text(line.moves[at], legal);
}

// A tag value worth showing: given and not PDN's "unknown".
std::string known_tag(const pdn::Game& game, std::string_view name) {
  const std::string* value = game.tag(name);
  return value == nullptr || *value == "?" || *value == "-" ? std::string() : *value;
}

}  // namespace

pdn::ArchiveGame read_game(const pdn::InputEvents& events, const std::vector<std::string>& inputs,
                           std::size_t number) {
  std::optional<pdn::ArchiveGame> found;
  std::size_t count = 0;
  const bool all_read = pdn::read_inputs(events, inputs, {}, [&](pdn::ArchiveGame&& game) {
    if (++count == number) found = std::move(game);
  });
  if (!all_read) throw std::runtime_error("an input could not be read");
  if (!found) {
    const std::string games = plural(count, "game", "games");
    throw std::runtime_error(
        inputs.size() == 1
            ? fmt::format("{} has {}: no game {}", inputs.front(), games, number)
            : fmt::format("the {} inputs have {}: no game {}", inputs.size(), games, number));
  }
  if (found->error) throw std::runtime_error(found->error->to_string());
  return std::move(*found);
}

std::optional<SideMove> parse_move_number(std::string_view text) {
  if (text.size() < 2) return std::nullopt;
  const char side = text.back();
  if (side != 'w' && side != 'b') return std::nullopt;
  int number = 0;
  const char* end = text.data() + text.size() - 1;
  const auto [stop, error] = std::from_chars(text.data(), end, number);
  if (error != std::errc() || stop != end || number < 1) return std::nullopt;
  return SideMove{number, side == 'b' ? family::Side::black : family::Side::white};
}

std::vector<int> chosen_plies(const pdn::GameLine& line, const PlyChoice& choice,
                              const pdn::ArchiveGame& input, const pdn::VariationPath& path) {
  std::vector<int> plies;
  if (choice.ply) {
    plies = {*choice.ply};
  } else if (choice.move) {
    plies = {ply_of_move(line, *choice.move, input, path)};
  } else if (!choice.plies.empty()) {
    plies = choice.plies;
  } else if (choice.every) {
    for (int ply = 0; ply <= line.recorded_plies(); ++ply) plies.push_back(ply);
  } else if (choice.annotated_by_default) {
    plies = annotated_plies(line);
    if (plies.empty()) {
      throw std::runtime_error(fmt::format(
          "{} has no move with a strength, a NAG or a comment: choose with --plies or --every",
          line_title(input, path)));
    }
  } else {
    plies = {line.recorded_plies()};
  }
  for (const int ply : plies) check_drawable(line, ply, input, path);
  return plies;
}

DiagramContent game_diagram(const pdn::GameLine& line, int ply, std::string caption) {
  check_reached(line, ply);
  const auto at = static_cast<std::size_t>(ply);
  DiagramContent content =
      line.replayed.family
          ? family_content(line.replayed.family->variant, line.family_positions[at],
                           ply == 0 ? std::nullopt : std::optional(line.family_moves[at - 1]))
          : iberian_content(line.positions[at],
                            ply == 0 ? std::nullopt : std::optional(line.moves[at - 1]));
  content.caption = std::move(caption);
  return content;
}

std::string players(const pdn::Game& game) {
  const std::string white = known_tag(game, "White");
  const std::string black = known_tag(game, "Black");
  if (white.empty() && black.empty()) return "";
  return fmt::format("{} - {}", white.empty() ? "?" : white, black.empty() ? "?" : black);
}

std::string move_caption(const pdn::GameLine& line, int ply) {
  check_reached(line, ply);
  if (ply == 0) return "start";
  const auto at = static_cast<std::size_t>(ply - 1);
  const pdn::MoveNumber number = line.replayed.number_of(ply);
  return fmt::format("{}{} {}{}", number.number, number.second_player ? "..." : ".",
                     move_text(line, at), line.nodes[at]->strength);
}

std::string move_comment(const pdn::GameLine& line, int ply) {
  check_recorded(line, ply);
  if (ply == 0) return "";
  std::string text;
  for (const pdn::Remark& remark : line.nodes[static_cast<std::size_t>(ply - 1)]->after) {
    const auto* comment = std::get_if<pdn::Comment>(&remark);
    if (comment == nullptr) continue;
    const std::string prose = pdn::comment_prose(comment->text);
    if (prose.empty()) continue;
    if (!text.empty()) text += ' ';
    text += prose;
  }
  return text;
}

std::string auto_caption(const pdn::Game& game, const pdn::GameLine& line, int ply) {
  const std::string names = players(game);
  return names.empty() ? move_caption(line, ply) : names + ", " + move_caption(line, ply);
}

std::string sheet_heading(const pdn::Game& game) {
  const std::string event = known_tag(game, "Event");
  const std::string round = known_tag(game, "Round");
  std::string occasion = event;
  if (!round.empty()) occasion += (occasion.empty() ? "round " : ", round ") + round;
  const std::string names = players(game);
  if (names.empty() || occasion.empty()) return names + occasion;
  return fmt::format("{} ({})", names, occasion);
}

}  // namespace damas::diagram
