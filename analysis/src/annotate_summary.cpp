#include "damas/analysis/annotate_summary.hpp"

#include <fmt/core.h>

#include "damas/support/json_writer.hpp"
#include "damas/support/quoted.hpp"

namespace damas::analysis {

namespace {

std::string counted(int n, const char* one, const char* many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string player_text(const PlayerSummary& p, const char* colour) {
  return fmt::format("{} ({}): {}, {}, {}, average loss {:.1f}%", p.name, colour,
                     counted(p.inaccuracies, "inaccuracy", "inaccuracies"),
                     counted(p.mistakes, "mistake", "mistakes"),
                     counted(p.blunders, "blunder", "blunders"),
                     100.0 * p.average_loss());
}

void player_json(support::JsonWriter& json, const PlayerSummary& p) {
  json.begin_object();
  json.key("name").string(p.name);
  json.key("moves").number(p.moves);
  json.key("inaccuracies").number(p.inaccuracies);
  json.key("mistakes").number(p.mistakes);
  json.key("blunders").number(p.blunders);
  json.key("average_loss").raw_number(fmt::format("{:.4f}", p.average_loss()));
  json.end_object();
}

}  // namespace

std::string summary_text(const std::string& source, const AnnotatedGame& game) {
  return fmt::format("{}: game {}: {}; {}\n", support::shown_name(source), game.number,
                     player_text(game.players[0], "White"), player_text(game.players[1], "Black"));
}

std::string summary_json(const std::string& source, const AnnotatedGame& game) {
  support::JsonWriter json;
  json.begin_object();
  json.key("file").string(source);
  json.key("game").number(static_cast<std::int64_t>(game.number));
  json.key("plies").number(game.plies_searched);
  json.key("white");
  player_json(json, game.players[0]);
  json.key("black");
  player_json(json, game.players[1]);
  json.end_object();
  return json.take() + '\n';
}

}  // namespace damas::analysis
