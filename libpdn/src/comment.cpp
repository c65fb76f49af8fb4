#include "damas/pdn/comment.hpp"

namespace damas::pdn {

namespace {

std::string_view trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\n");
  return s.substr(first, last - first + 1);
}

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Calls `found(start, end, name, value)` for each command of `text`, [start, end) its span.
template <typename Found>
void scan_commands(std::string_view text, Found found) {
  std::size_t at = 0;
  while ((at = text.find("[%", at)) != std::string_view::npos) {
    std::size_t name_end = at + 2;
    while (name_end < text.size() && is_name_char(text[name_end])) ++name_end;
    const std::size_t close = text.find(']', name_end);
    if (name_end == at + 2 || close == std::string_view::npos) {
      at += 2;  // not a command: "[%" followed by no name, or never closed
      continue;
    }
    found(at, close + 1, text.substr(at + 2, name_end - at - 2),
          trim(text.substr(name_end, close - name_end)));
    at = close + 1;
  }
}

}  // namespace

std::vector<Command> parse_commands(std::string_view text) {
  std::vector<Command> commands;
  scan_commands(text, [&](std::size_t, std::size_t, std::string_view name, std::string_view value) {
    commands.push_back({std::string(name), std::string(value)});
  });
  return commands;
}

std::string comment_prose(std::string_view text) {
  std::string kept;
  std::size_t from = 0;
  scan_commands(text, [&](std::size_t start, std::size_t end, std::string_view, std::string_view) {
    kept.append(text.substr(from, start - from)).append(" ");
    from = end;
  });
  kept.append(text.substr(from));
  std::string prose;
  for (const char c : kept) {
    const bool space = c == ' ' || c == '\t' || c == '\r' || c == '\n';
    if (!space) {
      prose += c;
    } else if (!prose.empty() && prose.back() != ' ') {
      prose += ' ';
    }
  }
  if (!prose.empty() && prose.back() == ' ') prose.pop_back();
  return prose;
}

}  // namespace damas::pdn
