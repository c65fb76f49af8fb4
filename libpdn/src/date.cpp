#include "damas/pdn/date.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace damas::pdn {

namespace {

// A date is read as a list of parts: digits, runs of '?', and words, with what separates them.
struct Part {
  enum Kind { number, unknown, word } kind;
  std::string text;
  std::string separator_before;  // the characters between the previous part and this one
};

bool is_separator(char c) {
  return c == '.' || c == '-' || c == '/' || c == ',' || c == ' ' || c == '\t';
}
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

std::vector<Part> parts_of(std::string_view text, std::string& trailing) {
  std::vector<Part> parts;
  std::string separator;
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (is_separator(c)) {
      separator += c;
      ++i;
      continue;
    }
    const Part::Kind kind = is_digit(c) ? Part::number : c == '?' ? Part::unknown : Part::word;
    std::size_t end = i;
    auto same_kind = [&](char d) {
      if (kind == Part::number) return is_digit(d);
      if (kind == Part::unknown) return d == '?';
      return !is_digit(d) && d != '?' && !is_separator(d);
    };
    while (end < text.size() && same_kind(text[end])) ++end;
    parts.push_back({kind, std::string(text.substr(i, end - i)), std::move(separator)});
    separator.clear();
    i = end;
  }
  trailing = std::move(separator);
  return parts;
}

// The month a name gives, English or Portuguese, in full or by its first three letters.
std::optional<int> month_named(std::string word) {
  std::transform(word.begin(), word.end(), word.begin(), [](char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  });
  static constexpr std::array<std::array<std::string_view, 12>, 3> kNames = {{
      {"january", "february", "march", "april", "may", "june", "july", "august", "september",
       "october", "november", "december"},
      {"janeiro", "fevereiro", "mar\xC3\xA7o", "abril", "maio", "junho", "julho", "agosto",
       "setembro", "outubro", "novembro", "dezembro"},
      {"", "", "marco", "", "", "", "", "", "sept", "", "", ""},  // other spellings
  }};
  for (const auto& names : kNames) {
    for (int m = 0; m < 12; ++m) {
      const std::string_view name = names[m];
      if (!name.empty() && (word == name || (word.size() == 3 && name.substr(0, 3) == word))) {
        return m + 1;
      }
    }
  }
  return std::nullopt;
}

bool leap(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int days_in_month(int month, std::optional<int> year) {
  static constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (month == 2) return (!year || leap(*year)) ? 29 : 28;
  return kDays[month - 1];
}

// The year, month and day as read: a missing or '?' part is unknown.
struct Date {
  std::optional<int> year, month, day;

  std::optional<std::string> text() const {
    if (month && (*month < 1 || *month > 12)) return std::nullopt;
    if (day && (*day < 1 || *day > (month ? days_in_month(*month, year) : 31))) return std::nullopt;
    auto two = [](std::optional<int> v) {
      return v ? fmt::format("{:02}", *v) : std::string("??");
    };
    return fmt::format("{}.{}.{}", year ? fmt::format("{:04}", *year) : "????", two(month),
                       two(day));
  }
};

bool is_year(const Part& p) { return p.text.size() == 4; }
bool is_short(const Part& p) { return p.kind != Part::word && p.text.size() <= 2; }

// The number of a part; nullopt for question marks, and for zero, which programs write for an
// unknown part ("0000.00.00", "1990.00.00").
std::optional<int> value_of(const Part& p) {
  const int value = p.kind == Part::number ? std::stoi(p.text) : 0;
  return value != 0 ? std::optional<int>(value) : std::nullopt;
}

// Digits and question marks only: year first or day first, one separator throughout.
std::optional<std::string> numeric_date(const std::vector<Part>& parts,
                                        const std::string& trailing) {
  const std::string& separator = parts.size() > 1 ? parts[1].separator_before : trailing;
  if (!parts.front().separator_before.empty()) return std::nullopt;
  if (!separator.empty() && (separator.size() != 1 || separator.find_first_of(".-/") != 0)) {
    return std::nullopt;
  }
  for (std::size_t i = 2; i < parts.size(); ++i) {
    if (parts[i].separator_before != separator) return std::nullopt;
  }
  if (!trailing.empty() && trailing != separator) return std::nullopt;
  Date date;
  const std::size_t n = parts.size();
  if (n == 1 && parts[0].kind == Part::unknown && trailing.empty()) return Date{}.text();  // "?"
  if (n >= 1 && n <= 3 && is_year(parts[0]) &&
      std::all_of(parts.begin() + 1, parts.end(), is_short)) {
    date.year = value_of(parts[0]);
    if (n >= 2) date.month = value_of(parts[1]);
    if (n == 3) date.day = value_of(parts[2]);
  } else if (n >= 2 && n <= 3 && is_year(parts[n - 1]) &&
             std::all_of(parts.begin(), parts.end() - 1, is_short)) {
    date.year = value_of(parts[n - 1]);
    date.month = value_of(parts[n - 2]);
    if (n == 3) date.day = value_of(parts[0]);
  } else {
    return std::nullopt;
  }
  return date.text();
}

// A month name with a four-digit year and perhaps a day, in any order; Portuguese "de" aside.
std::optional<std::string> named_month_date(const std::vector<Part>& parts) {
  Date date;
  for (const Part& p : parts) {
    if (p.kind == Part::unknown) return std::nullopt;
    if (p.kind == Part::word) {
      if (p.text == "de") continue;
      const auto month = month_named(p.text);
      if (!month || date.month) return std::nullopt;
      date.month = month;
    } else if (is_year(p) && !date.year) {
      date.year = value_of(p);
    } else if (p.text.size() <= 2 && !date.day) {
      date.day = value_of(p);
    } else {
      return std::nullopt;
    }
  }
  if (!date.month || !date.year) return std::nullopt;
  return date.text();
}

}  // namespace

std::optional<std::string> normalized_date(std::string_view value) {
  const auto first = value.find_first_not_of(" \t");
  if (first == std::string_view::npos) return Date{}.text();
  value = value.substr(first, value.find_last_not_of(" \t") - first + 1);
  std::string trailing;
  const std::vector<Part> parts = parts_of(value, trailing);
  if (parts.empty()) return std::nullopt;  // separators only: "-", "..."
  const bool words =
      std::any_of(parts.begin(), parts.end(), [](const Part& p) { return p.kind == Part::word; });
  return words ? named_month_date(parts) : numeric_date(parts, trailing);
}

}  // namespace damas::pdn
