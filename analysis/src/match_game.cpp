#include "damas/analysis/match_game.hpp"

#include <fmt/core.h>

#include "damas/pdn/move_line.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"

namespace damas::analysis {

namespace {

// Appends to `openings` every continuation of `line` (played from the initial position, now at
// `pos`) by `plies` more moves.
void extend_openings(const rules::Position& pos, std::vector<rules::Move>& line, int plies,
                     std::vector<std::vector<rules::Move>>& openings) {
  if (plies == 0) {
    openings.push_back(line);
    return;
  }
  rules::MoveList legal;
  rules::generate_moves(pos, legal);
  for (const rules::Move& m : rules::in_square_order(legal)) {
    line.push_back(m);
    extend_openings(pos.after(m), line, plies - 1, openings);
    line.pop_back();
  }
}

}  // namespace

std::vector<std::vector<rules::Move>> match_openings(int plies) {
  std::vector<std::vector<rules::Move>> openings;
  std::vector<rules::Move> line;
  extend_openings(rules::Position::initial(), line, plies, openings);
  return openings;
}

PlayedGame play_match_game(const MatchPlayer& white, const MatchPlayer& black,
                           const std::vector<rules::Move>& opening, const rules::Ruleset& rules,
                           int round) {
  const rules::Position start = rules::Position::initial();
  rules::Adjudicator arbiter(start, rules);
  engine::GameHistory history(start, rules);
  auto play = [&](const rules::Move& m) {
    arbiter.play(m);
    history.play(m);
  };
  for (const rules::Move& m : opening) play(m);

  // Each engine keeps its table through the game, as it would over the board.
  while (!arbiter.is_over() && arbiter.ply() < kMaxMatchPlies) {
    const bool white_moves = arbiter.position().side_to_move() == rules::Color::white;
    const MatchPlayer& player = white_moves ? white : black;
    const engine::SearchResult result =
        player.engine.search(history, player.spec.limits, engine::SearchPurpose::play);
    play(result.info.pv.front());
  }

  PlayedGame played;
  const rules::Outcome& outcome = arbiter.outcome();
  played.result = arbiter.is_over() ? outcome.result : rules::GameResult::draw;
  const std::string result = rules::result_text(played.result);
  pdn::Game& g = played.record;
  g.tags = {{"Event", "pdn match", {}},
            {"Site", "?", {}},
            {"Date", "????.??.??", {}},
            {"Round", std::to_string(round), {}},
            {"White", white.spec.name, {}},
            {"Black", black.spec.name, {}},
            {"Result", result, {}},
            {"GameType", std::to_string(rules.game_type), {}}};
  g.moves = pdn::pdn_line(start, history.moves());
  const std::string why = arbiter.is_over()
                              ? rules::reason_text(outcome.reason)
                              : fmt::format("stopped after {} plies", kMaxMatchPlies);
  g.moves.trailing.push_back(pdn::Comment{why, {}, {}});
  g.result = pdn::Result{result, {}};
  return played;
}

}  // namespace damas::analysis
