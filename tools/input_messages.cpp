#include "input_messages.hpp"

#include <fmt/core.h>

#include <cstdio>
#include <string>

#include "damas/support/quoted.hpp"

namespace damas::cli {

pdn::InputEvents input_events(std::string_view program) {
  pdn::InputEvents events;
  events.failed = [program](const std::string& source, const std::string& reason) {
    fmt::print(stderr, "{}: {}: {}\n", program, support::shown_name(source), reason);
  };
  events.reading_terminal = [program] {
    fmt::print(stderr,
               "{0}: reading games from standard input (the terminal): type or paste them and "
               "end with Ctrl-D, or name the files: {0} FILE...\n",
               program);
  };
  return events;
}

pdn::InputEvents input_events(std::string_view program, support::OutputSet& outputs) {
  pdn::InputEvents events = input_events(program);
  events.waiting = [&outputs] { outputs.flush(); };
  return events;
}

}  // namespace damas::cli
