// How the commands tell the user about their inputs: on standard error, named by the program.
#pragma once

#include <string_view>

#include "damas/pdn/archive.hpp"
#include "damas/support/output_file.hpp"

namespace damas::cli {

// An input that could not be read: "PROGRAM: FILE: reason"; standard input that is a terminal:
// a line saying how to end the games typed in (`pdn validate` typed alone would otherwise wait
// in silence). `program` must outlive the events.
pdn::InputEvents input_events(std::string_view program);
// The same, and `outputs` flushed whenever a stream waits (InputEvents::waiting): a live
// stream's games (a relay, `tail -f`) reach the outputs read by others as they come. `outputs`
// must outlive the events.
pdn::InputEvents input_events(std::string_view program, support::OutputSet& outputs);

}  // namespace damas::cli
