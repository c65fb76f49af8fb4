#include "damas/engine/score.hpp"

#include <fmt/core.h>

namespace damas::engine {

std::string score_text(Score s, rules::Color side_to_move) {
  const int sign = side_to_move == rules::Color::white ? 1 : -1;
  if (is_forced(s)) return fmt::format("#{}", sign * moves_to_end(s));
  return fmt::format("{:.2f}", static_cast<double>(sign * s) / kManValue);
}

std::string score_text(Score s) { return score_text(s, rules::Color::white); }

}  // namespace damas::engine
