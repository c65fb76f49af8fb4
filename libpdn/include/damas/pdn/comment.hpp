// Comments, and the commands embedded in them such as {[%clock w1:29:46 B1:29:40]}.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "damas/pdn/source_position.hpp"

namespace damas::pdn {

// `[%name value]` inside a comment: DGT clocks (%clk, %emt), the PDN %clock, engine output
// (%eval, %depth, Dragon's %drgnode). The value is everything up to ']', trimmed.
struct Command {
  std::string name;
  std::string value;

  friend bool operator==(const Command&, const Command&) = default;
};

// A `{...}` comment, a `;` comment to the end of the line, or a `(...)` group of free text (old
// programs such as Nemesis wrote comments in parentheses). The text is kept exactly, except that
// CR LF line ends inside it become LF: line ends are layout of the file, not content.
struct Comment {
  std::string text;
  std::vector<Command> commands;  // also parsed out of `text`, which keeps them
  SourcePosition position;

  friend bool operator==(const Comment&, const Comment&) = default;
};

// The commands found in a comment text, in order.
std::vector<Command> parse_commands(std::string_view text);

// What a comment says to a reader: its text without the commands, each run of spaces and line
// ends made one space, none at either end. "" for a comment of commands only, such as
// {[%eval 0.3] [%clk 0:10:00]}.
std::string comment_prose(std::string_view text);

}  // namespace damas::pdn
