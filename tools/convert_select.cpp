#include "convert_select.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <climits>

#include "damas/rules/fen.hpp"
#include "options.hpp"

namespace damas::cli {

namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

template <class T>
bool any_or_none(const std::vector<T>& wanted, const T& value) {
  return wanted.empty() || std::find(wanted.begin(), wanted.end(), value) != wanted.end();
}

// Splits "FROM..TO" (either end may be empty).
std::optional<std::pair<std::string, std::string>> range(std::string_view spec) {
  const std::size_t dots = spec.find("..");
  if (dots == std::string_view::npos) return std::nullopt;
  return std::pair{std::string(spec.substr(0, dots)), std::string(spec.substr(dots + 2))};
}

// The number a text starts with, if it does.
std::optional<int> leading_number(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end == text.data()) return std::nullopt;
  return value;
}

}  // namespace

bool Selection::set_dates(std::string_view spec, std::string& error) {
  dates_ = range(spec);
  if (!dates_) error = fmt::format("--date '{}': expected FROM..TO, as 2009.04.01..2009.12", spec);
  return dates_.has_value();
}

bool Selection::set_rounds(std::string_view spec, std::string& error) {
  const auto ends = range(spec);
  const auto from = ends ? (ends->first.empty() ? 0 : leading_number(ends->first)) : std::nullopt;
  const auto to = ends ? (ends->second.empty() ? INT_MAX : leading_number(ends->second)) : std::nullopt;
  if (!from || !to) {
    error = fmt::format("--round '{}': expected FROM..TO, as 3..5", spec);
    return false;
  }
  rounds_ = std::pair{*from, *to};
  return true;
}

bool Selection::add_tag(std::string_view spec, std::string& error) {
  const std::size_t at = spec.find_first_of("=~");
  if (at == 0 || at == std::string_view::npos) {
    error = fmt::format("--tag '{}': expected NAME=VALUE or NAME~REGEX", spec);
    return false;
  }
  TagTest test{std::string(spec.substr(0, at)), std::string(spec.substr(at + 1)), std::nullopt};
  if (spec[at] == '~') {
    try {
      test.regex.emplace(test.value, std::regex::ECMAScript);
    } catch (const std::regex_error& e) {
      error = fmt::format("--tag '{}': bad regular expression: {}", spec, e.what());
      return false;
    }
  }
  tags_.push_back(std::move(test));
  return true;
}

void Selection::add_player(std::string_view name) { players_.push_back(lower(name)); }

bool Selection::add_result(std::string_view result, std::string& error) {
  const auto normalized = pdn::normalized_result(result);
  if (!normalized) {
    error = fmt::format("--result '{}': not a result (1-0, 0-1, 1/2-1/2, *)", result);
    return false;
  }
  results_.push_back(*normalized);
  return true;
}

bool Selection::add_end_reason(std::string_view reason, std::string& error) {
  using rules::EndReason;
  for (const EndReason r : {EndReason::no_pieces, EndReason::no_moves, EndReason::repetition,
                            EndReason::twenty_move, EndReason::forcada, EndReason::king_vs_king}) {
    if (reason == rules::reason_text(r)) {
      reasons_.push_back(r);
      return true;
    }
  }
  error = fmt::format(
      "--ended-by '{}': expected no-pieces, no-moves, repetition, twenty-move, forcada or "
      "king-vs-king", reason);
  return false;
}

bool Selection::add_position(std::string_view fen, std::string& error) {
  const rules::FenResult parsed = rules::parse_fen(fen);
  if (!parsed.ok()) {
    error = "--position: " + fen_error_text(fen, *parsed.error);
    return false;
  }
  positions_.push_back(parsed.position);
  return true;
}

bool Selection::selects(const pdn::Game& game, const pdn::ReplayedGame* replayed, bool broken) const {
  return all_hold(game, replayed, broken) != invert_;
}

bool Selection::position_occurs(const pdn::ReplayedGame& replayed) const {
  auto wanted = [&](const rules::Position& p) {
    return std::find(positions_.begin(), positions_.end(), p) != positions_.end();
  };
  rules::Position position = replayed.start;
  if (wanted(position)) return true;
  for (const rules::Move& move : replayed.main_line) {
    position = position.after(move);
    if (wanted(position)) return true;
  }
  return false;
}

bool Selection::all_hold(const pdn::Game& game, const pdn::ReplayedGame* replayed, bool broken) const {
  if (errors_only_ && !broken) return false;
  for (const TagTest& test : tags_) {
    const std::string* value = game.tag(test.name);
    if (value == nullptr) return false;
    if (test.regex ? !std::regex_search(*value, *test.regex) : *value != test.value) return false;
  }
  if (!players_.empty()) {
    const std::array<std::string, 2> sides = {lower(game.tag("White") ? *game.tag("White") : ""),
                                              lower(game.tag("Black") ? *game.tag("Black") : "")};
    const bool found = std::any_of(players_.begin(), players_.end(), [&](const std::string& p) {
      return sides[0].find(p) != std::string::npos || sides[1].find(p) != std::string::npos;
    });
    if (!found) return false;
  }
  if (!results_.empty()) {
    const std::string* tag = game.tag("Result");
    const auto result = pdn::normalized_result(tag ? *tag : game.result ? game.result->text : "*");
    if (!result || !any_or_none(results_, *result)) return false;
  }
  if (dates_) {
    // Comparing as text orders YYYY.MM.DD dates; a shortened upper end covers its whole period.
    const std::string* date = game.tag("Date");
    if (date == nullptr || *date < dates_->first) return false;
    if (!dates_->second.empty() && date->substr(0, dates_->second.size()) > dates_->second) return false;
  }
  if (rounds_) {
    const std::string* round = game.tag("Round");
    const auto number = round ? leading_number(*round) : std::nullopt;
    if (!number || *number < rounds_->first || *number > rounds_->second) return false;
  }
  const int plies = static_cast<int>(game.moves.nodes.size());
  if ((min_plies_ && plies < *min_plies_) || (max_plies_ && plies > *max_plies_)) return false;
  if (!positions_.empty() && (replayed == nullptr || !position_occurs(*replayed))) return false;
  const rules::EndReason ended_by = replayed ? replayed->outcome.reason : rules::EndReason::none;
  return any_or_none(reasons_, ended_by);
}

}  // namespace damas::cli
