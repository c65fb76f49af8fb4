#include "damas/analysis/annotate_game.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string_view>
#include <utility>
#include <vector>

#include "damas/pdn/comment.hpp"
#include "damas/pdn/move_line.hpp"

namespace damas::analysis {

namespace {

// What the search says of one position of the game.
struct Verdict {
  engine::Score score = 0;       // for the side to move
  std::vector<rules::Move> pv;   // empty when the game is over there
  bool over = false;
};

Verdict judge(engine::AnalysingEngine& engine, const engine::GameHistory& game,
              const engine::Limits& limits) {
  const engine::SearchResult result = engine.search(game, limits, engine::SearchPurpose::analyse);
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

// The limits of the confirming searches: `plies` deeper (up to the deepest a search goes), and
// twice the time or nodes when those limit the search.
engine::Limits confirming(const engine::Limits& limits, int plies) {
  engine::Limits deeper = limits;
  deeper.depth = std::min(limits.depth + plies, engine::Limits{}.depth);
  if (deeper.movetime) deeper.movetime = *deeper.movetime * 2;
  if (deeper.nodes) deeper.nodes = *deeper.nodes * 2;
  return deeper;
}

// The played move against the best one, each searched from the same position to the same depth
// by a fresh engine: the loss of winning chances between them (never below 0), and the best
// move's score and line, for the player who moved.
struct Comparison {
  double loss = 0;
  engine::Score best_score = 0;
  std::vector<rules::Move> best_line;
};

Comparison compare(engine::AnalysingEngine& engine, const engine::GameHistory& before,
                   const rules::Move& played, const rules::Move& best,
                   const engine::Limits& limits) {
  const auto search_after = [&](const rules::Move& move) {
    engine::GameHistory game = before;
    game.play(move);
    engine.new_game();
    return judge(engine, game, limits);
  };
  const Verdict after_played = search_after(played);
  const Verdict after_best = search_after(best);
  Comparison c;
  c.best_score = -after_best.score;
  c.loss = std::max(0.0, win_chance(c.best_score) - win_chance(-after_played.score));
  c.best_line.push_back(best);
  c.best_line.insert(c.best_line.end(), after_best.pv.begin(), after_best.pv.end());
  return c;
}

// Whether `loss` is within `margin` of a mark's threshold: the mark could go either way.
bool near_a_threshold(double loss, const MarkThresholds& t, double margin) {
  return std::abs(loss - t.inaccuracy) < margin || std::abs(loss - t.mistake) < margin ||
         std::abs(loss - t.blunder) < margin;
}

// The first comment after the move, created in front of any other remark when there is none.
pdn::Comment& move_comment(pdn::Node& node) {
  for (pdn::Remark& r : node.after) {
    if (auto* c = std::get_if<pdn::Comment>(&r)) return *c;
  }
  node.after.insert(node.after.begin(), pdn::Comment{});
  return std::get<pdn::Comment>(node.after.front());
}

// Where `text` holds evaluation commands, as [begin, end) spans: "[%eval", then not a letter,
// digit or '_' (which would make another name: "[%evaluation 3]"), then a value with no '['
// and the closing ']' (each span takes one space after it too). What only starts like one, such
// as "[%eval " never closed, is text: kept as it is, never taken for an evaluation.
std::vector<std::pair<std::size_t, std::size_t>> eval_spans(std::string_view text) {
  constexpr std::string_view kOpening = "[%eval";
  std::vector<std::pair<std::size_t, std::size_t>> spans;
  for (std::size_t at = text.find(kOpening); at != std::string_view::npos;
       at = text.find(kOpening, at + 1)) {
    const std::size_t after = at + kOpening.size();
    const std::size_t close = text.find_first_of("[]", after);
    if (close == std::string_view::npos || text[close] != ']') continue;
    const char next = text[after];
    if (std::isalnum(static_cast<unsigned char>(next)) != 0 || next == '_') continue;
    const std::size_t end =
        close + 1 < text.size() && text[close + 1] == ' ' ? close + 2 : close + 1;
    spans.emplace_back(at, end);
  }
  return spans;
}

bool has_eval(const pdn::Node& node) {
  for (const pdn::Remark& r : node.after) {
    const auto* c = std::get_if<pdn::Comment>(&r);
    if (c != nullptr && !eval_spans(c->text).empty()) return true;
  }
  return false;
}

// Removes every evaluation command (eval_spans) from the move's comments, and nothing else.
void remove_evals(pdn::Node& node) {
  for (pdn::Remark& r : node.after) {
    auto* c = std::get_if<pdn::Comment>(&r);
    if (c == nullptr) continue;
    const auto spans = eval_spans(c->text);
    for (auto span = spans.rbegin(); span != spans.rend(); ++span) {
      c->text.erase(span->first, span->second - span->first);
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

// How a mark is written: the move's suffix, its NAG (the same judgement for readers that know
// only one of them) and the word of the comment.
struct MarkText {
  const char* strength;
  int nag;
  const char* word;
};

MarkText mark_text(Mark mark) {
  switch (mark) {
    case Mark::inaccuracy: return {"?!", 6, "Inaccuracy"};
    case Mark::mistake: return {"?", 2, "Mistake"};
    case Mark::blunder: return {"??", 4, "Blunder"};
    case Mark::none: break;
  }
  return {"", 0, ""};
}

void count(PlayerSummary& player, Mark mark, double loss) {
  ++player.moves;
  player.total_loss += loss;
  player.inaccuracies += mark == Mark::inaccuracy ? 1 : 0;
  player.mistakes += mark == Mark::mistake ? 1 : 0;
  player.blunders += mark == Mark::blunder ? 1 : 0;
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

// The move time of each search when `total` is spread over the positions of the main line.
std::chrono::milliseconds share_of_game(std::chrono::milliseconds total,
                                        const pdn::ReplayedGame& replayed) {
  const auto positions = static_cast<std::chrono::milliseconds::rep>(replayed.main_line.size()) + 1;
  return std::max(total / positions, std::chrono::milliseconds(1));
}

// The note of a game the rules could not replay, with why as validate says it.
std::string not_replayed_note(const pdn::ReplayedGame& replayed) {
  const std::string_view note = "not annotated: its setup or GameType cannot be replayed";
  const pdn::Diagnostic* why = pdn::why_not_replayed(replayed);
  return why == nullptr ? std::string(note) : fmt::format("{}: {}", note, why->message);
}

}  // namespace

AnnotatedGame annotate_game(pdn::Game& game, const AnnotateSettings& settings,
                            engine::AnalysingEngine& engine) {
  AnnotatedGame out;
  out.number = game.number;
  const std::string* white = game.tag("White");
  const std::string* black = game.tag("Black");
  out.players[0].name = white != nullptr ? *white : "White";
  out.players[1].name = black != nullptr ? *black : "Black";

  const pdn::ReplayedGame replayed = pdn::replay(game, settings.replay);
  if (replayed.family) {
    out.faulty = true;
    out.searched = false;
    out.note = fmt::format("not annotated: the engine plays Portuguese and Spanish draughts "
                           "only, and this game is {} draughts",
                           replayed.family->variant.name);
    return out;
  }
  if (!replayed.replayed) {
    out.faulty = true;
    out.searched = false;
    out.note = not_replayed_note(replayed);
    return out;
  }
  explain_short_line(replayed, out);

  engine::Limits limits = settings.limits;
  if (settings.time_per_game) limits.movetime = share_of_game(*settings.time_per_game, replayed);
  const engine::Limits confirm_limits = confirming(limits, settings.confirm_plies);
  const engine::Limits recheck_limits = confirming(confirm_limits, settings.recheck_plies);
  // No third look where it could not search more than the second (the depth at its cap).
  const bool can_recheck =
      settings.recheck_plies > 0 && (recheck_limits.depth > confirm_limits.depth ||
                                     recheck_limits.movetime != confirm_limits.movetime ||
                                     recheck_limits.nodes != confirm_limits.nodes);
  // Checked after the searches of each move, before anything is written from them: a search the
  // flag cut short gives a verdict that must not pass for a whole one.
  const auto stop_raised = [&] {
    out.stopped = settings.limits.stop != nullptr &&
                  settings.limits.stop->load(std::memory_order_relaxed);
    return out.stopped;
  };
  engine::GameHistory history(replayed.start, replayed.rules);
  Verdict before = judge(engine, history, limits);
  for (std::size_t i = 0; i < replayed.main_line.size(); ++i) {
    const rules::Move& played = replayed.main_line[i];
    const engine::GameHistory before_move = history;
    const rules::Position position = history.position();
    const rules::Color mover = position.side_to_move();
    history.play(played);
    const Verdict after = judge(engine, history, limits);
    ++out.plies_searched;
    if (stop_raised()) return out;

    pdn::Node& node = game.moves.nodes[i];
    const bool keep_old = has_eval(node) && !settings.overwrite;
    if (!after.over && !keep_old) {
      remove_evals(node);
      add_text(move_comment(node), eval_command(after.score, history.position().side_to_move()),
               true);
    }

    // Searches of neighbouring positions can disagree a little; a move never gains.
    double loss = std::max(0.0, win_chance(before.score) - win_chance(-after.score));
    engine::Score better_score = before.score;
    std::vector<rules::Move> line = before.pv;
    const bool best_played = before.pv.empty() || before.pv.front().same_identity(played);
    if (!best_played && settings.confirm_plies > 0 &&
        loss >= settings.thresholds.inaccuracy / 2) {
      Comparison c = compare(engine, before_move, played, before.pv.front(), confirm_limits);
      ++out.moves_confirmed;
      if (can_recheck && near_a_threshold(c.loss, settings.thresholds, settings.recheck_margin)) {
        const double second_look = c.loss;
        c = compare(engine, before_move, played, before.pv.front(), recheck_limits);
        // The milder of the two looks marks: near a threshold two more plies tip a mark either
        // way about as often as not, so a mark must hold up at both depths to be given.
        c.loss = std::min(c.loss, second_look);
        ++out.moves_rechecked;
      }
      if (stop_raised()) return out;
      loss = c.loss;
      better_score = c.best_score;
      line = c.best_line;
    }
    const Mark mark = best_played ? Mark::none : mark_for(loss, settings.thresholds);
    count(out.players[mover == rules::Color::white ? 0 : 1], mark, loss);
    // A move already judged by hand (or by an earlier run) keeps its judgement.
    if (mark != Mark::none && node.strength.empty() && node.nags.empty()) {
      line.resize(std::min(line.size(), static_cast<std::size_t>(settings.pv_length)));
      pdn::Line variation = pdn::pdn_line(position, line);
      const MarkText text = mark_text(mark);
      // Moved in whole: assigning the characters makes GCC 12 warn (-Wrestrict, wrongly).
      node.strength = std::string(text.strength);
      node.nags.push_back(pdn::Nag{text.nag, {}});
      add_text(move_comment(node),
               fmt::format("{}. {} was better.", text.word, variation.nodes.front().move.text),
               false);
      pdn::Comment eval;
      add_text(eval, eval_command(better_score, mover), false);
      variation.nodes.front().after.push_back(std::move(eval));
      node.variations.push_back(std::move(variation));
    }
    before = after;
  }
  if (!settings.annotator.empty()) game.set_tag("Annotator", settings.annotator);
  return out;
}

std::string annotator_text(std::string_view identity, std::string_view budget) {
  return fmt::format("{} ({}{})", kAnnotatorName,
                     identity.empty() ? "" : fmt::format("{}, ", identity), budget);
}

}  // namespace damas::analysis
