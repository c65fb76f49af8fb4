#include "damas/pdn/not_checked.hpp"

#include <fmt/core.h>

#include <algorithm>

#include "damas/pdn/game_type.hpp"

namespace damas::pdn {

namespace {

bool has_diagnostic(const ReplayedGame& replayed, DiagnosticCode code) {
  return std::any_of(replayed.diagnostics.begin(), replayed.diagnostics.end(),
                     [&](const Diagnostic& d) { return d.code == code; });
}

}  // namespace

std::optional<int> unchecked_game_type(const Game& game, const ReplayedGame& replayed) {
  const std::string* type = game.tag("GameType");
  if (replayed.judged() || type == nullptr ||
      !has_diagnostic(replayed, DiagnosticCode::unsupported_gametype)) {
    return std::nullopt;
  }
  return game_type_number(*type);
}

bool looks_like_other_variant(const ReplayedGame& replayed) {
  return !replayed.judged() && has_diagnostic(replayed, DiagnosticCode::other_variant);
}

std::string why_not_judged(const Game& game, const ReplayedGame* replayed) {
  if (replayed == nullptr) return "not replayed (--no-replay)";
  if (replayed->judged()) return "";
  if (const auto type = unchecked_game_type(game, *replayed)) {
    return fmt::format("not checked: GameType {} ({})", *type, game_type_name(*type));
  }
  if (looks_like_other_variant(*replayed)) return "not checked: another variant";
  return "not replayed: bad setup";
}

std::size_t NotCheckedCounts::game_types() const {
  std::size_t total = 0;
  for (const auto& [type, games] : by_game_type_) total += games;
  return total;
}

std::string NotCheckedCounts::by_game_type() const {
  std::string text;
  for (const auto& [type, games] : by_game_type_) {
    text += fmt::format("{}{} GameType {} ({})", text.empty() ? "" : ", ", games, type,
                        game_type_name(type));
  }
  return text;
}

void NotCheckedCounts::write_by_game_type(support::JsonWriter& json) const {
  json.begin_array();
  for (const auto& [type, games] : by_game_type_) {
    json.begin_object();
    json.key("game_type").number(type);
    json.key("variant").string(game_type_name(type));
    json.key("games").number(static_cast<std::int64_t>(games));
    json.end_object();
  }
  json.end_array();
}

}  // namespace damas::pdn
