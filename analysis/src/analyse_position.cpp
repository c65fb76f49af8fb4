#include "damas/analysis/analyse_position.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "damas/pdn/move_line.hpp"
#include "damas/rules/illegal.hpp"
#include "damas/rules/notation.hpp"
#include "damas/support/json_writer.hpp"
#include "damas/support/quoted.hpp"

namespace damas::analysis {

namespace {

// Why a move text that match_move did not find legal is not played: the rules' words for an
// illegal move, the routes of an ambiguous one, the quiet move a capture's notation names.
std::string why_not_played(const rules::Position& pos, const rules::ParsedMoveText& parsed,
                           const rules::MoveMatch& match) {
  switch (match.status) {
    case rules::MatchStatus::ambiguous:
      return fmt::format("it names several captures ({}); write the full path",
                         rules::routes_text(match.candidates));
    case rules::MatchStatus::quiet_written_as_capture:
      return fmt::format("it is written as a capture, but the move is the quiet {}",
                         rules::route_text(match.move));
    case rules::MatchStatus::legal:
    case rules::MatchStatus::illegal:
      break;
  }
  return rules::illegal_move_message(pos, parsed);
}

}  // namespace

std::optional<std::string> play_moves(engine::GameHistory& game, std::string_view text) {
  std::size_t start = 0;
  while ((start = text.find_first_not_of(" \t\r\n", start)) != std::string_view::npos) {
    const std::size_t end = std::min(text.find_first_of(" \t\r\n", start), text.size());
    const std::string_view word = text.substr(start, end - start);
    const rules::ParsedMoveText parsed = rules::parse_move_text(word);
    const rules::MoveMatch match = rules::match_move(game.position(), parsed);
    if (match.status != rules::MatchStatus::legal) {
      return fmt::format("{} is not a legal move at ply {}: {}", support::quoted(word, '\''),
                         game.state().ply() + 1, why_not_played(game.position(), parsed, match));
    }
    game.play(match.move);
    start = end;
  }
  return std::nullopt;
}

std::string analysis_json(std::string_view fen, const engine::GameHistory& game,
                          const engine::SearchResult& result) {
  support::JsonWriter json;
  json.begin_object();
  json.key("fen").string(fen);
  if (result.game_over) {
    json.key("best").null();
    json.key("score").null();
    json.key("result").string(rules::result_text(result.game_over->result));
    json.key("reason").string(rules::reason_text(result.game_over->reason));
  } else {
    const std::vector<std::string> pv = pdn::line_texts(game.position(), result.info.pv);
    const std::string score =
        engine::score_text(result.info.score, game.position().side_to_move());
    if (pv.empty()) {  // an AnalysingEngine of one's own may give no move
      json.key("best").null();
    } else {
      json.key("best").string(pv.front());
    }
    if (engine::is_forced(result.info.score)) {
      json.key("score").string(score);
    } else {
      json.key("score").raw_number(score);
    }
    json.key("depth").number(result.info.depth);
    json.key("nodes").number(static_cast<std::int64_t>(result.info.nodes));
    json.key("nps").number(static_cast<std::int64_t>(result.info.nps()));
    json.key("pv").begin_array();
    for (const std::string& m : pv) json.string(m);
    json.end_array();
  }
  json.end_object();
  return std::string(json.text());
}

std::string analysis_text(const engine::GameHistory& game, const engine::SearchResult& result) {
  if (result.game_over) {
    return fmt::format("game over: {} ({})", rules::result_text(result.game_over->result),
                       rules::reason_text(result.game_over->reason));
  }
  const std::vector<std::string> pv = pdn::line_texts(game.position(), result.info.pv);
  const std::string best = pv.empty() ? "none" : pv.front();  // a user's engine may give none
  std::string line;
  for (const std::string& m : pv) {
    if (!line.empty()) line += ' ';
    line += m;
  }
  if (line.empty()) line = "none";
  return fmt::format("best {}  score {}  depth {}  nodes {}  nps {:.0f}  pv {}", best,
                     engine::score_text(result.info.score, game.position().side_to_move()),
                     result.info.depth, result.info.nodes, result.info.nps(), line);
}

}  // namespace damas::analysis
