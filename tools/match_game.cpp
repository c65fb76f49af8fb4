#include "match_game.hpp"

#include <fmt/core.h>

#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "move_line.hpp"

namespace damas::cli {

std::vector<std::vector<rules::Move>> match_openings() {
  std::vector<std::vector<rules::Move>> openings;
  const rules::Position start = rules::Position::initial();
  rules::MoveList legal;
  rules::generate_moves(start, legal);
  for (const rules::Move& first : rules::in_square_order(legal)) {
    rules::MoveList replies;
    rules::generate_moves(start.after(first), replies);
    for (const rules::Move& reply : rules::in_square_order(replies)) {
      openings.push_back({first, reply});
    }
  }
  return openings;
}

PlayedGame play_match_game(const MatchPlayer& white, const MatchPlayer& black,
                           const std::vector<rules::Move>& opening, const rules::Ruleset& rules,
                           int round) {
  const rules::Position start = rules::Position::initial();
  rules::Adjudicator arbiter(start, rules);
  GameHistory history(start, rules);
  auto play = [&](const rules::Move& m) {
    arbiter.play(m);
    history.play(m);
  };
  for (const rules::Move& m : opening) play(m);

  // Each engine keeps its table through the game, as it would over the board.
  while (!arbiter.is_over() && arbiter.ply() < kMaxMatchPlies) {
    const bool white_moves = arbiter.position().side_to_move() == rules::Color::white;
    const MatchPlayer& player = white_moves ? white : black;
    play(player.engine.search(history, player.spec.limits, SearchPurpose::play).info.pv.front());
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
  g.moves = pdn_line(start, history.moves());
  const std::string why = arbiter.is_over()
                              ? rules::reason_text(outcome.reason)
                              : fmt::format("stopped after {} plies", kMaxMatchPlies);
  g.moves.trailing.push_back(pdn::Comment{why, {}, {}});
  g.result = pdn::Result{result, {}};
  return played;
}

}  // namespace damas::cli
