#include "match_game.hpp"

#include <fmt/core.h>

#include "damas/engine/game_state.hpp"
#include "damas/engine/search.hpp"
#include "damas/rules/movegen.hpp"
#include "damas/rules/notation.hpp"
#include "egtb_source.hpp"
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

PlayedGame play_match_game(const EngineSpec& white, const EngineSpec& black,
                           const std::vector<rules::Move>& opening, const rules::Ruleset& rules,
                           int round) {
  const rules::Position start = rules::Position::initial();
  rules::Adjudicator arbiter(start, rules);
  engine::GameState state(start, rules.draws);
  std::vector<rules::Move> moves;
  auto play = [&](const rules::Move& m) {
    arbiter.play(m);
    state.play(m);
    moves.push_back(m);
  };
  for (const rules::Move& m : opening) play(m);

  // Each engine keeps its table through the game, as it would over the board.
  engine::Engine white_engine(white.hash_megabytes);
  engine::Engine black_engine(black.hash_megabytes);
  if (white.endgame_tables) white_engine.set_table_source(default_table_source());
  if (black.endgame_tables) black_engine.set_table_source(default_table_source());
  while (!arbiter.is_over() && arbiter.ply() < kMaxMatchPlies) {
    const bool white_moves = arbiter.position().side_to_move() == rules::Color::white;
    const EngineSpec& spec = white_moves ? white : black;
    engine::Engine& engine = white_moves ? white_engine : black_engine;
    play(engine.search(state, spec.limits).info.pv.front());
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
            {"White", white.name, {}},
            {"Black", black.name, {}},
            {"Result", result, {}},
            {"GameType", std::to_string(rules.game_type), {}}};
  g.moves = pdn_line(start, moves);
  const std::string why = arbiter.is_over()
                              ? rules::reason_text(outcome.reason)
                              : fmt::format("stopped after {} plies", kMaxMatchPlies);
  g.moves.trailing.push_back(pdn::Comment{why, {}, {}});
  g.result = pdn::Result{result, {}};
  return played;
}

}  // namespace damas::cli
