#include "damas/web/game_view.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <cmath>

#include "damas/diagram/content.hpp"
#include "damas/support/quoted.hpp"

namespace damas::web {

namespace {

// The first [%eval] of the comments right after a move.
std::optional<double> move_eval(const pdn::Node& node) {
  for (const pdn::Remark& remark : node.after) {
    const auto* comment = std::get_if<pdn::Comment>(&remark);
    if (comment == nullptr) continue;
    for (const pdn::Command& command : comment->commands) {
      if (command.name == "eval") return eval_value(command.value);
    }
  }
  return std::nullopt;
}

std::string problem_text(const std::string& source, const pdn::Diagnostic& d) {
  const std::string where =
      fmt::format("{}:{}:{}", support::shown_name(source), d.position.line, d.position.column);
  if (d.ply == 0) return fmt::format("{}: {}", where, d.message);
  return fmt::format("{}: ply {} ({}): {}", where, d.ply, d.move, d.message);
}

// What a page draws of a resolved move: the position after it and the move, on its board.
struct Drawn {
  rules::family::Position position;
  diagram::LastMove move;
};

Drawn drawn(const pdn::ResolvedMove& move) {
  return {diagram::iberian_position(move.before.after(move.move)),
          diagram::iberian_move(move.move)};
}

// The same for the moves of a game of the family, under its variant's rules.
class FamilyDrawing {
 public:
  explicit FamilyDrawing(const rules::family::Variant& variant) : variant_(variant) {}
  Drawn operator()(const pdn::FamilyResolvedMove& move) const {
    return {rules::family::play(move.before, move.move), diagram::family_move(variant_, move.move)};
  }

 private:
  const rules::family::Variant& variant_;
};

// Makes the nodes and lines of a game from its replay's resolved moves (pdn::ResolvedMove or
// pdn::FamilyResolvedMove, each drawn by `draw`), main line first, then every variation,
// parents before the variations inside them.
template <typename Resolved, typename Draw>
class Builder {
 public:
  Builder(GameView& view, const std::vector<Resolved>& resolved, Draw draw)
      : view_(view), draw_(std::move(draw)) {
    for (const Resolved& move : resolved) resolved_.emplace(move.node, &move);
  }

  // The line `line` of `path`, whose first move is ply `first_ply`; `before` holds the nodes of
  // the plies before it (fewer when the line it branches from stopped earlier).
  void add_line(const pdn::Line& line, int first_ply, const pdn::VariationPath& path,
                std::vector<int> before) {
    const std::size_t index = view_.lines.size();
    view_.lines.push_back({.path = path_text(path), .nodes = std::move(before)});
    // The replay stops a line at its first move that it cannot resolve, and resolves nothing in
    // the variations after it: a line's nodes end there.
    for (std::size_t i = 0; i < line.nodes.size(); ++i) {
      const auto found = resolved_.find(&line.nodes[i]);
      if (found == resolved_.end()) break;
      add_node(view_.lines[index], *found->second, first_ply + static_cast<int>(i));
    }
    for (std::size_t i = 0; i < line.nodes.size(); ++i) {
      const int ply = first_ply + static_cast<int>(i);
      const pdn::Node& node = line.nodes[i];
      for (std::size_t k = 0; k < node.variations.size(); ++k) {
        pdn::VariationPath inner = path;
        inner.push_back({ply, static_cast<int>(k + 1)});
        const std::vector<int>& nodes = view_.lines[index].nodes;
        const std::size_t kept = std::min(nodes.size(), static_cast<std::size_t>(ply));
        add_line(
            node.variations[k], ply, inner,
            std::vector<int>(nodes.begin(), nodes.begin() + static_cast<std::ptrdiff_t>(kept)));
      }
    }
  }

 private:
  void add_node(ViewLine& line, const Resolved& move, int ply) {
    const int index = static_cast<int>(view_.nodes.size());
    Drawn shown = draw_(move);
    view_.nodes.push_back({.parent = line.nodes.back(),
                           .ply = ply,
                           .line = line.path,
                           .position = shown.position,
                           .move = std::move(shown.move),
                           .record = move.node,
                           .eval = move_eval(*move.node)});
    view_.node_of.emplace(move.node, index);
    line.nodes.push_back(index);
  }

  GameView& view_;
  Draw draw_;
  std::unordered_map<const pdn::Node*, const Resolved*> resolved_;
};

// The nodes and lines of `view`'s game, from the setup `start` on the board `board`.
template <typename Resolved, typename Draw>
void build(GameView& view, const rules::family::BoardShape& board,
           const rules::family::Position& start, const std::vector<Resolved>& resolved, Draw draw) {
  view.board = board;
  view.nodes.push_back({.parent = -1,
                        .ply = 0,
                        .line = "",
                        .position = start,
                        .move = std::nullopt,
                        .record = nullptr,
                        .eval = std::nullopt});
  Builder<Resolved, Draw>(view, resolved, std::move(draw))
      .add_line(view.input->game.moves, 1, {}, {0});
}

}  // namespace

int GameView::node_at(const std::string& path, int ply) const {
  for (const ViewLine& line : lines) {
    if (line.path != path) continue;
    return ply >= 0 && ply < static_cast<int>(line.nodes.size())
               ? line.nodes[static_cast<std::size_t>(ply)]
               : -1;
  }
  return -1;
}

GameView view_game(pdn::ArchiveGame input, std::size_t number, const pdn::ReplayOptions& options) {
  GameView view;
  view.number = number;
  view.input = std::make_unique<const pdn::ArchiveGame>(std::move(input));
  if (view.input->error) {
    view.problems.push_back(view.input->error->to_string());
    return view;
  }
  const pdn::Game& game = view.input->game;
  pdn::ReplayOptions replay_options = options;
  replay_options.record_moves = true;
  view.replayed = pdn::replay(game, replay_options);
  for (const pdn::Diagnostic& d : view.replayed.diagnostics) {
    if (d.severity == pdn::Severity::error) {
      view.problems.push_back(problem_text(view.input->source, d));
    }
  }
  // A game no rules could replay shows why (a GameType not supported, a setup that cannot be
  // played: warnings to validate), rather than every move struck out as unplayed.
  if (!view.replayed.judged() && view.problems.empty()) {
    if (const pdn::Diagnostic* why = pdn::why_not_replayed(view.replayed)) {
      view.problems.push_back(problem_text(view.input->source, *why));
    }
  }
  pdn::ReplayedGame& replayed = view.replayed;
  if (replayed.replayed) {
    build(view, diagram::iberian_board(), diagram::iberian_position(replayed.start),
          replayed.resolved, drawn);
    replayed.resolved.clear();  // in the nodes now
  } else if (replayed.family) {
    build(view, replayed.family->variant.board, replayed.family->start, replayed.family->resolved,
          FamilyDrawing(replayed.family->variant));
    replayed.family->resolved.clear();
  }
  return view;
}

std::string path_text(const pdn::VariationPath& path) {
  std::string text;
  for (const pdn::VariationStep& step : path) {
    if (!text.empty()) text += '/';
    text += fmt::format("{}.{}", step.ply, step.index);
  }
  return text;
}

std::optional<double> eval_value(const std::string& text) {
  if (text.starts_with('#')) {
    int moves = 0;
    const auto [end, error] = std::from_chars(text.data() + 1, text.data() + text.size(), moves);
    if (error != std::errc() || end != text.data() + text.size() || moves == 0) return std::nullopt;
    return moves > 0 ? kForcedWin : -kForcedWin;
  }
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  // from_chars reads "nan" and "inf" too: no score, and no number JSON or a drawing could hold.
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
    return std::nullopt;
  }
  return value;
}

}  // namespace damas::web
