#include "annotate_game.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

#include "damas/engine/game_state.hpp"
#include "damas/pdn/comment.hpp"
#include "egtb_source.hpp"
#include "move_line.hpp"

namespace damas::cli {

namespace {

// What the search says of one position of the game.
struct Verdict {
  engine::Score score = 0;       // for the side to move
  std::vector<rules::Move> pv;   // empty when the game is over there
  bool over = false;
};

Verdict judge(engine::Engine& engine, const engine::GameState& state,
              const engine::Limits& limits) {
  const engine::SearchResult result = engine.search(state, limits);
  Verdict v;
  if (result.game_over) {
    // The side to move has lost unless the rules drew the game.
    v.over = true;
    v.score = result.game_over->result == rules::GameResult::draw ? engine::kDrawScore
                                                                   : engine::loss_at(0);
  } else {
    v.score = result.info.score;
    v.pv = result.info.pv;
  }
  return v;
}

// Moves are the same when they go from the same square to the same square taking the same
// pieces (the identity that move texts and the transposition table use too).
bool same_move(const rules::Move& a, const rules::Move& b) {
  return a.from == b.from && a.to == b.to && a.captured == b.captured;
}

// The first comment after the move, created in front of any other remark when there is none.
pdn::Comment& move_comment(pdn::Node& node) {
  for (pdn::Remark& r : node.after) {
    if (auto* c = std::get_if<pdn::Comment>(&r)) return *c;
  }
  node.after.insert(node.after.begin(), pdn::Comment{});
  return std::get<pdn::Comment>(node.after.front());
}

bool has_eval(const pdn::Node& node) {
  for (const pdn::Remark& r : node.after) {
    if (const auto* c = std::get_if<pdn::Comment>(&r)) {
      for (const pdn::Command& command : c->commands) {
        if (command.name == "eval") return true;
      }
    }
  }
  return false;
}

// Removes every [%eval ...] (and the space after it) from the move's comments.
void remove_evals(pdn::Node& node) {
  for (pdn::Remark& r : node.after) {
    auto* c = std::get_if<pdn::Comment>(&r);
    if (c == nullptr) continue;
    for (std::size_t at; (at = c->text.find("[%eval")) != std::string::npos;) {
      std::size_t end = c->text.find(']', at);
      end = end == std::string::npos ? c->text.size() : end + 1;
      if (end < c->text.size() && c->text[end] == ' ') ++end;
      c->text.erase(at, end - at);
    }
    c->commands = pdn::parse_commands(c->text);
  }
}

void add_text(pdn::Comment& comment, const std::string& text, bool in_front) {
  if (comment.text.empty()) {
    comment.text = text;
  } else if (in_front) {
    comment.text = text + ' ' + comment.text;
  } else {
    comment.text += ' ' + text;
  }
  comment.commands = pdn::parse_commands(comment.text);
}

// "[%eval 0.35]", from White's point of view, for a score of the side to move.
std::string eval_command(engine::Score score, rules::Color side_to_move) {
  return fmt::format("[%eval {}]", engine::score_text(score, side_to_move));
}

const char* mark_strength(Mark mark) {
  switch (mark) {
    case Mark::inaccuracy: return "?!";
    case Mark::mistake: return "?";
    case Mark::blunder: return "??";
    case Mark::none: break;
  }
  return "";
}

const char* mark_word(Mark mark) {
  switch (mark) {
    case Mark::inaccuracy: return "Inaccuracy";
    case Mark::mistake: return "Mistake";
    case Mark::blunder: return "Blunder";
    case Mark::none: break;
  }
  return "";
}

void count(PlayerSummary& player, Mark mark, double loss) {
  ++player.moves;
  player.total_loss += loss;
  player.inaccuracies += mark == Mark::inaccuracy ? 1 : 0;
  player.mistakes += mark == Mark::mistake ? 1 : 0;
  player.blunders += mark == Mark::blunder ? 1 : 0;
}

void set_tag(pdn::Game& game, const std::string& name, const std::string& value) {
  for (pdn::Tag& tag : game.tags) {
    if (tag.name == name) {
      tag.value = value;
      return;
    }
  }
  game.tags.push_back(pdn::Tag{name, value, {}});
}

// Explains a main line cut short; faulty when the record itself is broken.
void explain_short_line(const pdn::ReplayedGame& replayed, AnnotatedGame& out) {
  const int legal = static_cast<int>(replayed.main_line.size());
  if (legal >= replayed.recorded_plies) return;
  if (replayed.outcome.result != rules::GameResult::ongoing && replayed.outcome.ply == legal) {
    out.note = fmt::format("the game ended on the board after ply {} ({}): the moves recorded "
                           "after it are not searched",
                           legal, rules::reason_text(replayed.outcome.reason));
    return;
  }
  out.faulty = true;
  std::string what = fmt::format("ply {} is not a legal move", legal + 1);
  for (const pdn::Diagnostic& d : replayed.diagnostics) {
    if (d.ply == legal + 1 && d.severity == pdn::Severity::error) {
      what = fmt::format("ply {} ({}): {}", d.ply, d.move, d.message);
      break;
    }
  }
  out.note = fmt::format("{}; annotated up to ply {}", what, legal);
}

}  // namespace

AnnotatedGame annotate_game(pdn::Game& game, const AnnotateSettings& settings) {
  AnnotatedGame out;
  out.number = game.number;
  const std::string* white = game.tag("White");
  const std::string* black = game.tag("Black");
  out.players[0].name = white != nullptr ? *white : "White";
  out.players[1].name = black != nullptr ? *black : "Black";

  const pdn::ReplayedGame replayed = pdn::replay(game, settings.replay);
  if (!replayed.replayed) {
    out.faulty = true;
    out.note = "not annotated: its setup or GameType cannot be replayed";
    return out;
  }
  explain_short_line(replayed, out);

  engine::Engine engine(settings.hash_megabytes);
  if (settings.endgame_tables) engine.set_table_source(default_table_source());
  engine::GameState state(replayed.start, replayed.rules.draws);
  Verdict before = judge(engine, state, settings.limits);
  for (std::size_t i = 0; i < replayed.main_line.size(); ++i) {
    const rules::Move& played = replayed.main_line[i];
    const rules::Position position = state.position();
    const rules::Color mover = position.side_to_move();
    state.play(played);
    const Verdict after = judge(engine, state, settings.limits);
    ++out.plies_searched;

    pdn::Node& node = game.moves.nodes[i];
    const bool keep_old = has_eval(node) && !settings.overwrite;
    if (!after.over && !keep_old) {
      remove_evals(node);
      add_text(move_comment(node), eval_command(after.score, state.position().side_to_move()),
               true);
    }

    // Searches of neighbouring positions can disagree a little; a move never gains.
    const double loss = std::max(0.0, win_chance(before.score) - win_chance(-after.score));
    Mark mark = mark_for(loss, settings.thresholds);
    if (before.pv.empty() || same_move(before.pv.front(), played)) mark = Mark::none;
    count(out.players[mover == rules::Color::white ? 0 : 1], mark, loss);
    // A move already judged by hand (or by an earlier run) keeps its judgement.
    if (mark != Mark::none && node.strength.empty() && node.nags.empty()) {
      std::vector<rules::Move> line = before.pv;
      line.resize(std::min(line.size(), static_cast<std::size_t>(settings.pv_length)));
      pdn::Line variation = pdn_line(position, line);
      node.strength = mark_strength(mark);
      add_text(move_comment(node),
               fmt::format("{}. {} was better.", mark_word(mark), variation.nodes.front().move.text),
               false);
      pdn::Comment eval;
      add_text(eval, eval_command(before.score, mover), false);
      variation.nodes.front().after.push_back(std::move(eval));
      node.variations.push_back(std::move(variation));
    }
    before = after;
  }
  if (!settings.annotator.empty()) set_tag(game, "Annotator", settings.annotator);
  return out;
}

}  // namespace damas::cli
