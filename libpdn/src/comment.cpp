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

}  // namespace

std::vector<Command> parse_commands(std::string_view text) {
  std::vector<Command> commands;
  std::size_t at = 0;
  while ((at = text.find("[%", at)) != std::string_view::npos) {
    std::size_t name_end = at + 2;
    while (name_end < text.size() && is_name_char(text[name_end])) ++name_end;
    const std::size_t close = text.find(']', name_end);
    if (name_end == at + 2 || close == std::string_view::npos) {
      at += 2;  // not a command: "[%" followed by no name, or never closed
      continue;
    }
    commands.push_back({std::string(text.substr(at + 2, name_end - at - 2)),
                        std::string(trim(text.substr(name_end, close - name_end)))});
    at = close + 1;
  }
  return commands;
}

}  // namespace damas::pdn
