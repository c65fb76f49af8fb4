#include "damas/engine/hub_line.hpp"

#include <fmt/core.h>

#include <cctype>

#include "damas/support/utf8.hpp"

namespace damas::engine {

namespace {

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// Reads a word or a quoted string starting at `i`; leaves `i` after it.
std::string read_token(std::string_view line, std::size_t& i, bool stop_at_equals) {
  std::string token;
  if (i < line.size() && line[i] == '"') {
    for (++i; i < line.size() && line[i] != '"'; ++i) token += line[i];
    if (i < line.size()) ++i;  // the closing quote
    return token;
  }
  while (i < line.size() && !is_space(line[i]) && !(stop_at_equals && line[i] == '=')) {
    token += line[i++];
  }
  return token;
}

}  // namespace

std::optional<std::string> HubLine::get(std::string_view name) const {
  const auto found = args.find(name);
  if (found == args.end()) return std::nullopt;
  return found->second;
}

HubLine parse_hub_line(std::string_view line) {
  HubLine parsed;
  std::size_t i = 0;
  auto skip_spaces = [&] {
    while (i < line.size() && is_space(line[i])) ++i;
  };
  skip_spaces();
  parsed.command = read_token(line, i, false);
  for (skip_spaces(); i < line.size(); skip_spaces()) {
    const std::string name = read_token(line, i, true);
    std::string value;
    if (i < line.size() && line[i] == '=') {
      ++i;
      value = read_token(line, i, false);
    }
    if (!name.empty()) parsed.args[name] = value;
    if (name.empty() && i < line.size()) ++i;  // a stray '=': skip it
  }
  return parsed;
}

std::string hub_value(std::string_view value) {
  const bool plain = !value.empty() && value.find_first_of(" \t=\"") == std::string_view::npos;
  if (plain) return std::string(value);
  std::string quoted(1, '"');
  quoted += value;
  quoted += '"';
  return quoted;
}

std::string line_excerpt(std::string_view text, std::size_t limit) {
  const auto* const begin = reinterpret_cast<const unsigned char*>(text.data());
  const auto* const end = begin + text.size();
  std::string excerpt;
  std::size_t taken = 0;
  while (taken < text.size()) {
    const unsigned char* p = begin + taken;
    const std::size_t length = support::utf8_sequence_length(p, end);
    // A letter beyond ASCII (an engine named in Portuguese) is kept; a C1 control (U+0080 to
    // U+009F, two bytes from 0xC2 0x80 to 0xC2 0x9F) is not text.
    const bool letter = length > 1 && !(p[0] == 0xC2 && p[1] < 0xA0);
    const std::size_t width = letter ? length : 1;
    if (taken + width > limit) break;
    if (letter || (*p >= 0x20 && *p < 0x7f && *p != '"' && *p != '\\')) {
      excerpt.append(text.substr(taken, width));
    } else {
      excerpt += fmt::format("\\x{:02x}", *p);
    }
    taken += width;
  }
  if (taken < text.size()) excerpt += "...";
  return excerpt;
}

}  // namespace damas::engine
