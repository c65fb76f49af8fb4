#include "damas/pdn/positions.hpp"

#include <fmt/core.h>

#include <charconv>

#include "damas/support/quoted.hpp"
#include "replay_trail.hpp"

namespace damas::pdn {

namespace {

// A whole number of at least 1, or nullopt.
std::optional<int> positive_number(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 1) return std::nullopt;
  return value;
}

// The nodes of the line at `path`, from the game start, and the ply of its own first move.
std::vector<const Node*> line_nodes(const Game& game, const VariationPath& path, int& first_ply) {
  std::vector<const Node*> nodes;
  const Line* line = &game.moves;
  first_ply = 1;
  for (std::size_t depth = 0; depth < path.size(); ++depth) {
    const VariationStep& step = path[depth];
    const VariationPath parent(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(depth));
    const int last_ply = first_ply + static_cast<int>(line->nodes.size()) - 1;
    if (step.ply < first_ply || step.ply > last_ply) {
      throw VariationPathError(
          line->nodes.empty()
              ? fmt::format("{} has no moves: no ply {}", line_name(parent), step.ply)
              : fmt::format("{} has plies {} to {}: no ply {}", line_name(parent), first_ply,
                            last_ply, step.ply));
    }
    const Node& node = line->nodes[static_cast<std::size_t>(step.ply - first_ply)];
    if (static_cast<std::size_t>(step.index) > node.variations.size()) {
      const std::size_t count = node.variations.size();
      throw VariationPathError(fmt::format(
          "ply {} of {} has {}: no variation {}", step.ply, line_name(parent),
          count == 0 ? "no variation" : fmt::format("{} variation{}", count, count == 1 ? "" : "s"),
          step.index));
    }
    for (int ply = first_ply; ply < step.ply; ++ply) {
      nodes.push_back(&line->nodes[static_cast<std::size_t>(ply - first_ply)]);
    }
    line = &node.variations[static_cast<std::size_t>(step.index - 1)];
    first_ply = step.ply;
  }
  for (const Node& node : line->nodes) nodes.push_back(&node);
  return nodes;
}

}  // namespace

std::optional<VariationPath> parse_variation_path(std::string_view text, std::string& error) {
  VariationPath path;
  if (text.empty()) return path;
  while (true) {
    const std::size_t slash = text.find('/');
    const std::string_view part = text.substr(0, slash);
    const std::size_t dot = part.find('.');
    const auto ply = positive_number(part.substr(0, dot));
    const auto index = dot == std::string_view::npos ? std::nullopt
                                                     : positive_number(part.substr(dot + 1));
    if (!ply || !index) {
      // Quoted, cut and escaped: the text may be anything a user pasted.
      error = fmt::format("{} is not PLY.N (e.g. 3.1: the first variation at ply 3)",
                          support::quoted(part, '\''));
      return std::nullopt;
    }
    path.push_back({*ply, *index});
    if (slash == std::string_view::npos) return path;
    text.remove_prefix(slash + 1);
  }
}

std::string line_name(const VariationPath& path) {
  if (path.empty()) return "the main line";
  std::string name = "variation ";
  for (const VariationStep& step : path) {
    if (&step != &path.front()) name += '/';
    name += fmt::format("{}.{}", step.ply, step.index);
  }
  return name;
}

GameLine walk_line(const Game& game, const VariationPath& path, const ReplayOptions& options) {
  GameLine line;
  line.nodes = line_nodes(game, path, line.first_ply);
  LineTrail trail{.target = path,
                  .moves = {},
                  .positions = {},
                  .family_moves = {},
                  .family_positions = {},
                  .stop = std::nullopt};
  line.replayed = replay_recording(game, options, trail);
  if (line.replayed.replayed) {
    line.positions.push_back(line.replayed.start);
    line.positions.insert(line.positions.end(), trail.positions.begin(), trail.positions.end());
    line.moves = std::move(trail.moves);
  } else if (line.replayed.family) {
    line.family_positions.push_back(line.replayed.family->start);
    line.family_positions.insert(line.family_positions.end(), trail.family_positions.begin(),
                                 trail.family_positions.end());
    line.family_moves = std::move(trail.family_moves);
  }
  line.stop = std::move(trail.stop);
  return line;
}

}  // namespace damas::pdn
