#include "damas/pdn/selection.hpp"

#include <fmt/core.h>
#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <climits>

#include "damas/pdn/date.hpp"

namespace damas::pdn {

namespace {

// Each letter of U+00C0..U+00FF (UTF-8: 0xC3 then 0x80..0xBF) without its accent, in lower case;
// '\0' where there is no accent to take off (Æ, Ð, ×, Þ, ß, æ, ð, ÷, þ).
constexpr char kLatin1Letters[] =
    "aaaaaa\0ceeeeiiii\0nooooo\0ouuuuy\0\0"
    "aaaaaa\0ceeeeiiii\0nooooo\0ouuuuy\0y";
static_assert(sizeof(kLatin1Letters) == 64 + 1);

// `text` (UTF-8) as player names are compared: in lower case and without accents, so that a name
// is found as people type it (`jose` finds José, `INÊS` Inês) and as other programs store it,
// composed (é, U+00E9) or decomposed (e then U+0301, as macOS file names are): the ASCII letters,
// those of Latin-1 (À to ÿ, the letters of Portuguese and Spanish names) and the combining marks
// U+0300..U+036F, which are dropped. Other text is compared as it is.
std::string folded(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const unsigned next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0U;
    if (c < 0x80) {
      out += static_cast<char>(std::tolower(c));
    } else if (c == 0xC3 && next >= 0x80 && next <= 0xBF) {
      ++i;
      if (const char letter = kLatin1Letters[next - 0x80]) {
        out += letter;
      } else {
        // A capital without accent (Æ, Ð, Þ) becomes its small letter, 0x20 further on.
        const bool capital = next <= 0x9E && next != 0x97;
        out += static_cast<char>(c);
        out += static_cast<char>(capital ? next + 0x20 : next);
      }
    } else if ((c == 0xCC && next >= 0x80 && next <= 0xBF) ||
               (c == 0xCD && next >= 0x80 && next <= 0xAF)) {
      ++i;  // a combining mark (U+0300..U+036F): the letter before it stays, bare
    } else {
      out += static_cast<char>(c);
    }
  }
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

// Whether `text` is empty or a date as the Date tag is compared: YYYY, YYYY.MM or YYYY.MM.DD
// with a month from 01 to 12 and a day from 01 to 31.
bool is_date_or_empty(std::string_view text) {
  if (text.empty()) return true;
  if (text.size() != 4 && text.size() != 7 && text.size() != 10) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool separator = i == 4 || i == 7;
    if (separator ? text[i] != '.' : !std::isdigit(static_cast<unsigned char>(text[i]))) {
      return false;
    }
  }
  auto part = [&](std::size_t at, int last) {
    const int value = (text[at] - '0') * 10 + (text[at + 1] - '0');
    return value >= 1 && value <= last;
  };
  return (text.size() < 7 || part(5, 12)) && (text.size() < 10 || part(8, 31));
}

// The number a text starts with, if it does.
std::optional<int> leading_number(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end == text.data()) return std::nullopt;
  return value;
}

// The whole of `text` as a number from 0 up, or nullopt.
std::optional<int> whole_number(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

}  // namespace

Selection::Selection() = default;
Selection::Selection(Selection&&) noexcept = default;
Selection& Selection::operator=(Selection&&) noexcept = default;
Selection::~Selection() = default;

bool Selection::set_dates(std::string_view spec, std::string& error) {
  const auto ends = range(spec);
  if (!ends || !is_date_or_empty(ends->first) || !is_date_or_empty(ends->second)) {
    error = "expected FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD or left out, as "
            "2009.04.01..2009.12";
    return false;
  }
  // TO covers its whole period: 2009.05..2009 is empty, 2009..2009.05 is not.
  const auto& [from, to] = *ends;
  for (const std::string& end : {from, to}) {
    if (end.size() == 10 && !normalized_date(end)) {  // 2025.02.29, 2024.04.31
      error = fmt::format("{} is not a day of the calendar", end);
      return false;
    }
  }
  if (!to.empty() && from.substr(0, to.size()) > to) {
    error = fmt::format("{} is after {}", from, to);
    return false;
  }
  dates_ = ends;
  return true;
}

bool Selection::set_rounds(std::string_view spec, std::string& error) {
  const auto ends = range(spec);
  const auto from = ends ? (ends->first.empty() ? 0 : whole_number(ends->first)) : std::nullopt;
  const auto to = ends ? (ends->second.empty() ? INT_MAX : whole_number(ends->second)) : std::nullopt;
  if (!from || !to) {
    error = "expected FROM..TO, whole numbers or left out, as 3..5";
    return false;
  }
  if (*from > *to) {
    error = fmt::format("{} is after {}", *from, *to);
    return false;
  }
  rounds_ = std::pair{*from, *to};
  return true;
}

bool Selection::set_plies(std::optional<int> min, std::optional<int> max) {
  if (min && max && *min > *max) return false;
  min_plies_ = min;
  max_plies_ = max;
  return true;
}

bool Selection::add_tag(std::string_view spec, std::string& error) {
  const std::size_t at = spec.find_first_of("=~");
  if (at == 0 || at == std::string_view::npos) {
    error = "expected NAME=VALUE or NAME~REGEX";
    return false;
  }
  TagTest test{std::string(spec.substr(0, at)), std::string(spec.substr(at + 1)), nullptr};
  if (spec[at] == '~') {
    RE2::Options options;
    options.set_log_errors(false);  // the error is given to the caller, not logged
    test.regex = std::make_unique<const RE2>(test.value, options);
    if (!test.regex->ok()) {
      error = fmt::format("'{}' is not an RE2 regular expression: {}", test.value,
                          test.regex->error());
      return false;
    }
  }
  tags_.push_back(std::move(test));
  return true;
}

void Selection::add_player(std::string_view name) { players_.push_back(folded(name)); }

bool Selection::add_result(std::string_view result, std::string& error) {
  // Only the PDN spellings: "2-0" (a 10x10 score) or "1:0" would select 1-0 games unawares.
  const auto normalized = normalized_result(result);
  if (!normalized || *normalized != result) {
    error = "expected 1-0, 0-1, 1/2-1/2, 0-0 or *";
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
  error = "expected no-pieces, no-moves, repetition, twenty-move, forcada or king-vs-king";
  return false;
}

void Selection::add_position(const rules::Position& position) { positions_.push_back(position); }

bool Selection::selects(const Game& game, const ReplayedGame* replayed, bool broken) const {
  return all_hold(game, replayed, broken) != invert_;
}

bool Selection::position_occurs(const ReplayedGame& replayed) const {
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

bool Selection::all_hold(const Game& game, const ReplayedGame* replayed, bool broken) const {
  if (errors_only_ && !broken) return false;
  for (const TagTest& test : tags_) {
    const std::string* value = game.tag(test.name);
    if (value == nullptr) return false;
    if (test.regex ? !RE2::PartialMatch(*value, *test.regex) : *value != test.value) return false;
  }
  if (!players_.empty()) {
    const std::array<std::string, 2> sides = {folded(game.tag("White") ? *game.tag("White") : ""),
                                              folded(game.tag("Black") ? *game.tag("Black") : "")};
    const bool found = std::any_of(players_.begin(), players_.end(), [&](const std::string& p) {
      return sides[0].find(p) != std::string::npos || sides[1].find(p) != std::string::npos;
    });
    if (!found) return false;
  }
  if (!results_.empty()) {
    const std::string* tag = game.tag("Result");
    const auto result = normalized_result(tag ? *tag : game.result ? game.result->text : "*");
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

}  // namespace damas::pdn
