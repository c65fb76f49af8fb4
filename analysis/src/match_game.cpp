#include "damas/analysis/match_game.hpp"

#include <fmt/core.h>

#include <chrono>

#include "damas/analysis/match_record.hpp"
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

std::vector<rules::Move> random_opening(int plies, std::uint64_t seed, std::uint64_t index) {
  // SplitMix64 (Steele, Lea and Flood 2014), written out because std's distributions differ
  // between standard libraries and the openings must not.
  std::uint64_t state = seed * 0x9E3779B97F4A7C15ULL ^ index;
  auto next = [&state] {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  std::vector<rules::Move> line;
  rules::Position pos = rules::Position::initial();
  for (int ply = 0; ply < plies; ++ply) {
    rules::MoveList legal;
    rules::generate_moves(pos, legal);
    if (legal.empty()) break;
    const auto ordered = rules::in_square_order(legal);
    const rules::Move m = ordered[next() % ordered.size()];
    line.push_back(m);
    pos = pos.after(m);
  }
  return line;
}

PlayedGame play_match_game(const MatchPlayer& white, const MatchPlayer& black,
                           const std::vector<rules::Move>& opening, const rules::Ruleset& rules,
                           int round, const std::optional<TimeControl>& time_control,
                           const std::atomic<bool>* stop) {
  const rules::Position start = rules::Position::initial();
  rules::Adjudicator arbiter(start, rules);
  engine::GameHistory history(start, rules);
  auto play = [&](const rules::Move& m) {
    arbiter.play(m);
    history.play(m);
  };
  for (const rules::Move& m : opening) play(m);

  std::optional<MatchClocks> clocks;
  if (time_control) clocks.emplace(*time_control);
  PlayedGame played;
  // Each engine keeps its table through the game, as it would over the board.
  while (!arbiter.is_over() && arbiter.ply() < kMaxMatchPlies) {
    const rules::Color mover = arbiter.position().side_to_move();
    const MatchPlayer& player = mover == rules::Color::white ? white : black;
    engine::Limits limits = player.spec.limits;
    if (clocks) limits.clock = clocks->clock(mover);
    limits.stop = stop;
    const auto start = std::chrono::steady_clock::now();
    const engine::SearchResult result =
        player.engine.search(history, limits, engine::SearchPurpose::play);
    // A search the flag cut short found no considered move, and charging its time could lose
    // the game on time: the game ends unplayed.
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) {
      played.interrupted = true;
      return played;
    }
    if (clocks && !clocks->charge(mover, std::chrono::steady_clock::now() - start)) {
      played.lost_on_time = mover;
      break;
    }
    play(result.info.pv.front());
  }

  const rules::Outcome& outcome = arbiter.outcome();
  if (played.lost_on_time) {
    played.result = *played.lost_on_time == rules::Color::white ? rules::GameResult::black_wins
                                                                : rules::GameResult::white_wins;
  } else {
    played.result = arbiter.is_over() ? outcome.result : rules::GameResult::draw;
  }
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
  if (time_control) g.tags.push_back({"TimeControl", time_control_tag(*time_control), {}});
  g.tags.push_back({"WhiteSearch", search_tag(white.spec.limits), {}});
  g.tags.push_back({"BlackSearch", search_tag(black.spec.limits), {}});
  g.moves = pdn::pdn_line(start, history.moves());
  const std::string why = played.lost_on_time ? lost_on_time_text(*played.lost_on_time)
                          : arbiter.is_over()
                              ? rules::reason_text(outcome.reason)
                              : fmt::format("stopped after {} plies", kMaxMatchPlies);
  g.moves.trailing.push_back(pdn::Comment{why, {}, {}});
  g.result = pdn::Result{result, {}};
  return played;
}

}  // namespace damas::analysis
