#include "damas/web/game_view.hpp"

#include <fmt/core.h>

#include <charconv>

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

class Builder {
 public:
  Builder(GameView& view, const pdn::ReplayOptions& options) : view_(view), options_(options) {}

  // Adds the nodes of the line at `path`, the lines it branches from having been added.
  void add_line(const pdn::GameLine& walked, const pdn::VariationPath& path) {
    ViewLine line{.path = path_text(path), .nodes = {0}};
    for (int ply = 1; ply <= walked.legal_plies(); ++ply) {
      const pdn::Node* record = walked.nodes[static_cast<std::size_t>(ply - 1)];
      const auto [at, added] =
          view_.node_of.try_emplace(record, static_cast<int>(view_.nodes.size()));
      if (added) {
        view_.nodes.push_back({.parent = line.nodes.back(),
                               .ply = ply,
                               .line = line.path,
                               .position = walked.positions[static_cast<std::size_t>(ply)],
                               .move = walked.moves[static_cast<std::size_t>(ply - 1)],
                               .record = record,
                               .eval = move_eval(*record)});
      }
      line.nodes.push_back(at->second);
    }
    view_.lines.push_back(std::move(line));
  }

  // Walks every variation inside `line` (whose first move is ply `first_ply`), parents first.
  void add_variations(const pdn::Line& line, int first_ply, const pdn::VariationPath& path) {
    for (std::size_t i = 0; i < line.nodes.size(); ++i) {
      const int ply = first_ply + static_cast<int>(i);
      const pdn::Node& node = line.nodes[i];
      for (std::size_t k = 0; k < node.variations.size(); ++k) {
        pdn::VariationPath inner = path;
        inner.push_back({ply, static_cast<int>(k + 1)});
        add_line(pdn::walk_line(view_.input->game, inner, options_), inner);
        add_variations(node.variations[k], ply, inner);
      }
    }
  }

 private:
  GameView& view_;
  const pdn::ReplayOptions& options_;
};

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
  const pdn::GameLine main = pdn::walk_line(game, {}, options);
  view.replayed = main.replayed;
  for (const pdn::Diagnostic& d : view.replayed.diagnostics) {
    if (d.severity == pdn::Severity::error)
      view.problems.push_back(problem_text(view.input->source, d));
  }
  if (main.positions.empty()) return view;
  view.nodes.push_back({.parent = -1,
                        .ply = 0,
                        .line = "",
                        .position = main.positions.front(),
                        .move = std::nullopt,
                        .record = nullptr,
                        .eval = std::nullopt});
  Builder builder(view, options);
  builder.add_line(main, {});
  builder.add_variations(game.moves, 1, {});
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
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace damas::web
