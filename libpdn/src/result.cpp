#include "damas/pdn/result.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

#include "damas/pdn/replay.hpp"

namespace damas::pdn {

std::string canonical_result(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c == ':') c = '-';
  }
  return out;
}

namespace {

bool same_letters(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == y;
         });
}

// One token of a game's end: a result in its Default form, or nullopt for "abandono" (a
// resignation); "" for a token that is neither (the grammar passes none).
std::optional<std::string_view> token_result(std::string_view token) {
  if (token.size() > 1 && token.back() == '.') token.remove_suffix(1);  // "empate."
  if (same_letters(token, "abandono") || same_letters(token, "(abandono)")) return std::nullopt;
  if (same_letters(token, "gb")) return "1-0";
  if (same_letters(token, "gn")) return "0-1";
  if (same_letters(token, "emp") || same_letters(token, "empate") || token == "\u00bd-\u00bd") {
    return "1/2-1/2";
  }
  if (token.size() > 2 && token.front() == '[' && token.back() == ']') {
    token = token.substr(1, token.size() - 2);
  }
  return normalized_result(token).value_or("");
}

}  // namespace

GameEnd read_game_end(std::string_view written) {
  // Nearly every game: one PDN terminator, kept as written (it has no blank, and printed forms
  // begin otherwise).
  const bool one_token = written.find_first_of(" \t") == std::string_view::npos;
  if (one_token && !written.empty() &&
      (written.front() == '*' || (written.front() >= '0' && written.front() <= '2'))) {
    return {written, false, false};
  }
  GameEnd end{{}, true, false};
  while (!written.empty()) {
    const std::size_t stop = std::min(written.find_first_of(" \t"), written.size());
    if (stop > 0) {
      const std::optional<std::string_view> result = token_result(written.substr(0, stop));
      if (result && end.result.empty()) {
        end.result = *result;
      } else if (result && *result != end.result) {
        end.result = "*";
        end.disagreeing = true;
      }
    }
    written.remove_prefix(std::min(stop + 1, written.size()));
  }
  return end;
}

}  // namespace damas::pdn
