// One line of the Hub protocol: `command arg=value arg="quoted value" flag ...`. Values with a
// space, a '=' or nothing in them are quoted; unknown arguments are kept and ignored by callers,
// as the protocol asks (it grows by new arguments).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace damas::engine {

struct HubLine {
  std::string command;
  std::map<std::string, std::string, std::less<>> args;  // a flag has an empty value

  bool has(std::string_view name) const { return args.find(name) != args.end(); }
  std::optional<std::string> get(std::string_view name) const;
};

HubLine parse_hub_line(std::string_view line);

// `value` as the protocol writes it: quoted when needed.
std::string hub_value(std::string_view value);

// At most `limit` bytes of `text` (a line that made no sense, a command not known, an engine's
// name), so that a message or a tag can quote it on one line, inside double quotes, whatever
// bytes it holds: printable ASCII and well-formed UTF-8 letters as they are (never cut in the
// middle); any other byte (controls, bytes that are not UTF-8), the double quote and the
// backslash as \xNN; "..." after it when it was cut. The answer to a 3 MB line is a short one.
std::string line_excerpt(std::string_view text, std::size_t limit = 60);

}  // namespace damas::engine
